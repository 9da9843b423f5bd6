import { describe, expect, it } from 'vitest';
import type { Figure } from './figures';
import { formatJson, formatTable, meetsTarget, percentile } from './figures';

const figures: Figure[] = [
  { key: 'scroll_step_work_p95_ms', value: 9.5, unit: 'ms', target: { comparison: '<=', value: 8 } },
  { key: 'first_row_ms', value: 120, unit: 'ms' },
];

describe('bench figures', () => {
  it('prints every figure and every target on the one JSON line', () => {
    expect(JSON.parse(formatJson(figures))).toEqual({
      scroll_step_work_p95_ms: 9.5,
      first_row_ms: 120,
      targets: { scroll_step_work_p95_ms: '<= 8' },
    });
  });

  it('says which figure misses its target', () => {
    expect(meetsTarget(figures[0] as Figure)).toBe(false);
    expect(meetsTarget(figures[1] as Figure)).toBe(true);
    expect(formatTable(figures)).toMatch(/scroll_step_work_p95_ms\s+9\.5 ms\s+<= 8\s+MISSES target/);
  });

  it('takes the nearest-rank percentile', () => {
    const values = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(values, 0.95)).toBe(95);
    expect(percentile([3, 1, 2], 0.5)).toBe(2);
  });
});
