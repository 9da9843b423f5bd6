import type { BucketSize } from './bucket-sizes';
import { NOMINAL_MS } from './bucket-sizes';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
// uPlot's own month and year (30 and 365 days): steps of these are laid on calendar months and years.
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/** uPlot's time steps from a minute up (its defaults go down to milliseconds). */
const STEPS = [
  MINUTE,
  5 * MINUTE,
  10 * MINUTE,
  15 * MINUTE,
  30 * MINUTE,
  HOUR,
  2 * HOUR,
  3 * HOUR,
  4 * HOUR,
  6 * HOUR,
  8 * HOUR,
  12 * HOUR,
  DAY,
  2 * DAY,
  3 * DAY,
  4 * DAY,
  5 * DAY,
  6 * DAY,
  7 * DAY,
  14 * DAY,
  MONTH,
  2 * MONTH,
  3 * MONTH,
  4 * MONTH,
  6 * MONTH,
  YEAR,
  2 * YEAR,
  5 * YEAR,
  10 * YEAR,
  25 * YEAR,
  50 * YEAR,
  100 * YEAR,
];

/** The steps the time axis may tick at for bars of `size`: none finer than a bar (no second ticks under minute bars). */
export function tickSteps(size: BucketSize): number[] {
  // A month bar is 28 to 31 days and a year 365 or 366: the calendar step is the bar.
  const bar = size === 'month' ? MONTH : size === 'year' ? YEAR : NOMINAL_MS[size];
  return STEPS.filter((step) => step >= bar);
}

/**
 * The time axis's labels, one line each (a short chart has no room for uPlot's second line of
 * dates): the clock under steps of hours or less (the date at midnight), the day under steps of
 * days, the month under steps of months, the year under steps of years.
 */
export function tickLabels(zone: string): (ticks: readonly number[], step: number) => string[] {
  const clock = new Intl.DateTimeFormat(undefined, { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const day = new Intl.DateTimeFormat(undefined, { timeZone: zone, month: 'short', day: 'numeric' });
  const month = new Intl.DateTimeFormat(undefined, { timeZone: zone, month: 'short', year: 'numeric' });
  const year = new Intl.DateTimeFormat(undefined, { timeZone: zone, year: 'numeric' });
  return (ticks, step) =>
    ticks.map((tick) => {
      if (step >= YEAR) return year.format(tick);
      if (step >= MONTH) return month.format(tick);
      if (step >= DAY) return day.format(tick);
      const time = clock.format(tick);
      return time === '00:00' ? day.format(tick) : time;
    });
}

/** Below this plot height the count axis has room for two steps (three labels) only. */
const SHORT_PLOT_PX = 100;

/**
 * The count axis's ticks for a tallest bar of `max` on a plot `heightPx` high: 0 and whole steps
 * of 1, 2 or 5 × 10ⁿ up to the first at or above `max`, at most three steps (two on a short
 * plot). A short chart (76 px at 1024×640) then still reads a scale, where uPlot's spacing left it
 * only "0".
 */
export function countTicks(max: number, heightPx: number): number[] {
  const target = Math.max(1, max) / (heightPx < SHORT_PLOT_PX ? 2 : 3);
  const magnitude = 10 ** Math.floor(Math.log10(target));
  const step = Math.max(1, [1, 2, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= target) ?? 10 * magnitude);
  const ticks = [0];
  do ticks.push((ticks.at(-1) ?? 0) + step);
  while ((ticks.at(-1) ?? 0) < max);
  return ticks;
}
