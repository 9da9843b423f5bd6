import { describe, expect, it } from 'vitest';
import { groupByLocation, stackByLocation } from './by-location';

const row = (locationId: string, hour: string, n: number) => ({ locationId, item: { n, created_at: `2025-06-01T${hour}:10:00Z` } });

describe('rows by location', () => {
  it('stack per bucket and location', () => {
    const rows = [row('a', '10', 1), row('b', '10', 2), row('a', '10', 3), row('b', '11', 4)];
    const stacks = stackByLocation(rows, (item) => String(item.created_at).slice(0, 13));
    expect([...stacks].map(([bucket, stack]) => [bucket, Object.fromEntries(stack)])).toEqual([
      ['2025-06-01T10', { a: 2, b: 1 }],
      ['2025-06-01T11', { b: 1 }],
    ]);
  });

  it('group in the locations order, keeping each location its own order', () => {
    const rows = [row('b', '10', 1), row('a', '10', 2), row('b', '09', 3), row('a', '08', 4)];
    expect(groupByLocation(rows, ['a', 'b']).map((r) => r.item.n)).toEqual([2, 4, 1, 3]);
  });
});
