import { createHash, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OperationInput } from '../../common/ipc/contract';
import { operations } from '../../common/ipc/contract';
import { isFailure } from '../../common/errors/failure';
import { createRowExporter } from './export-rows';
import { exportFileName } from './export-files';
import { memoryPendingFiles } from '../test/memory-store';

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'export-test-'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

const context = { connectionLabel: 'Support EU', locationName: 'Main street' };
const fixedNow = () => new Date('2024-05-01T10:00:00.000Z');

function exportInput(overrides: Partial<OperationInput<'exportRows'>> = {}) {
  return operations.exportRows.input.parse({
    connectionId: 'conn-1',
    locationId: 'loc-1',
    body: { status: 'delivered' },
    pageSize: 50,
    scope: 'loaded',
    pages: [1, 2],
    rows: [
      { body: '=1+1', id: 'm1', sender: { name: 'Ana', phone: '+15550001111' } },
      { id: 'm2', body: 'line\nbreak, "quoted"', tags: ['a', 'b'] },
    ],
    bom: false,
    suggestedName: 'messages',
    ...overrides,
  });
}

function exporterSavingTo(path: string | null) {
  const suggested: string[] = [];
  const exporter = createRowExporter({
    pending: memoryPendingFiles(),
    chooseSavePath: async (name) => {
      suggested.push(name);
      return path;
    },
    now: fixedNow,
  });
  return { exporter, suggested };
}

describe('createRowExporter', () => {
  it('writes the time role as RFC 3339 UTC whatever form was sent, the value as sent beside it, and the manifest names those columns', async () => {
    const target = join(folder, 'times.csv');
    const { exporter } = exporterSavingTo(target);
    const rows = [
      { id: 'm1', sentAt: 1795889027000, text: 'epoch ms' },
      { id: 'm2', sentAt: '2026-11-28T18:03:47Z', text: 'already RFC 3339 UTC' },
    ];
    await exporter.exportRows(exportInput({ rows, columns: ['id', 'sentAt', 'text'], fields: { time: 'sentAt', text: 'text' } }), context);
    const [header, ...cells] = parse(await readFile(target, 'utf8')) as string[][];
    expect(header).toEqual(['id', 'sentAt', 'sentAt (as sent)', 'text']);
    expect(cells).toEqual([
      ['m1', '2026-11-28T18:03:47Z', '1795889027000', 'epoch ms'],
      ['m2', '2026-11-28T18:03:47Z', '', 'already RFC 3339 UTC'],
    ]);
    const manifest = JSON.parse(await readFile(`${target}.manifest.json`, 'utf8')) as { timeRoleColumns: string[] };
    expect(manifest.timeRoleColumns).toEqual(['sentAt']);
  });

  it('writes flattened rows with inferred columns, then a manifest with the file hash', async () => {
    const target = join(folder, 'out.csv');
    const { exporter, suggested } = exporterSavingTo(target);

    const outcome = await exporter.exportRows(exportInput(), context);

    // The purpose is in the name: the two files of the same rows differ (formula guard or not).
    expect(suggested).toEqual(['messages-for-spreadsheet.csv']);
    expect(outcome).toEqual({
      path: target,
      manifestPath: join(folder, 'out.csv.manifest.json'),
      rows: 2,
      columns: ['id', 'body', 'sender.name', 'sender.phone', 'tags'],
    });
    const csv = await readFile(target);
    expect(parse(csv, { record_delimiter: '\r\n' })).toEqual([
      ['id', 'body', 'sender.name', 'sender.phone', 'tags'],
      ['m1', '="=1+1"', 'Ana', '="+15550001111"', ''],
      ['m2', 'line\nbreak, "quoted"', '', '', '["a","b"]'],
    ]);

    const manifest = JSON.parse(await readFile(join(folder, 'out.csv.manifest.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      exportedAt: '2024-05-01T10:00:00.000Z',
      connectionLabel: 'Support EU',
      locationId: 'loc-1',
      locationName: 'Main street',
      filters: { status: 'delivered' },
      pageSize: 50,
      scope: 'loaded',
      pages: [1, 2],
      rows: 2,
      complete: true,
      file: { name: 'out.csv', bytes: csv.length, sha256: createHash('sha256').update(csv).digest('hex') },
    });
    expect(manifest).not.toHaveProperty('connectionId');
    expect((await readdir(folder)).sort()).toEqual(['out.csv', 'out.csv.manifest.json']);
  });

  it('uses the given columns in the given order and honours the BOM choice', async () => {
    const target = join(folder, 'chosen.csv');
    const { exporter } = exporterSavingTo(target);

    const outcome = await exporter.exportRows(exportInput({ columns: ['sender.name', 'id'], bom: true }), context);

    expect(outcome?.columns).toEqual(['sender.name', 'id']);
    const bytes = await readFile(target);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe('sender.name,id\r\nAna,m1\r\n,m2\r\n');
  });

  it('replaces an existing file the user chose to overwrite', async () => {
    const target = join(folder, 'existing.csv');
    await writeFile(target, 'old content that is longer than the new one '.repeat(100));
    const { exporter } = exporterSavingTo(target);
    await exporter.exportRows(exportInput({ rows: [{ id: 'only' }] }), context);
    expect(await readFile(target, 'utf8')).toBe('id\r\nonly\r\n');
  });

  it('returns null and writes nothing when the save dialog is cancelled', async () => {
    const { exporter } = exporterSavingTo(null);
    expect(await exporter.exportRows(exportInput(), context)).toBeNull();
    expect(await readdir(folder)).toEqual([]);
  });

  it('reports a missing folder as an io error naming the path', async () => {
    const target = join(folder, `gone-${randomUUID()}`, 'out.csv');
    const { exporter } = exporterSavingTo(target);

    const error = await exporter.exportRows(exportInput(), context).catch((caught: unknown) => caught);

    expect(isFailure(error, 'io')).toBe(true);
    expect((error as Error).message).toBe(`Could not write ${target}: the folder does not exist. Choose another folder.`);
    expect(await readdir(folder)).toEqual([]);
  });

  it('leaves no temp file and no CSV behind when the final rename fails', async () => {
    const target = join(folder, 'taken.csv');
    await mkdir(join(target, 'inside'), { recursive: true });
    const { exporter } = exporterSavingTo(target);

    const error = await exporter.exportRows(exportInput(), context).catch((caught: unknown) => caught);

    expect(isFailure(error, 'io')).toBe(true);
    expect((error as Error).message).toMatch(
      new RegExp(`^Could not write ${target.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: .+\\. Choose another folder\\.$`),
    );
    expect(await readdir(folder)).toEqual(['taken.csv']);
    expect(await readdir(target)).toEqual(['inside']);
    expect(exporter.isExportedPath(target)).toBe(false);
  });

  it('recognises only the files it wrote in this session', async () => {
    const target = join(folder, 'mine.csv');
    const { exporter } = exporterSavingTo(target);
    const outcome = await exporter.exportRows(exportInput(), context);

    expect(exporter.isExportedPath(target)).toBe(true);
    expect(exporter.isExportedPath(join(folder, 'sub', '..', 'mine.csv'))).toBe(true);
    expect(exporter.isExportedPath(outcome?.manifestPath ?? '')).toBe(true);
    expect(exporter.isExportedPath(join(folder, 'other.csv'))).toBe(false);
    expect(exporter.isExportedPath('/etc/passwd')).toBe(false);
  });
});

describe('the suggested name of each purpose', () => {
  it('names a file for another program apart from one for a spreadsheet, and a JSON Lines file by its rows alone', async () => {
    const { exporter, suggested } = exporterSavingTo(null);
    await exporter.exportRows(exportInput({ purpose: 'program' }), context);
    await exporter.exportRows(exportInput({ format: 'tsv', purpose: 'spreadsheet' }), context);
    await exporter.exportRows(exportInput({ format: 'jsonl', purpose: 'program' }), context);
    expect(suggested).toEqual(['messages-for-programs.csv', 'messages-for-spreadsheet.tsv', 'messages.jsonl']);
  });
});

describe('exportFileName', () => {
  it.each([
    ['messages', 'messages.csv'],
    ['report.CSV', 'report.CSV'],
    ['../../etc/passwd', 'passwd.csv'],
    ['..\\..\\win.ini', 'win.ini.csv'],
    ['a:b?c*"d"<e>|f', 'a-b-c--d--e--f.csv'],
    ['tab\there', 'tab-here.csv'],
    ['..', 'export.csv'],
  ])('%j → %j', (suggested, expected) => {
    expect(exportFileName(suggested, 'csv')).toBe(expected);
  });
});
