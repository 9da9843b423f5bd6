import type { ExplorerError } from '../../common/ipc/contract';
import { walkOrderOf } from '../../common/records/walk-order';
import type { WalkOrder } from '../../common/records/walk-order';
import { jobCancelled } from './job-runner';
import type { JobSource } from './job-runner';
import type { LocationWalkSource } from './location-walk-source';
import type { PageSpool } from './page-spool';

/** A conversation's walk written as the thread reads: oldest first. */
export interface ThreadOrderSource extends JobSource<Record<string, unknown>[]> {
  /** How the server's walk went in time, once it ended (null before). */
  order(): WalkOrder | null;
}

/**
 * The thread reads oldest first; servers commonly walk newest first, and which way this one goes
 * is only known from its times once the walk has ended. So every page goes to a spool file first
 * (memory stays one page, whatever the conversation's length), then the pages come back last
 * first when the walk went newest first, else in the order sent. The spool is removed however the
 * job ends, and nothing reaches the sink before the walk is whole: a cancel or an error leaves no
 * file behind. While the walk runs, the progress says what the spool holds (no row reaches the
 * file before the end). A disk too low to take another page stops the walk there: the pages read
 * so far are written, and the job ends failed with the reason (partFailure), kept in the manifest.
 */
export function threadOrderSource(
  walk: LocationWalkSource,
  openSpool: () => Promise<PageSpool>,
  timeOf: (record: Record<string, unknown>) => number | null,
): ThreadOrderSource {
  let order: WalkOrder | null = null;
  let stopped: ExplorerError | null = null;

  async function* read(job: Parameters<LocationWalkSource['read']>[0]): AsyncGenerator<Record<string, unknown>[]> {
    const spool = await openSpool();
    try {
      let first: number | undefined;
      let last: number | undefined;
      for await (const page of walk.read(job)) {
        stopped = await spool.append(page);
        if (stopped) break;
        for (const record of page) {
          const time = timeOf(record);
          if (time === null) continue;
          first ??= time;
          last = time;
        }
        job.progress.update({ spooled: spool.size() });
      }
      order = walkOrderOf(first, last);
      for await (const page of spool.read(order === 'newest-first')) {
        if (job.signal.aborted) throw jobCancelled();
        yield page;
      }
    } finally {
      await spool.remove();
    }
  }

  return { read, partFailure: () => stopped, pages: walk.pages, restarts: walk.restarts, order: () => order };
}
