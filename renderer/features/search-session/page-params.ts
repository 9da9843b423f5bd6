import type { SearchPage } from '../../../common/ipc/contract';
import type { WalkStep } from '../../../common/paging/page-walk';
import type { LoadedPage } from './loaded-page';

/**
 * With previous tokens from the server, pages this far from the one in view are dropped and
 * fetched again when scrolled back to, so memory stays flat however far the user scrolls:
 * 20 pages, and never fewer than 1,000 rows' worth, so that small pages still hold far more rows
 * than any window shows (otherwise both ends could be in view and fetch each other out).
 */
export const MAX_LOADED_PAGES = 20;
export const MIN_LOADED_ROWS = 1000;

/** The end of the collection is only ever an absent/empty next token (contract rule 4). */
export function nextPageParam(lastPage: SearchPage): string | undefined {
  return lastPage.nextPageToken || undefined;
}

export function previousPageParam(firstPage: SearchPage): string | undefined {
  return firstPage.previousPageToken || undefined;
}

/**
 * maxPages only when pages can be fetched back; otherwise dropping them would lose them. After a
 * restart the old walk's tokens are stale and the new one's lead elsewhere, so nothing is dropped.
 */
export function maxPagesFor(pages: readonly (SearchPage & Pick<LoadedPage, 'afterRestart'>)[] | undefined): number | undefined {
  if (!pages?.some((page) => page.previousPageToken) || pages.some((page) => page.afterRestart)) return undefined;
  const largestPage = Math.max(1, ...pages.map((page) => page.items.length));
  return Math.max(MAX_LOADED_PAGES, Math.ceil(MIN_LOADED_ROWS / largestPage));
}

/**
 * The page as the session keeps it after the walk: the rows the walk kept, its next place. A
 * restarted walk's earlier tokens lead to rows already shown, placed elsewhere, and only the
 * grid pages backward: otherwise the page has no way back.
 */
export function keptPage(page: SearchPage, step: WalkStep, backward: boolean): SearchPage {
  return {
    ...page,
    items: step.items,
    ...((step.restarts > 0 || !backward) && { previousPageToken: null }),
    nextPageToken: step.next,
  };
}
