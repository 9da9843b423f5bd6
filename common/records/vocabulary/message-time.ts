import { RFC3339_DATE_TIME } from '../../time/utc-time';

// The contract shows no record fields, so a message's time is read from what the value looks
// like: an RFC 3339 date-time with its offset, or a number of seconds or milliseconds since 1970.

/** The earliest instant taken as a message's time: before SMS existed, a number is something else. */
export const EARLIEST_TIME_MS = Date.UTC(1990, 0, 1);
/** The latest: far enough ahead for scheduled messages, near enough that a count or an id is not read as one. */
export const LATEST_TIME_MS = Date.UTC(2100, 0, 1);

/**
 * Epoch seconds and milliseconds are told apart by magnitude: the plausible span in seconds
 * (6.3e8…4.1e9) and in milliseconds (6.3e11…4.1e12) do not overlap, so a number is one, the
 * other, or no time at all.
 */
export function epochMs(value: number): number | null {
  if (!Number.isFinite(value)) return null;
  const plausible = (ms: number) => ms >= EARLIEST_TIME_MS && ms < LATEST_TIME_MS;
  if (plausible(value * 1000)) return value * 1000;
  if (plausible(value)) return value;
  return null;
}

/** The instant of a value in epoch ms, or null when it is no readable time (a bare date, text, a small number). */
export function readTime(value: unknown): number | null {
  if (typeof value === 'number') return epochMs(value);
  if (typeof value !== 'string' || !RFC3339_DATE_TIME.test(value)) return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}
