import type { ActivityCounts, CountAllOutcome } from '../../common/ipc/activity-data';
import type { JobSink, JobSource } from './job-runner';

/** What a count adds its batches to: a location's records, or rows across locations. */
export interface BatchCounter<Batch> {
  add(batch: Batch): void;
  counts(): ActivityCounts;
}

/**
 * "Count all": every batch counted per time unit and series, then dropped (no file). A count that
 * stopped early says what it counted, never calling it all messages; a cancelled one says nothing.
 */
export function counterSink<Batch extends readonly unknown[]>(
  counter: BatchCounter<Batch>,
  source: Pick<JobSource<Batch>, 'pages' | 'restarts'>,
): JobSink<Batch, CountAllOutcome> {
  let rows = 0;
  return {
    write: async (batch) => {
      counter.add(batch);
      rows += batch.length;
    },
    complete: async () => ({ status: 'complete', counts: counter.counts(), pages: source.pages(), restarts: source.restarts() }),
    failed: async (error) => ({ status: 'failed', rows, pages: source.pages(), error, counts: counter.counts() }),
    cancelled: async () => ({ status: 'cancelled', rows, pages: source.pages() }),
    abandon: async () => {},
  };
}
