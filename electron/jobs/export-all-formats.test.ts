// "Export all results" in each streamed format, through the real client and the demo API.
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { operations } from '../../common/ipc/contract';
import type { ExportHarness, HarnessOptions } from '../test/export-all-fixture';
import { readJson, startExportHarness } from '../test/export-all-fixture';
import { readXlsx } from '../test/xlsx-reader';

let harness: ExportHarness | undefined;
let saveFolder: string;
beforeEach(async () => {
  saveFolder = await mkdtemp(join(tmpdir(), 'export-formats-'));
});
afterEach(async () => {
  await harness?.close();
  harness = undefined;
  await rm(saveFolder, { recursive: true, force: true });
});

async function start(options: HarnessOptions): Promise<ExportHarness> {
  harness = await startExportHarness(options);
  return harness;
}

describe('exportAll in other formats', () => {
  it('JSON Lines holds the records as the server sent them, nested, with the echoed token redacted', async () => {
    const target = join(saveFolder, 'all.jsonl');
    const h = await start({ messages: 120, savePath: target, demo: { echoAuthorization: ['record', 'record-base64', 'key'] } });
    const outcome = await h.run({ pageSize: 50, format: 'jsonl' });
    expect(outcome).toMatchObject({
      status: 'complete',
      rows: 120,
      path: target,
      manifestPath: join(saveFolder, 'all.jsonl.manifest.json'),
    });
    const text = await readFile(target, 'utf8');
    const records = text
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(records.map((record) => record.id)).toEqual(h.truth());
    expect(typeof records[0]?.contact).toBe('object');
    expect(text).not.toContain(h.token);
    expect(text.toLowerCase()).not.toContain(h.token.toLowerCase());
    expect(text).toContain('[redacted]');
  });

  it('gzip CSV from a server that answers oldest first keeps the server order, hash of the compressed bytes', async () => {
    const target = join(saveFolder, 'all.csv.gz');
    const h = await start({ messages: 300, savePath: target, demo: { order: 'oldest-first' } });
    const outcome = await h.run({ pageSize: 70, format: 'csv', compression: 'gzip' });
    expect(outcome).toMatchObject({ status: 'complete', rows: 300 });
    const bytes = await readFile(target);
    const [header, ...rows] = parse(gunzipSync(bytes), { record_delimiter: '\r\n' }) as string[][];
    expect(rows.map((row) => row[header!.indexOf('id')])).toEqual(h.truth());
    const manifest = await readJson(join(saveFolder, 'all.csv.gz.manifest.json'));
    expect(manifest).toMatchObject({
      fileFormat: 'csv',
      compression: 'gzip',
      rows: 300,
      file: { bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') },
    });
  });

  it('XLSX has every row on its sheet and the sheets in the outcome and manifest', async () => {
    const target = join(saveFolder, 'all.xlsx');
    const h = await start({ messages: 250, savePath: target });
    const outcome = await h.run({ pageSize: 100, format: 'xlsx' });
    expect(outcome).toMatchObject({ status: 'complete', rows: 250, notes: { sheets: [{ name: 'Results', rows: 250 }] } });
    const [sheet] = readXlsx(await readFile(target));
    const ids = sheet!.rows.slice(1).map((row) => row[0]);
    expect(ids).toEqual(h.truth());
    expect(sheet!.rows[0]).toContain('created_at (UTC)');
    expect(sheet!.rows[1]![sheet!.rows[0]!.indexOf('created_at (UTC)')]).toBeInstanceOf(Date);
    expect(await readJson(join(saveFolder, 'all.xlsx.manifest.json'))).toMatchObject({
      fileFormat: 'xlsx',
      sheets: [{ name: 'Results', rows: 250 }],
    });
  });

  it('refuses Markdown for every result and gzip for a format that cannot take it, with a message', () => {
    const base = { connectionId: 'c', locationId: 'l', body: {}, pageSize: 10, exportId: 'e', bom: false, suggestedName: 'x' };
    expect(operations.exportAll.input.safeParse({ ...base, format: 'markdown' }).success).toBe(false);
    const gzipXlsx = operations.exportAll.input.safeParse({ ...base, format: 'xlsx', compression: 'gzip' });
    expect(gzipXlsx.error?.issues[0]?.message).toContain('cannot be gzip-compressed');
    expect(operations.exportAll.input.parse(base)).toMatchObject({ format: 'csv', compression: 'none' });
    const { exportId: _notForRows, ...rowsBase } = base;
    expect(operations.exportRows.input.safeParse({ ...rowsBase, scope: 'page', pages: [1], rows: [], format: 'markdown' }).success).toBe(
      true,
    );
  });
});
