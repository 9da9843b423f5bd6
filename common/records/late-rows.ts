// A merged list across locations is newest first by one time field. A location resumed by Retry
// can send rows newer than some already shown (the others went on without it): main marks them
// late, and the list puts them at their time instead of after older rows.
import type { LocatedRow } from './located-row';
import { readTime } from './vocabulary/message-time';
import { valueAt } from './vocabulary/value-at';

/**
 * The rows newest first by `timeField`. Only the late rows can be out of place (main placed every
 * other row newest first, checked page by page), so without one the list is returned as it is.
 * The sort is stable: rows of the same time keep the order main placed them in.
 */
export function withLateRowsInPlace(rows: readonly LocatedRow[], timeField: string): readonly LocatedRow[] {
  if (!rows.some((row) => row.late)) return rows;
  const timeOf = (row: LocatedRow) => readTime(valueAt(row.item, timeField)) ?? Number.NaN;
  const times = new Map(rows.map((row) => [row, timeOf(row)]));
  // Main checked every merged row's time, so NaN cannot come; if it did, the row keeps its place at the end.
  const key = (row: LocatedRow) => {
    const time = times.get(row)!;
    return Number.isNaN(time) ? -Infinity : time;
  };
  return [...rows].sort((a, b) => key(b) - key(a));
}
