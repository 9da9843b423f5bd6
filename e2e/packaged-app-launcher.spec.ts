import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { findChromium } from '../tools/dev/find-chromium';
import { launchPackagedApp } from './support/packaged-app';

/**
 * The packaged-app launcher needs only what every Chromium does (--remote-debugging-port, the
 * "DevTools listening on" line, a CDP browser endpoint), so it is checked here with Chromium
 * standing in for the packaged SMS Explorer, which this machine cannot build.
 */
test('drives an executable over DevTools and stops it on close', async () => {
  const executable = findChromium();
  test.skip(!executable, 'No Chromium to stand in for the packaged app.');
  const profile = await mkdtemp(join(tmpdir(), 'sms-explorer-launcher-'));
  try {
    const args = [
      '--headless',
      `--user-data-dir=${profile}`,
      ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
      'data:text/html,<title>Stand-in</title><h1>window</h1>',
    ];
    const app = await launchPackagedApp(executable as string, args, process.env);
    await expect(app.page).toHaveTitle('Stand-in');
    await expect(app.page.getByRole('heading')).toHaveText('window');
    await app.close();
    await expect(app.page.evaluate(() => 1)).rejects.toThrow();
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
});

test('says what the executable printed when it exits before opening DevTools', async () => {
  // Node refuses --remote-debugging-port and exits, as a build that is not an Electron app would.
  const failure = await launchPackagedApp(process.execPath, [], process.env).catch((error: Error) => error);
  expect(String(failure)).toMatch(/exited \(code [1-9]\d*\) before opening DevTools; it printed:\n.*--remote-debugging-port/);
});
