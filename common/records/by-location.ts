// Rows of a search across locations keep the location they came from, so splitting results by
// location (the grid's groups) is one function over them.
import type { LocatedRow } from './located-row';

/** The rows by location, in the order of `locationIds`, each location's rows in the order they came (a stable sort). */
export function groupByLocation(rows: readonly LocatedRow[], locationIds: readonly string[]): LocatedRow[] {
  const rank = new Map(locationIds.map((id, index) => [id, index]));
  return [...rows].sort((a, b) => (rank.get(a.locationId) ?? 0) - (rank.get(b.locationId) ?? 0));
}
