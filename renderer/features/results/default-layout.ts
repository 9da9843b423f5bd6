import { roleOfColumn, roleValue } from '../../../common/records/vocabulary/message-vocabulary';
import { bindingPaths, readingOf } from '../../../common/records/vocabulary/role-fields';
import type { RoleFields } from '../../../common/records/vocabulary/role-fields';
import type { MessageRole } from '../../../common/records/vocabulary/message-roles';
import { READING_ORDER } from './column-order';
import { roleOfRoleColumn } from '../../../common/records/vocabulary/role-columns';
import { gridRoleOf } from './role-columns';

const SHOWN_BY_DEFAULT = new Set(READING_ORDER);

/**
 * The columns hidden while no layout is saved. A record with message text gets the agent-first
 * layout: time, direction, contact, message, status (the contact's number shown in the contact's
 * cell when both exist). A record shape without message text is unknown: every field stays shown.
 */
export function defaultHiddenColumns(columns: readonly string[], fields: RoleFields): string[] {
  const roles = columns.map((column) => gridRoleOf(column, fields));
  if (!roles.includes('text')) return [];
  const mergedNumber = roles.includes('contactName');
  // A role with a column of its own (role-columns.ts) shows there: its record fields wait under Columns.
  const ownColumn = new Set<MessageRole>(columns.flatMap((column) => roleOfRoleColumn(column) ?? []));
  if (ownColumn.has('contactNumber')) ownColumn.add('contactName');
  return columns.filter((column, index) => {
    const role = roles[index] ?? null;
    if (role === null || !SHOWN_BY_DEFAULT.has(role)) return true;
    if (roleOfRoleColumn(column) !== null) return false;
    return ownColumn.has(role) || (role === 'contactNumber' && mergedNumber);
  });
}

/** How a column's cells are drawn beyond plain text. */
export type CellRole =
  | { kind: 'status' }
  | { kind: 'direction' }
  /**
   * A time role's first column: `valueOf` reads the role through its whole list of fields (the
   * next one where this is empty), `zone` is the zone the user stated for times written without one.
   */
  | { kind: 'time'; valueOf: (row: Record<string, unknown>) => unknown; zone: string | undefined }
  /** A value shown in a short form, the whole value in its tooltip (a merged list's location names). */
  | { kind: 'short'; shortOf: (value: string) => string }
  /**
   * The contact's name; while the number's columns are hidden, `numberOf` reads the number into the
   * same cell. `nameOf`: the customer's role column reads the name from the record's name field.
   */
  | {
      kind: 'contact';
      numberColumns: string[];
      numberOf: ((row: Record<string, unknown>) => unknown) | null;
      nameOf?: (row: Record<string, unknown>) => unknown;
    }
  /** The message text; `missing`: the records have no text field, so each cell says so (as does a record without the field). */
  | { kind: 'text'; missing: boolean };

/**
 * The roles of the shown columns. The contact's name cell also shows the number while the number
 * column is hidden, so name and number share one cell (and are not shown twice when both are).
 */
export function cellRolesOf(shown: readonly string[], all: readonly string[], fields: RoleFields): Map<string, CellRole> {
  const shownSet = new Set(shown);
  const numberColumns = all.filter((column) => roleOfColumn(column, fields) === 'contactNumber');
  const numberHidden = numberColumns.length > 0 && numberColumns.every((column) => !shownSet.has(column));
  const roles = new Map<string, CellRole>();
  for (const column of shown) {
    const own = roleColumnRole(column, fields);
    if (own) {
      roles.set(column, own);
      continue;
    }
    const role = roleOfColumn(column, fields);
    if (role === 'status' || role === 'direction') roles.set(column, { kind: role });
    else if (role === 'text') roles.set(column, { kind: 'text', missing: false });
    else if (role === 'time' || role === 'deliveredTime') {
      const binding = fields[role]!;
      const first = bindingPaths(binding)[0] === column;
      roles.set(column, {
        kind: 'time',
        valueOf: (row) => (first ? roleValue(row, binding, fields) : row[column]),
        zone: readingOf(binding).zone,
      });
    } else if (role === 'contactName') {
      const numberOf = numberHidden ? (row: Record<string, unknown>) => roleValue(row, fields.contactNumber, fields) : null;
      roles.set(column, { kind: 'contact', numberColumns: numberHidden ? numberColumns : [], numberOf });
    }
  }
  return roles;
}

/** How a role column (role-columns.ts) is drawn: its cells hold the role's value as the vocabulary reads it. */
function roleColumnRole(column: string, fields: RoleFields): CellRole | null {
  const valueOf = (row: Record<string, unknown>) => row[column];
  switch (roleOfRoleColumn(column)) {
    case 'time':
      return { kind: 'time', valueOf, zone: fields.time === undefined ? undefined : readingOf(fields.time).zone };
    case 'direction':
    case 'status':
      return { kind: roleOfRoleColumn(column) as 'direction' | 'status' };
    case 'contactNumber': {
      const name = fields.contactName;
      return name === undefined
        ? null
        : { kind: 'contact', numberColumns: [], numberOf: valueOf, nameOf: (row) => roleValue(row, name, fields) };
    }
    case 'text':
      return { kind: 'text', missing: fields.text === undefined };
    case null:
      return null;
  }
}

/** The shown columns with the hidden number right after the contact cell that shows it: what a copy holds. */
export function withSharedCells(shown: readonly string[], roles: ReadonlyMap<string, CellRole>): string[] {
  return shown.flatMap((column) => {
    const role = roles.get(column);
    return role?.kind === 'contact' ? [column, ...role.numberColumns] : [column];
  });
}
