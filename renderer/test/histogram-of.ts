import type { ActivityCounts, StackKey } from '../../common/ipc/activity-data';
import { barsFor, binnedUnits, plottableUnits } from '../features/activity/buckets';
import type { Histogram } from '../features/activity/buckets';
import type { BarSizeChoice } from '../features/activity/bucket-sizes';

/** The chart's three steps in one call: the bars of `counts` for a plot `widthPx` wide, drawn at `now`. */
export function histogramOf(
  counts: ActivityCounts,
  stack: StackKey,
  zone: string,
  options: { widthPx: number; now: number; notBefore?: number; choice?: BarSizeChoice },
): Histogram | null {
  const plottable = plottableUnits(counts, stack, options.now);
  const bars = plottable && barsFor(plottable, options.widthPx, options.notBefore, options.choice);
  return plottable && bars ? binnedUnits(plottable, stack, zone, bars) : null;
}
