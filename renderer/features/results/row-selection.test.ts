import { describe, expect, it } from 'vitest';
import { NO_SELECTION, clickRow, extendTo, selectAll, selectedInOrder } from './row-selection';

const rows = (selection: { rows: ReadonlySet<number> }) => [...selection.rows].sort((a, b) => a - b);
const plain = { range: false, toggle: false };

describe('row selection', () => {
  it('click selects one row; Shift+click the range from it; Ctrl/Cmd+click adds and removes one', () => {
    const one = clickRow(NO_SELECTION, 5, plain);
    expect(rows(one)).toEqual([5]);
    const range = clickRow(one, 2, { range: true, toggle: false });
    expect(rows(range)).toEqual([2, 3, 4, 5]);
    expect(range.anchor).toBe(5);
    const toggled = clickRow(range, 9, { range: false, toggle: true });
    expect(rows(toggled)).toEqual([2, 3, 4, 5, 9]);
    expect(rows(clickRow(toggled, 3, { range: false, toggle: true }))).toEqual([2, 4, 5, 9]);
    expect(rows(clickRow(toggled, 4, plain))).toEqual([4]);
  });

  it('a plain Shift+click replaces the selection with the range from the last clicked row', () => {
    const two = clickRow(clickRow(NO_SELECTION, 5, plain), 9, { range: false, toggle: true });
    expect(rows(clickRow(two, 7, { range: true, toggle: false }))).toEqual([7, 8, 9]);
  });

  it('Ctrl+Shift+click adds a range to what is selected', () => {
    const kept = clickRow(clickRow(NO_SELECTION, 1, plain), 8, { range: false, toggle: true });
    expect(rows(clickRow(kept, 10, { range: true, toggle: true }))).toEqual([1, 8, 9, 10]);
  });

  it('Shift+arrows grow and shrink the range around the anchor', () => {
    const start = clickRow(NO_SELECTION, 4, plain);
    const down = extendTo(start, 4, 6);
    expect(rows(down)).toEqual([4, 5, 6]);
    expect(rows(extendTo(down, 6, 3))).toEqual([3, 4]);
    expect(rows(extendTo(NO_SELECTION, 2, 3))).toEqual([2, 3]);
  });

  it('select all takes every loaded row, none above the first loaded one', () => {
    expect(rows(selectAll(3, 7))).toEqual([3, 4, 5, 6]);
    expect(rows(selectAll(0, 0))).toEqual([]);
  });

  it('lists the selection in grid order for copying', () => {
    expect(selectedInOrder(clickRow(clickRow(NO_SELECTION, 9, plain), 2, { range: false, toggle: true }))).toEqual([2, 9]);
  });
});
