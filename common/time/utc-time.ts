// Browser-safe: used by the CSV writer (main) and by copies from the grid (renderer).

/** An RFC 3339 date-time with an explicit offset, as APIs send instants. */
export const RFC3339_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[Tt ](\d{2}:\d{2}:\d{2})(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;

/**
 * The same instant written in UTC (`2024-05-01T12:00:00+02:00` → `2024-05-01T10:00:00Z`), so a
 * file never mixes offsets. The fraction is kept digit for digit (offsets are whole minutes, so
 * they never change it). Anything else, including a date-time without an offset (whose instant
 * is unknown), is returned as it is.
 */
export function toUtcIso(value: string): string {
  const match = RFC3339_DATE_TIME.exec(value);
  if (!match) return value;
  const [, day, time, fraction = '', offset = 'Z'] = match;
  if (offset.toUpperCase() === 'Z') return `${day}T${time}${fraction}Z`;
  const instant = Date.parse(`${day}T${time}${offset}`);
  if (Number.isNaN(instant)) return value;
  return `${new Date(instant).toISOString().slice(0, 19)}${fraction}Z`;
}
