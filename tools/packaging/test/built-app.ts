import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const PROJECT_DIR = join(import.meta.dirname, '..', '..', '..');

/** Builds the app (renderer, main, preload) unless a build is there, as `npm run build` would, without starting Electron. */
export function ensureBuiltApp(): void {
  if (existsSync(join(PROJECT_DIR, 'dist-electron', 'main.js')) && existsSync(join(PROJECT_DIR, 'dist', 'renderer', 'index.html'))) return;
  const vite = createRequire(import.meta.url).resolve('vite/bin/vite.js');
  execFileSync(process.execPath, [vite, 'build'], { cwd: PROJECT_DIR, stdio: 'ignore', env: { ...process.env, SMS_EXPLORER_NO_ELECTRON: '1' } });
}
