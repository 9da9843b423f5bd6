import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OperationInput } from '../../common/ipc/contract';
import { operations } from '../../common/ipc/contract';
import { createRowExporter } from './export-rows';
import { memoryPendingFiles } from '../test/memory-store';

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'export-located-'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

const context = {
  connectionLabel: 'Clinics',
  locationNames: new Map([
    ['loc-n', 'North Clinic'],
    ['loc-s', 'South Clinic'],
  ]),
};

function locatedInput(overrides: Partial<OperationInput<'exportRows'>> = {}) {
  return operations.exportRows.input.parse({
    connectionId: 'conn-1',
    locationId: 'loc-n',
    body: { phone_number: '+15550001111' },
    pageSize: 0,
    scope: 'loaded',
    pages: [1],
    rows: [
      { id: 'm2', body: 'See you', Location: 'a field of the record' },
      { id: 'm1', body: 'Hello' },
    ],
    locations: ['loc-s', 'loc-n'],
    // As the grid names them: the record's own "Location" field moved aside.
    columns: ['Location name', 'id', 'body', 'Location (record)'],
    bom: false,
    suggestedName: 'rows-across',
    ...overrides,
  });
}

async function exportTo(name: string, overrides: Partial<OperationInput<'exportRows'>> = {}) {
  const target = join(folder, name);
  const exporter = createRowExporter({
    pending: memoryPendingFiles(),
    chooseSavePath: async () => target,
    now: () => new Date('2024-05-01T10:00:00.000Z'),
  });
  const outcome = await exporter.exportRows(locatedInput(overrides), context);
  return { target, outcome, text: await readFile(target, 'utf8') };
}

describe('rows of a search across locations', () => {
  it('lead with the location id and name in a table format; a record field of that name is kept beside them', async () => {
    const { outcome, text } = await exportTo('rows.csv');
    expect(outcome?.columns).toEqual(['Location', 'Location name', 'id', 'body', 'Location (record)']);
    expect(parse(text, { record_delimiter: '\r\n' })).toEqual([
      ['Location', 'Location name', 'id', 'body', 'Location (record)'],
      ['loc-s', 'South Clinic', 'm2', 'See you', 'a field of the record'],
      ['loc-n', 'North Clinic', 'm1', 'Hello', ''],
    ]);
    const manifest = JSON.parse(await readFile(join(folder, 'rows.csv.manifest.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest).toMatchObject({ locationId: 'loc-s,loc-n', scope: 'loaded', rows: 2 });
    expect(manifest).not.toHaveProperty('locationName');
  });

  it('name the location in Markdown, and keep each record whole beside its location in JSON', async () => {
    // Columns the grid hid (here both of the location's) are written first all the same.
    const markdown = await exportTo('rows.md', { format: 'markdown', columns: ['id', 'body'] });
    expect(markdown.text.split('\n').slice(0, 3)).toEqual([
      '| Location | Location name | id | body |',
      '| --- | --- | --- | --- |',
      '| loc-s | South Clinic | m2 | See you |',
    ]);
    const json = await exportTo('rows.json', { format: 'json' });
    expect(JSON.parse(json.text)).toEqual([
      { location: { id: 'loc-s', name: 'South Clinic' }, message: { id: 'm2', body: 'See you', Location: 'a field of the record' } },
      { location: { id: 'loc-n', name: 'North Clinic' }, message: { id: 'm1', body: 'Hello' } },
    ]);
  });

  it('are refused when the locations do not match the rows one for one', () => {
    const parsed = operations.exportRows.input.safeParse({ ...locatedInput(), locations: ['loc-s'] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('1 locations were sent for 2 rows; each row needs its own.');
  });
});

describe('rows of a search for a list of numbers', () => {
  it('write the number searched after the location, in table and JSON formats; a record field of that name is kept beside it', async () => {
    const numbers = {
      body: {},
      numbers: ['+15125550149', '+15125550148'],
      rows: [{ id: 'm2', 'Number searched': "the record's" }, { id: 'm1' }],
      columns: ['Location name', 'Number searched', 'id', 'Number searched (record)'],
    };
    const { text } = await exportTo('list.csv', numbers);
    expect(parse(text, { record_delimiter: '\r\n' })).toEqual([
      ['Location', 'Location name', 'Number searched', 'id', 'Number searched (record)'],
      ['loc-s', 'South Clinic', '="+15125550149"', 'm2', "the record's"],
      ['loc-n', 'North Clinic', '="+15125550148"', 'm1', ''],
    ]);
    const json = JSON.parse((await exportTo('list.json', { ...numbers, format: 'json' })).text) as unknown[];
    expect(json[1]).toEqual({ location: { id: 'loc-n', name: 'North Clinic' }, numberSearched: '+15125550148', message: { id: 'm1' } });
  });

  it('refuse numbers that are not one per row', () => {
    expect(() => locatedInput({ numbers: ['+15125550148'] })).toThrow(/1 numbers were sent for 2 rows/);
  });
});
