import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ICNS_TYPES } from './icon-containers';
import { generateIcons, PNG_SIZES, type IconSet } from './icons';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from the PNG's IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

let outDir: string;
let set: IconSet;

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'sms-explorer-icons-'));
  set = await generateIcons(outDir);
});
afterAll(() => rm(outDir, { recursive: true, force: true }));

describe('icons rendered from tools/packaging/icon.svg', () => {
  it('gives Linux one PNG per size, named NxN.png, of that size', async () => {
    const names = await readdir(set.pngDir);
    expect(names.sort()).toEqual(PNG_SIZES.map((size) => `${size}x${size}.png`).sort());
    for (const size of PNG_SIZES) {
      expect(pngSize(await readFile(join(set.pngDir, `${size}x${size}.png`)))).toEqual({ width: size, height: size });
    }
  });

  it('gives Windows an .ico whose every entry is a PNG of the size its directory says (0 = 256)', async () => {
    const ico = await readFile(set.ico);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const count = ico.readUInt16LE(4);
    const sizes = [];
    for (let i = 0; i < count; i++) {
      const entry = 6 + 16 * i;
      const declared = ico.readUInt8(entry) || 256;
      const png = ico.subarray(ico.readUInt32LE(entry + 12), ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8));
      expect(pngSize(png)).toEqual({ width: declared, height: declared });
      sizes.push(declared);
    }
    expect(sizes).toEqual([16, 24, 32, 48, 64, 128, 256]);
  });

  it('gives macOS an .icns with every PNG element from 16 to 1024 pixels, lengths adding up', async () => {
    const icns = await readFile(set.icns);
    expect(icns.toString('ascii', 0, 4)).toBe('icns');
    expect(icns.readUInt32BE(4)).toBe(icns.length);
    const found = [];
    for (let offset = 8; offset < icns.length; offset += icns.readUInt32BE(offset + 4)) {
      const type = icns.toString('ascii', offset, offset + 4);
      const { width } = pngSize(icns.subarray(offset + 8, offset + icns.readUInt32BE(offset + 4)));
      found.push({ type, size: width });
    }
    expect(found).toEqual(ICNS_TYPES);
  });
});
