import { describe, expect, it } from 'vitest';
import { EARLIEST_TIME_MS, LATEST_TIME_MS, epochMs, readTime, readTimeValue } from './message-time';

const instant = Date.UTC(2025, 10, 14, 17, 48, 47);

describe('readTime', () => {
  it('reads every form that states its offset', () => {
    expect(readTime('2025-11-14T17:48:47Z')).toBe(instant);
    expect(readTime('2025-11-14T18:48:47.000+01:00')).toBe(instant);
    expect(readTime('2025-11-14T18:48:47.000+0100')).toBe(instant);
    expect(readTime('Fri, 14 Nov 2025 17:48:47 +0000')).toBe(instant);
  });

  it('does not read a date-time without a zone unless one was stated, a bare date or other text', () => {
    expect(readTime('2025-11-14T17:48:47')).toBeNull();
    expect(readTimeValue('2025-11-14 17:48:47')).toEqual({ ms: null, problem: 'no-zone' });
    expect(readTime('2025-11-14')).toBeNull();
    expect(readTimeValue('yesterday')).toEqual({ ms: null, problem: 'unreadable' });
  });

  it('reads a date-time without a zone in the zone stated, and says it assumed it', () => {
    expect(readTimeValue('2025-11-14 17:48:47', 'UTC')).toEqual({ ms: instant, assumedZone: 'UTC' });
    expect(readTimeValue('2025-11-14 18:48:47', 'Europe/Paris')).toEqual({ ms: instant, assumedZone: 'Europe/Paris' });
    // A time that states its own offset keeps it, whatever zone was stated.
    expect(readTimeValue('2025-11-14T17:48:47Z', 'Europe/Paris')).toEqual({ ms: instant, assumedZone: null });
  });

  it('tells epoch seconds from milliseconds by magnitude', () => {
    expect(readTime(instant / 1000)).toBe(instant);
    expect(readTime(instant)).toBe(instant);
  });

  it('reads no time in a number that cannot be a plausible one', () => {
    expect(readTime(42)).toBeNull();
    expect(readTime(-instant)).toBeNull();
    expect(readTime(instant * 1000)).toBeNull();
    expect(readTime(Number.NaN)).toBeNull();
    expect(readTime(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('has bounds where seconds and milliseconds cannot meet', () => {
    expect(epochMs(EARLIEST_TIME_MS / 1000)).toBe(EARLIEST_TIME_MS);
    expect(epochMs(LATEST_TIME_MS / 1000 - 1)).toBe(LATEST_TIME_MS - 1000);
    expect(epochMs(LATEST_TIME_MS / 1000)).toBeNull();
    expect(epochMs(EARLIEST_TIME_MS)).toBe(EARLIEST_TIME_MS);
    expect(epochMs(EARLIEST_TIME_MS - 1)).toBeNull();
    expect(LATEST_TIME_MS / 1000).toBeLessThan(EARLIEST_TIME_MS);
  });
});
