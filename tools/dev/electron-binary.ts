import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export type ElectronBinary = { path: string } | { missing: string };

/**
 * The Electron binary of the installed electron package, or why it is missing. Read from the
 * package's path.txt rather than by requiring 'electron': that require starts a download of the
 * binary when it is absent, and prints a stack trace when the download fails.
 */
export function findElectron(env: NodeJS.ProcessEnv = process.env): ElectronBinary {
  const packageDir = dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  const pathFile = join(packageDir, 'path.txt');
  if (!existsSync(pathFile)) return { missing: 'the electron package was installed without its binary (ELECTRON_SKIP_BINARY_DOWNLOAD)' };
  const distDir = env.ELECTRON_OVERRIDE_DIST_PATH ?? join(packageDir, 'dist');
  const path = join(distDir, readFileSync(pathFile, 'utf8').trim());
  return existsSync(path) ? { path } : { missing: `the Electron binary is not at ${path}` };
}

/** The one sentence `npm start` prints instead of Electron's own error. */
export function missingElectronMessage(reason: string): string {
  return `SMS Explorer cannot start because ${reason}: download it with \`npx install-electron\` where the network reaches Electron's releases, or run the app in Chromium instead with \`npm run preview\`.`;
}
