import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { encodeIcns, encodeIco } from './icon-containers';

/** The committed artwork every icon is rendered from. */
const ICON_SOURCE = join(import.meta.dirname, 'icon.svg');

/** Linux wants a PNG per size in a folder (named NxN.png); Windows and macOS take the ICO/ICNS. */
export const PNG_SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024] as const;
const ICO_SIZES = [16, 24, 32, 48, 64, 128, 256] as const;

export interface IconSet {
  /** Folder of NxN.png files (electron-builder's linux.icon). */
  pngDir: string;
  ico: string;
  icns: string;
}

export function iconSetIn(outDir: string): IconSet {
  return { pngDir: join(outDir, 'png'), ico: join(outDir, 'icon.ico'), icns: join(outDir, 'icon.icns') };
}

/** Renders the SVG at every size the three platforms ask for and writes them under outDir. */
export async function generateIcons(outDir: string, source = ICON_SOURCE): Promise<IconSet> {
  const svg = await readFile(source);
  const rendered = new Map<number, Buffer>();
  const pngOfSize = (size: number): Buffer => {
    let png = rendered.get(size);
    if (!png) {
      png = new Resvg(svg, { fitTo: { mode: 'width', value: size }, background: 'rgba(0,0,0,0)' }).render().asPng();
      rendered.set(size, png);
    }
    return png;
  };
  const set = iconSetIn(outDir);
  await mkdir(set.pngDir, { recursive: true });
  await Promise.all(PNG_SIZES.map((size) => writeFile(join(set.pngDir, `${size}x${size}.png`), pngOfSize(size))));
  await writeFile(set.ico, encodeIco(ICO_SIZES.map((size) => ({ size, png: pngOfSize(size) }))));
  await writeFile(set.icns, encodeIcns(pngOfSize));
  return set;
}
