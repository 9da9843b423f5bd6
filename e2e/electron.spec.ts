import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { _electron as electron, expect, test, type Page } from '@playwright/test';
import { findElectron } from '../tools/dev/electron-binary';
import { DEFAULT_DEMO_CONFIG } from '../demo-api/config';
import { APP_URL } from '../electron/electron-adapters/app-protocol';
import type { ExplorerApi } from '../common/ipc/contract';
import { readReleaseFuses } from '../tools/packaging/fuse-wire';
import { RELEASE_FUSES } from '../tools/packaging/fuses';
import { firstRunJourney } from './journeys/first-run';
import { launchPackagedApp } from './support/packaged-app';

/**
 * Runs against the packaged app when SMS_EXPLORER_PACKAGED_APP names its executable (the release
 * workflow sets it), else against `electron .` with the installed Electron binary.
 */
const packagedApp = process.env.SMS_EXPLORER_PACKAGED_APP;
const electronBinary = findElectron();
const skipReason =
  !packagedApp && 'missing' in electronBinary
    ? `Electron spec skipped: ${electronBinary.missing}. It runs where \`npx install-electron\` could download the binary, or with SMS_EXPLORER_PACKAGED_APP set to a packaged build.`
    : '';
if (skipReason) console.log(skipReason);

// Chromium refuses its sandbox to root (CI containers); the app itself keeps the renderer sandbox.
const sandboxArgs = process.getuid?.() === 0 ? ['--no-sandbox'] : [];

/** Starts the app on a fresh profile, runs `use` on its window, then closes it and deletes the profile. */
async function withApp(use: (page: Page) => Promise<void>): Promise<void> {
  const userData = await mkdtemp(join(tmpdir(), 'sms-explorer-electron-'));
  const env = { ...process.env, SMS_EXPLORER_USER_DATA: userData };
  let close: () => Promise<void>;
  let page: Page;
  if (packagedApp) {
    ({ page, close } = await launchPackagedApp(packagedApp, sandboxArgs, env));
  } else {
    const app = await electron.launch({
      executablePath: 'path' in electronBinary ? electronBinary.path : undefined,
      args: [resolve(import.meta.dirname, '..'), ...sandboxArgs],
      env,
    });
    page = await app.firstWindow();
    close = () => app.close();
  }
  try {
    await use(page);
  } finally {
    await close();
    await rm(userData, { recursive: true, force: true });
  }
}

test.describe('the Electron app', () => {
  test.skip(Boolean(skipReason), skipReason);

  test('first run on the demo connection: search, scroll to the end, every message once', async () => {
    await withApp(async (page) => {
      const sandboxed = await page.evaluate(
        () =>
          typeof (globalThis as { require?: unknown }).require === 'undefined' &&
          typeof (globalThis as { process?: unknown }).process === 'undefined',
      );
      expect(sandboxed).toBe(true);
      // Served by the app:// protocol, whose origin is the only IPC sender main trusts.
      expect(page.url()).toBe(APP_URL);
      // Copy and paste go through main to Electron's clipboard: the page has no clipboard permission,
      // and main answers a read right after a paste shortcut it saw in the window (paste-gestures.ts).
      // (A read without one opens main's native paste prompt, which Playwright cannot answer: main.test.ts covers it.)
      const read = () => (window as unknown as { explorer: ExplorerApi }).explorer.clipboardReadText({});
      await page.evaluate(() =>
        (window as unknown as { explorer: ExplorerApi }).explorer.clipboardWriteText({ text: 'SMS Explorer clipboard check' }),
      );
      await page.keyboard.press('ControlOrMeta+V');
      expect(await page.evaluate(read)).toEqual({ ok: true, value: 'SMS Explorer clipboard check' });
      await firstRunJourney(page, DEFAULT_DEMO_CONFIG);
    });
  });

  test('the packaged executable has every release fuse flipped', async () => {
    test.skip(!packagedApp, 'Only a packaged build has its fuses flipped; set SMS_EXPLORER_PACKAGED_APP.');
    expect(await readReleaseFuses(packagedApp as string)).toEqual(RELEASE_FUSES);
  });
});
