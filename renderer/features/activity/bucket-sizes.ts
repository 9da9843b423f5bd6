import { instantInZone, startOfDay, wallClockAt } from '../../../common/time/zone-clock';

/** Bar widths, finest first. */
export const BUCKET_SIZES = ['minute', 'hour', 'day', 'week', 'month', 'year'] as const;
export type BucketSize = (typeof BUCKET_SIZES)[number];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A bar's usual length; months and years vary, and days around a DST change. */
export const NOMINAL_MS: Readonly<Record<BucketSize, number>> = {
  minute: MINUTE,
  hour: HOUR,
  day: DAY,
  week: 7 * DAY,
  month: 30.44 * DAY,
  year: 365.25 * DAY,
};

/** The sizes the user may choose beside Auto; minutes and years are Auto's alone (too fine, too coarse to ask for). */
export const BAR_SIZE_CHOICES = ['auto', 'hour', 'day', 'week', 'month'] as const;
export type BarSizeChoice = (typeof BAR_SIZE_CHOICES)[number];
export const isBarSizeChoice = (value: unknown): value is BarSizeChoice => (BAR_SIZE_CHOICES as readonly unknown[]).includes(value);

/** How many bars of `size` a span takes at most: one more for its ragged ends. */
export function barCount(spanMs: number, size: BucketSize): number {
  return Math.ceil(spanMs / NOMINAL_MS[size]) + 1;
}

/** The finest bar width that keeps a span within `maxBars` bars; years when none does. */
export function chooseBucket(spanMs: number, maxBars: number): BucketSize {
  return BUCKET_SIZES.find((size) => barCount(spanMs, size) <= maxBars) ?? 'year';
}

/** The bar width drawn, and the chosen one when it did not fit and gave way to it. */
export interface BucketPick {
  size: BucketSize;
  gaveWay?: BucketSize;
}

/**
 * The user's choice when its bars fit (`chosenMaxBars`, a looser bound than Auto's: a chosen size
 * may draw narrower bars), else Auto's: the finest that fits `autoMaxBars`.
 */
export function pickBucket(spanMs: number, choice: BarSizeChoice, autoMaxBars: number, chosenMaxBars: number): BucketPick {
  if (choice === 'auto') return { size: chooseBucket(spanMs, autoMaxBars) };
  if (barCount(spanMs, choice) <= chosenMaxBars) return { size: choice };
  return { size: chooseBucket(spanMs, autoMaxBars), gaveWay: choice };
}

/** The start of the bar holding `ms`, in the zone: hours, days, weeks (from Monday), months and years follow its wall clock. */
export function bucketStart(ms: number, size: BucketSize, zone: string): number {
  if (size === 'minute') return Math.floor(ms / MINUTE) * MINUTE;
  if (size === 'hour') {
    const wall = wallClockAt(ms, zone);
    return Math.floor(ms / 1000) * 1000 - (wall.minute * 60 + wall.second) * 1000;
  }
  if (size === 'month' || size === 'year') return startOfMonth(ms, zone, 0, size === 'year');
  const dayStart = startOfDay(ms, zone);
  if (size === 'day') return dayStart;
  const wall = wallClockAt(dayStart, zone);
  const weekday = new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay();
  return startOfDay(ms, zone, (weekday + 6) % 7);
}

/** The start of the bar after the one starting at `start` (a day is 23 or 25 hours around a DST change). */
export function nextBucketStart(start: number, size: BucketSize, zone: string): number {
  if (size === 'minute') return start + MINUTE;
  if (size === 'hour') return start + HOUR;
  if (size === 'month') return startOfMonth(start, zone, 1, false);
  if (size === 'year') return startOfMonth(start, zone, 12, true);
  return bucketStart(start + (size === 'day' ? 1.5 * DAY : 7.5 * DAY), size, zone);
}

/** The start of the bar before the one starting at `start`. */
export function previousBucketStart(start: number, size: BucketSize, zone: string): number {
  return bucketStart(start - 1, size, zone);
}

/** Midnight of the first day of the month (of January, with `january`) `monthsAhead` after the one `ms` falls in, in the zone. */
function startOfMonth(ms: number, zone: string, monthsAhead: number, january: boolean): number {
  const wall = wallClockAt(ms, zone);
  // Date.UTC carries month 12 and beyond into the years after.
  const first = new Date(Date.UTC(wall.year, (january ? 0 : wall.month - 1) + monthsAhead, 1));
  return instantInZone(
    { year: first.getUTCFullYear(), month: first.getUTCMonth() + 1, day: 1, hour: 0, minute: 0, second: 0, millisecond: 0 },
    zone,
  );
}
