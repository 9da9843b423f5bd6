import { describe, expect, it } from 'vitest';
import { stringify } from 'csv-stringify/sync';
import type { LoadedPage } from '../search-session/loaded-page';
import { generateMessages } from '../../test/fake-data';
import { defaultExportScope, estimateCsvBytes, formatBytes, hasMoreThanLoaded } from './export-scope';

const page = (number: number, extra: Partial<LoadedPage> = {}): LoadedPage => ({
  items: [{ id: `m${number}` }],
  nextPageToken: null,
  previousPageToken: null,
  listMember: 'smsMessages',
  receivedAt: '',
  attempts: 1,
  number,
  rowOffset: 0,
  ...extra,
});

describe('the export dialog’s first choice', () => {
  it.each([
    [{ hasRows: true, moreOnServer: true, canExportAll: true }, 'all'],
    [{ hasRows: true, moreOnServer: false, canExportAll: true }, 'loaded'],
    [{ hasRows: true, moreOnServer: true, canExportAll: false }, 'loaded'],
    [{ hasRows: false, moreOnServer: true, canExportAll: true }, 'all'],
    [{ hasRows: false, moreOnServer: false, canExportAll: false }, 'page'],
  ] as const)('for %j is %s, never one page while there are rows', (options, expected) => {
    expect(defaultExportScope(options)).toBe(expected);
  });

  it('knows the server has more than the grid: a next page, pages dropped before, or a walk stopped early', () => {
    expect(hasMoreThanLoaded([page(1), page(2)], false)).toBe(false);
    expect(hasMoreThanLoaded([page(1), page(2)], true)).toBe(true);
    expect(hasMoreThanLoaded([page(3), page(4)], false)).toBe(true);
    expect(hasMoreThanLoaded([page(1, { walkStop: { kind: 'server', message: 'Looping.' } })], false)).toBe(true);
  });
});

describe('the size hint', () => {
  it('is within a fifth of the CSV the rows make, sampling only a few hundred of them', () => {
    const rows = generateMessages('loc-size', 5000);
    const columns = ['created_at', 'direction', 'contact.name', 'body', 'status', 'from', 'id'];
    const flat = rows.map((row) => ({ ...row, 'contact.name': (row.contact as { name: string }).name }));
    const actual = new TextEncoder().encode(stringify(flat, { columns, header: true, record_delimiter: '\n' })).length;
    const estimate = estimateCsvBytes(rows, columns);
    expect(Math.abs(estimate - actual) / actual).toBeLessThan(0.2);
    expect(estimateCsvBytes([], columns)).toBe(0);
  });

  it('reads as a file manager says it', () => {
    expect([formatBytes(812), formatBytes(1234), formatBytes(56_789), formatBytes(3_400_000)]).toEqual([
      '812 bytes',
      '1.2 KB',
      '57 KB',
      '3.4 MB',
    ]);
  });
});
