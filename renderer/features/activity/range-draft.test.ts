import { describe, expect, it } from 'vitest';
import { withPickedRange, withinSearch } from './range-draft';
import type { SearchFilters } from '../search/filters';

const DAY = 86_400_000;
const NOV_21 = Date.parse('2026-11-21T00:00:00Z');

describe('a picked bar as a search', () => {
  it('is cut to the search’s own range, as it was counted: the first day of Last 7 days starts at its start', () => {
    const searchFrom = NOV_21 + (23 * 60 + 11) * 60_000 + 45_123;
    expect(withinSearch(NOV_21, NOV_21 + DAY, searchFrom, undefined)).toEqual([searchFrom, NOV_21 + DAY]);
    expect(withinSearch(NOV_21 + DAY, NOV_21 + 2 * DAY, searchFrom, undefined)).toEqual([NOV_21 + DAY, NOV_21 + 2 * DAY]);
    expect(withinSearch(NOV_21, NOV_21 + DAY, undefined, NOV_21 + 10 * 3_600_000)).toEqual([NOV_21, NOV_21 + 10 * 3_600_000]);
  });

  it('is typed to the millisecond where it does not start on a minute, and as whole minutes where it does', () => {
    const filters = { range: '7d' } as unknown as SearchFilters;
    const picked = withPickedRange(filters, NOV_21 + 45_123, NOV_21 + DAY, 'UTC');
    expect(picked).toMatchObject({ range: 'custom', createdFrom: '2026-11-21 00:00:45.123', createdTo: '2026-11-22 00:00' });
  });
});
