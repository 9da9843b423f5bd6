import { readMessage, roleValue } from './message-vocabulary';
import { bindingPaths, readingOf } from './role-fields';
import type { RoleFields } from './role-fields';

// A role the grid cannot show as one of the record's own columns — read through an ordered list
// of fields, a pair of ends, or a path into an array (`to[0].status`) — gets ONE column of its
// own, each cell read through the message vocabulary (readMessage, the reader the conversation
// uses). The grid, its copies and the files written from it hold the same cells; the raw fields
// stay under Columns. A role read from one plain column keeps that column, so a record shape
// whose roles are all plain fields shows exactly its own columns.

/** The roles that may get a column of their own, in the order an agent reads them. */
export const ROLE_COLUMN_ROLES = ['time', 'direction', 'contactNumber', 'text', 'status'] as const;
export type ColumnRole = (typeof ROLE_COLUMN_ROLES)[number];

/** Each role column's key: in brackets, a name no record field has in practice, read as a header in a file too. */
const COLUMN_OF: Readonly<Record<ColumnRole, string>> = {
  time: '[Time]',
  direction: '[Direction]',
  contactNumber: '[Contact]',
  text: '[Message]',
  status: '[Status]',
};
const ROLE_OF = new Map(Object.entries(COLUMN_OF).map(([role, column]) => [column, role as ColumnRole]));

export const TIME_ROLE_COLUMN = COLUMN_OF.time;
export const TEXT_ROLE_COLUMN = COLUMN_OF.text;

/** The role a role column reads, or null for a record's own column. */
export function roleOfRoleColumn(column: string): ColumnRole | null {
  return ROLE_OF.get(column) ?? null;
}

/**
 * The role columns rows with these columns need. None when every role found is one plain column
 * (the demo's own and "other" shapes). Otherwise one per role the grid reads that is not, and the
 * message's text too where the records have none, so each row says it has none.
 */
export function roleColumnsOf(columns: readonly string[], fields: RoleFields): string[] {
  const present = new Set(columns);
  const plain = (role: ColumnRole) => {
    const binding = fields[role];
    return typeof binding === 'string' && present.has(binding);
  };
  // A pair of plain columns beside the contact's name is already one cell: the name's, with the customer's end after it.
  const namedPair =
    fields.contactName !== undefined &&
    fields.contactNumber !== undefined &&
    bindingPaths(fields.contactNumber).every((path) => present.has(path));
  const needs: ColumnRole[] = ROLE_COLUMN_ROLES.filter(
    (role) => fields[role] !== undefined && !plain(role) && !(role === 'contactNumber' && namedPair),
  );
  // Records that write no direction say it by which end is the location's own number.
  if (fields.direction === undefined && fields.contactNumber !== undefined && readingOf(fields.contactNumber).pair) needs.push('direction');
  if (needs.length === 0) return [];
  if (fields.text === undefined) needs.push('text');
  return ROLE_COLUMN_ROLES.filter((role) => needs.includes(role)).map((role) => COLUMN_OF[role]);
}

// Per fields (a choice in Fields reads the rows anew), per row, with the columns they were read for.
const cellsByFields = new WeakMap<
  RoleFields,
  WeakMap<Record<string, unknown>, { columns: readonly string[]; cells: Record<string, unknown> }>
>();

/**
 * The flattened row with its role columns' cells, read through the vocabulary: the time and
 * status as sent (the grid shows them in the chosen zone and as badges; a file writes the time as
 * a time), the direction as sent or as the ends say it (in the vocabulary's words), the customer's number (both ends when
 * nothing says which is the customer's), the text. Kept per row: a scrolled grid reads each once.
 */
export function withRoleCells(row: Record<string, unknown>, roleColumns: readonly string[], fields: RoleFields): Record<string, unknown> {
  if (roleColumns.length === 0) return row;
  let cache = cellsByFields.get(fields);
  if (!cache) {
    cache = new WeakMap();
    cellsByFields.set(fields, cache);
  }
  const known = cache.get(row);
  if (known?.columns === roleColumns) return known.cells;
  const reading = readMessage(row, fields);
  const values: Record<ColumnRole, unknown> = {
    time: reading.timeSent,
    direction: reading.directionSent ?? reading.direction ?? undefined,
    contactNumber: reading.contactNumber ?? reading.contactEnds?.join(' / '),
    text: reading.text ?? undefined,
    status: roleValue(row, fields.status, fields),
  };
  const cells: Record<string, unknown> = { ...row };
  for (const column of roleColumns) {
    const role = roleOfRoleColumn(column);
    if (role !== null && values[role] !== undefined) cells[column] = values[role];
  }
  cache.set(row, { columns: roleColumns, cells });
  return cells;
}
