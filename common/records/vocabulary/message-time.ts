import { instantOfText, parseTimeText } from '../../time/time-text';
import { instantInZone } from '../../time/zone-clock';

// The contract shows no record fields, so a message's time is read from what the value looks
// like: a date-time text that states its zone (RFC 3339, ISO 8601 with any offset form, RFC 2822),
// a number of seconds or milliseconds since 1970, or a date-time without a zone when the user
// stated the zone those times are in. A zone is never guessed.

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

/** A time value as read: its instant, and the zone the app assumed because the user stated it (null when the value stated its own). */
export type TimeReading =
  | { ms: number; assumedZone: string | null }
  /** `no-zone`: a date-time that states no zone and none was stated for it; `unreadable`: no time at all. */
  | { ms: null; problem: 'no-zone' | 'unreadable' };

/**
 * Reads a value as a time. `zone` is the zone the user stated for times written without one
 * (`UTC` or an IANA name, already resolved from "the location's zone"); without it such a time
 * is not read.
 */
export function readTimeValue(value: unknown, zone?: string): TimeReading {
  if (typeof value === 'number') {
    const ms = epochMs(value);
    return ms === null ? { ms: null, problem: 'unreadable' } : { ms, assumedZone: null };
  }
  if (typeof value !== 'string') return { ms: null, problem: 'unreadable' };
  const text = parseTimeText(value);
  if (!text) return { ms: null, problem: 'unreadable' };
  if (text.offsetMinutes !== null) return { ms: instantOfText(value)!, assumedZone: null };
  if (zone === undefined) return { ms: null, problem: 'no-zone' };
  return { ms: instantInZone(text.wall, zone), assumedZone: zone };
}

/** The instant of a value in epoch ms, or null when it is no readable time (a bare date, text, a small number, a time without a zone none was stated for). */
export function readTime(value: unknown, zone?: string): number | null {
  return readTimeValue(value, zone).ms;
}
