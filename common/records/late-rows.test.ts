import { describe, expect, it } from 'vitest';
import type { LocatedRow } from '../ipc/across-locations-data';
import { withLateRowsInPlace } from './late-rows';

const row = (locationId: string, minute: number, late?: true): LocatedRow => ({
  locationId,
  item: { id: `${locationId}${minute}`, created_at: `2025-06-01T10:${String(minute).padStart(2, '0')}:00Z` },
  ...(late && { late }),
});

describe('rows a retried location sent late', () => {
  it('go to their time in the merged list, ties keeping the order main placed them in', () => {
    const rows = [row('a', 59), row('b', 50), row('b', 40), row('b', 30), row('a', 57, true), row('a', 40, true)];
    expect(withLateRowsInPlace(rows, 'created_at').map((located) => located.item.id)).toEqual(['a59', 'a57', 'b50', 'b40', 'a40', 'b30']);
  });

  it('leave the list as it is when none came late', () => {
    const rows = [row('a', 59), row('b', 50)];
    expect(withLateRowsInPlace(rows, 'created_at')).toBe(rows);
  });
});
