// What a search across the locations of one connection answers (contract.ts: searchAcrossLocations).
import type { ExplorerError } from './contract-data';
import type { LocatedRow } from '../records/located-row';

export type { LocatedRow };

/** Where one search's own walk through its pages stands: a location's, or one listed number's at a location. */
export interface LocationProgress {
  locationId: string;
  name?: string;
  /** The listed number this search sent in the phone filter (a search for a list of numbers). */
  number?: string;
  /** Rows handed to the grid so far. */
  rows: number;
  pages: number;
  restarts: number;
  /** The location has no more results (its last page said it was the last). */
  ended: boolean;
  /** Why this location stopped; the others go on. Retrying the location clears it. */
  error?: ExplorerError;
  /** Rows placed late (see LocatedRow.late): sent after this search was retried or set aside. */
  lateRows?: number;
  /** The user chose "Show the others now" while the merge waited for it: its rows come when they come, marked if late. */
  setAside?: true;
  /** The last restart of this location's walk, in words. */
  notice?: string;
}

/**
 * merged: one list, newest first by `timeField`, checked on every page that arrived.
 * turns: not merged by time, because `reason` (shown as it is): each search's rows in its server's
 * order, the searches taking turns (common/paging/merge-order.ts), so none holds the others.
 */
export type AcrossOrder = { mode: 'merged'; timeField: string } | { mode: 'turns'; reason: string } | { mode: 'pending' };

/** One screenful of a search across locations. */
export interface AcrossLocationsScreen {
  rows: LocatedRow[];
  locations: LocationProgress[];
  order: AcrossOrder;
  /** Asks for the next screen of this session (opaque); also what a location retry names. */
  cursor: string;
  /** Some location can still give rows without being retried. */
  more: boolean;
}
