// Browser-safe: used by the CSV writer (main) and by copies from the grid (renderer).
import { instantOfText } from './time-text';

/** An RFC 3339 date-time with an explicit offset, as APIs send instants. */
export const RFC3339_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[Tt ](\d{2}:\d{2}:\d{2})(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;

/** The fraction of an ISO 8601 text, digit for digit (`.123456`), or '' (RFC 2822 has none). */
const FRACTION = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}[.,](\d+)/;

/**
 * The same instant written in RFC 3339 UTC (`2024-05-01T12:00:00+02:00`, `2024-05-01 12:00:00+0200`
 * and `Wed, 01 May 2024 12:00:00 +0200` → `2024-05-01T10:00:00Z`), so a file never mixes offsets
 * or forms. The fraction is kept digit for digit (offsets are whole minutes, so they never change
 * it). Anything else, including a date-time without an offset (whose instant is unknown), is
 * returned as it is.
 */
export function toUtcIso(value: string): string {
  const instant = instantOfText(value);
  if (instant === null) return value;
  const fraction = FRACTION.exec(value.trim())?.[1];
  return `${new Date(instant).toISOString().slice(0, 19)}${fraction ? `.${fraction}` : ''}Z`;
}

/** An instant in epoch ms as RFC 3339 UTC, milliseconds kept only when it has some. */
export function msToUtcIso(ms: number): string {
  const iso = new Date(ms).toISOString();
  return iso.endsWith('.000Z') ? `${iso.slice(0, 19)}Z` : iso;
}
