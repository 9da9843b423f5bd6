/** The columns that say where a row came from, first in an export across locations. */
export const LOCATION_COLUMNS = ['Location', 'Location name'] as const;

/**
 * The row with where it came from first. A record field named like a location column is kept,
 * renamed visibly to "<name> (record)", or "(record 2)", "(record 3)"... when the record has that
 * name too: no field ever takes another's place.
 */
export function withLocation(flat: Record<string, unknown>, locationId: string, name: string): Record<string, unknown> {
  const row: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  row[LOCATION_COLUMNS[0]] = locationId;
  row[LOCATION_COLUMNS[1]] = name;
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
