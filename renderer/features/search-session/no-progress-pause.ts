import type { ExplorerError } from '../../../common/ipc/contract';
import type { SessionPage } from './page-source';

export interface NoProgressPause {
  /** Auto-fetching waits for the user ("keep looking?"). */
  paused: boolean;
  /** Why, in the walk's words (common/paging/no-progress.ts); null when not paused. */
  reason: ExplorerError | null;
}

/** The last page's place in the session: its own number where the source numbers pages, else how many are loaded. */
export function pageNumberOf(pages: readonly SessionPage[]): number {
  return pages.at(-1)?.number ?? pages.length;
}

/**
 * The walk marks the page after which it read a run of pages with no new row (empty, or rows
 * already shown, whatever their tokens): the session stops fetching there and asks, while more
 * pages exist (`hasNext`), until the user goes on past that page (`continuedAfterPage`, an
 * absolute page number).
 */
export function noProgressPause(
  pages: readonly SessionPage[] | undefined,
  hasNext: boolean,
  continuedAfterPage: number | null,
): NoProgressPause {
  const reason = pages?.at(-1)?.noProgress;
  const paused = reason !== undefined && hasNext && (continuedAfterPage === null || pageNumberOf(pages ?? []) > continuedAfterPage);
  return { paused, reason: paused ? reason : null };
}
