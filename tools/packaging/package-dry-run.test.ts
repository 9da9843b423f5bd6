import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listPackage } from '@electron/asar';
import { Arch, build, Platform } from 'electron-builder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuilderConfig, EXECUTABLE_NAME, ICONS_DIR, PROJECT_DIR } from './builder-config';
import { readReleaseFuses } from './fuse-wire';
import { RELEASE_FUSES } from './fuses';
import { generateIcons } from './icons';

/**
 * Runs electron-builder itself (config loading, validation, dependency collection, asar packing)
 * on a stand-in Electron distribution, up to the first step that needs the real binary: flipping
 * its fuses. Where the real binary exists, `npm run package` goes on from there unchanged.
 */
/**
 * Not Electron, but with a fuse wire as Electron 45 has it: the sentinel, wire version 1, eight
 * fuses in their default states (RunAsNode, NODE_OPTIONS, --inspect and file:// privileges on).
 */
function standInElectron(): Buffer {
  return Buffer.concat([Buffer.from('a stand-in, not an Electron binary '), Buffer.from(SENTINEL), Buffer.from([1, 8]), Buffer.from('10110001')]);
}
const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';

let workDir: string;
let executable: string;
let failure: Error | undefined;
let asarEntries: string[] = [];

beforeAll(async () => {
  if (!existsSync(join(PROJECT_DIR, 'dist-electron', 'main.js')) || !existsSync(join(PROJECT_DIR, 'dist', 'renderer', 'index.html'))) {
    const vite = createRequire(import.meta.url).resolve('vite/bin/vite.js');
    execFileSync(process.execPath, [vite, 'build'], { cwd: PROJECT_DIR, stdio: 'ignore', env: { ...process.env, SMS_EXPLORER_NO_ELECTRON: '1' } });
  }
  await generateIcons(ICONS_DIR);
  workDir = await mkdtemp(join(tmpdir(), 'sms-explorer-package-'));
  const standInDist = join(workDir, 'electron-dist');
  await mkdir(standInDist);
  await writeFile(join(standInDist, 'electron'), standInElectron());
  const output = join(workDir, 'out');
  try {
    await build({
      projectDir: PROJECT_DIR,
      targets: Platform.LINUX.createTarget('dir', Arch.x64),
      config: { ...createBuilderConfig({}), electronDist: standInDist, directories: { output } },
      publish: 'never',
    });
  } catch (error) {
    failure = error as Error;
  }
  executable = join(output, 'linux-unpacked', EXECUTABLE_NAME);
  const asar = join(output, 'linux-unpacked', 'resources', 'app.asar');
  if (existsSync(asar)) asarEntries = listPackage(asar, { isPack: false }).map((entry) => entry.replaceAll('\\', '/'));
}, 180_000);

afterAll(() => rm(workDir, { recursive: true, force: true }));

describe('electron-builder on this configuration, with a stand-in for the Electron binary', () => {
  it('packs the app without an error', () => {
    expect(failure).toBeUndefined();
  });

  it('flips every release fuse in the packed executable', async () => {
    expect(await readReleaseFuses(executable)).toEqual(RELEASE_FUSES);
  });

  it('has packed the renderer, main, preload and production dependencies into app.asar', () => {
    expect(asarEntries).toEqual(expect.arrayContaining([
      '/package.json',
      '/dist/renderer/index.html',
      '/dist-electron/main.js',
      '/dist-electron/preload.cjs',
      '/node_modules/conf/package.json',
      '/node_modules/zod/package.json',
    ]));
  });

  it('leaves out sources, tests, the e2e bridge and development dependencies', () => {
    const unwanted = asarEntries.filter((entry) => /^\/(electron|renderer|e2e|bench|dist\/harness|dist\/icons|dist\/packages)\/|^\/node_modules\/(electron|electron-builder|vitest|vite|@playwright|typescript)\//.test(entry));
    expect(unwanted).toEqual([]);
    expect(asarEntries.length).toBeGreaterThan(0);
  });
});
