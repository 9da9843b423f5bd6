import { describe, expect, it } from 'vitest';
import { EARLIEST_TIME_MS, LATEST_TIME_MS, epochMs, readTime } from './message-time';

const instant = Date.UTC(2025, 10, 14, 17, 48, 47);

describe('readTime', () => {
  it('reads RFC 3339 with an offset', () => {
    expect(readTime('2025-11-14T17:48:47Z')).toBe(instant);
    expect(readTime('2025-11-14T18:48:47.000+01:00')).toBe(instant);
  });

  it('does not read a date-time without an offset, a bare date or other text', () => {
    expect(readTime('2025-11-14T17:48:47')).toBeNull();
    expect(readTime('2025-11-14')).toBeNull();
    expect(readTime('yesterday')).toBeNull();
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
