import type { RoleFields } from '../../../common/records/vocabulary/role-fields';
import type { SortState } from '../results/sort-rows';

/** The row shown in the details: the record as its server sent it, and the location it came from. */
export interface OpenedRow {
  item: Record<string, unknown>;
  locationId: string;
}

/**
 * The rows of any search session as its grid shows them (one location, several, a list of
 * numbers), by display index: what the workspace's panes (details, conversation, row menu, find,
 * copy) read, whichever session gave the rows.
 */
export interface GridRows {
  rowCount: number;
  /** Rows of unloaded pages above the first loaded one: a display index less it reads a loaded row. */
  rowOffset: number;
  /** The row as the grid shows it (flattened). */
  rowAt: (index: number) => Record<string, unknown> | undefined;
  /** What a JSON copy holds (the record, beside its location when several are searched). */
  recordAt: (index: number) => Record<string, unknown> | undefined;
  /** The record as its server sent it: details, the conversation's number. */
  itemAt: (index: number) => Record<string, unknown> | undefined;
  /** The location a row came from: where its conversation opens. */
  locationAt: (index: number) => string | undefined;
  visibleColumns: readonly string[];
  /** The shown columns plus the contact's number shown in the contact's cell: what a copy holds. */
  copyColumns: readonly string[];
  /** Every column the rows have: text copies find a message's fields among them. */
  allColumns: readonly string[];
  fields: RoleFields;
  sort: SortState | null;
  clearSort: () => void;
  /** The row in the details, if any. */
  opened: OpenedRow | null;
  open: (index: number) => void;
  close: () => void;
}
