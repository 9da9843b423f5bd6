import { readdirSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuiltApp } from '../tools/packaging/test/built-app';
import type { MainLoad } from './main-load';
import { BUILT_MAIN_DIR, sampleMainLoad } from './main-start';

// The packaged app holds dist-electron and no node_modules (tools/packaging/builder-config.ts):
// that is right only while the built main asks for nothing but Node, Electron and its own files.
let load: MainLoad;
beforeAll(async () => {
  ensureBuiltApp();
  load = await sampleMainLoad(BUILT_MAIN_DIR);
}, 60_000);

const ownFiles = pathToFileURL(BUILT_MAIN_DIR).href;
const outsideTheBuild = (urls: string[]) => urls.filter((url) => url !== 'electron' && !isBuiltin(url) && !url.startsWith(`${ownFiles}/`));

describe('the built main process, started under the fake electron', () => {
  it('opens its window', () => {
    expect(load.firstWindowMs).toBeGreaterThan(0);
  });

  it('loads only Node built-ins, electron and its own files, at start and in every chunk it may load later', () => {
    expect(load.atStart).toContain('electron');
    expect(outsideTheBuild(load.all)).toEqual([]);
  });

  it('leaves the Excel writer out of the start: its library is a chunk loaded by the first Excel export', () => {
    const chunks = readdirSync(BUILT_MAIN_DIR).filter((name) => name.endsWith('.js'));
    // A part name every XLSX file has, written by the library alone.
    const excel = chunks.filter((name) => readFileSync(join(BUILT_MAIN_DIR, name), 'utf8').includes('xl/styles.xml'));
    expect(excel).toHaveLength(1);
    expect(excel).not.toContain('main.js');
    expect(load.atStart).not.toContain(`${ownFiles}/${excel[0]}`);
  });
});
