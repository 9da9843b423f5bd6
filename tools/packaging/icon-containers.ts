/**
 * Windows .ico and macOS .icns files holding PNG images. Both formats accept PNG entries (ICO since
 * Windows Vista, ICNS since macOS 10.7), so no bitmap conversion is needed.
 */

export interface SizedPng {
  size: number;
  png: Buffer;
}

/** ICONDIR (6 bytes), one ICONDIRENTRY (16 bytes) per image, then the PNG data. */
export function encodeIco(images: readonly SizedPng[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    // A width or height of 0 means 256 pixels.
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

/** The ICNS element types that take PNG data, by pixel size (Retina types hold twice the points). */
export const ICNS_TYPES: ReadonlyArray<{ type: string; size: number }> = [
  { type: 'icp4', size: 16 },
  { type: 'icp5', size: 32 },
  { type: 'ic11', size: 32 },
  { type: 'icp6', size: 64 },
  { type: 'ic12', size: 64 },
  { type: 'ic07', size: 128 },
  { type: 'ic08', size: 256 },
  { type: 'ic13', size: 256 },
  { type: 'ic09', size: 512 },
  { type: 'ic14', size: 512 },
  { type: 'ic10', size: 1024 },
];

/** 'icns' + total length, then per element its type, its length (header included) and the PNG. */
export function encodeIcns(pngOfSize: (size: number) => Buffer): Buffer {
  const elements = ICNS_TYPES.map(({ type, size }) => {
    const png = pngOfSize(size);
    const head = Buffer.alloc(8);
    head.write(type, 0, 'ascii');
    head.writeUInt32BE(png.length + 8, 4);
    return Buffer.concat([head, png]);
  });
  const body = Buffer.concat(elements);
  const head = Buffer.alloc(8);
  head.write('icns', 0, 'ascii');
  head.writeUInt32BE(body.length + 8, 4);
  return Buffer.concat([head, body]);
}
