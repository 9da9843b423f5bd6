import { existsSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';

/**
 * Where to keep a store file the app could not use: `<name>.<reason>-<timestamp>.json` beside it,
 * e.g. settings.corrupt-2025-01-31T09-15-00-000Z.json. Never an existing file.
 */
export function asidePath(filePath: string, reason: 'corrupt' | 'invalid', when: Date): string {
  const extension = extname(filePath) || '.json';
  const name = basename(filePath, extname(filePath));
  const stamp = when.toISOString().replace(/[:.]/g, '-');
  const candidate = (suffix: string) => join(dirname(filePath), `${name}.${reason}-${stamp}${suffix}${extension}`);
  let path = candidate('');
  for (let copy = 2; existsSync(path); copy += 1) path = candidate(`-${copy}`);
  return path;
}
