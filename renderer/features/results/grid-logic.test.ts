import { describe, expect, it } from 'vitest';
import { formatCell, formatPhone } from './format-cell';
import { gridKeyAction } from './grid-keys';
import { loadedRowsOf, pageAtRow } from './loaded-rows';
import type { LoadedPage } from '../search-session/loaded-page';
import { placePage } from '../search-session/loaded-page';
import { nextSort, sortedOrder } from './sort-rows';
import type { SortState } from './sort-rows';

function loadedPage(number: number, rowOffset: number, items: Record<string, unknown>[]): LoadedPage {
  return { items, number, rowOffset, nextPageToken: null, previousPageToken: null, listMember: 'smsMessages', receivedAt: '', attempts: 1 };
}

describe('loaded rows', () => {
  it('flattens nested fields and infers columns in first-seen order with id first', () => {
    const pages = [
      loadedPage(1, 0, [{ body: 'a', id: 1, contact: { name: 'Ann' } }]),
      loadedPage(2, 1, []),
      loadedPage(3, 1, [{ id: 2, media: { count: 2 }, body: 'b' }]),
    ];
    const loaded = loadedRowsOf(pages);
    expect(loaded.columns).toEqual(['id', 'body', 'contact.name', 'media.count']);
    expect(loaded.count).toBe(2);
    expect(loaded.flatAt(1)).toEqual({ id: 2, 'media.count': 2, body: 'b' });
    expect(loaded.recordAt(0)).toEqual({ body: 'a', id: 1, contact: { name: 'Ann' } });
    expect(loaded.flatAt(2)).toBeUndefined();
    expect(loaded.recordAt(-1)).toBeUndefined();
    expect(pageAtRow(pages, 1)?.number).toBe(3);
  });

  it('flattens each page once: a page appended leaves the rows of earlier pages as they were', () => {
    const first = loadedPage(1, 0, [{ id: 1, contact: { name: 'Ann' } }]);
    const before = loadedRowsOf([first]);
    const after = loadedRowsOf([first, loadedPage(2, 1, [{ id: 2 }])]);
    expect(after.flatAt(0)).toBe(before.flatAt(0));
    expect(after.count).toBe(2);
  });

  it('places pages by number and row offset, also when fetched backwards', () => {
    const first = placePage(loadedPage(0, 0, [{}, {}]), null, 'forward', undefined);
    expect(first).toMatchObject({ number: 1, rowOffset: 0 });
    const data = { pages: [loadedPage(4, 30, [{}, {}, {}])], pageParams: ['t4'] };
    expect(placePage(loadedPage(0, 0, [{}]), 't5', 'forward', data)).toMatchObject({ number: 5, rowOffset: 33 });
    expect(placePage(loadedPage(0, 0, [{}, {}]), 't3', 'backward', data)).toMatchObject({ number: 3, rowOffset: 28 });
  });
});

describe('sorting loaded rows', () => {
  it('cycles ascending, descending, off', () => {
    expect(nextSort(null, 'a')).toEqual({ column: 'a', direction: 'ascending' });
    expect(nextSort({ column: 'a', direction: 'ascending' }, 'a')).toEqual({ column: 'a', direction: 'descending' });
    expect(nextSort({ column: 'a', direction: 'descending' }, 'a')).toBeNull();
  });

  it('sorts numbers numerically, text naturally, empty values last', () => {
    const rows: Record<string, unknown>[] = [{ n: 10, t: 'b' }, { n: 9, t: 'a10' }, { t: 'a9' }, { n: 100, t: '' }];
    const sorted = (sort: SortState) => sortedOrder(rows.length, (index) => rows[index]?.[sort.column], sort);
    expect(sorted({ column: 'n', direction: 'ascending' })).toEqual([1, 0, 3, 2]);
    expect(sorted({ column: 't', direction: 'ascending' })).toEqual([2, 1, 0, 3]);
    expect(sorted({ column: 'n', direction: 'descending' })).toEqual([3, 0, 1, 2]);
  });
});

describe('cell formatting', () => {
  it('groups E.164 numbers and keeps the exact value in the tooltip', () => {
    expect(formatPhone('+14155550123')).toBe('+1 415 555 0123');
    expect(formatPhone('+442079460958')).toBe('+44 207 946 0958');
    expect(formatCell('+14155550123')).toEqual({ text: '+1 415 555 0123', title: '+14155550123' });
  });

  it('shows timestamps in local time with the ISO text as tooltip', () => {
    const cell = formatCell('2024-01-31T12:00:00.000Z');
    expect(cell.title).toBe('2024-01-31T12:00:00.000Z');
    expect(cell.text).not.toBe(cell.title);
    expect(cell.text).toMatch(/2024/);
  });

  it('leaves other values readable', () => {
    expect(formatCell(null)).toEqual({ text: '' });
    expect(formatCell(3)).toEqual({ text: '3' });
    expect(formatCell('=SUM(A1)')).toEqual({ text: '=SUM(A1)' });
  });
});

describe('grid keys', () => {
  const bounds = { first: 0, count: 50, pageRows: 10 };
  it('moves the active row and opens it', () => {
    expect(gridKeyAction('ArrowDown', -1, bounds)).toEqual({ move: 0 });
    expect(gridKeyAction('ArrowDown', 49, bounds)).toEqual({ move: 49 });
    expect(gridKeyAction('PageDown', 45, bounds)).toEqual({ move: 49 });
    expect(gridKeyAction('Home', 20, { ...bounds, first: 5 })).toEqual({ move: 5 });
    expect(gridKeyAction('Enter', 3, bounds)).toEqual({ open: true });
    expect(gridKeyAction('Enter', -1, bounds)).toBeNull();
    expect(gridKeyAction('a', 3, bounds)).toBeNull();
  });
});
