import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { _electron as electron, expect, test } from '@playwright/test';
import { DEFAULT_DEMO_CONFIG } from '../electron/demo-api/config';
import { firstRunJourney } from './journeys/first-run';

/** The Electron binary, or why it is missing (its download is impossible on some machines). */
function findElectron(): { path: string } | { missing: string } {
  try {
    const path = createRequire(import.meta.url)('electron') as unknown as string;
    return existsSync(path) ? { path } : { missing: `the Electron binary is not at ${path}` };
  } catch (error) {
    return { missing: `the electron package has no binary (${error instanceof Error ? error.message : String(error)})` };
  }
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
