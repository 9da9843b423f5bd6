import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_DIR } from '../packaging/builder-config';

interface LockedPackage {
  engines?: { node?: string };
  optional?: boolean;
}

const readJson = (name: string) => JSON.parse(readFileSync(join(PROJECT_DIR, name), 'utf8')) as Record<string, unknown>;

/** "1.2.3" / ">= 22.12.0" / "v22" → [major, minor, patch]; null for anything but a plain lower bound. */
function lowerBound(range: string): [number, number, number] | null {
  const match = /^>=\s*v?(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range.trim());
  return match ? [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)] : null;
}

const atLeast = (version: number[], bound: number[]) => {
  for (let index = 0; index < 3; index++) {
    if ((version[index] ?? 0) !== (bound[index] ?? 0)) return (version[index] ?? 0) > (bound[index] ?? 0);
  }
  return true;
};

describe('the Node version package.json states', () => {
  // npm ci prints one EBADENGINE warning per installed package whose engines the running Node
  // misses. A project that states less than its packages need sends people to a Node on which
  // those warnings appear (Electron 45 and its installer and rebuild tools need 22.12).
  it('is at least what every installed package asks for as a plain lower bound', () => {
    const stated = lowerBound(String((readJson('package.json').engines as { node: string }).node));
    expect(stated).not.toBeNull();
    const packages = readJson('package-lock.json').packages as Record<string, LockedPackage>;
    const missed = Object.entries(packages)
      .filter(([path, locked]) => path !== '' && !locked.optional && locked.engines?.node)
      .filter(([, locked]) => {
        const bound = lowerBound(locked.engines?.node ?? '');
        return bound !== null && !atLeast(stated ?? [], bound);
      })
      .map(([path, locked]) => `${path.replace(/^.*node_modules\//, '')} ${locked.engines?.node}`);
    expect(missed).toEqual([]);
  });
});
