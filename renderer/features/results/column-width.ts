import { columnRank } from './column-order';

export const MIN_COLUMN_WIDTH = 60;
export const MAX_COLUMN_WIDTH = 1200;

/**
 * The agent-first columns fit a 1024 px window together (the message takes what is left); the
 * time is wide enough for "Nov 14, 2025, 06:48:47 PM", the contact for a name and a number.
 */
const BY_RANK: Readonly<Record<number, number>> = { 0: 200, 1: 100, 2: 250, 4: 300, 5: 115 };

/** A first guess from the column's name: message text wide, ids and times medium, the rest narrow. */
export function defaultWidth(column: string): number {
  const byRank = BY_RANK[columnRank(column)];
  if (byRank) return byRank;
  const name = column.toLowerCase();
  if (/(^|\.)(body|text|message)$/.test(name)) return 360;
  if (name.endsWith('id')) return 200;
  // Wide enough for "Nov 14, 2025, 06:48:47 PM" and the zone beside the column's name.
  if (/(time|_at|date)$/.test(name)) return 215;
  if (/(phone|number|from|to)$/.test(name)) return 160;
  if (/name$/.test(name)) return 170;
  return 130;
}

export function clampWidth(width: number): number {
  return Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, Math.round(width)));
}
