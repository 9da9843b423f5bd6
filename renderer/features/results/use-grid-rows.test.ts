import '../../test/setup';
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { RoleFields } from '../../../common/records/vocabulary/role-fields';
import { useGridRows } from './use-grid-rows';

// Two records whose time is read through a list of fields (the one, else the other): a role column of its own.
const ROWS: Record<string, unknown>[] = [
  { id: 'b', sent_at: '2026-10-01T00:05:00Z', received_at: null, body: 'later' },
  { id: 'a', sent_at: null, received_at: '2026-10-01T00:01:00Z', body: 'earlier' },
  { id: 'c', sent_at: '2026-10-01T00:09:00Z', received_at: null, body: 'latest' },
];
const COLUMNS = ['id', 'sent_at', 'received_at', 'body'];
const LISTED: RoleFields = { time: ['sent_at', 'received_at'], text: 'body' };
const PLAIN: RoleFields = { time: 'sent_at', text: 'body' };
const flatAt = (index: number) => ROWS[index];

const grid = (fields: RoleFields) => renderHook(() => useGridRows(COLUMNS, ROWS.length, flatAt, fields)).result;

describe('the rows as every grid shows them', () => {
  it('keeps the records’ own columns and rows where each role is one plain column', () => {
    const rows = grid(PLAIN);
    expect(rows.current.columns).toEqual(COLUMNS);
    expect(rows.current.flatAt).toBe(flatAt);
  });

  it('gives a role read through a list of fields a column of its own, a cell on every row', () => {
    const rows = grid(LISTED);
    expect(rows.current.columns).toEqual([...COLUMNS, '[Time]']);
    expect(rows.current.flatAt(1)?.['[Time]']).toBe('2026-10-01T00:01:00Z');
    expect(rows.current.flatAt(0)?.['[Time]']).toBe('2026-10-01T00:05:00Z');
  });

  it('sorts the loaded rows by a column, the other way on a second click, and back to the server’s order when cleared', () => {
    const rows = grid(LISTED);
    expect(rows.current.order).toBeNull();
    act(() => rows.current.sortBy('[Time]'));
    const first = rows.current.sort?.direction;
    const once = rows.current.order;
    act(() => rows.current.sortBy('[Time]'));
    expect(rows.current.sort?.direction).not.toBe(first);
    expect(rows.current.order).toEqual([...(once ?? [])].reverse());
    expect([...(once ?? [])].sort()).toEqual([0, 1, 2]);
    // Sorted by time, the row read through the second field takes its place among the others.
    expect(once?.map((index) => ROWS[index]?.id).join('')).toMatch(/^(abc|cba)$/);
    act(() => rows.current.clearSort());
    expect(rows.current.order).toBeNull();
  });
});
