import type { ActivityCounts, StackKey } from '../../../common/ipc/activity-data';
import { plausibleRange } from '../../../common/activity/plausible-time';
import type { TimeRange } from '../../../common/activity/plausible-time';
import { inTitleCase } from '../../../common/records/vocabulary/title-case';
import { OTHER_VALUE } from '../../../common/activity/stackings';
import { formatPhone } from '../results/format-cell';
import { formatWhole } from '../../ui/whole-number';
import type { BarSizeChoice, BucketSize } from './bucket-sizes';
import { bucketStart, nextBucketStart, pickBucket, previousBucketStart } from './bucket-sizes';

/** Narrower bars cannot be aimed at with a pointer: Auto keeps bars this wide. */
export const MIN_BAR_PX = 6;
/** A size the user chose is drawn down to this width (the readout names the bar under the pointer); narrower, it gives way. */
export const MIN_CHOSEN_BAR_PX = 2;
/** Whatever the width, a chart of more bars costs more to draw than it shows. */
export const MAX_BARS = 2_000;
/** Fewer bars than this are shown among empty ones: a single message is not a bar the width of the chart. */
export const MIN_BARS = 24;

export interface Histogram {
  size: BucketSize;
  /** Start of each bar (epoch ms), every bar from the first message's to the last's, empty ones included. */
  starts: number[];
  /** End of each bar, excluded: the next bar's start. */
  ends: number[];
  /** Series labels as the legend shows them. */
  series: string[];
  /** values[series][bar]. */
  values: number[][];
  totals: number[];
  /** Empty bars put before the first bar with data (up to MIN_BARS): bars 0..padded-1. */
  padded: number;
  /** The size the user chose, when it did not fit this width and gave way to `size`. */
  gaveWay?: BucketSize | undefined;
  /** Messages whose time lies outside `range`: counted, not drawn. */
  outside: number;
  range: TimeRange;
}

/** The counted units a chart can draw (within the plausible range), and what it counts apart. */
export interface PlottableUnits {
  units: readonly number[][];
  series: readonly string[];
  unitMs: number;
  /** How many labels the "(other)" series holds, when the counter knew (a list's numbers past the legend's room). */
  otherHolds?: number | undefined;
  /** Messages whose time lies outside `range`: counted, not drawn. */
  outside: number;
  range: TimeRange;
}

/** How the units are cut into bars: their width, and how many bars at least (empty ones before the data). */
export interface BarChoice {
  size: BucketSize;
  /** The size the user chose, when it did not fit and gave way to `size`. */
  gaveWay?: BucketSize | undefined;
  minBars: number;
  /**
   * The search's own start (its time range's), when it has one: no empty bar is drawn wholly
   * before it, where the search did not look (it would read as a time without messages).
   */
  notBefore?: number | undefined;
}

/**
 * Sums the counted units (a minute or a quarter hour each) into bars in the zone, in three steps
 * the chart memoizes apart: the units it can draw, the bars for its width, the sums. The bar
 * width grows with the span (minutes up to years) so that the bars stay at most MAX_BARS and at
 * least MIN_BAR_PX wide; units outside the plausible range are counted apart.
 */
export function plottableUnits(counts: ActivityCounts, stack: StackKey, now: number): PlottableUnits | null {
  const stacked = counts.stacks[stack];
  if (!stacked) return null;
  const range = plausibleRange(now);
  const units = stacked.units.filter((unit) => (unit[0] ?? 0) >= range.from && (unit[0] ?? 0) < range.to);
  const outside = (counts.outside ?? 0) + sumOfUnits(stacked.units) - sumOfUnits(units);
  return { units, series: stacked.series, unitMs: counts.unitMs, otherHolds: stacked.otherHolds, outside, range };
}

/**
 * The bars for a plot `widthPx` wide, of the size the user chose when it fits (`choice`); null
 * when there is nothing to draw. A width that leads to the same choice leads to the same bars, so
 * the chart is not built again for it.
 */
export function barsFor(plottable: PlottableUnits, widthPx: number, notBefore?: number, choice: BarSizeChoice = 'auto'): BarChoice | null {
  const first = plottable.units[0]?.[0];
  const last = plottable.units.at(-1)?.[0];
  if (first === undefined || last === undefined) return null;
  const barsWithin = (px: number) => Math.max(1, Math.min(MAX_BARS, Math.floor(widthPx / px)));
  const maxBars = barsWithin(MIN_BAR_PX);
  const { size, gaveWay } = pickBucket(last + plottable.unitMs - first, choice, maxBars, barsWithin(MIN_CHOSEN_BAR_PX));
  return { size, gaveWay, minBars: Math.min(MIN_BARS, maxBars), notBefore };
}

/** Units come sorted, so the bar boundaries are worked out once per bar, not once per unit. */
export function binnedUnits(
  plottable: PlottableUnits,
  stack: StackKey,
  zone: string,
  { size, gaveWay, minBars, notBefore }: BarChoice,
): Histogram {
  const { units, unitMs, outside, range } = plottable;
  const starts: number[] = [];
  const ends: number[] = [];
  const values = plottable.series.map((): number[] => []);
  let end = -Infinity;
  for (const [start = 0, ...perSeries] of units) {
    // A unit wider than a quarter hour (a long Count all) may straddle a bar's edge in the zone: it goes where its middle is.
    const middle = start + unitMs / 2;
    while (middle >= end) {
      const barStart = starts.length === 0 ? bucketStart(middle, size, zone) : end;
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
  const unpadded = starts.length;
  padToMinBars({ starts, ends, values }, size, zone, minBars, notBefore);
  const totals = starts.map((_, bar) => values.reduce((sum, column) => sum + (column[bar] ?? 0), 0));
  const series = plottable.series.map((label) => seriesText(stack, label, plottable.otherHolds));
  return { size, gaveWay, starts, ends, series, values, totals, padded: starts.length - unpadded, outside, range };
}

function sumOfUnits(units: readonly number[][]): number {
  let sum = 0;
  for (const unit of units) for (let at = 1; at < unit.length; at++) sum += unit[at] ?? 0;
  return sum;
}

/**
 * Empty bars added before the data until there are `minBars`: the chart reads as a timeline up to
 * the newest message, never drawing days to come that no message could be in yet, nor days before
 * the search's start (`notBefore`) that it did not ask for.
 */
function padToMinBars(
  bars: Pick<Histogram, 'starts' | 'ends' | 'values'>,
  size: BucketSize,
  zone: string,
  minBars: number,
  notBefore = -Infinity,
): void {
  for (let missing = minBars - bars.starts.length; missing > 0; missing--) {
    const end = bars.starts[0] ?? 0;
    if (end <= notBefore) return;
    bars.starts.unshift(previousBucketStart(end, size, zone));
    bars.ends.unshift(end);
    for (const column of bars.values) column.unshift(0);
  }
}

/**
 * A series as the legend, the tooltips and the table name it: statuses and directions are the
 * server's words ("QUEUED"), in title case; locations are the user's names, as they are; listed
 * numbers are E.164, grouped as the grid shows numbers ("+1 512 555 0148"); "(other)" says how
 * many it holds when that is known ("(18 other numbers)").
 */
export function seriesText(stack: StackKey, label: string, otherHolds?: number): string {
  // Only a list's numbers are counted with what "(other)" holds: the numbers past the legend's room.
  if (label === OTHER_VALUE && otherHolds !== undefined)
    return `(${formatWhole(otherHolds)} other ${otherHolds === 1 ? 'number' : 'numbers'})`;
  if (label.startsWith('(') || stack === 'location') return label;
  if (stack === 'number') return /^\+\d+$/.test(label) ? formatPhone(label) : label;
  return inTitleCase(label);
}
