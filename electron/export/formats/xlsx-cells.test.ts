import { describe, expect, it } from 'vitest';
import { XLSX_MAX_CELL_CHARS } from '../../../common/export/export-formats';
import type { CellCounts } from './xlsx-cells';
import { columnWidth, xlsxValue } from './xlsx-cells';

const value = (input: unknown) => {
  const counts: CellCounts = { cut: 0, replaced: 0 };
  return { cell: xlsxValue(input, counts), counts };
};

describe('xlsxValue', () => {
  it('keeps types: numbers, booleans, empty cells; other numbers as text', () => {
    expect(value(-1.5).cell).toBe(-1.5);
    expect(value(Number.POSITIVE_INFINITY).cell).toBe('Infinity');
    expect(value(false).cell).toBe(false);
    expect(value(null).cell).toBeNull();
    expect(value(undefined).cell).toBeNull();
  });

  it('writes text exactly as sent, nothing added, and objects as JSON (a time inside one stays text)', () => {
    expect(value('+13055550148').cell).toBe('+13055550148');
    expect(value('=1+1').cell).toBe('=1+1');
    expect(value(['2024-05-01T10:00:00Z']).cell).toBe('["2024-05-01T10:00:00Z"]');
  });

  it('makes instants Excel date-times in UTC, a space for the T included; finer than milliseconds or before 1900 stays text', () => {
    expect(value('2024-05-01 12:00:00+02:00').cell).toEqual(new Date('2024-05-01T10:00:00Z'));
    expect(value('2024-05-01T10:00:00.123Z').cell).toEqual(new Date('2024-05-01T10:00:00.123Z'));
    expect(value('2024-05-01T10:00:00.1234Z').cell).toBe('2024-05-01T10:00:00.1234Z');
    expect(value('1899-12-31T23:59:59Z').cell).toBe('1899-12-31T23:59:59Z');
  });

  it("moves instants before 1900-03-01 back a day, so the serial in the file is Excel's (its 1900-02-29), and no later one", () => {
    expect(value('1900-01-01T00:00:00Z').cell).toEqual(new Date('1899-12-31T00:00:00Z'));
    expect(value('1900-02-28T23:59:59.999Z').cell).toEqual(new Date('1900-02-27T23:59:59.999Z'));
    expect(value('1900-03-01T00:00:00Z').cell).toEqual(new Date('1900-03-01T00:00:00Z'));
  });

  it('replaces characters XML cannot carry, counted', () => {
    expect(value('a\u0001b\uffff').cell).toBe('a\ufffdb\ufffd');
    expect(value('a\u0001b').counts).toEqual({ cut: 0, replaced: 1 });
    expect(value('tab\tand\nline').counts).toEqual({ cut: 0, replaced: 0 });
  });

  it("cuts at Excel's cell limit, counted, never inside a surrogate pair", () => {
    const full = 'a'.repeat(XLSX_MAX_CELL_CHARS);
    expect(value(full)).toEqual({ cell: full, counts: { cut: 0, replaced: 0 } });
    expect(value(`${full}b`)).toEqual({ cell: full, counts: { cut: 1, replaced: 0 } });
    const pairAtLimit = `${'a'.repeat(XLSX_MAX_CELL_CHARS - 1)}😀bb`;
    expect(value(pairAtLimit).cell).toBe('a'.repeat(XLSX_MAX_CELL_CHARS - 1));
  });
});

describe('columnWidth', () => {
  it('fits the header and the widest line of the first values, with a margin, from 8; 60 once a value reaches it', () => {
    expect(columnWidth('id', [])).toBe(8);
    expect(columnWidth('id', ['x'.repeat(12), 'x'])).toBe(14);
    expect(columnWidth('a long header name', [null])).toBe(20);
    expect(columnWidth('when', [new Date(0)])).toBe(30);
    expect(columnWidth('body', ['short\nthe longest line\nmid'])).toBe(18);
    expect(columnWidth('n', [12345678901])).toBe(13);
    expect(columnWidth('body', ['x'.repeat(59)])).toBe(61);
    expect(columnWidth('body', ['x'.repeat(60)])).toBe(60);
    expect(columnWidth('body', ['x'.repeat(60), 'y'.repeat(500)])).toBe(60);
    expect(columnWidth('body', ['x'.repeat(100)])).toBe(60);
  });
});
