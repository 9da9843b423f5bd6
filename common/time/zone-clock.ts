// Wall clocks in a named zone, without a date library: the one home for zone arithmetic. The
// vocabulary reads a record's zone-less time in the zone the user stated with it; the search form,
// its presets and the chart's bars read and draw days in the zone the grid shows.

/** A date and a clock as written, before any zone is applied. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** Milliseconds of the fraction (digits past the third are below what the app keeps). */
  millisecond: number;
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

/** The wall clock an instant shows in the zone (`UTC` or an IANA name the runtime knows). */
export function wallClockAt(epochMs: number, zone: string): WallClock {
  const parts = Object.fromEntries(
    partsFormatter(zone)
      .formatToParts(new Date(epochMs))
      .map((part) => [part.type, Number(part.value)]),
  );
  const millisecond = ((epochMs % 1000) + 1000) % 1000;
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
    millisecond,
  };
}

const asUtc = (wall: WallClock) => Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second, wall.millisecond);

/**
 * The instant a wall clock names in the zone. A clock that occurs twice (the hour clocks go back)
 * is the first of the two; one skipped by a jump forward moves forward by the jump (02:30 on a
 * spring-forward night is 03:30), so a typed bound or a record's time never lands before its day.
 */
export function instantInZone(wall: WallClock, zone: string): number {
  const target = asUtc(wall);
  if (zone === 'UTC') return target;
  const offsetAt = (epochMs: number) => asUtc(wallClockAt(epochMs, zone)) - epochMs;
  const first = target - offsetAt(target);
  const second = target - offsetAt(first);
  // Both guesses agree except around a transition: the earlier one that shows the wall clock wins.
  const candidates = [Math.min(first, second), Math.max(first, second)];
  return candidates.find((candidate) => asUtc(wallClockAt(candidate, zone)) === target) ?? Math.max(first, second);
}

/** Midnight starting the calendar day `daysBack` days before the one `now` falls on, in the zone. */
export function startOfDay(now: number, zone: string, daysBack = 0): number {
  const today = wallClockAt(now, zone);
  // Date.UTC carries day 0 or -1 into the month before.
  const day = new Date(Date.UTC(today.year, today.month - 1, today.day - daysBack));
  return instantInZone(
    { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate(), hour: 0, minute: 0, second: 0, millisecond: 0 },
    zone,
  );
}
