import { useEffect } from 'react';
import type { CountAllOutcome } from '../../../common/ipc/activity-data';
import type { JobState } from '../jobs/use-job';
import { useJob } from '../jobs/use-job';

/** Asks main for the count under this id (one location's search, or one across locations). */
export type RunCount = (countId: string) => Promise<CountAllOutcome>;

export type CountAllState = JobState<'count', { searchKey: string }>;

/**
 * "Count all" of the search on screen: main walks every page and sends back counts. The result
 * belongs to one search (`searchKey`): another search, or the same one run again, shows its own
 * loaded rows until counted again, and a count still running for a search left behind is cancelled.
 */
export function useCountAll(searchKey: string) {
  const job = useJob<'count', { searchKey: string }>('count');
  const { state, cancel } = job;
  // Asked once: a cancel main has not taken yet is sent again by useJob with the next progress event.
  const leftBehind = state.phase === 'running' && !state.cancelling && state.about.searchKey !== searchKey;
  useEffect(() => {
    if (leftBehind) cancel();
  }, [leftBehind, cancel]);

  const ofThisSearch: CountAllState = state.phase !== 'idle' && state.about.searchKey === searchKey ? state : { phase: 'idle' };
  return {
    /** The count of the search on screen, if any. */
    state: ofThisSearch,
    running: job.running,
    start: (run: RunCount) => {
      const countId = crypto.randomUUID();
      job.start(countId, { searchKey }, () => run(countId));
    },
    cancel,
  };
}

export type CountAll = ReturnType<typeof useCountAll>;
