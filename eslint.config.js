import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { tsImport } from 'tsx/esm/api';
import tseslint from 'typescript-eslint';

// The repository's own rules are TypeScript, as they read the floors table
// (tools/architecture/floors.ts) and the message vocabulary: tsx, the scripts' runner, loads them.
const { architecture } = await tsImport('./tools/architecture/lint-plugin.ts', import.meta.url);

// main.ts hands ipcMain to electron/ipc/register.ts; the preload holds ipcRenderer.
const ipcModules = ['electron/main.ts', 'electron/preload.ts'];

export default tseslint.config(
  { ignores: ['dist/**', 'dist-electron/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'reports/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-exports': [
        'error',
        { restrictDefaultExports: { direct: true, named: true, defaultFrom: true, namedFrom: true, namespaceFrom: true } },
      ],
    },
  },
  {
    // Config files are read by tools that want a default export.
    files: ['*.config.{ts,js}', 'tools/mutation/*.config.{ts,mjs}'],
    rules: { 'no-restricted-exports': 'off' },
  },
  {
    // Only main.ts, which hands ipcMain to the IPC wrapper, and the preload may touch Electron's IPC
    // objects (GitHub Desktop's rule).
    files: ['**/*.{ts,tsx}'],
    ignores: ipcModules,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'electron',
              importNames: ['ipcMain', 'ipcRenderer'],
              message: 'main.ts hands ipcMain to electron/ipc/register.ts; the preload holds ipcRenderer.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Every import, of every tree, against the one floors table: trees, folders, packages, and
    // run-time electron only in its layer.
    files: ['**/*.{ts,tsx}'],
    plugins: { architecture },
    rules: { 'architecture/floors': 'error' },
  },
  {
    // The client's code: the demo API is the server, writing its own shape; tests may write a record
    // of any shape; tools/ reads no message (and names files: `main.ts` would read as a time, `ts`).
    files: ['{renderer,electron,common}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', 'common/records/vocabulary/**'],
    rules: { 'architecture/vocabulary': 'error' },
  },
  {
    // Page tokens are named only in their homes (tools/architecture/page-token-homes.ts, which also
    // exempts tests): elsewhere a layer asks common/paging/ what a rejected token means.
    files: ['{renderer,electron,common,demo-api}/**/*.{ts,tsx}'],
    rules: { 'architecture/page-tokens': 'error' },
  },
);
