import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listPackage } from '@electron/asar';
import { Arch, build, Platform } from 'electron-builder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARCHIVE_SIZE_LIMIT_BYTES, archiveSizeReport, measureArchive } from './archive-size';
import { createBuilderConfig, EXECUTABLE_NAME, ICONS_DIR, PROJECT_DIR } from './builder-config';
import { readReleaseFuses } from './fuse-wire';
import { RELEASE_FUSES } from './fuses';
import { generateIcons } from './icons';
import { ensureBuiltApp } from './test/built-app';

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
  return Buffer.concat([
    Buffer.from('a stand-in, not an Electron binary '),
    Buffer.from(SENTINEL),
    Buffer.from([1, 8]),
    Buffer.from('10110001'),
  ]);
}
const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';

let workDir: string;
let executable: string;
let failure: Error | undefined;
let asarEntries: string[] = [];
let asarPath: string;

beforeAll(async () => {
  ensureBuiltApp();
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
  asarPath = join(output, 'linux-unpacked', 'resources', 'app.asar');
  if (existsSync(asarPath)) asarEntries = listPackage(asarPath, { isPack: false }).map((entry) => entry.replaceAll('\\', '/'));
}, 180_000);

afterAll(() => rm(workDir, { recursive: true, force: true }));

describe('electron-builder on this configuration, with a stand-in for the Electron binary', () => {
  it('packs the app without an error', () => {
    expect(failure).toBeUndefined();
  });

  it('flips every release fuse in the packed executable', async () => {
    expect(await readReleaseFuses(executable)).toEqual(RELEASE_FUSES);
  });

  it('has packed the renderer, main and its chunks, and the preload into app.asar', () => {
    expect(asarEntries).toEqual(
      expect.arrayContaining(['/package.json', '/dist/renderer/index.html', '/dist-electron/main.js', '/dist-electron/preload.cjs']),
    );
    expect(asarEntries.filter((entry) => /^\/dist-electron\/.+\.js$/.test(entry)).length).toBeGreaterThan(1);
  });

  it('ships no node_modules: the bundles hold every dependency the app runs', () => {
    expect(asarEntries.filter((entry) => entry.startsWith('/node_modules'))).toEqual([]);
  });

  it('leaves out sources, tests, the e2e bridge and development dependencies', () => {
    const unwanted = asarEntries.filter((entry) =>
      /^\/(electron|renderer|e2e|bench|dist\/harness|dist\/icons|dist\/packages)\/|^\/node_modules\/(electron|electron-builder|vitest|vite|@playwright|typescript)\//.test(
        entry,
      ),
    );
    expect(unwanted).toEqual([]);
    expect(asarEntries.length).toBeGreaterThan(0);
  });

  it(`keeps app.asar under ${ARCHIVE_SIZE_LIMIT_BYTES / 1_000_000} MB: the built app, nothing the bundles already hold`, () => {
    const size = measureArchive(asarPath);
    console.log(archiveSizeReport(size));
    expect(size.totalBytes).toBeLessThanOrEqual(ARCHIVE_SIZE_LIMIT_BYTES);
  });
});
