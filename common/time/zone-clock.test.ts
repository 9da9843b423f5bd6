import { describe, expect, it } from 'vitest';
import { instantInZone, startOfDay, wallClockAt } from './zone-clock';

const midnight = Date.UTC(2026, 9, 1);
const wall = { year: 2026, month: 10, day: 1, hour: 0, minute: 0, second: 0, millisecond: 0 };

describe('instantInZone: a wall clock in a zone', () => {
  it('reads UTC as it is, a named zone with its offset of that day', () => {
    expect(instantInZone(wall, 'UTC')).toBe(midnight);
    expect(instantInZone(wall, 'Europe/Paris')).toBe(midnight - 2 * 3_600_000);
    expect(instantInZone(wall, 'America/New_York')).toBe(midnight + 4 * 3_600_000);
    expect(instantInZone({ ...wall, month: 12 }, 'America/New_York')).toBe(Date.UTC(2026, 11, 1) + 5 * 3_600_000);
    expect(instantInZone(wall, 'Asia/Kolkata')).toBe(midnight - 5.5 * 3_600_000);
  });

  it('keeps the milliseconds', () => {
    expect(instantInZone({ ...wall, millisecond: 250 }, 'Europe/Paris')).toBe(midnight - 2 * 3_600_000 + 250);
  });

  it('reads a clock that occurs twice (clocks going back) as the first', () => {
    // 2026-11-01 01:30 occurs at 05:30Z (EDT) and at 06:30Z (EST) in New York.
    expect(instantInZone({ ...wall, month: 11, hour: 1, minute: 30 }, 'America/New_York')).toBe(Date.UTC(2026, 10, 1, 5, 30));
  });

  it('moves a clock skipped by a jump forward by the jump, never before its day', () => {
    // 2026-03-08 02:30 does not exist in New York: clocks go from 02:00 EST to 03:00 EDT (07:00Z).
    expect(instantInZone({ ...wall, month: 3, day: 8, hour: 2, minute: 30 }, 'America/New_York')).toBe(Date.UTC(2026, 2, 8, 7, 30));
  });
});

describe('wallClockAt and startOfDay', () => {
  it('shows an instant as the zone writes it, milliseconds included', () => {
    expect(wallClockAt(midnight + 1_234, 'America/New_York')).toEqual({
      year: 2026,
      month: 9,
      day: 30,
      hour: 20,
      minute: 0,
      second: 1,
      millisecond: 234,
    });
    expect(wallClockAt(-1, 'UTC')).toEqual({ year: 1969, month: 12, day: 31, hour: 23, minute: 59, second: 59, millisecond: 999 });
  });

  it('finds the midnight a day starts at, days back across a month and a DST change', () => {
    const noon = Date.UTC(2026, 10, 2, 17); // Nov 2, 12:00 EST
    expect(startOfDay(noon, 'America/New_York')).toBe(Date.UTC(2026, 10, 2, 5));
    // Nov 1 is 25 hours long in New York: its midnight is still EDT.
    expect(startOfDay(noon, 'America/New_York', 1)).toBe(Date.UTC(2026, 10, 1, 4));
    expect(startOfDay(noon, 'America/New_York', 2)).toBe(Date.UTC(2026, 9, 31, 4));
  });
});
