// How a time written as text is read. Browser-safe: used by the vocabulary (both processes), the
// grid and the exports. Real servers write instants in several standard forms; each is read here
// once, so the grid, the thread, the chart and the files never disagree about a time.

import type { WallClock } from './zone-clock';
import { instantInZone } from './zone-clock';

/** A time text read: its wall clock and, when the text states one, the offset from UTC in minutes. */
export interface TimeText {
  wall: WallClock;
  /** null when the text states no zone: its instant is unknown until the user states one. */
  offsetMinutes: number | null;
}

// ISO 8601 / RFC 3339: `T` or a space between date and clock, seconds optional, a fraction of any
// number of digits (`.` or `,`), and an offset in the extended (`+00:00`), basic (`+0000`) or
// hours-only (`+00`) form, `Z`, or none at all.
const ISO = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?\s?([Zz]|[+-]\d{2}(?::?\d{2})?)?$/;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

// RFC 2822 (and RFC 1123, as HTTP and many APIs write it): an optional weekday, a day, a month's
// name, a year, a clock, and a numeric offset or one of the zone names the RFC defines.
const RFC2822 =
  /^(?:(mon|tue|wed|thu|fri|sat|sun),\s*)?(\d{1,2})\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\s+(\d{4})\s+(\d{2}):(\d{2})(?::(\d{2}))?\s+([+-]\d{4}|ut|utc|gmt|z|[ecmp][sd]t)$/i;

/** The zone names RFC 2822 defines (its obsolete ones: US zones), in minutes from UTC. */
const RFC2822_ZONES: Readonly<Record<string, number>> = {
  ut: 0,
  utc: 0,
  gmt: 0,
  z: 0,
  est: -300,
  edt: -240,
  cst: -360,
  cdt: -300,
  mst: -420,
  mdt: -360,
  pst: -480,
  pdt: -420,
};

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function validWall(wall: WallClock): boolean {
  return (
    wall.month >= 1 &&
    wall.month <= 12 &&
    wall.day >= 1 &&
    wall.day <= daysIn(wall.year, wall.month) &&
    wall.hour <= 23 &&
    wall.minute <= 59 &&
    wall.second <= 59
  );
}

/** `+05:30`, `+0530`, `+05`, `Z` → minutes east of UTC; null when out of range. */
function offsetOf(text: string): number | null {
  if (text.toUpperCase() === 'Z') return 0;
  const digits = text.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2) || '0');
  if (hours > 23 || minutes > 59) return null;
  return (text.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
}

/** Reads a time text in one of the forms above; null for anything else (a bare date, words, an impossible day). */
export function parseTimeText(text: string): TimeText | null {
  const trimmed = text.trim();
  const iso = ISO.exec(trimmed);
  if (iso) {
    const [, year, month, day, hour, minute, second = '0', fraction = '', offset] = iso;
    const wall = {
      year: Number(year),
      month: Number(month),
      day: Number(day),
      hour: Number(hour),
      minute: Number(minute),
      second: Number(second),
      millisecond: Number(fraction.slice(0, 3).padEnd(3, '0')),
    };
    if (!validWall(wall)) return null;
    if (offset === undefined) return { wall, offsetMinutes: null };
    const offsetMinutes = offsetOf(offset);
    return offsetMinutes === null ? null : { wall, offsetMinutes };
  }
  const rfc = RFC2822.exec(trimmed);
  if (!rfc) return null;
  const [, weekday, day, month = '', year, hour, minute, second = '0', zone = ''] = rfc;
  const wall = {
    year: Number(year),
    month: MONTHS.indexOf(month.toLowerCase()) + 1,
    day: Number(day),
    hour: Number(hour),
    minute: Number(minute),
    second: Number(second),
    millisecond: 0,
  };
  if (!validWall(wall)) return null;
  // A weekday that is not the date's says the text is wrong somewhere: no instant is read from it.
  if (weekday && WEEKDAYS[new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay()] !== weekday.toLowerCase()) return null;
  const offsetMinutes = /^[+-]/.test(zone) ? offsetOf(zone) : (RFC2822_ZONES[zone.toLowerCase()] ?? null);
  return offsetMinutes === null ? null : { wall, offsetMinutes };
}

/** The instant of a time text that states its offset; null when it states none (or is no time). */
export function instantOfText(text: string): number | null {
  const read = parseTimeText(text);
  if (!read || read.offsetMinutes === null) return null;
  return instantInZone(read.wall, 'UTC') - read.offsetMinutes * 60_000;
}

/** True for a zone name the runtime's time zone database knows (IANA names and UTC). */
export function isKnownTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
