import { describe, expect, it } from 'vitest';
import { tickLabels, tickSteps } from './tick-steps';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('the time axis', () => {
  it('never ticks finer than a bar', () => {
    expect(Math.min(...tickSteps('day'))).toBe(DAY);
    expect(Math.min(...tickSteps('minute'))).toBe(60_000);
  });

  it('labels each tick on one line: the clock under hours, the date at midnight, the day, the month, the year', () => {
    const labels = tickLabels('UTC');
    const midnight = Date.UTC(2025, 10, 14);
    const [clock, date] = labels([midnight + 14 * HOUR, midnight], HOUR);
    expect(clock).toBe('14:00');
    expect(date).toMatch(/Nov\D*14|14\D*Nov/);
    expect(labels([midnight], DAY)[0]).toMatch(/Nov\D*14|14\D*Nov/);
    expect(labels([midnight], 30 * DAY)[0]).toMatch(/Nov\D*2025/);
    expect(labels([midnight], 365 * DAY)[0]).toBe('2025');
    for (const step of [HOUR, DAY, 30 * DAY, 365 * DAY]) expect(labels([midnight + 14 * HOUR], step)[0]).not.toContain('\n');
  });

  it('reads the ticks in the zone shown', () => {
    expect(tickLabels('Asia/Tokyo')([Date.UTC(2025, 10, 14, 14)], HOUR)[0]).toBe('23:00');
  });
});
