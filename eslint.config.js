import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ipcModules = ['electron/ipc/register.ts', 'electron/preload.ts'];

export default tseslint.config(
  { ignores: ['dist/**', 'dist-electron/**', 'node_modules/**', 'test-results/**', 'playwright-report/**'] },
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
    files: ['*.config.{ts,js}'],
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
        // electron/shared/ holds browser-safe code shared with main (flattening for grid and CSV).
        patterns: [{ regex: '^(electron$|node:|(\\.\\./)+electron/(?!shared/))', allowTypeImports: true, message: 'The renderer runs sandboxed: import types only from electron/ (runtime code only from electron/shared/).' }],
      }],
    },
  },
  {
    // The renderer's fake main parses inputs with the contract's own schemas (never shipped: tests only).
    files: ['renderer/test/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ regex: '^(electron$|node:|(\\.\\./)+electron/(?!shared/|ipc/contract$|ipc/input-error$))', allowTypeImports: true, message: 'Test doubles may import only the contract and its input errors from electron/ at run time.' }],
      }],
    },
  },
);
