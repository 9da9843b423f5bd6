import type { LocatedRow } from '../../../common/ipc/contract';
import { flattenRecord, inferColumns } from '../../../common/records/flatten';
import { locatedRecord, withLocation } from '../../../common/records/located-row';

/** The rows of a search across locations as the grid reads them: the one-location grid's rows, the location first. */
export interface LocatedRows {
  count: number;
  /** Every column of the rows seen, the location's two first. */
  columns: string[];
  /** Flattened with the location's id and name (common/records/located-row.ts): what the grid, copies and files show. */
  flatAt: (index: number) => Record<string, unknown> | undefined;
  /** The record as its server sent it: details, the conversation's number. */
  itemAt: (index: number) => Record<string, unknown> | undefined;
  /** The record beside where it came from, as JSON copies and files hold it. */
  recordAt: (index: number) => Record<string, unknown> | undefined;
  locationAt: (index: number) => string | undefined;
  /** The listed number whose search found the row (a search for a list of numbers). */
  numberAt: (index: number) => string | undefined;
  /** The row came late (LocatedRow.late): the grid marks it where it landed. */
  lateAt: (index: number) => boolean;
}

// Rows are kept from screen to screen (a sort may change their order): each is flattened once.
const flattened = new WeakMap<LocatedRow, Record<string, unknown>>();

function flatOf(row: LocatedRow, nameOf: (locationId: string) => string): Record<string, unknown> {
  let flat = flattened.get(row);
  if (!flat) {
    flat = withLocation(flattenRecord(row.item), row.locationId, nameOf(row.locationId), row.number);
    flattened.set(row, flat);
  }
  return flat;
}

export function locatedRowsOf(rows: readonly LocatedRow[], nameOf: (locationId: string) => string): LocatedRows {
  const flat = rows.map((row) => flatOf(row, nameOf));
  return {
    count: rows.length,
    columns: inferColumns(flat),
    flatAt: (index) => flat[index],
    itemAt: (index) => rows[index]?.item,
    recordAt: (index) => {
      const row = rows[index];
      return row && locatedRecord(row.item, row.locationId, nameOf(row.locationId), row.number);
    },
    locationAt: (index) => rows[index]?.locationId,
    numberAt: (index) => rows[index]?.number,
    lateAt: (index) => rows[index]?.late === true,
  };
}
