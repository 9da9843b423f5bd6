import type { ActivityCounts, StackKey } from '../../../common/ipc/activity-data';
import { startOfDay, wallTimeAt } from '../search/zoned-time';

export type BucketSize = 'minute' | 'hour' | 'day' | 'week';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The bar width for a span: the smallest that keeps the chart under about 750 bars (12 h of
 * minutes, 30 days of hours, 2 years of days), weeks beyond.
 */
export function chooseBucket(spanMs: number): BucketSize {
  if (spanMs <= 12 * HOUR) return 'minute';
  if (spanMs <= 30 * DAY) return 'hour';
  if (spanMs <= 730 * DAY) return 'day';
  return 'week';
}

export interface Histogram {
  size: BucketSize;
  /** Start of each bar (epoch ms), every bar from the first message's to the last's, empty ones included. */
  starts: number[];
  /** End of each bar, excluded: the next bar's start. */
  ends: number[];
  series: string[];
  /** values[series][bar]. */
  values: number[][];
  totals: number[];
}

/** The start of the bar holding `ms`, in the zone: hours, days and weeks (from Monday) follow its wall clock. */
export function bucketStart(ms: number, size: BucketSize, zone: string): number {
  if (size === 'minute') return Math.floor(ms / MINUTE) * MINUTE;
  if (size === 'hour') {
    const wall = wallTimeAt(ms, zone);
    return Math.floor(ms / 1000) * 1000 - (wall.minute * 60 + wall.second) * 1000;
  }
  const dayStart = startOfDay(ms, zone);
  if (size === 'day') return dayStart;
  const wall = wallTimeAt(dayStart, zone);
  const weekday = new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay();
  return startOfDay(ms, zone, (weekday + 6) % 7);
}

/** The start of the bar after the one starting at `start` (a day is 23 or 25 hours around a DST change). */
export function nextBucketStart(start: number, size: BucketSize, zone: string): number {
  if (size === 'minute') return start + MINUTE;
  if (size === 'hour') return start + HOUR;
  return bucketStart(start + (size === 'day' ? 1.5 * DAY : 7.5 * DAY), size, zone);
}

/**
 * Sums the counted units (a minute or a quarter hour each) into bars in the zone. Units come
 * sorted, so the bar boundaries are worked out once per bar, not once per unit.
 */
export function histogramOf(counts: ActivityCounts, stack: StackKey, zone: string): Histogram | null {
  const stacked = counts.stacks[stack];
  if (!stacked) return null;
  const { series, units } = stacked;
  const first = units[0]?.[0];
  const last = units.at(-1)?.[0];
  if (first === undefined || last === undefined) return null;
  const size = chooseBucket(last + counts.unitMs - first);
  const starts: number[] = [];
  const ends: number[] = [];
  const values = series.map((): number[] => []);
  let end = -Infinity;
  for (const [start = 0, ...perSeries] of units) {
    while (start >= end) {
      const barStart = starts.length === 0 ? bucketStart(start, size, zone) : end;
      end = nextBucketStart(barStart, size, zone);
      starts.push(barStart);
      ends.push(end);
      for (const column of values) column.push(0);
    }
    const bar = starts.length - 1;
    perSeries.forEach((count, index) => {
      const column = values[index];
      if (column) column[bar] = (column[bar] ?? 0) + count;
    });
  }
  const totals = starts.map((_, bar) => values.reduce((sum, column) => sum + (column[bar] ?? 0), 0));
  return { size, starts, ends, series, values, totals };
}
