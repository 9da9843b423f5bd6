import { describe, expect, it } from 'vitest';
import { groupByLocation } from './by-location';

const row = (locationId: string, hour: string, n: number) => ({ locationId, item: { n, created_at: `2025-06-01T${hour}:10:00Z` } });

describe('rows by location', () => {
  it('group in the locations order, keeping each location its own order', () => {
    const rows = [row('b', '10', 1), row('a', '10', 2), row('b', '09', 3), row('a', '08', 4)];
    expect(groupByLocation(rows, ['a', 'b']).map((r) => r.item.n)).toEqual([2, 4, 1, 3]);
  });
});
