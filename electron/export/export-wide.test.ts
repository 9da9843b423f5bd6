// Exports of records wider than any grid shows comfortably: width never refuses an export.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sendText, startScriptedServer } from '../test/api-servers';
import type { ScriptedServer } from '../test/api-servers';
import { operations } from '../../common/ipc/contract';
import { MAX_EXPORT_COLUMNS } from '../../common/limits/export-columns';
import { createRowExporter } from './export-rows';
import type { ExportHarness } from '../test/export-all-fixture';
import { readCsv, startExportHarness } from '../test/export-all-fixture';
import { memoryPendingFiles } from '../test/memory-store';

const WIDTH = 10_000;
const fields = Array.from({ length: WIDTH }, (_, index) => `field_${index}`);
const wideRecord = (id: string) => ({ id, ...Object.fromEntries(fields.map((field, index) => [field, `${id}-${index}`])) });

let harness: ExportHarness | undefined;
let scripted: ScriptedServer | undefined;
let folder: string | undefined;
afterEach(async () => {
  await harness?.close();
  await scripted?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
  harness = scripted = folder = undefined;
});

describe('exports of 10,000-field records', () => {
  it('exports every result with every grid column named', async () => {
    const pages = [{ smsMessages: [wideRecord('a'), wideRecord('b')], next_page_token: 'p2' }, { smsMessages: [wideRecord('c')] }];
    scripted = await startScriptedServer((request, response) => {
      const token = (JSON.parse(request.body) as { page_token?: string }).page_token;
      sendText(response, 200, 'application/json', JSON.stringify(pages[token === undefined ? 0 : 1]));
    });
    harness = await startExportHarness();
    const gridOrder = [...fields].reverse();

    const outcome = await harness.exporter.exportAll(harness.input({ columns: gridOrder }), {
      ...harness.source,
      baseUrl: scripted.baseUrl,
    });

    expect(outcome).toMatchObject({ status: 'complete', rows: 3, pages: 2 });
    const csv = await readCsv(harness.target);
    expect(csv.header).toEqual([...gridOrder, 'id', 'extra']);
    expect(csv.records.map((record) => [record.id, record.field_0, record.field_9999])).toEqual([
      ['a', 'a-0', 'a-9999'],
      ['b', 'b-0', 'b-9999'],
      ['c', 'c-0', 'c-9999'],
    ]);
  });

  it('exports loaded rows in the grid order of their 10,000 columns', async () => {
    folder = await mkdtemp(join(tmpdir(), 'export-wide-'));
    const target = join(folder, 'wide.csv');
    const exporter = createRowExporter({
      pending: memoryPendingFiles(),
      chooseSavePath: async () => target,
      now: () => new Date('2025-01-02T03:04:05.000Z'),
    });
    const columns = ['id', ...fields];
    const input = operations.exportRows.input.parse({
      connectionId: 'conn-1',
      locationId: 'loc-1',
      body: {},
      pageSize: 50,
      scope: 'loaded',
      pages: [1],
      rows: [wideRecord('m1'), wideRecord('m2')],
      columns,
      bom: false,
      suggestedName: 'wide',
    });

    const outcome = await exporter.exportRows(input, { connectionLabel: 'Wide' });

    expect(outcome).toMatchObject({ rows: 2, columns });
    const csv = await readCsv(target);
    expect(csv.header).toEqual(columns);
    expect(csv.records.map((record) => record.field_9999)).toEqual(['m1-9999', 'm2-9999']);
  });

  it('bounds the column names an export request carries', () => {
    const base = { connectionId: 'conn-1', locationId: 'loc-1', body: {}, pageSize: 50, exportId: 'e1', bom: false, suggestedName: 'all' };
    const names = (count: number) => Array.from({ length: count }, (_, index) => `c${index}`);
    expect(operations.exportAll.input.safeParse({ ...base, columns: names(MAX_EXPORT_COLUMNS) }).success).toBe(true);
    expect(operations.exportAll.input.safeParse({ ...base, columns: names(MAX_EXPORT_COLUMNS + 1) }).success).toBe(false);
  });
});
