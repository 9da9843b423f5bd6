import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_DIR } from '../packaging/builder-config';
import { missingDisplayMessage, XVFB_COMMAND } from './display';
import { findChromium, MISSING_CHROMIUM_MESSAGE } from './find-chromium';

const emptyDir = mkdtempSync(join(tmpdir(), 'sms-explorer-no-binary-'));
afterAll(() => rmSync(emptyDir, { recursive: true, force: true }));

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

describe('npm start where the Electron binary is missing', () => {
  // ELECTRON_OVERRIDE_DIST_PATH at an empty folder makes the binary missing on every machine.
  let run: SpawnSyncReturns<string>;
  let sentence: string;
  beforeAll(() => {
    run = spawnSync(npm, ['start'], {
      cwd: PROJECT_DIR,
      encoding: 'utf8',
      shell: process.platform === 'win32',
      env: { ...process.env, ELECTRON_OVERRIDE_DIST_PATH: emptyDir },
    });
    sentence = run.stderr.split('\n').find((line) => line.startsWith('SMS Explorer cannot start')) ?? '';
  });

  it('exits non-zero before building anything', () => {
    expect(run.status).not.toBe(0);
    expect(run.stdout).not.toMatch(/vite|built in/);
  });

  it('says so in one sentence naming both ways on: install the binary, or npm run preview', () => {
    expect(sentence).toMatch(
      /^SMS Explorer cannot start because the (electron package was installed without its binary|Electron binary is not at .+)[^.]*: download it with `npx install-electron`[^.]*, or run the app in Chromium instead with `npm run preview`\.$/,
    );
  });

  it("shows no stack trace and no download attempt from Electron's own launcher", () => {
    expect(run.stderr).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
    expect(run.stdout + run.stderr).not.toMatch(/Downloading Electron|Electron failed to install/);
  });
});

describe('the Chromium check before npm test, npm run bench and npm run preview', () => {
  it("finds nothing when neither a system Chromium nor Playwright's own is there", () => {
    expect(findChromium([join(emptyDir, 'chromium')], join(emptyDir, 'chrome'))).toBeUndefined();
  });

  it("prefers the system Chromium, then Playwright's own", () => {
    expect(findChromium([process.execPath], join(emptyDir, 'chrome'))).toBe(process.execPath);
    expect(findChromium([join(emptyDir, 'chromium')], process.execPath)).toBe(process.execPath);
  });

  it('names the command that installs one, in one sentence', () => {
    expect(MISSING_CHROMIUM_MESSAGE).toMatch(/`apt-get install -y chromium`[^.]*`npx playwright install chromium`[^.]*\.$/);
  });

  it('lets the run go on silently where a Chromium is found', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'require-chromium.ts')], {
      cwd: PROJECT_DIR,
      encoding: 'utf8',
    });
    const expected = findChromium() ? { status: 0, stderr: '' } : { status: 1, stderr: `${MISSING_CHROMIUM_MESSAGE}\n` };
    expect({ status: run.status, stderr: run.stderr }).toEqual(expected);
  });
});

describe('npm run preview on a Linux machine without a display', () => {
  it('says so in one sentence naming xvfb-run, only on Linux with neither DISPLAY nor WAYLAND_DISPLAY', () => {
    expect(missingDisplayMessage('linux', {})).toMatch(new RegExp(`^[^.]*no display[^.]*\`${XVFB_COMMAND}\`\\.$`));
    expect(missingDisplayMessage('linux', { DISPLAY: ':0' })).toBeNull();
    expect(missingDisplayMessage('linux', { WAYLAND_DISPLAY: 'wayland-0' })).toBeNull();
    expect(missingDisplayMessage('darwin', {})).toBeNull();
    expect(missingDisplayMessage('win32', {})).toBeNull();
  });

  it.runIf(process.platform === 'linux')(
    'exits with that sentence before building, with no stack trace',
    () => {
      const { DISPLAY: _display, WAYLAND_DISPLAY: _wayland, ...env } = process.env;
      // Bounded: were the check gone, the build would run and Chromium would fail to open a window.
      const run = spawnSync(npm, ['run', 'preview'], { cwd: PROJECT_DIR, encoding: 'utf8', env, timeout: 120_000 });
      expect(run.status).toBe(1);
      expect(run.stderr.trim()).toBe(missingDisplayMessage('linux', {}));
      expect(run.stdout).not.toMatch(/vite|built in/);
      expect(run.stderr).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
    },
    130_000,
  );
});
