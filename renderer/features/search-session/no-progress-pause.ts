import type { ExplorerError } from '../../../common/ipc/contract';
import { nextPageParam } from './page-params';
import type { LoadedPage } from './loaded-page';

export interface NoProgressPause {
  /** Auto-fetching waits for the user ("keep looking?"). */
  paused: boolean;
  /** Why, in the walk's words (common/paging/no-progress.ts); null when not paused. */
  reason: ExplorerError | null;
}

/**
 * The walk marks the page after which it read a run of pages with no new row (empty, or rows
 * already shown, whatever their tokens): the grid and the conversation stop fetching there and
 * ask, until the user goes on past that page (`continuedAfterPage`, an absolute page number).
 */
export function noProgressPause(pages: readonly LoadedPage[] | undefined, continuedAfterPage: number | null): NoProgressPause {
  const last = pages?.at(-1);
  const reason = last?.noProgress;
  const paused =
    reason !== undefined &&
    last !== undefined &&
    nextPageParam(last) !== undefined &&
    (continuedAfterPage === null || last.number > continuedAfterPage);
  return { paused, reason: paused ? reason : null };
}
