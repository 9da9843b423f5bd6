// Where a row of a search across locations came from, as columns: the same two columns lead
// the grid, every copy and every export file of such a search.

/** One result and the location it came from: the grid's Location column, a chart's stack by location. */
export interface LocatedRow {
  locationId: string;
  item: Record<string, unknown>;
  /**
   * Merged, but newer than rows already placed: its location was resumed by Retry after the
   * others had gone on without it. The list puts it at its time; it never follows older rows.
   */
  late?: true;
}

/** The location's id, then its name: first in the grid's columns and in every file. */
export const LOCATION_ID_COLUMN = 'Location';
export const LOCATION_NAME_COLUMN = 'Location name';
export const LOCATION_COLUMNS = [LOCATION_ID_COLUMN, LOCATION_NAME_COLUMN] as const;

/**
 * A flattened row with where it came from first. A record field named like a location column is
 * kept, renamed visibly to "<name> (record)", or "(record 2)", "(record 3)"... when the record has
 * that name too: no field ever takes another's place.
 */
export function withLocation(flat: Record<string, unknown>, locationId: string, name: string): Record<string, unknown> {
  const row: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  row[LOCATION_ID_COLUMN] = locationId;
  row[LOCATION_NAME_COLUMN] = name;
  for (const key in flat) {
    if (!(LOCATION_COLUMNS as readonly string[]).includes(key)) row[key] = flat[key];
  }
  for (const key of LOCATION_COLUMNS) {
    if (!Object.hasOwn(flat, key)) continue;
    let renamed = `${key} (record)`;
    for (let suffix = 2; Object.hasOwn(row, renamed) || Object.hasOwn(flat, renamed); suffix += 1) renamed = `${key} (record ${suffix})`;
    row[renamed] = flat[key];
  }
  return row;
}

/** What JSON formats keep of such a row: the server's record whole, beside where it came from. */
export function locatedRecord(item: Record<string, unknown>, locationId: string, name: string): Record<string, unknown> {
  return { location: { id: locationId, name }, message: item };
}
