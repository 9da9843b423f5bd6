import { describe, expect, it } from 'vitest';
import type { ActivityCounts } from '../../../common/ipc/activity-data';
import { histogramOf } from '../../test/histogram-of';
import { columnTotals, tableRows } from './table-rows';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MONDAY = Date.parse('2026-05-25T00:00:00Z');
const WIDE = { widthPx: 1900, now: Date.parse('2026-11-26T12:00:00Z'), notBefore: MONDAY };

/** Two messages at 09:00 and 15:00 of each of three days (Sent, then Failed). */
const counts: ActivityCounts = (() => {
  const units = [0, 1, 2].flatMap((day) => [
    [MONDAY + day * DAY + 9 * HOUR, 1, 0],
    [MONDAY + day * DAY + 15 * HOUR, 0, 1],
  ]);
  const stack = { series: ['SENT', 'FAILED'], units };
  return { timeField: 'created_at', unitMs: 60_000, rows: 6, untimed: 0, stacks: { status: stack, direction: stack } };
})();

describe('the chart’s table rows', () => {
  it('under hour bars, totals each day after its last bar, with the day’s range to search', () => {
    const histogram = histogramOf(counts, 'status', 'UTC', { ...WIDE, choice: 'hour' })!;
    const rows = tableRows(histogram, 'UTC');
    expect(rows.map((row) => row.kind)).toEqual(['bar', 'bar', 'day', 'bar', 'bar', 'day', 'bar', 'bar', 'day']);
    const days = rows.filter((row) => row.kind === 'day');
    expect(days.map((day) => [day.from, day.to, day.total, day.values])).toEqual(
      [0, 1, 2].map((day) => [MONDAY + day * DAY, MONDAY + (day + 1) * DAY, 2, [1, 1]]),
    );
  });

  it('cuts days in the zone shown: 15:00 UTC is the next day in Tokyo', () => {
    const histogram = histogramOf(counts, 'status', 'Asia/Tokyo', { ...WIDE, choice: 'hour' })!;
    const days = tableRows(histogram, 'Asia/Tokyo').filter((row) => row.kind === 'day');
    expect(days.map((day) => day.total)).toEqual([1, 2, 2, 1]);
  });

  it('under day bars or wider, a row per bar that holds messages and no day rows', () => {
    const histogram = histogramOf(counts, 'status', 'UTC', { ...WIDE, choice: 'day' })!;
    expect(tableRows(histogram, 'UTC')).toEqual([0, 1, 2].map((bar) => ({ kind: 'bar', bar })));
  });

  it('under day bars, lists every searched day, a day without messages as 0, and no day the rows have not reached', () => {
    // Messages on the 1st and 3rd of five searched days (Monday to Friday): Monday to the first message padded.
    const stack = {
      series: ['SENT'],
      units: [
        [MONDAY + 2 * DAY + HOUR, 1],
        [MONDAY + 4 * DAY + HOUR, 2],
      ],
    };
    const gap: ActivityCounts = { ...counts, stacks: { status: stack, direction: stack } };
    const histogram = histogramOf(gap, 'status', 'UTC', { ...WIDE, choice: 'day' })!;
    expect(histogram.starts.map((start) => (start - MONDAY) / DAY)).toEqual([0, 1, 2, 3, 4]);
    const listed = (known: Parameters<typeof tableRows>[2]) =>
      tableRows(histogram, 'UTC', known).map((row) => (row.kind === 'bar' ? histogram.totals[row.bar] : -1));
    // Every row counted (Count all): the searched days before the first message are real zeros.
    expect(listed({ notLoaded: 0, searchFrom: MONDAY })).toEqual([0, 0, 1, 0, 2]);
    // From loaded rows: the days before the oldest loaded one are not known, so not listed; a gap between messages is.
    expect(listed({ notLoaded: histogram.padded, searchFrom: MONDAY })).toEqual([1, 0, 2]);
    // No start searched: the empty bars put before the data are only the chart's padding.
    expect(listed({ notLoaded: 0 })).toEqual([1, 0, 2]);
  });

  it('totals every series over every bar', () => {
    const histogram = histogramOf(counts, 'status', 'UTC', { ...WIDE, choice: 'day' })!;
    expect(columnTotals(histogram)).toEqual({ total: 6, values: [3, 3] });
  });
});
