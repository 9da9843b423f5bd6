// Rows of a search across locations keep the location they came from, so anything that splits
// results by location (the activity chart's stack, the grid's groups) is one function over them.
import type { LocatedRow } from '../ipc/across-locations-data';

/** Per bucket (e.g. an hour), the number of rows of each location; rows without a bucket are left out. */
export function stackByLocation<Bucket>(rows: Iterable<LocatedRow>, bucketOf: (item: Record<string, unknown>) => Bucket | undefined): Map<Bucket, Map<string, number>> {
  const stacks = new Map<Bucket, Map<string, number>>();
  for (const { locationId, item } of rows) {
    const bucket = bucketOf(item);
    if (bucket === undefined) continue;
    const stack = stacks.get(bucket) ?? new Map<string, number>();
    stack.set(locationId, (stack.get(locationId) ?? 0) + 1);
    stacks.set(bucket, stack);
  }
  return stacks;
}

/** The rows by location, in the order of `locationIds`, each location's rows in the order they came (a stable sort). */
export function groupByLocation(rows: readonly LocatedRow[], locationIds: readonly string[]): LocatedRow[] {
  const rank = new Map(locationIds.map((id, index) => [id, index]));
  return [...rows].sort((a, b) => (rank.get(a.locationId) ?? 0) - (rank.get(b.locationId) ?? 0));
}
