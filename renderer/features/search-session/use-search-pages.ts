import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { ExplorerFailure } from '../../../common/errors/failure';
import type { PagePlace } from '../../../common/paging/page-place';
import { earlierPagesLost } from '../../../common/paging/page-walk';
import { readPastShownRows } from '../../../common/paging/walk-driver';
import { queries, searchSessionId } from '../../api/queries';
import type { PagesView, SearchSessionParams } from '../../api/queries';
import { fetchSearchPage } from './page-params';
import { placePage, walkMarks } from './loaded-page';
import type { LoadedPage, SearchData } from './loaded-page';
import { keptPage, maxPagesFor, nextPageParam, previousPageParam } from './page-params';
import type { PageSource } from './page-source';
import { restartNoticeOf } from './restart-notice';
import type { SearchWalk } from './search-walk';
import { sessionPagesOptions, useSessionPages } from './use-session-pages';

/**
 * One stream's pages, for the grid and a conversation alike: the page param is the page token,
 * each forward page taken through the shared walk (common/paging/: restarts with a notice, rows
 * shown once, the loop guard, the no-progress pause) by its one driver (walk-driver.ts). The grid
 * also pages backward and drops far pages when the server gives previous tokens (page-params.ts);
 * a conversation keeps every page, as its thread sorts what is loaded by time.
 *
 * When main finds that a page token was rejected (it asks for the first page to check, see
 * electron/api-client/all-pages.ts, searchPageResuming), the answer is that first page: it is appended like any
 * next page, minus the rows already shown, and the walk goes on from there.
 */
export function oneStreamSource(
  queryClient: QueryClient,
  params: SearchSessionParams,
  view: PagesView,
  walk: SearchWalk,
): PageSource<LoadedPage> {
  const queryKey = queries.pagesKey(view, params);
  const sessionId = searchSessionId(params);
  const backward = view === 'grid';

  return {
    queryKey,
    read: async ({ place, signal, direction, activity }) => {
      const read = (from: PagePlace | null) => fetchSearchPage(params, from, signal, activity);
      const first = await read(place);
      const current = queryClient.getQueryData<SearchData>(queryKey);
      const placed = placePage(first, place, direction, current);
      if (direction === 'backward') {
        // The first page cannot stand before the rows shown: only starting again helps.
        if (first.restartedAfter) throw new ExplorerFailure(earlierPagesLost(first.restartedAfter));
        return placed;
      }
      const pageWalk = walk.walks.walkOf(sessionId, place === null);
      // A page dropped under maxPages and read forward again: its rows were taken in when first read.
      if (!first.restartedAfter && walk.walks.placedBefore(sessionId, placed.number)) return placed;
      const { page, step } = await readPastShownRows(first, {
        accept: (next) => pageWalk.accept(next),
        readNext: read,
        onRestart: (restarted) => walk.notices.note(restartNoticeOf(restarted.restartedAfter)),
      });
      walk.walks.placed(sessionId, placed.number);
      return { ...placePage(keptPage(page, step, backward), place, direction, current), ...walkMarks(step) };
    },
    nextPlace: nextPageParam,
    rowsOf: (page) => page.items.length,
    ...(backward && { previousPlace: previousPageParam, maxPages: maxPagesFor(queryClient.getQueryData<SearchData>(queryKey)?.pages) }),
  };
}

/** The one-stream session's query options (a first page asked from the press itself uses these). */
export function searchPagesOptions(
  queryClient: QueryClient,
  params: SearchSessionParams,
  view: PagesView,
  enabled: boolean,
  walk: SearchWalk,
) {
  return sessionPagesOptions(oneStreamSource(queryClient, params, view, walk), enabled, walk.activity);
}

/** The pages of one stream in a view, through the one session hook. */
export function useSearchPages(params: SearchSessionParams, view: PagesView, enabled: boolean, walk: SearchWalk) {
  return useSessionPages(oneStreamSource(useQueryClient(), params, view, walk), enabled, walk);
}
