// Where a row of a search across locations came from, as columns: the same two columns lead
// the grid, every copy and every export file of such a search.

/** The location's id, then its name: first in the grid's columns and in every file. */
export const LOCATION_ID_COLUMN = 'Location';
export const LOCATION_NAME_COLUMN = 'Location name';
export const LOCATION_COLUMNS = [LOCATION_ID_COLUMN, LOCATION_NAME_COLUMN] as const;

const taken: ReadonlySet<string> = new Set(LOCATION_COLUMNS);

/** A flattened row with where it came from first; a record field of the same name is kept, as "<name> (record)". */
export function withLocation(flat: Record<string, unknown>, locationId: string, name: string): Record<string, unknown> {
  const row: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  row[LOCATION_ID_COLUMN] = locationId;
  row[LOCATION_NAME_COLUMN] = name;
  for (const key in flat) row[taken.has(key) ? `${key} (record)` : key] = flat[key];
  return row;
}

/** What JSON formats keep of such a row: the server's record whole, beside where it came from. */
export function locatedRecord(item: Record<string, unknown>, locationId: string, name: string): Record<string, unknown> {
  return { location: { id: locationId, name }, message: item };
}
