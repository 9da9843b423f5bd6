import { describe, expect, it } from 'vitest';
import { countTicks, tickLabels, tickSteps } from './tick-steps';

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

describe('the count axis', () => {
  it('gives a short chart a scale: 0, then whole steps of 1, 2 or 5 × 10ⁿ up to the tallest bar, at most three', () => {
    expect(countTicks(0, 110)).toEqual([0, 1]);
    expect(countTicks(1, 110)).toEqual([0, 1]);
    expect(countTicks(3, 110)).toEqual([0, 1, 2, 3]);
    expect(countTicks(7, 110)).toEqual([0, 5, 10]);
    expect(countTicks(11, 110)).toEqual([0, 5, 10, 15]);
    expect(countTicks(240, 110)).toEqual([0, 100, 200, 300]);
    expect(countTicks(2400, 110)).toEqual([0, 1000, 2000, 3000]);
  });

  it('takes two steps at most on a short plot, whose labels would touch', () => {
    expect(countTicks(3, 76)).toEqual([0, 2, 4]);
    expect(countTicks(6, 76)).toEqual([0, 5, 10]);
    expect(countTicks(1, 76)).toEqual([0, 1]);
  });

  it('never ticks at a fraction of a message, nor more than four times', () => {
    for (let max = 0; max < 5000; max += 7) {
      for (const [height, most] of [
        [110, 4],
        [76, 3],
      ] as const) {
        const ticks = countTicks(max, height);
        expect(ticks.every(Number.isInteger)).toBe(true);
        expect(ticks.length).toBeLessThanOrEqual(most);
        expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
      }
    }
  });
});
