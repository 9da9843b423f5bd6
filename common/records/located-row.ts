// Where a row of a search across locations came from, as columns: the same two columns lead
// the grid, every copy and every export file of such a search.

/** One result and the location it came from: the grid's Location column, a chart's stack by location. */
export interface LocatedRow {
  locationId: string;
  /** The listed number whose search found it (a search for a list of numbers). */
  number?: string;
  item: Record<string, unknown>;
  /**
   * Merged, but newer than rows already placed: its search was resumed by Retry (or set aside by
   * "Show the others now") after the others had gone on without it. It is shown where it lands,
   * marked, so no row already read moves.
   */
  late?: true;
}

/** The location's id, then its name: first in the grid's columns and in every file. */
export const LOCATION_ID_COLUMN = 'Location';
export const LOCATION_NAME_COLUMN = 'Location name';
export const LOCATION_COLUMNS = [LOCATION_ID_COLUMN, LOCATION_NAME_COLUMN] as const;
/**
 * The listed number whose search found the row, after the location's columns. The record's own
 * contact number does not tell it: the server decides what a number matches (the demo also
 * matches the location's own line), so one message can be found by two listed numbers.
 */
export const SEARCHED_NUMBER_COLUMN = 'Number searched';
/** Every column a row of a merged search may lead with. */
export const LEADING_COLUMNS: readonly string[] = [...LOCATION_COLUMNS, SEARCHED_NUMBER_COLUMN];

/**
 * A flattened row with where it came from first. A record field named like a location column is
 * kept, renamed visibly to "<name> (record)", or "(record 2)", "(record 3)"... when the record has
 * that name too: no field ever takes another's place.
 */
export function withLocation(flat: Record<string, unknown>, locationId: string, name: string, number?: string): Record<string, unknown> {
  const row: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  row[LOCATION_ID_COLUMN] = locationId;
  row[LOCATION_NAME_COLUMN] = name;
  if (number !== undefined) row[SEARCHED_NUMBER_COLUMN] = number;
  const leading: readonly string[] = number === undefined ? LOCATION_COLUMNS : LEADING_COLUMNS;
  for (const key in flat) {
    if (!leading.includes(key)) row[key] = flat[key];
  }
  for (const key of leading) {
    if (!Object.hasOwn(flat, key)) continue;
    let renamed = `${key} (record)`;
    for (let suffix = 2; Object.hasOwn(row, renamed) || Object.hasOwn(flat, renamed); suffix += 1) renamed = `${key} (record ${suffix})`;
    row[renamed] = flat[key];
  }
  return row;
}

/** What JSON formats keep of such a row: the server's record whole, beside where it came from (and the number searched). */
export function locatedRecord(item: Record<string, unknown>, locationId: string, name: string, number?: string): Record<string, unknown> {
  return { location: { id: locationId, name }, ...(number !== undefined && { numberSearched: number }), message: item };
}
