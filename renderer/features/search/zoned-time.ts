/**
 * Wall-clock times in a named IANA zone, without a date library: the form reads typed times in
 * the zone the grid shows, which is seldom the computer's own.
 */

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormatters.set(zone, formatter);
  }
  return formatter;
}

/** The wall-clock time an instant has in the zone. */
export function wallTimeAt(epochMs: number, zone: string): WallTime {
  const parts = Object.fromEntries(partsFormatter(zone).formatToParts(new Date(epochMs)).map((part) => [part.type, Number(part.value)]));
  return { year: parts.year ?? 0, month: parts.month ?? 1, day: parts.day ?? 1, hour: parts.hour ?? 0, minute: parts.minute ?? 0, second: parts.second ?? 0 };
}

const asUtc = (wall: WallTime) => Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);

/**
 * The instant a wall-clock time names in the zone. A time skipped by a DST jump moves forward by
 * the jump (02:30 on a spring-forward night is 03:30); a repeated one takes its first occurrence.
 */
export function instantOf(wall: WallTime, zone: string): number {
  const target = asUtc(wall);
  const offsetAt = (epochMs: number) => asUtc(wallTimeAt(epochMs, zone)) - epochMs;
  const first = target - offsetAt(target);
  const second = target - offsetAt(first);
  // Both guesses agree except around a transition: the earlier one that shows the wall time wins.
  const candidates = [Math.min(first, second), Math.max(first, second)];
  return candidates.find((candidate) => asUtc(wallTimeAt(candidate, zone)) === target) ?? Math.max(first, second);
}

/** Midnight starting the calendar day `daysBack` days before the one `now` falls on, in the zone. */
export function startOfDay(now: number, zone: string, daysBack = 0): number {
  const today = wallTimeAt(now, zone);
  // Date.UTC carries day 0 or -1 into the month before.
  const day = new Date(Date.UTC(today.year, today.month - 1, today.day - daysBack));
  return instantOf({ year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate(), hour: 0, minute: 0, second: 0 }, zone);
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * "2025-11-13 09:30", the form's own spelling, in the zone: what the chips and the form echo show.
 * `exact` adds the milliseconds when there are any, so the form reads back the very instant (a link's bounds).
 */
export function formatWallTime(epochMs: number, zone: string, exact = false): string {
  const wall = wallTimeAt(epochMs, zone);
  const milliseconds = exact ? ((epochMs % 1000) + 1000) % 1000 : 0;
  const fraction = milliseconds ? `.${String(milliseconds).padStart(3, '0')}` : '';
  const seconds = wall.second || fraction ? `:${pad(wall.second)}${fraction}` : '';
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)} ${pad(wall.hour)}:${pad(wall.minute)}${seconds}`;
}
