import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_DIR } from '../packaging/builder-config';

interface LockedPackage {
  hasInstallScript?: boolean;
  name?: string;
}

const readJson = (name: string) => JSON.parse(readFileSync(join(PROJECT_DIR, name), 'utf8')) as Record<string, unknown>;

/** "node_modules/a/node_modules/@scope/b" → "@scope/b" (an alias keeps its real name in `name`). */
const packageName = (path: string, locked: LockedPackage) =>
  locked.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);

describe('the install scripts package.json allows or denies', () => {
  // npm 11 lists, after every npm ci, each dependency whose install script allowScripts does not
  // name, and later npm versions skip those scripts: each one is decided here, once.
  it('name every locked package that has an install script, and nothing else', () => {
    const locked = Object.entries((readJson('package-lock.json').packages ?? {}) as Record<string, LockedPackage>);
    const withScripts = new Set(
      locked.filter(([path, entry]) => path !== '' && entry.hasInstallScript).map(([path, entry]) => packageName(path, entry)),
    );
    const decided = Object.keys((readJson('package.json').allowScripts ?? {}) as Record<string, boolean>).map((key) =>
      key.replace(/(.)@[^@]*$/, '$1'),
    );
    expect(withScripts.size).toBeGreaterThan(0);
    expect(new Set(decided)).toEqual(withScripts);
  });
});
