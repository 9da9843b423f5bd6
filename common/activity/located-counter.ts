// The activity chart of a search across locations: the same counter as one location's, with a
// stacking by where each row came from (the rows carry their location: LocatedRow).
import type { LocatedRow } from '../ipc/across-locations-data';
import type { ActivityCounterOptions, ActivityCounter } from './activity-counter';
import { createActivityCounter } from './activity-counter';
import type { ActivityCounts } from '../ipc/activity-data';
import { NO_VALUE, STACKINGS } from './stackings';

export interface LocatedCounter {
  add(rows: readonly LocatedRow[]): void;
  counts(): ActivityCounts;
}

/**
 * Counts rows across locations by status, direction and location (its name as `nameOf` gives it;
 * `locationIds` lists the series in that order).
 * Each batch is added at once, as one location's page is, so the time field is decided on as many
 * rows as the single-location chart decides it on.
 */
export function createLocatedCounter(
  nameOf: (locationId: string) => string,
  options: Omit<ActivityCounterOptions, 'stackings' | 'seriesFirst'> & { locationIds?: readonly string[] } = {},
): LocatedCounter {
  // The names of the batch being added, by position: the counter asks for a record's label with its position.
  let names: readonly string[] = [];
  const known = new Map<string, string>();
  const name = (locationId: string) => {
    let found = known.get(locationId);
    if (found === undefined) known.set(locationId, (found = nameOf(locationId)));
    return found;
  };
  const { locationIds = [], ...counterOptions } = options;
  const counter: ActivityCounter = createActivityCounter({
    ...counterOptions,
    stackings: { ...STACKINGS, location: (_record, position) => names[position] ?? NO_VALUE },
    // The legend in the strip's order, every location listed even before its first row.
    seriesFirst: { location: locationIds.map(name) },
  });
  return {
    add(rows) {
      names = rows.map((row) => name(row.locationId));
      counter.add(rows.map((row) => row.item));
      names = [];
    },
    counts: () => counter.counts(),
  };
}
