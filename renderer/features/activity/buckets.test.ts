import { describe, expect, it } from 'vitest';
import type { ActivityCounts } from '../../../common/ipc/activity-data';
import { MAX_BARS, MIN_BAR_PX, MIN_BARS } from './buckets';
import { histogramOf } from '../../test/histogram-of';
import { outsideWords } from './bar-text';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = Date.parse('2026-11-26T12:00:00Z');
const WIDE = { widthPx: 1900, now: NOW };

function countsOf(units: number[][], unitMs = 60_000): ActivityCounts {
  const stack = { series: ['SENT', 'FAILED'], units };
  return { timeField: 'created_at', unitMs, rows: 0, untimed: 0, stacks: { status: stack, direction: stack } };
}

describe('histogramOf', () => {
  it('sums units into bars and keeps the empty bars between', () => {
    const t = Date.parse('2025-01-01T10:00:00Z');
    const histogram = histogramOf(
      countsOf([
        [t, 1, 0],
        [t + 60_000, 2, 1],
        [t + 3 * 60_000, 0, 4],
      ]),
      'status',
      'UTC',
      WIDE,
    );
    expect(histogram).toMatchObject({ size: 'minute', series: ['Sent', 'Failed'] });
    const first = histogram?.starts.indexOf(t) ?? -1;
    expect(histogram?.totals.slice(first, first + 4)).toEqual([1, 3, 0, 4]);
    expect(histogram?.values.map((column) => column.slice(first, first + 4))).toEqual([
      [1, 2, 0, 0],
      [0, 1, 0, 4],
    ]);
    expect(histogram?.ends[0]).toBe(histogram?.starts[1]);
  });
  it('names listed numbers as the grid shows numbers, locations as named, words in title case', () => {
    const t = Date.parse('2025-01-01T10:00:00Z');
    const byNumber = { series: ['+15125550148', '+442071838750', '(other)'], units: [[t, 1, 2, 3]] };
    const counts: ActivityCounts = {
      ...countsOf([[t, 1, 0]]),
      stacks: { ...countsOf([[t, 1, 0]]).stacks, number: byNumber, location: { series: ['NORTH clinic'], units: [[t, 6]] } },
    };
    expect(histogramOf(counts, 'number', 'UTC', WIDE)?.series).toEqual(['+1 512 555 0148', '+44 207 183 8750', '(other)']);
    expect(histogramOf(counts, 'location', 'UTC', WIDE)?.series).toEqual(['NORTH clinic']);
    expect(histogramOf(counts, 'status', 'UTC', WIDE)?.series).toEqual(['Sent', 'Failed']);
  });
  it('draws nothing when no message had a time', () => {
    expect(histogramOf(countsOf([]), 'status', 'UTC', WIDE)).toBeNull();
  });
  it('puts every message of a long span in a day bar of the zone', () => {
    const first = Date.parse('2025-01-01T02:00:00Z');
    const units = Array.from({ length: 40 }, (_, day) => [first + day * DAY, 1, 1]);
    const histogram = histogramOf(countsOf(units, 15 * 60_000), 'status', 'America/Los_Angeles', WIDE);
    expect(histogram?.size).toBe('day');
    expect(histogram?.totals.reduce((a, b) => a + b, 0)).toBe(80);
    // 02:00 UTC is the evening before in Los Angeles.
    expect(new Date(histogram?.starts[0] ?? 0).toISOString()).toBe('2024-12-31T08:00:00.000Z');
  });

  it('draws year 1 and year 9999 as messages outside the range, in a bounded, fast histogram', () => {
    const units = [
      [Date.parse('0001-01-01T00:00:00Z'), 1, 0],
      [Date.parse('2025-06-01T10:00:00Z'), 1, 0],
      [Date.parse('9999-12-31T23:59:00Z'), 0, 1],
    ];
    const started = performance.now();
    const histogram = histogramOf(countsOf(units), 'status', 'America/New_York', WIDE);
    // Today this builds 422,586 week bars and takes tens of seconds; bounded, it takes milliseconds.
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(histogram?.starts.length).toBeLessThanOrEqual(MAX_BARS);
    expect(histogram?.outside).toBe(2);
    expect(histogram?.totals.reduce((a, b) => a + b, 0)).toBe(1);
    expect(outsideWords(histogram!.outside, histogram!.range, 'UTC')).toBe('2 messages dated outside 1970–2029 are not drawn');
  });

  it('draws only year-1 and year-9999 rows as nothing, and says so', () => {
    const histogram = histogramOf(
      countsOf([
        [Date.parse('0001-01-01T00:00:00Z'), 1, 0],
        [Date.parse('9999-12-31T23:59:00Z'), 0, 1],
      ]),
      'status',
      'UTC',
      WIDE,
    );
    expect(histogram).toBeNull();
  });

  it('keeps every bar at least MIN_BAR_PX wide, growing the bar up to years', () => {
    const from = Date.parse('1971-01-01T00:00:00Z');
    const units = Array.from({ length: 2000 }, (_, at) => [from + at * 10 * DAY, 1, 0]);
    for (const widthPx of [200, 964, 1900]) {
      const histogram = histogramOf(countsOf(units, 15 * 60_000), 'status', 'UTC', { widthPx, now: NOW });
      expect(histogram!.starts.length * MIN_BAR_PX).toBeLessThanOrEqual(Math.max(widthPx, 60 * MIN_BAR_PX));
      expect(histogram!.totals.reduce((a, b) => a + b, 0)).toBe(2000);
    }
    expect(histogramOf(countsOf(units, 15 * 60_000), 'status', 'UTC', { widthPx: 964, now: NOW })?.size).toBe('year');
  });

  it('shows one message as one bar among empty ones, not a bar the width of the chart', () => {
    const t = Date.parse('2025-01-01T10:00:00Z');
    const histogram = histogramOf(countsOf([[t, 1, 0]]), 'status', 'UTC', WIDE)!;
    expect(histogram.size).toBe('minute');
    expect(histogram.starts.length).toBe(MIN_BARS);
    expect(histogram.totals.filter((total) => total > 0)).toEqual([1]);
    expect(histogram.starts.slice(1)).toEqual(histogram.ends.slice(0, -1));
    expect(histogram.starts).toContain(t);
    // The empty bars stand before the message: no day to come is drawn.
    expect(histogram.totals.at(-1)).toBe(1);
  });

  it('draws no empty bar before the search’s own start: a week picked from the chart is that week’s bars', () => {
    const monday = Date.parse('2026-05-25T00:00:00Z');
    const units = Array.from({ length: 7 }, (_, day) => [monday + day * DAY + 10 * HOUR, 1, 0]);
    // A week of hours does not fit this plot (as at 1024 px, a week from Monday to Sunday night): day bars, fewer than MIN_BARS.
    const laptop = { widthPx: 600, now: NOW };
    expect(histogramOf(countsOf(units, 15 * 60_000), 'status', 'UTC', laptop)?.starts.length).toBe(MIN_BARS);
    const picked = histogramOf(countsOf(units, 15 * 60_000), 'status', 'UTC', { ...laptop, notBefore: monday })!;
    expect(picked.size).toBe('day');
    expect(picked.starts[0]).toBe(monday);
    expect(picked.totals).toEqual([1, 1, 1, 1, 1, 1, 1]);
    // A start inside a bar keeps that bar, which holds part of the search.
    expect(histogramOf(countsOf(units, 15 * 60_000), 'status', 'UTC', { ...laptop, notBefore: monday - 2 * HOUR })?.starts[0]).toBe(
      monday - DAY,
    );
  });

  it('names the server’s words in title case, and leaves location names as the user wrote them', () => {
    const t = Date.parse('2025-01-01T10:00:00Z');
    const counts: ActivityCounts = {
      ...countsOf([[t, 1, 1]]),
      stacks: {
        status: { series: ['QUEUED', 'delivery_failed'], units: [[t, 1, 1]] },
        direction: { series: ['INBOUND'], units: [[t, 2]] },
        location: { series: ['HQ north'], units: [[t, 2]] },
      },
    };
    expect(histogramOf(counts, 'status', 'UTC', WIDE)?.series).toEqual(['Queued', 'Delivery Failed']);
    expect(histogramOf(counts, 'direction', 'UTC', WIDE)?.series).toEqual(['Inbound']);
    expect(histogramOf(counts, 'location', 'UTC', WIDE)?.series).toEqual(['HQ north']);
  });

  it('draws a week of messages in day bars when Day is chosen, at a width where Auto draws hours', () => {
    const monday = Date.parse('2026-05-25T00:00:00Z');
    const units = Array.from({ length: 7 * 24 }, (_, hour) => [monday + hour * HOUR + 30 * 60_000, 1, hour % 2]);
    expect(histogramOf(countsOf(units), 'status', 'UTC', WIDE)?.size).toBe('hour');
    const days = histogramOf(countsOf(units), 'status', 'UTC', { ...WIDE, notBefore: monday, choice: 'day' })!;
    expect(days.size).toBe('day');
    expect(days.gaveWay).toBeUndefined();
    expect(days.totals).toEqual(Array.from({ length: 7 }, () => 36));
    expect(days.starts[0]).toBe(monday);
  });

  it('says which chosen size gave way, and to what, when its bars would not fit', () => {
    const from = Date.parse('2026-01-01T00:00:00Z');
    const units = Array.from({ length: 60 }, (_, day) => [from + day * DAY, 1, 0]);
    const histogram = histogramOf(countsOf(units, 15 * 60_000), 'status', 'UTC', { widthPx: 964, now: NOW, choice: 'hour' })!;
    expect(histogram).toMatchObject({ size: 'day', gaveWay: 'hour' });
  });

  it('counts the empty bars it puts before the data, so the chart can say they are not loaded', () => {
    const t = Date.parse('2025-01-01T10:00:00Z');
    const histogram = histogramOf(
      countsOf([
        [t, 1, 0],
        [t + 60_000, 1, 0],
      ]),
      'status',
      'UTC',
      WIDE,
    )!;
    expect(histogram.padded).toBe(MIN_BARS - 2);
    expect(histogram.totals.slice(0, histogram.padded).every((total) => total === 0)).toBe(true);
    expect(histogram.totals[histogram.padded]).toBe(1);
  });

  it('names "(other)" of a list by how many numbers it holds', () => {
    const t = Date.parse('2025-01-01T10:00:00Z');
    const counts: ActivityCounts = {
      ...countsOf([[t, 1, 0]]),
      stacks: { ...countsOf([[t, 1, 0]]).stacks, number: { series: ['+15125550148', '(other)'], units: [[t, 1, 2]], otherHolds: 18 } },
    };
    expect(histogramOf(counts, 'number', 'UTC', WIDE)?.series).toEqual(['+1 512 555 0148', '(18 other numbers)']);
  });
});
