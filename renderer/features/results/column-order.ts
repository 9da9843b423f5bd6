import type { ColumnLayout } from '../../../common/ipc/contract';
import { isIdentifierPath } from '../../../common/records/vocabulary/message-roles';
import type { MessageRole } from '../../../common/records/vocabulary/message-roles';
import type { RoleFields } from '../../../common/records/vocabulary/role-fields';
import { gridRoleOf } from './role-columns';

/**
 * Where a column goes by default, from the role the message vocabulary reads in it. The order an
 * agent reads a message in: when, which way, who (name, then number), what was said, how it went;
 * then everything else in the server's order; identifiers last, since they are for copying, not
 * reading. A record shape without roles simply lands in "everything else", in the server's order.
 */
export const READING_ORDER: readonly MessageRole[] = ['time', 'direction', 'contactName', 'contactNumber', 'text', 'status'];
export const REST_RANK = READING_ORDER.length;
const IDS = REST_RANK + 1;

export function columnRank(column: string, fields: RoleFields): number {
  const role = gridRoleOf(column, fields);
  const rank = role ? READING_ORDER.indexOf(role) : -1;
  if (rank >= 0) return rank;
  return role === 'id' || isIdentifierPath(column) ? IDS : REST_RANK;
}

/** The message text: it takes whatever width the other columns leave. */
export function isBodyColumn(column: string, fields: RoleFields): boolean {
  return fields.text === column;
}

/** The default order: by rank, the server's order within a rank (a stable sort). */
export function defaultColumnOrder(columns: readonly string[], fields: RoleFields): string[] {
  return columns
    .map((column, index) => ({ column, index, rank: columnRank(column, fields) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.column);
}

/**
 * The columns in the user's saved order; columns the layout does not name (fields that appeared
 * since) follow, in default order. Saved names the rows no longer have are left out.
 */
export function orderColumns(columns: readonly string[], layout: ColumnLayout | null, fields: RoleFields): string[] {
  if (!layout) return defaultColumnOrder(columns, fields);
  const present = new Set(columns);
  const placed = layout.order.filter((column) => present.has(column));
  const placedSet = new Set(placed);
  return [
    ...placed,
    ...defaultColumnOrder(
      columns.filter((column) => !placedSet.has(column)),
      fields,
    ),
  ];
}

/** The order after moving one column by `offset` places (clamped at either end). */
export function moveColumn(order: readonly string[], column: string, offset: number): string[] {
  const from = order.indexOf(column);
  if (from < 0) return [...order];
  const to = Math.min(order.length - 1, Math.max(0, from + offset));
  const next = order.filter((name) => name !== column);
  next.splice(to, 0, column);
  return next;
}
