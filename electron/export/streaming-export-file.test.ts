import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type * as Zlib from 'node:zlib';
import type { Transform, TransformCallback } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isFailure } from '../../common/errors/failure';
import { readXlsx } from '../test/xlsx-reader';
import { createStreamingExportFile } from './streaming-export-file';
import { memoryPendingFiles } from '../test/memory-store';

// Counts the chunks gzip is handed, to prove rows reach it gathered, not one by one.
const gzipInput = vi.hoisted(() => ({ chunks: 0 }));
vi.mock('node:zlib', async (importOriginal) => {
  const zlib = await importOriginal<typeof Zlib>();
  const createGzip = (...args: Parameters<typeof zlib.createGzip>) => {
    const gzip = zlib.createGzip(...args) as unknown as Transform;
    const transform = gzip._transform.bind(gzip);
    gzip._transform = (chunk: Buffer, encoding: BufferEncoding, done: TransformCallback) => {
      gzipInput.chunks += 1;
      transform(chunk, encoding, done);
    };
    return gzip;
  };
  return { ...zlib, createGzip };
});

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'export-file-'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

const row = (index: number) => ({ record: { id: `m${index}`, n: index }, cells: { id: `m${index}`, n: index } });

describe('createStreamingExportFile', () => {
  it('XLSX past the rows a sheet holds goes on in a new sheet with the header again, and says so', async () => {
    const target = join(folder, 'out.xlsx');
    const file = await createStreamingExportFile(
      target,
      { format: 'xlsx', compression: 'none', bom: false, purpose: 'spreadsheet', maxRowsPerSheet: 3 },
      memoryPendingFiles(),
    );
    const writer = file.writer(['id', 'n']);
    for (let index = 1; index <= 7; index += 1) await writer.write(row(index));
    const committed = await file.commit(target);

    expect(committed.notes.sheets).toEqual([
      { name: 'Results', rows: 3 },
      { name: 'Results 2', rows: 3 },
      { name: 'Results 3', rows: 1 },
    ]);
    const sheets = readXlsx(await readFile(target));
    expect(sheets.map((sheet) => sheet.rows)).toEqual([
      [
        ['id', 'n'],
        ['m1', 1],
        ['m2', 2],
        ['m3', 3],
      ],
      [
        ['id', 'n'],
        ['m4', 4],
        ['m5', 5],
        ['m6', 6],
      ],
      [
        ['id', 'n'],
        ['m7', 7],
      ],
    ]);
    expect(sheets.every((sheet) => sheet.frozenRows === 1)).toBe(true);
  });

  it('hashes the gzip bytes on disk, not the text before compression', async () => {
    const target = join(folder, 'out.jsonl.gz');
    const file = await createStreamingExportFile(
      target,
      { format: 'jsonl', compression: 'gzip', bom: false, purpose: 'spreadsheet' },
      memoryPendingFiles(),
    );
    const writer = file.writer(['id', 'n']);
    for (let index = 1; index <= 1000; index += 1) await writer.write(row(index));
    const committed = await file.commit(target);

    const bytes = await readFile(target);
    expect(committed).toMatchObject({ bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });
    expect(gunzipSync(bytes).toString('utf8').split('\n')[999]).toBe('{"id":"m1000","n":1000}');
  });

  it('hands gzip the rows gathered into large chunks, not one chunk per row', async () => {
    const target = join(folder, 'out.csv.gz');
    const file = await createStreamingExportFile(
      target,
      { format: 'csv', compression: 'gzip', bom: false, purpose: 'spreadsheet' },
      memoryPendingFiles(),
    );
    const writer = file.writer(['id', 'n']);
    gzipInput.chunks = 0;
    for (let index = 1; index <= 20_000; index += 1) await writer.write(row(index));
    await file.commit(target);

    expect(
      gunzipSync(await readFile(target))
        .toString('utf8')
        .split('\r\n')[20_000],
    ).toBe('m20000,20000');
    expect(gzipInput.chunks).toBeGreaterThan(0);
    expect(gzipInput.chunks).toBeLessThan(20);
  });

  it('refuses an XLSX wider than Excel allows, with the way out, and leaves no file', async () => {
    const target = join(folder, 'wide.xlsx');
    const file = await createStreamingExportFile(
      target,
      { format: 'xlsx', compression: 'none', bom: false, purpose: 'spreadsheet' },
      memoryPendingFiles(),
    );
    let thrown: unknown;
    try {
      file.writer(Array.from({ length: 16_385 }, (_unused, index) => `c${index}`));
    } catch (error) {
      thrown = error;
    }
    expect(isFailure(thrown, 'io') && thrown.message).toMatch(/at most 16,384 columns.*CSV or JSON Lines/);
    await file.discard();
    expect(await readdir(folder)).toEqual([]);
  });
});
