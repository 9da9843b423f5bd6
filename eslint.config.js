import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ipcModules = ['electron/ipc/register.ts', 'electron/preload.ts'];

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
      'no-restricted-exports': ['error', { restrictDefaultExports: { direct: true, named: true, defaultFrom: true, namedFrom: true, namespaceFrom: true } }],
    },
  },
  {
    // Config files are read by tools that want a default export.
    files: ['*.config.{ts,js}', 'tools/mutation/*.config.{ts,mjs}'],
    rules: { 'no-restricted-exports': 'off' },
  },
  {
    // Only the IPC wrapper and the preload may touch Electron's IPC objects (GitHub Desktop's rule).
    files: ['**/*.{ts,tsx}'],
    ignores: ipcModules,
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{ name: 'electron', importNames: ['ipcMain', 'ipcRenderer'], message: 'Use electron/ipc/register.ts or the preload.' }],
      }],
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', {
        // common/ holds the browser-safe code both processes import: the contract, errors, paging, rows.
        patterns: [{ regex: '^(electron$|node:|(\\.\\./)+(electron|demo-api|tools|e2e|bench)/)', allowTypeImports: true, message: 'The renderer runs sandboxed: at run time it imports from the renderer and from common/ only.' }],
      }],
    },
  },
  {
    // The renderer's fake main (renderer/test/) stands in for main, which serves the demo API's
    // records: it writes them with the demo's own record writers, so the two shapes cannot drift.
    files: ['renderer/test/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ regex: '^(electron$|node:|(\\.\\./)+(electron|tools|e2e|bench|demo-api/(?!record-shapes))/?)', allowTypeImports: true, message: 'The renderer\'s test support runs in the renderer\'s environment: of the demo API it may import only the record writers (demo-api/record-shapes), not Node, Electron or main.' }],
      }],
    },
  },
  {
    // Nothing in common/ may import Node, Electron or either process's code.
    files: ['common/**/*.ts'],
    ignores: ['common/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ regex: '^(electron$|node:|(\\.\\./)+(electron|renderer|demo-api|tools)/)', message: 'common/ is shared by both processes: no Node, Electron, main or renderer imports.' }],
      }],
    },
  },
);
