import { walkOrderOf } from '../../common/records/walk-order';
import type { WalkOrder } from '../../common/records/walk-order';
import { jobCancelled } from './job-runner';
import type { JobSource } from './job-runner';
import type { LocationWalkSource } from './location-walk-source';
import { openPageSpool } from './page-spool';

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
 * file behind.
 */
export function threadOrderSource(walk: LocationWalkSource, spoolPath: string, timeOf: (record: Record<string, unknown>) => number | null): ThreadOrderSource {
  let order: WalkOrder | null = null;

  async function* read(job: Parameters<LocationWalkSource['read']>[0]): AsyncGenerator<Record<string, unknown>[]> {
    const spool = await openPageSpool(spoolPath);
    try {
      let first: number | undefined;
      let last: number | undefined;
      for await (const page of walk.read(job)) {
        for (const record of page) {
          const time = timeOf(record);
          if (time === null) continue;
          first ??= time;
          last = time;
        }
        await spool.append(page);
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

  return { read, partFailure: () => null, pages: walk.pages, restarts: walk.restarts, order: () => order };
}
