export const MIN_COLUMN_WIDTH = 60;
export const MAX_COLUMN_WIDTH = 1200;

/** A first guess from the column's name: message text wide, ids and times medium, the rest narrow. */
export function defaultWidth(column: string): number {
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
