import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { _electron as electron, expect, test } from '@playwright/test';
import { DEFAULT_DEMO_CONFIG } from '../electron/demo-api/config';
import { firstRunJourney } from './journeys/first-run';

/**
 * The Electron binary, or why it is missing. Read from the package's path.txt rather than by
 * requiring 'electron': that require starts a download of the binary when it is absent.
 */
function findElectron(): { path: string } | { missing: string } {
  const packageDir = dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  const pathFile = join(packageDir, 'path.txt');
  if (!existsSync(pathFile)) return { missing: 'the electron package was installed without its binary (ELECTRON_SKIP_BINARY_DOWNLOAD)' };
  const distDir = process.env.ELECTRON_OVERRIDE_DIST_PATH ?? join(packageDir, 'dist');
  const path = join(distDir, readFileSync(pathFile, 'utf8').trim());
  return existsSync(path) ? { path } : { missing: `the Electron binary is not at ${path}` };
}

const electronBinary = findElectron();
const skipReason = 'missing' in electronBinary
  ? `Electron spec skipped: ${electronBinary.missing}. It runs where \`npm ci\` could download the binary.`
  : '';
if (skipReason) console.log(skipReason);

test.describe('the Electron app', () => {
  test.skip(Boolean(skipReason), skipReason);

  test('first run on the demo connection: search, scroll to the end, every message once', async () => {
    const userData = await mkdtemp(join(tmpdir(), 'sms-explorer-electron-'));
    const app = await electron.launch({
      executablePath: 'path' in electronBinary ? electronBinary.path : undefined,
      args: [resolve(import.meta.dirname, '..'), ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
      env: { ...process.env, SMS_EXPLORER_USER_DATA: userData },
    });
    try {
      const page = await app.firstWindow();
      const sandboxed = await page.evaluate(() => typeof (globalThis as { require?: unknown }).require === 'undefined' && typeof (globalThis as { process?: unknown }).process === 'undefined');
      expect(sandboxed).toBe(true);
      await firstRunJourney(page, DEFAULT_DEMO_CONFIG);
    } finally {
      await app.close();
      await rm(userData, { recursive: true, force: true });
    }
  });
});
