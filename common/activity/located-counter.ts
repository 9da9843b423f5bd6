// The activity chart of a search across locations: the same counter as one location's, with a
// stacking by where each row came from (the rows carry their location: LocatedRow), and for a
// list of numbers one by the listed number whose search found the row.
import type { LocatedRow } from '../ipc/across-locations-data';
import type { ActivityCounterOptions, ActivityCounter } from './activity-counter';
import { createActivityCounter } from './activity-counter';
import type { ActivityCounts } from '../ipc/activity-data';
import { NO_VALUE, OTHER_VALUE, STACKINGS } from './stackings';

export interface LocatedCounter {
  add(rows: readonly LocatedRow[]): void;
  counts(): ActivityCounts;
}

export interface LocatedCounterOptions extends Omit<ActivityCounterOptions, 'stackings' | 'seriesFirst'> {
  /** The location series in this order. */
  locationIds?: readonly string[] | undefined;
  /**
   * The listed numbers searched (a list of numbers), in the list's order: counted by number too.
   * The number is the one the row's search sent, never the record's contact: the server decides
   * what a number matches, so the record alone cannot say which listed number found it.
   */
  numbers?: readonly string[] | undefined;
}

/**
 * Counts rows across locations by status, direction and location (its name as `nameOf` gives it;
 * `locationIds` lists the series in that order), and by number for a list of numbers.
 * Each batch is added at once, as one location's page is; the rows are read by `fields`, the
 * connection's one detection as the view reads it.
 */
export function createLocatedCounter(nameOf: (locationId: string) => string, options: LocatedCounterOptions = {}): LocatedCounter {
  // The names (and numbers) of the batch being added, by position: the counter asks for a record's label with its position.
  let names: readonly string[] = [];
  let numbers: readonly string[] = [];
  const known = new Map<string, string>();
  const name = (locationId: string) => {
    let found = known.get(locationId);
    if (found === undefined) known.set(locationId, (found = nameOf(locationId)));
    return found;
  };
  const { locationIds = [], numbers: listed, ...counterOptions } = options;
  const counter: ActivityCounter = createActivityCounter({
    ...counterOptions,
    stackings: {
      ...STACKINGS,
      location: (_record, position) => names[position] ?? NO_VALUE,
      ...(listed && { number: (_record, position) => numbers[position] ?? NO_VALUE }),
    },
    // The legend in the strip's order, every location (and number) listed even before its first row.
    seriesFirst: { location: locationIds.map(name), ...(listed && { number: listed }) },
  });
  return {
    add(rows) {
      names = rows.map((row) => name(row.locationId));
      if (listed) numbers = rows.map((row) => row.number ?? NO_VALUE);
      counter.add(rows.map((row) => row.item));
      names = [];
      numbers = [];
    },
    counts: () => withOtherNumbers(counter.counts(), listed),
  };
}

/** A list's "(other)" series holds the listed numbers the legend had no room for: it says how many. */
function withOtherNumbers(counts: ActivityCounts, listed: readonly string[] | undefined): ActivityCounts {
  const byNumber = counts.stacks.number;
  if (!listed || !byNumber?.series.includes(OTHER_VALUE)) return counts;
  const named = byNumber.series.filter((label) => label !== OTHER_VALUE && label !== NO_VALUE).length;
  return { ...counts, stacks: { ...counts.stacks, number: { ...byNumber, otherHolds: new Set(listed).size - named } } };
}
