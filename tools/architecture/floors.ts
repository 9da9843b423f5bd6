// The floors of the repository, in one table: which top-level trees each tree may import, what it
// may take from packages, and the floors of folders inside electron/ and common/. Imports run down
// the floors, never up. The lint rule `architecture/floors` (floors-rule.ts) reads this table on
// every import, export-from, import() and require() in the syntax tree; docs/architecture.md shows
// it in words.

export const TREES = ['bench', 'e2e', 'electron', 'renderer', 'tools', 'demo-api', 'common'] as const;
export type Tree = (typeof TREES)[number];

export interface TreeFloors {
  /** Trees its code may import at run time, besides itself; '*' for any. */
  readonly runTime: readonly Tree[] | '*';
  /** Trees it may import types from (`import type`, `export type`), besides those; '*' for any. */
  readonly types: readonly Tree[] | '*';
  /** Packages it may import at run time: Node's built-ins, `electron`, and the others ('*' for any, else the only ones). */
  readonly packages: { readonly node: boolean; readonly electron: boolean; readonly others: '*' | readonly string[] };
  /** The only files and folders of the tree (relative to it) that may import `electron` at run time; else any. */
  readonly electronAt?: readonly string[];
  /** Its folders (and loose files) by floor, top first: each imports only from floors below its own, types included. */
  readonly floors?: readonly (readonly string[])[];
  /** Whether its tests and test helpers (`*.test.ts`, `test/`) are held to it too. */
  readonly testsHeld: boolean;
}

const ANY_PACKAGE = { node: true, electron: true, others: '*' } as const;

export const FLOORS: Readonly<Record<Tree, TreeFloors>> = {
  bench: { runTime: '*', types: '*', packages: ANY_PACKAGE, testsHeld: false },
  e2e: { runTime: '*', types: '*', packages: ANY_PACKAGE, testsHeld: false },
  electron: {
    runTime: ['tools', 'demo-api', 'common'],
    types: ['tools', 'demo-api', 'common'],
    packages: ANY_PACKAGE,
    // Main's services are plain TypeScript with the Electron parts passed in: every Electron-only
    // piece is an adapter, and main.ts wires the real objects to them.
    electronAt: ['main.ts', 'preload.ts', 'electron-adapters'],
    floors: [
      ['main.ts', 'preload.ts'],
      ['electron-adapters'],
      ['app'],
      ['use-cases'],
      ['jobs'],
      ['across-locations', 'connections', 'export'],
      ['api-client', 'ipc', 'vault', 'window'],
      ['storage'],
    ],
    testsHeld: false,
  },
  renderer: {
    // The window runs sandboxed: at run time only the React app and common/; types from anywhere.
    runTime: ['common'],
    types: '*',
    packages: { node: false, electron: false, others: '*' },
    // Its tests run in the window's stead (jsdom), so they are held to it too.
    testsHeld: true,
  },
  tools: { runTime: ['demo-api', 'common'], types: ['demo-api', 'common'], packages: ANY_PACKAGE, testsHeld: false },
  // The demo server shares no code with the client, so it can disagree with it.
  'demo-api': { runTime: [], types: [], packages: { node: true, electron: false, others: '*' }, testsHeld: false },
  common: {
    // Imported by both processes: no Node, no Electron, no code of either.
    runTime: [],
    types: [],
    packages: { node: false, electron: false, others: ['zod', 'libphonenumber-js'] },
    floors: [
      ['paging'],
      ['activity', 'errors'],
      ['searches'],
      ['ipc'],
      ['records'],
      ['connections', 'export', 'limits', 'numbers', 'time'],
    ],
    testsHeld: false,
  },
};

/** Imports allowed past the table, each with its reason. Paths from the repository root. */
export const ALLOWANCES: readonly { from: string; to: string; why: string }[] = [
  {
    from: 'renderer/test/',
    to: 'demo-api/record-shapes',
    why: "the renderer's fake main writes the demo's records with the demo's own record writers, so the two shapes cannot drift",
  },
];
