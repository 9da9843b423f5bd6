import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { timeDisplayFor } from '../time-zone/time-display';
import { detectRoles } from '../../../common/records/vocabulary/role-detection';
import { formatCopy, guardedCells } from './copy-formats';

const records = [
  { id: 'm1', body: '=HYPERLINK("http://x")', contact: { name: 'Ann | Co' }, created_at: '2024-05-01T12:00:00+02:00' },
  { id: 'm2', body: 'two\tcells?\nno, one', contact: { name: null }, created_at: '2024-05-01T10:00:00Z' },
];
const rows = {
  columns: ['created_at', 'contact.name', 'body'],
  flat: records.map((record) => ({ id: record.id, body: record.body, 'contact.name': record.contact.name, created_at: record.created_at })),
  records,
  allColumns: ['id', 'created_at', 'contact.name', 'body'],
  time: timeDisplayFor('utc', undefined),
  fields: detectRoles(records).fields,
};

describe('copying rows', () => {
  it('as TSV: one line per row, formulas neutralised, times in UTC, tabs and line breaks quoted', () => {
    const text = formatCopy('tsv', rows);
    expect(parse(text, { delimiter: '\t', relax_quotes: false })).toEqual([
      ['created_at', 'contact.name', 'body'],
      ['2024-05-01T10:00:00Z', 'Ann | Co', '="=HYPERLINK(""http://x"")"'],
      ['2024-05-01T10:00:00Z', '', 'two\tcells?\nno, one'],
    ]);
    expect(guardedCells('tsv', rows)).toBe(1);
  });

  it('as TSV as sent: the same table with nothing added, and no guard to tell', () => {
    expect(parse(formatCopy('tsvAsSent', rows), { delimiter: '\t', relax_quotes: false })).toEqual([
      ['created_at', 'contact.name', 'body'],
      ['2024-05-01T10:00:00Z', 'Ann | Co', '=HYPERLINK("http://x")'],
      ['2024-05-01T10:00:00Z', '', 'two\tcells?\nno, one'],
    ]);
    expect(guardedCells('tsvAsSent', rows)).toBe(0);
    expect(guardedCells('tsv', { ...rows, columns: ['=odd'], flat: [{ '=odd': '+1305' }] })).toBe(2);
  });

  it('as CSV, read back by a strict parser', () => {
    expect(parse(formatCopy('csv', rows))).toEqual([
      ['created_at', 'contact.name', 'body'],
      ['2024-05-01T10:00:00Z', 'Ann | Co', '="=HYPERLINK(""http://x"")"'],
      ['2024-05-01T10:00:00Z', '', 'two\tcells?\nno, one'],
    ]);
  });

  it('as JSON: the records as the server sent them, always an array', () => {
    expect(JSON.parse(formatCopy('json', rows))).toEqual(records);
    expect(JSON.parse(formatCopy('json', { ...rows, records: [records[0]!] }))).toEqual([records[0]]);
  });

  it('as a Markdown table with pipes escaped and line breaks kept inside the cell', () => {
    expect(formatCopy('markdown', rows).split('\n')).toEqual([
      '| created_at | contact.name | body |',
      '| --- | --- | --- |',
      '| 2024-05-01T12:00:00+02:00 | Ann \\| Co | =HYPERLINK("http://x") |',
      '| 2024-05-01T10:00:00Z |  | two\tcells?<br>no, one |',
    ]);
  });
});
