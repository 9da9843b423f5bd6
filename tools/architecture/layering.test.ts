// The floors of main's and the shared code's folders, top to bottom: a folder imports only from
// floors below its own (type imports included: they tie the code as much), so no import runs back
// up. The top-level floors are the README's: bench, e2e → electron, renderer → tools, demo-api,
// common. renderer/architecture.test.ts guards the renderer's own areas.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

/** Each tree's folders (and loose files) by floor, top first. */
export const FLOORS: Record<'electron' | 'common', readonly (readonly string[])[]> = {
  electron: [
    ['main.ts', 'preload.ts'],
    ['electron-adapters'],
    ['app'],
    ['use-cases'],
    ['jobs'],
    ['across-locations', 'connections', 'export'],
    ['api-client', 'ipc', 'vault', 'window'],
    ['storage'],
  ],
  common: [
    ['paging'],
    ['activity', 'errors'],
    ['searches'],
    ['ipc'],
    ['records'],
    ['connections', 'export', 'limits', 'numbers', 'time'],
  ],
};

/** Top-level trees each of these may import from, besides itself. */
const TREES_BELOW: Record<keyof typeof FLOORS, readonly string[]> = {
  electron: ['tools', 'demo-api', 'common'],
  common: [],
};

/** Production sources of a tree (tests and test helpers left out), relative to the repository. */
function sourcesOf(tree: string): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(join(ROOT, folder), { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'test' && entry.name !== 'node_modules') walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(path);
    }
  };
  walk(tree);
  return files;
}

/** Relative imports of a source: static, re-exports, type-only and dynamic. */
export function importsOf(text: string): string[] {
  return [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'(\.[^']*)'/g)].map((match) => match[1]!);
}

/** Every import of `files` (path → text) that runs back up, as "from → to" lines. */
export function backUpImports(tree: keyof typeof FLOORS, files: ReadonlyMap<string, string>): string[] {
  const floorOf = new Map(FLOORS[tree].flatMap((names, floor) => names.map((name) => [name, floor] as const)));
  const wrong: string[] = [];
  for (const [path, text] of files) {
    const from = path.split('/')[1]!;
    for (const specifier of importsOf(text)) {
      const target = normalize(join(dirname(path), specifier)).split('/');
      if (target[0] !== tree) {
        if (!TREES_BELOW[tree].includes(target[0]!)) wrong.push(`${path} → ${target.join('/')} (${tree}/ imports only from ${TREES_BELOW[tree].join(', ') || 'itself'})`);
        continue;
      }
      const to = target[1]!;
      if (to === from) continue;
      const [fromFloor, toFloor] = [floorOf.get(from), floorOf.get(to)];
      if (fromFloor === undefined || toFloor === undefined || toFloor <= fromFloor) wrong.push(`${path} → ${target.join('/')}`);
    }
  }
  return wrong;
}

describe.each(['electron', 'common'] as const)('the floors of %s/', (tree) => {
  const files = new Map(sourcesOf(tree).map((path) => [relative(ROOT, join(ROOT, path)), readFileSync(join(ROOT, path), 'utf8')]));

  it('are read from the sources (else the rule below would hold vacuously)', () => {
    expect(files.size).toBeGreaterThan(20);
    expect([...files.values()].flatMap(importsOf).length).toBeGreaterThan(50);
  });

  it('name every folder once', () => {
    const named = FLOORS[tree].flat();
    const present = new Set([...files.keys()].map((path) => path.split('/')[1]!));
    expect(new Set(named).size).toBe(named.length);
    expect([...present].filter((name) => !named.includes(name))).toEqual([]);
  });

  it('are never climbed: each import goes to a floor below, or stays in its folder', () => {
    expect(backUpImports(tree, files)).toEqual([]);
  });
});

describe('backUpImports', () => {
  it('finds an import back up, one between folders of one floor, one to an unnamed folder and one out of the tree', () => {
    const files = new Map([
      ['electron/export/a.ts', "import type { X } from '../across-locations/b';\nimport { y } from '../api-client/c';"],
      ['electron/api-client/d.ts', "export { z } from '../jobs/e';\nconst lazy = () => import('../storage/f');"],
      ['electron/storage/g.ts', "import { w } from '../somewhere/h';\nimport { v } from '../../renderer/i';\nimport { u } from '../../common/j';"],
    ]);
    expect(backUpImports('electron', files)).toEqual([
      'electron/export/a.ts → electron/across-locations/b',
      'electron/api-client/d.ts → electron/jobs/e',
      'electron/storage/g.ts → electron/somewhere/h',
      'electron/storage/g.ts → renderer/i (electron/ imports only from tools, demo-api, common)',
    ]);
  });
});
