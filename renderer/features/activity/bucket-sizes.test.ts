import { describe, expect, it } from 'vitest';
import { barCount, bucketStart, chooseBucket, nextBucketStart, pickBucket } from './bucket-sizes';
import { tickSteps } from './tick-steps';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('chooseBucket', () => {
  it('picks the finest bar width that keeps the span within the bars the chart has room for', () => {
    expect(chooseBucket(2 * HOUR, 160)).toBe('minute');
    expect(chooseBucket(12 * HOUR, 160)).toBe('hour');
    expect(chooseBucket(12 * HOUR, 2000)).toBe('minute');
    expect(chooseBucket(100 * DAY, 160)).toBe('day');
    expect(chooseBucket(400 * DAY, 160)).toBe('week');
    expect(chooseBucket(4000 * DAY, 160)).toBe('month');
    expect(chooseBucket(60 * 365 * DAY, 160)).toBe('year');
  });
  it('takes years when not even years fit', () => {
    expect(chooseBucket(10_000 * 365 * DAY, 30)).toBe('year');
  });
});

describe('pickBucket', () => {
  const WEEK_SPAN = 7 * DAY;
  it('Auto is the finest size that fits: a week of hours where 169 bars fit, of days where they do not', () => {
    expect(pickBucket(WEEK_SPAN, 'auto', 310, 930)).toEqual({ size: 'hour' });
    expect(pickBucket(WEEK_SPAN, 'auto', 160, 482)).toEqual({ size: 'day' });
  });
  it('holds a chosen size at any width its bars fit: days on the wide chart, hours on the narrow one', () => {
    expect(pickBucket(WEEK_SPAN, 'day', 310, 930)).toEqual({ size: 'day' });
    expect(pickBucket(WEEK_SPAN, 'hour', 160, 482)).toEqual({ size: 'hour' });
    expect(pickBucket(WEEK_SPAN, 'month', 310, 930)).toEqual({ size: 'month' });
  });
  it('gives way to Auto’s size, and says so, when the chosen bars do not fit', () => {
    expect(pickBucket(30 * DAY, 'hour', 160, 482)).toEqual({ size: 'day', gaveWay: 'hour' });
    expect(pickBucket(400 * DAY, 'day', 160, 300)).toEqual({ size: 'week', gaveWay: 'day' });
  });
  it('counts a span’s bars with one more for its ragged ends', () => {
    expect(barCount(WEEK_SPAN, 'day')).toBe(8);
    expect(barCount(WEEK_SPAN, 'hour')).toBe(169);
    expect(barCount(1, 'week')).toBe(2);
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
  it('starts months and years at midnight of their first day in the zone, and steps by the calendar', () => {
    const ms = Date.parse('2025-12-31T23:30:00Z'); // 18:30 on Dec 31 in New York
    const month = bucketStart(ms, 'month', 'America/New_York');
    expect(new Date(month).toISOString()).toBe('2025-12-01T05:00:00.000Z');
    expect(new Date(nextBucketStart(month, 'month', 'America/New_York')).toISOString()).toBe('2026-01-01T05:00:00.000Z');
    const year = bucketStart(ms, 'year', 'America/New_York');
    expect(new Date(year).toISOString()).toBe('2025-01-01T05:00:00.000Z');
    expect(new Date(nextBucketStart(year, 'year', 'America/New_York')).toISOString()).toBe('2026-01-01T05:00:00.000Z');
  });
});

describe('tickSteps', () => {
  it('never ticks finer than a bar: no second ticks under minute bars, no day ticks under month bars', () => {
    expect(tickSteps('minute')[0]).toBe(60_000);
    expect(tickSteps('hour')[0]).toBe(HOUR);
    expect(tickSteps('week')[0]).toBe(7 * DAY);
    expect(tickSteps('month')[0]).toBe(30 * DAY);
    expect(tickSteps('year')[0]).toBe(365 * DAY);
  });
});
