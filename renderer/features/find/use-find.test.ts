import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFind } from './use-find';
import type { TimeDisplay } from '../time-zone/time-display';

const TIME = { zone: 'UTC', label: 'UTC' } as unknown as TimeDisplay;
const COLUMNS = ['name', 'body'];
const row = (body: string, name = 'Ava') => ({ name, body });

function rowsOf(rows: Record<string, unknown>[]) {
  return { rowCount: rows.length, rowAt: (index: number) => rows[index], columns: COLUMNS, time: TIME };
}

describe('find in the loaded rows', () => {
  it('keeps the current match on its row when rows arrive above it and renumber the matches', () => {
    const first = row('Reply R to reschedule');
    const second = row('R to reschedule, again');
    const initial = rowsOf([row('hello'), first, row('bye'), second]);
    const { result, rerender } = renderHook((source: ReturnType<typeof rowsOf>) => useFind(source), { initialProps: initial });
    act(() => {
      result.current.show();
      result.current.setQuery('reschedule');
    });
    act(() => {
      result.current.next();
    });
    expect(result.current.currentMatch).toEqual({ row: 3, column: 'body' });

    // A late row placed by time above both: the second match is now the third.
    const late = row('late: please reschedule me');
    rerender(rowsOf([late, row('hello'), first, row('bye'), second]));
    expect(result.current.index).toBe(2);
    expect(result.current.currentMatch).toEqual({ row: 4, column: 'body' });
    act(() => {
      result.current.next();
    });
    expect(result.current.currentMatch).toEqual({ row: 0, column: 'body' });
  });

  it('falls back to the match of the same number when its row is gone', () => {
    const first = row('reschedule one');
    const second = row('reschedule two');
    const { result, rerender } = renderHook((source: ReturnType<typeof rowsOf>) => useFind(source), {
      initialProps: rowsOf([first, second]),
    });
    act(() => {
      result.current.show();
      result.current.setQuery('reschedule');
    });
    act(() => {
      result.current.next();
    });
    rerender(rowsOf([first, row('reschedule three')]));
    expect(result.current.currentMatch).toEqual({ row: 1, column: 'body' });
  });

  it('keeps it in its column when its row matches in two', () => {
    const both = row('please reschedule', 'Reschedule Desk');
    const { result, rerender } = renderHook((source: ReturnType<typeof rowsOf>) => useFind(source), {
      initialProps: rowsOf([row('reschedule'), both]),
    });
    act(() => {
      result.current.show();
      result.current.setQuery('reschedule');
    });
    act(() => {
      result.current.next();
    });
    act(() => {
      result.current.next();
    });
    expect(result.current.currentMatch).toEqual({ row: 1, column: 'body' });
    rerender(rowsOf([row('late reschedule'), row('reschedule'), both]));
    expect(result.current.currentMatch).toEqual({ row: 2, column: 'body' });
  });
});
