import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';
import electron from 'vite-plugin-electron/simple';
import { CONTENT_SECURITY_POLICY } from './electron/window/content-security-policy.ts';

const startElectron = process.env.SMS_EXPLORER_NO_ELECTRON !== '1';

/**
 * Also builds the e2e harness's bridge (dist/harness/bridge.js): the browser-side half of the
 * Playwright transport, built from the same createExplorerApi as the preload.
 */
/**
 * The built page carries the app's CSP itself too, as a second line of defence: the app:// protocol
 * (electron/electron-adapters/app-protocol.ts) and the harness's server send it as a header.
 */
function contentSecurityPolicyMeta(): Plugin {
  // frame-ancestors is only honoured as a header; in a <meta> it just logs a warning.
  const content = CONTENT_SECURITY_POLICY.split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !directive.startsWith('frame-ancestors'))
    .join('; ');
  return {
    name: 'sms-explorer-csp-meta',
    apply: 'build',
    transformIndexHtml: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content }, injectTo: 'head-prepend' }],
  };
}

function harnessBridge(): Plugin {
  return {
    name: 'sms-explorer-harness-bridge',
    apply: 'build',
    async closeBundle() {
      await build({
        configFile: false,
        logLevel: 'warn',
        build: {
          outDir: resolve(import.meta.dirname, 'dist/harness'),
          emptyOutDir: true,
          minify: false,
          lib: {
            entry: resolve(import.meta.dirname, 'e2e/bridge/browser-bridge.ts'),
            formats: ['iife'],
            name: 'ExplorerBridge',
            fileName: () => 'bridge.js',
          },
        },
      });
    },
  };
}

// One config builds the three pieces: the renderer (dist/renderer), the main process and the
// sandboxed preload (dist-electron). `npm run dev` serves the renderer and (re)starts Electron.
export default defineConfig(({ command }) => ({
  root: resolve(import.meta.dirname, 'renderer'),
  cacheDir: resolve(import.meta.dirname, 'node_modules/.vite'),
  base: './',
  plugins: [
    react(),
    contentSecurityPolicyMeta(),
    harnessBridge(),
    ...(command === 'serve' && !startElectron
      ? []
      : [
          electron({
            main: {
              entry: resolve(import.meta.dirname, 'electron/main.ts'),
              // A build empties it first (main is built before the preload): chunks carry a hash, and a
              // stale one would be packed into the app. Not in dev, where main alone is rebuilt.
              vite: { build: { outDir: resolve(import.meta.dirname, 'dist-electron'), emptyOutDir: command === 'build' } },
            },
            preload: {
              input: resolve(import.meta.dirname, 'electron/preload.ts'),
              // A sandboxed preload cannot be an ES module.
              vite: {
                build: {
                  outDir: resolve(import.meta.dirname, 'dist-electron'),
                  rolldownOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs' } },
                },
              },
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
          include: ['{electron,common,demo-api,tools,bench}/**/*.test.ts'],
          environment: 'node',
          // expect.poll waits for what it polls as long as the renderer's waits do, not its own 1 s: a
          // main started on a shared, loaded core takes seconds to open its window with nothing wrong.
          expect: { poll: { timeout: 15_000 } },
          // Vitest's 5 s is a quiet machine's figure: tests that start a demo server and a main
          // took 5–7 s beside other suites (load 12 on 2 cores), with nothing wrong.
          testTimeout: 20_000,
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
          // Every renderer test gets jsdom's stand-in sizes and cleanup (setup.ts) and patient waits.
          setupFiles: ['renderer/test/async-waits.ts', 'renderer/test/setup.ts'],
          // expect.poll waits as long as findBy* and waitFor do (async-waits.ts), not its own 1 s.
          expect: { poll: { timeout: 15_000 } },
          // Style sheets read as text (`?raw`, series-colors.test.ts measures the theme's colours) keep their text.
          css: { include: [/\.css\?raw$/] },
          // getByRole computes styles over the whole jsdom page; on a shared, loaded CI core a
          // journey through the app takes several seconds without anything being wrong: 16 of
          // them took 20–24 s beside other suites (load 20 on 2 cores), so 20 s was a coin toss.
          testTimeout: 60_000,
        },
      },
    ],
  },
}));
