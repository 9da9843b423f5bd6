import { setImmediate as nextTurn } from 'node:timers/promises';
import { createFingerprintSet } from '../../common/paging/fingerprint-set';
import type { WalkKept } from '../../common/paging/page-walk';
import { walkAllPages } from './all-pages';
import type { ApiClient, RetryNoticeDetails, WalkRequest } from './client';

/** Where the walk tells its progress (jobs/job-progress.ts's reporter): pages and rows are increments, the rest totals. */
export interface WalkProgress {
  update(change: { pages?: number; rows?: number; restarts?: number; emptyPages?: number; retrying?: RetryNoticeDetails | null }): void;
}

export interface WalkWithProgressOptions {
  progress: WalkProgress;
  maxRestarts: number;
  maxPages: number;
  kept: WalkKept;
}

export interface ProgressedWalk {
  /** Each page's new items, in order (walkAllPages). */
  readonly pages: AsyncIterable<Record<string, unknown>[]>;
  /** Pages handed out so far. */
  readonly pagesRead: number;
  readonly restarts: number;
}

/**
 * Every page of a search, walked as "export all" and "Count all" both walk it (walkAllPages:
 * restarts, loop guard, page cap, read-ahead), telling the progress of retries and restarts as
 * they happen and of each page once the caller has handled it (its rows are then written or
 * counted), and then giving the event loop a turn, so IPC and other requests get in between
 * pages even when the next one is already buffered.
 */
export function walkWithProgress(client: ApiClient, params: WalkRequest, options: WalkWithProgressOptions): ProgressedWalk {
  const { progress } = options;
  let pagesRead = 0;
  let restarts = 0;
  let emptyPages = 0;

  async function* pages(): AsyncGenerator<Record<string, unknown>[]> {
    const items = walkAllPages(
      client,
      { ...params, onRetry: (notice) => progress.update({ retrying: notice }) },
      {
        seen: createFingerprintSet(),
        kept: options.kept,
        maxRestarts: options.maxRestarts,
        maxPages: options.maxPages,
        onRestart: (count) => {
          restarts = count;
          progress.update({ restarts: count });
        },
        onPage: (walk) => {
          emptyPages = walk.emptyPages;
        },
      },
    );
    for await (const page of items) {
      pagesRead += 1;
      yield page;
      progress.update({ pages: 1, rows: page.length, emptyPages, retrying: null });
      await nextTurn();
    }
  }

  return {
    pages: pages(),
    get pagesRead() {
      return pagesRead;
    },
    get restarts() {
      return restarts;
    },
  };
}
