import type { ActivityCounts } from '../../../common/ipc/activity-data';
import { messagesWord } from './bar-text';
import type { CountAllState } from './use-count-all';
import { formatWhole } from '../../ui/whole-number';

export interface ShownCounts {
  counts: ActivityCounts;
  /** Says where the bars come from: "from 150 loaded messages", "all 1,000,000 messages". */
  text: string;
  /** The bars are of a count cut short: shown, but never as the whole search. */
  incomplete: boolean;
  /** The bars count every message of the search (Count all, or every row loaded): nothing before them is unknown. */
  whole: boolean;
}

/**
 * What the chart draws: a finished "Count all" of this search, else the loaded rows, which are
 * all of them once every page is loaded (`allLoaded`). A count that failed part-way is drawn only
 * when it holds more than the loaded rows, and says it is cut short.
 */
export function countsShown(loaded: ActivityCounts | null, count: CountAllState, allLoaded: boolean): ShownCounts | null {
  if (count.phase === 'ended' && count.outcome.status === 'complete') {
    return { counts: count.outcome.counts, text: `all ${messagesWord(count.outcome.counts.rows)}`, incomplete: false, whole: true };
  }
  if (
    count.phase === 'ended' &&
    count.outcome.status === 'failed' &&
    count.outcome.counts &&
    count.outcome.counts.rows > (loaded?.rows ?? 0)
  ) {
    const { rows } = count.outcome.counts;
    return {
      counts: count.outcome.counts,
      text: `from ${messagesWord(rows)} counted before Count all stopped — not all of them`,
      incomplete: true,
      whole: false,
    };
  }
  if (!loaded) return null;
  if (allLoaded) return { counts: loaded, text: `all ${messagesWord(loaded.rows)} (every row is loaded)`, incomplete: false, whole: true };
  return {
    counts: loaded,
    text: `from ${formatWhole(loaded.rows)} loaded ${loaded.rows === 1 ? 'message' : 'messages'}`,
    incomplete: false,
    whole: false,
  };
}
