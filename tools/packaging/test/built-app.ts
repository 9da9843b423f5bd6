import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const PROJECT_DIR = join(import.meta.dirname, '..', '..', '..');
/** Held while one test file builds: test files run in parallel workers, and two builds into one folder clash. */
const LOCK = join(PROJECT_DIR, '.build-lock');
const WAIT_MS = 100;
const GIVE_UP_MS = 180_000;

const built = () =>
  existsSync(join(PROJECT_DIR, 'dist-electron', 'main.js')) && existsSync(join(PROJECT_DIR, 'dist', 'renderer', 'index.html'));

/** Builds the app (renderer, main, preload) unless a build is there, as `npm run build` would, without starting Electron. */
export function ensureBuiltApp(): void {
  const started = Date.now();
  while (!built()) {
    try {
      mkdirSync(LOCK);
    } catch {
      if (Date.now() - started > GIVE_UP_MS)
        throw new Error(`Another build held ${LOCK} for ${GIVE_UP_MS / 1000} s; remove it if no build runs.`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, WAIT_MS);
      continue;
    }
    try {
      if (!built()) build();
    } finally {
      rmSync(LOCK, { recursive: true, force: true });
    }
  }
}

function build(): void {
  // vite's exports do not name its bin; its package.json does.
  const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');
  // NODE_ENV is "test" under Vitest, which would make a development build of React.
  const env = { ...process.env, SMS_EXPLORER_NO_ELECTRON: '1', NODE_ENV: 'production' };
  execFileSync(process.execPath, [vite, 'build'], { cwd: PROJECT_DIR, stdio: 'ignore', env });
}
