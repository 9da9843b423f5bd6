import type { ColumnLayout } from '../../../common/ipc/contract';

/**
 * Where a column goes by default, from its (flattened) name. The order an agent reads a message
 * in: when, which way, who (name, then number), what was said, how it went; then everything else
 * in the server's order; identifiers last, since they are for copying, not reading. A record
 * shape the app has never seen simply lands in "everything else", in the server's order.
 */
const RANKS: readonly [rank: number, pattern: RegExp][] = [
  [0, /^(created_at|createdat|created|date_created|date_sent|sent_at|timestamp|time|date)$/],
  [1, /^direction$/],
  [2, /^(contact\.)?(display_)?name$|^contact_name$/],
  [3, /^contact\.(phone|phone_number|number)$|^contact_(phone|number)$/],
  [4, /^(body|text|message|content)$/],
  [5, /^status$/],
];
const REST = 6;
const IDS = 7;
const IDENTIFIER = /(^|[._])id$|[a-z]Id$|^sid$/;

export function columnRank(column: string): number {
  const name = column.toLowerCase();
  for (const [rank, pattern] of RANKS) if (pattern.test(name)) return rank;
  return IDENTIFIER.test(column) ? IDS : REST;
}

/** The message text: it takes whatever width the other columns leave. */
export function isBodyColumn(column: string): boolean {
  return columnRank(column) === 4;
}

/** The default order: by rank, the server's order within a rank (a stable sort). */
export function defaultColumnOrder(columns: readonly string[]): string[] {
  return columns
    .map((column, index) => ({ column, index, rank: columnRank(column) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.column);
}

/**
 * The columns in the user's saved order; columns the layout does not name (fields that appeared
 * since) follow, in default order. Saved names the rows no longer have are left out.
 */
export function orderColumns(columns: readonly string[], layout: ColumnLayout | null): string[] {
  if (!layout) return defaultColumnOrder(columns);
  const present = new Set(columns);
  const placed = layout.order.filter((column) => present.has(column));
  const placedSet = new Set(placed);
  return [...placed, ...defaultColumnOrder(columns.filter((column) => !placedSet.has(column)))];
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
