import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import electron from 'vite-plugin-electron/simple';

const startElectron = process.env.SMS_EXPLORER_NO_ELECTRON !== '1';

// One config builds the three pieces: the renderer (dist/renderer), the main process and the
// sandboxed preload (dist-electron). `npm run dev` serves the renderer and (re)starts Electron.
export default defineConfig(({ command }) => ({
  root: resolve(import.meta.dirname, 'renderer'),
  base: './',
  plugins: [
    react(),
    ...(command === 'serve' && !startElectron
      ? []
      : [
          electron({
            main: {
              entry: resolve(import.meta.dirname, 'electron/main.ts'),
              vite: { build: { outDir: resolve(import.meta.dirname, 'dist-electron') } },
            },
            preload: {
              input: resolve(import.meta.dirname, 'electron/preload.ts'),
              vite: { build: { outDir: resolve(import.meta.dirname, 'dist-electron') } },
            },
          }),
        ]),
  ],
  build: {
    outDir: resolve(import.meta.dirname, 'dist/renderer'),
    emptyOutDir: true,
  },
  test: {
    projects: [
      {
        extends: false,
        test: {
          name: 'main',
          root: import.meta.dirname,
          include: ['electron/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: false,
        plugins: [react()],
        test: {
          name: 'renderer',
          root: import.meta.dirname,
          include: ['renderer/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
    ],
  },
}));
