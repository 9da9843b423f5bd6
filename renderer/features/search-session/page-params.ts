// One stream's pages by the API's page tokens, in one file: the page read from where its walk
// resumes, the places before and after a page, the page as the session keeps it and a page put
// on top. Every other part of the session hook carries a place opaque (PagePlace).
import type { SearchPage } from '../../../common/ipc/contract';
import type { WalkStep } from '../../../common/paging/page-walk';
import type { LoadedPage } from './loaded-page';
import type { PagePlace } from '../../../common/paging/page-place';
import { mainProcess } from '../../api/main-process';
import type { SearchSessionParams } from '../../api/queries';
import type { RequestActivity } from './request-activity';
import { requestInMain } from './request-in-main';

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

/** A page of rows another read put on top (Follow's new messages): no token leads to it or past it. */
export function pageOnTop(source: SearchPage, items: Record<string, unknown>[]): LoadedPage {
  const { listMember, receivedAt, attempts } = source;
  return {
    items,
    listMember,
    receivedAt,
    attempts,
    nextPageToken: null,
    previousPageToken: null,
    number: 1,
    rowOffset: 0,
    followHead: true,
  };
}

/** One page of one stream. Each call gets its own request id, so aborting the query cancels exactly this HTTP request in main. */
export function fetchSearchPage(
  params: SearchSessionParams,
  place: PagePlace | null,
  signal: AbortSignal,
  activity: RequestActivity,
): Promise<SearchPage> {
  const requestId = crypto.randomUUID();
  return requestInMain(requestId, signal, activity, () =>
    mainProcess.searchMessages({
      requestId,
      connectionId: params.connectionId,
      locationId: params.locationId,
      body: params.body,
      pageSize: params.pageSize,
      // The first page carries no token; later tokens go back exactly as the server sent them, and
      // only to the server of this session (main refuses them once the connection points elsewhere).
      ...(place ? { pageToken: place, pageTokenFrom: params.baseUrl } : {}),
    }),
  );
}
