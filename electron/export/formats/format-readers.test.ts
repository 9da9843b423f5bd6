// Every format read back by an independent parser and compared with the records the server sent:
// csv-parse for CSV and TSV, JSON.parse line by line for JSON Lines, JSON.parse for JSON, a zip
// and XML reader on Node's zlib for XLSX (not the library that wrote it), zlib for gzip.
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ExportCompression, ExportFormat, ExportPurpose } from '../../../common/export/export-formats';
import { exportExtension, XLSX_MAX_CELL_CHARS } from '../../../common/export/export-formats';
import { operations } from '../../../common/ipc/contract';
import { cellText, spreadsheetCellText } from '../../../common/records/cell-text';
import { flattenRecord, inferColumns } from '../../../common/records/flatten';
import { readXlsx } from '../../test/xlsx-reader';
import { createRowExporter } from '../export-rows';
import { memoryPendingFiles } from '../../test/memory-store';

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'format-readers-'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

const MEGABYTE_TEXT = 'é'.repeat(400_000) + '😀'.repeat(150_000) + 'end';

/** What a server might send: every kind of awkward text, numbers, times with offsets, nesting. */
const RECORDS: Record<string, unknown>[] = [
  {
    id: 'm1',
    body: 'Grüße 👋🏽 مرحبا e\u0301 — 你好',
    to: '+15550001111',
    status: '=HYPERLINK("http://x")',
    created_at: '2024-05-01T12:00:00.123+02:00',
    media_count: 3,
    price: -1.25,
    read: true,
    contact: { name: 'Ana, "the" boss', phone: '@home', address: { city: 'Zürich' } },
    tags: ['vip', 'new'],
  },
  {
    id: 'm2',
    body: 'line\nbreak\r\nand\rreturn\ttab "quoted", comma',
    created_at: '2024-05-01T10:00:00Z',
    media_count: 0,
    read: false,
    contact: null,
  },
  { id: 'm3', body: MEGABYTE_TEXT, created_at: '2024-05-01T10:00:00.123456Z', empty: {}, list: [], note: '-5', big: 12345678901234 },
];

async function exportAs(
  format: ExportFormat,
  compression: ExportCompression = 'none',
  records = RECORDS,
  purpose: ExportPurpose = 'spreadsheet',
) {
  const target = join(folder, `out.${exportExtension(format, compression)}`);
  const exporter = createRowExporter({
    pending: memoryPendingFiles(),
    chooseSavePath: async () => target,
    now: () => new Date('2024-05-01T10:00:00.000Z'),
  });
  const columns = inferColumns(records.map(flattenRecord));
  const input = operations.exportRows.input.parse({
    connectionId: 'c',
    locationId: 'loc-1',
    body: {},
    pageSize: 50,
    scope: 'page',
    pages: [1],
    rows: records,
    columns,
    bom: format === 'csv',
    suggestedName: 'out',
    format,
    compression,
    purpose,
  });
  const outcome = await exporter.exportRows(input, { connectionLabel: 'Test' });
  const bytes = await readFile(target);
  const manifest = JSON.parse(await readFile(outcome!.manifestPath, 'utf8')) as Record<string, unknown>;
  return { target, outcome: outcome!, bytes, manifest, columns };
}

function expectManifest(
  manifest: Record<string, unknown>,
  bytes: Buffer,
  format: ExportFormat,
  compression: ExportCompression,
  columns: string[],
) {
  expect(manifest).toMatchObject({
    fileFormat: format,
    compression,
    rows: RECORDS.length,
    columns,
    complete: true,
    // The hash taken while writing is the hash of the file read back from the disk.
    file: { bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') },
  });
}

/** The CSV truth: each record flattened, each cell in UTC, with the formula guard for a spreadsheet. */
const tableTruth = (columns: string[], purpose: ExportPurpose) =>
  RECORDS.map((record) =>
    columns.map((column) => (purpose === 'spreadsheet' ? spreadsheetCellText : cellText)(flattenRecord(record)[column])),
  );

describe.each([
  ['csv', 'none', ','],
  ['csv', 'gzip', ','],
  ['tsv', 'none', '\t'],
  ['tsv', 'gzip', '\t'],
] as const)('%s (%s)', (format, compression, delimiter) => {
  it.each(['spreadsheet', 'program'] as const)('reads back, cell for cell, with csv-parse, for %s', async (purpose) => {
    const { bytes, manifest, columns, target } = await exportAs(format, compression, RECORDS, purpose);
    expect(target.endsWith(compression === 'gzip' ? `.${format}.gz` : `.${format}`)).toBe(true);
    const text = compression === 'gzip' ? gunzipSync(bytes) : bytes;
    const [header, ...rows] = parse(text, { bom: true, delimiter, record_delimiter: '\r\n', relax_column_count: false }) as string[][];
    expect(header).toEqual(columns);
    expect(rows).toEqual(tableTruth(columns, purpose));
    const guarded = purpose === 'spreadsheet';
    expect(rows[0]![columns.indexOf('status')]).toBe(guarded ? '="=HYPERLINK(""http://x"")"' : '=HYPERLINK("http://x")');
    expect(rows[0]![columns.indexOf('to')]).toBe(guarded ? '="+15550001111"' : '+15550001111');
    expect(rows[2]![columns.indexOf('body')]).toBe(MEGABYTE_TEXT);
    expectManifest(manifest, bytes, format, compression, columns);
    expect(manifest).toMatchObject({
      writtenFor: guarded ? 'a spreadsheet' : 'another program',
      formulaGuard: guarded ? 'spreadsheet' : 'none',
    });
  });
});

describe.each([['none'], ['gzip']] as const)('jsonl (%s)', (compression) => {
  it('holds each record exactly as sent, one per line, without the formula guard', async () => {
    const { bytes, manifest, columns } = await exportAs('jsonl', compression);
    const text = (compression === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8');
    expect(text.endsWith('\n')).toBe(true);
    const lines = text.slice(0, -1).split('\n');
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual(RECORDS);
    expectManifest(manifest, bytes, 'jsonl', compression, columns);
    expect(manifest.timesInFile).toBe('as the server sent them');
  });
});

describe('json', () => {
  it('is one array of the records exactly as sent', async () => {
    const { bytes, manifest, columns } = await exportAs('json');
    expect(JSON.parse(bytes.toString('utf8'))).toEqual(RECORDS);
    expectManifest(manifest, bytes, 'json', 'none', columns);
  });

  it('is an empty array when there are no rows', async () => {
    const { bytes } = await exportAs('json', 'none', []);
    expect(JSON.parse(bytes.toString('utf8'))).toEqual([]);
  });
});

describe('markdown', () => {
  it('is a table whose cells read back to the values, pipes and line breaks escaped', async () => {
    const { bytes, columns } = await exportAs('markdown');
    const [head, rule, ...lines] = bytes.toString('utf8').trimEnd().split('\n');
    const cells = (line: string) =>
      line
        .slice(2, -2)
        .split(/(?<!\\) \| /)
        .map((cell) => cell.replace(/<br>/g, '\n').replace(/\\(.)/g, '$1'));
    expect(cells(head!)).toEqual(columns);
    expect(rule).toBe(`| ${columns.map(() => '---').join(' | ')} |`);
    expect(lines).toHaveLength(RECORDS.length);
    expect(cells(lines[1]!)[columns.indexOf('body')]).toBe('line\nbreak\nand\nreturn\ttab "quoted", comma');
    expect(cells(lines[0]!)[columns.indexOf('created_at')]).toBe('2024-05-01T10:00:00.123Z');
  });
});

describe('xlsx', () => {
  it('holds real numbers and UTC dates, text exactly as sent, a frozen header and widths from the data', async () => {
    const { bytes, manifest, columns, outcome } = await exportAs('xlsx');
    const [sheet, ...others] = readXlsx(bytes);
    expect(others).toEqual([]);
    expect(sheet!.name).toBe('Results');
    expect(sheet!.frozenRows).toBe(1);
    const at = (row: number, column: string) => sheet!.rows[row]![columns.indexOf(column)];
    expect(sheet!.rows[0]).toEqual(columns.map((column) => (column === 'created_at' ? 'created_at (UTC)' : column)));
    expect(at(1, 'media_count')).toBe(3);
    expect(at(1, 'price')).toBe(-1.25);
    expect(at(1, 'read')).toBe(true);
    expect(at(3, 'big')).toBe(12345678901234);
    expect(at(3, 'note')).toBe('-5');
    expect(at(1, 'status')).toBe('=HYPERLINK("http://x")');
    expect(at(1, 'contact.phone')).toBe('@home');
    expect(at(1, 'to')).toBe('+15550001111');
    expect(at(1, 'body')).toBe('Grüße 👋🏽 مرحبا e\u0301 — 你好');
    // Line breaks as XML (and Excel) read them: every one a LF.
    expect(at(2, 'body')).toBe('line\nbreak\nand\nreturn\ttab "quoted", comma');
    expect(at(1, 'tags')).toBe('["vip","new"]');
    expect(at(1, 'created_at')).toEqual(new Date('2024-05-01T10:00:00.123Z'));
    expect(at(2, 'created_at')).toEqual(new Date('2024-05-01T10:00:00.000Z'));
    expect(sheet!.formats.get(`2:${columns.indexOf('created_at') + 1}`)).toContain('"UTC"');
    // Finer than Excel's milliseconds: kept as text, not rounded.
    expect(at(3, 'created_at')).toBe('2024-05-01T10:00:00.123456Z');
    // Past Excel's cell limit: cut at the limit, said in the manifest and the outcome.
    expect(at(3, 'body')).toBe(MEGABYTE_TEXT.slice(0, XLSX_MAX_CELL_CHARS));
    expect(outcome.notes).toEqual({ sheets: [{ name: 'Results', rows: 3 }], cutCells: 1 });
    expect(manifest).toMatchObject({ sheets: [{ name: 'Results', rows: 3 }], cutCells: 1 });
    expect(sheet!.widths[columns.indexOf('id')]).toBeLessThan(sheet!.widths[columns.indexOf('body')]!);
    expectManifest(manifest, bytes, 'xlsx', 'none', columns);
    expect(manifest).toMatchObject({ formulaGuard: 'none' });
    expect(manifest).not.toHaveProperty('writtenFor');
  });

  // The reader counts serials as Excel does (1 is 1900-01-01, 60 the 1900-02-29 that never was, 61 is 1900-03-01).
  it('writes the serial Excel shows for dates before 1900-03-01 (its 1900-02-29), and dates before 1900 as text', async () => {
    const times = ['1900-01-01T00:00:00Z', '1900-02-28T12:00:00Z', '1900-03-01T00:00:00Z', '1899-12-31T23:59:59Z', '2024-05-01T10:00:00Z'];
    const { bytes } = await exportAs(
      'xlsx',
      'none',
      times.map((at, index) => ({ id: `t${index}`, at })),
    );
    const [sheet] = readXlsx(bytes);
    expect(sheet!.rows.slice(1).map((row) => row[1])).toEqual([
      new Date('1900-01-01T00:00:00Z'),
      new Date('1900-02-28T12:00:00Z'),
      new Date('1900-03-01T00:00:00Z'),
      '1899-12-31T23:59:59Z',
      new Date('2024-05-01T10:00:00Z'),
    ]);
  });
});

describe('10,000 columns', () => {
  const wide = [
    Object.fromEntries(Array.from({ length: 10_000 }, (_unused, index) => [`field_${index}`, index % 2 === 0 ? index : `v${index}`])),
  ];

  it.each([['csv'], ['jsonl'], ['xlsx']] as const)(
    '%s keeps every one',
    async (format) => {
      const { bytes, columns } = await exportAs(format, 'none', wide);
      expect(columns).toHaveLength(10_000);
      if (format === 'csv') {
        const [header, row] = parse(bytes, { bom: true, record_delimiter: '\r\n' }) as string[][];
        expect(header).toEqual(columns);
        expect(row).toEqual(columns.map((column) => String(wide[0]![column])));
      } else if (format === 'jsonl') {
        expect(JSON.parse(bytes.toString('utf8'))).toEqual(wide[0]);
      } else {
        const [sheet] = readXlsx(bytes);
        expect(sheet!.rows[0]).toEqual(columns);
        expect(sheet!.rows[1]).toEqual(columns.map((column) => wide[0]![column]));
      }
    },
    60_000,
  );
});
