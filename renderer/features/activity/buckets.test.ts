import { describe, expect, it } from 'vitest';
import type { ActivityCounts } from '../../../common/ipc/activity-data';
import { bucketStart, chooseBucket, histogramOf, nextBucketStart } from './buckets';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function countsOf(units: number[][], unitMs = 60_000): ActivityCounts {
  const stack = { series: ['SENT', 'FAILED'], units };
  return { timeField: 'created_at', unitMs, rows: 0, untimed: 0, stacks: { status: stack, direction: stack } };
}

describe('chooseBucket', () => {
  it('picks the bar width from the span', () => {
    expect(chooseBucket(12 * HOUR)).toBe('minute');
    expect(chooseBucket(12 * HOUR + 1)).toBe('hour');
    expect(chooseBucket(30 * DAY)).toBe('hour');
    expect(chooseBucket(31 * DAY)).toBe('day');
    expect(chooseBucket(730 * DAY)).toBe('day');
    expect(chooseBucket(731 * DAY)).toBe('week');
  });
});

describe('bucketStart', () => {
  it('starts days at midnight in the zone, not in UTC', () => {
    const ms = Date.parse('2025-03-10T03:00:00Z'); // 23:00 on the 9th in New York
    expect(new Date(bucketStart(ms, 'day', 'America/New_York')).toISOString()).toBe('2025-03-09T05:00:00.000Z');
    expect(new Date(bucketStart(ms, 'day', 'UTC')).toISOString()).toBe('2025-03-10T00:00:00.000Z');
  });
  it('starts hours on the zone’s own hour where its offset has half hours', () => {
    const ms = Date.parse('2025-01-01T10:10:00Z'); // 15:40 in Kolkata (+05:30)
    expect(new Date(bucketStart(ms, 'hour', 'Asia/Kolkata')).toISOString()).toBe('2025-01-01T09:30:00.000Z');
  });
  it('starts weeks on Monday and a DST day is 23 hours long', () => {
    const sunday = Date.parse('2025-03-09T12:00:00Z');
    expect(new Date(bucketStart(sunday, 'week', 'UTC')).toISOString()).toBe('2025-03-03T00:00:00.000Z');
    const dstDay = bucketStart(sunday, 'day', 'America/New_York');
    expect(nextBucketStart(dstDay, 'day', 'America/New_York') - dstDay).toBe(23 * HOUR);
  });
});

describe('histogramOf', () => {
  it('sums units into bars and keeps the empty bars between', () => {
    const t = Date.parse('2025-01-01T10:00:00Z');
    const histogram = histogramOf(countsOf([[t, 1, 0], [t + 60_000, 2, 1], [t + 3 * 60_000, 0, 4]]), 'status', 'UTC');
    expect(histogram).toMatchObject({ size: 'minute', series: ['SENT', 'FAILED'], totals: [1, 3, 0, 4] });
    expect(histogram?.values).toEqual([[1, 2, 0, 0], [0, 1, 0, 4]]);
    expect(histogram?.ends[0]).toBe(histogram?.starts[1]);
  });
  it('draws nothing when no message had a time', () => {
    expect(histogramOf(countsOf([]), 'status', 'UTC')).toBeNull();
  });
  it('puts every message of a long span in a day bar of the zone', () => {
    const first = Date.parse('2025-01-01T02:00:00Z');
    const units = Array.from({ length: 40 }, (_, day) => [first + day * DAY, 1, 1]);
    const histogram = histogramOf(countsOf(units, 15 * 60_000), 'status', 'America/Los_Angeles');
    expect(histogram?.size).toBe('day');
    expect(histogram?.totals.reduce((a, b) => a + b, 0)).toBe(80);
    // 02:00 UTC is the evening before in Los Angeles.
    expect(new Date(histogram?.starts[0] ?? 0).toISOString()).toBe('2024-12-31T08:00:00.000Z');
  });
});
