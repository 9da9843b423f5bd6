import { columnRank } from './column-order';

const CONTACT_NAME = 2;
const CONTACT_NUMBER = 3;
const BODY = 4;
const STATUS = 5;
/** What an agent reads a message by; the rest is one click away in Columns and always in the details. */
const SHOWN_BY_DEFAULT = new Set([0, 1, CONTACT_NAME, CONTACT_NUMBER, BODY, STATUS]);

/**
 * The columns hidden while no layout is saved. A record with message text gets the agent-first
 * layout: time, direction, contact, message, status (the contact's number shown in the contact's
 * cell when both exist). A record shape without message text is unknown: every field stays shown.
 */
export function defaultHiddenColumns(columns: readonly string[]): string[] {
  const ranks = columns.map(columnRank);
  if (!ranks.includes(BODY)) return [];
  const mergedNumber = ranks.includes(CONTACT_NAME);
  return columns.filter((_column, index) => {
    const rank = ranks[index] ?? -1;
    return !SHOWN_BY_DEFAULT.has(rank) || (rank === CONTACT_NUMBER && mergedNumber);
  });
}

/** How a column's cells are drawn beyond plain text. */
export type CellRole = { kind: 'code'; badge: boolean } | { kind: 'contact'; numberColumn: string | null };

/**
 * The roles of the shown columns. The contact's name cell also shows the number while the number
 * column is hidden, so name and number share one cell (and are not shown twice when both are).
 */
export function cellRolesOf(shown: readonly string[], all: readonly string[]): Map<string, CellRole> {
  const shownSet = new Set(shown);
  const hiddenNumber = all.find((column) => columnRank(column) === CONTACT_NUMBER && !shownSet.has(column)) ?? null;
  const roles = new Map<string, CellRole>();
  for (const column of shown) {
    const rank = columnRank(column);
    if (rank === 1 || rank === STATUS) roles.set(column, { kind: 'code', badge: rank === STATUS });
    else if (rank === CONTACT_NAME) roles.set(column, { kind: 'contact', numberColumn: hiddenNumber });
  }
  return roles;
}

/** The shown columns with the hidden number right after the contact cell that shows it: what a copy holds. */
export function withSharedCells(shown: readonly string[], roles: ReadonlyMap<string, CellRole>): string[] {
  return shown.flatMap((column) => {
    const role = roles.get(column);
    return role?.kind === 'contact' && role.numberColumn ? [column, role.numberColumn] : [column];
  });
}
