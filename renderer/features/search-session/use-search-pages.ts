import { useEffect, useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { ExplorerFailure } from '../../../common/errors/failure';
import { earlierPagesLost } from '../../../common/paging/page-walk';
import { readPastShownRows } from '../../../common/paging/walk-driver';
import { mainProcess } from '../../api/main-process';
import { queries, searchSessionId } from '../../api/queries';
import type { PagesView, SearchSessionParams } from '../../api/queries';
import { fetchSearchPage } from './fetch-search-page';
import { placePage, walkedPage } from './loaded-page';
import type { LoadedPage, SearchData } from './loaded-page';
import { noProgressPause } from './no-progress-pause';
import { maxPagesFor, nextPageParam, previousPageParam } from './page-params';
import { restartNoticeOf } from './restart-notice';
import type { SearchWalk } from './search-walk';

/**
 * The one walk of a search's pages in the renderer, for the grid and a conversation alike: a
 * TanStack infinite query whose page param is the page token, each forward page taken through
 * the shared walk (common/paging/: restarts with a notice, rows shown once, the loop guard, the
 * no-progress pause) by its one driver (walk-driver.ts). The grid also pages backward and drops
 * far pages when the server gives previous tokens (page-params.ts); a conversation keeps every
 * page, as its thread sorts what is loaded by time.
 *
 * When main finds that a page token was rejected (it asks for the first page to check, see
 * electron/api-client/page-resume.ts), the answer is that first page: it is appended like any
 * next page, minus the rows already shown, and the walk goes on from there.
 */
export function searchPagesOptions(
  queryClient: QueryClient,
  params: SearchSessionParams,
  view: PagesView,
  enabled: boolean,
  walk: SearchWalk,
) {
  const queryKey = queries.pagesKey(view, params);
  const sessionId = searchSessionId(params);
  const backward = view === 'grid';
  const loaded = queryClient.getQueryData<SearchData>(queryKey);

  return queries.searchPages<LoadedPage>(view, params, {
    queryFn: async ({ pageParam, signal, direction }) => {
      const read = (pageToken: string | null) => fetchSearchPage(params, pageToken, signal, walk.activity);
      const first = await read(pageParam);
      const current = queryClient.getQueryData<SearchData>(queryKey);
      const place = placePage(first, pageParam, direction, current);
      if (direction === 'backward') {
        // The first page cannot stand before the rows shown: only starting again helps.
        if (first.restartedAfter) throw new ExplorerFailure(earlierPagesLost(first.restartedAfter));
        return place;
      }
      const pageWalk = walk.walks.walkOf(sessionId, pageParam === null);
      // A page dropped under maxPages and read forward again: its rows were taken in when first read.
      if (!first.restartedAfter && walk.walks.placedBefore(sessionId, place.number)) return place;
      const { page, step } = await readPastShownRows(first, {
        accept: (next) => pageWalk.accept(next),
        readNext: read,
        onRestart: (restarted) => walk.notices.note(restartNoticeOf(restarted.restartedAfter)),
      });
      walk.walks.placed(sessionId, place.number);
      return placePage(walkedPage(page, step, backward), pageParam, direction, current);
    },
    getNextPageParam: nextPageParam,
    ...(backward && { getPreviousPageParam: previousPageParam, maxPages: maxPagesFor(loaded?.pages) }),
    enabled,
  });
}

/**
 * The pages of one search in a view, with what the walk says of them: the restart notice, why it
 * stopped, and the no-progress pause with its "Keep looking".
 */
export function useSearchPages(params: SearchSessionParams, view: PagesView, enabled: boolean, walk: SearchWalk) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(searchPagesOptions(queryClient, params, view, enabled, walk));
  const queryKey = queries.pagesKey(view, params);
  const sessionId = searchSessionId(params);
  const [notice, setNotice] = useState(walk.notices.last);
  // Pages in a row without a new row the user agreed to look past, per session.
  const [continuedAfter, setContinuedAfter] = useState<{ sessionId: string; afterPage: number } | null>(null);

  useEffect(() => walk.notices.listen(setNotice), [walk]);
  useEffect(() => mainProcess.onRequestRetry((retry) => walk.activity.noteRetry(retry, Date.now())), [walk]);

  const pages = query.data?.pages;
  const noProgress = noProgressPause(pages, continuedAfter?.sessionId === sessionId ? continuedAfter.afterPage : null);

  /** Start again from the first page: a new walk, nothing kept from this one. */
  const restartFromFirstPage = () => {
    walk.notices.clear();
    setContinuedAfter(null);
    return queryClient.resetQueries({ queryKey, exact: true });
  };

  /**
   * "Keep looking" past a run of pages without a new row: the walk asks again after as many more.
   * `fetch` false only lifts the pause (the view holds the next page back for a reason of its own).
   */
  const keepLooking = (fetch = true) => {
    setContinuedAfter({ sessionId, afterPage: pages?.at(-1)?.number ?? 0 });
    if (fetch && !query.isFetching && query.hasNextPage && !query.isFetchNextPageError) void query.fetchNextPage({ cancelRefetch: false });
  };

  return {
    query,
    queryKey,
    sessionId,
    /** One line for the user when the results restarted from the first page, and why; null once dismissed. */
    notice,
    dismissNotice: walk.notices.clear,
    /** Why the walk stopped on its own (a looping server, too many restarts), or null. */
    walkStop: pages?.at(-1)?.walkStop ?? null,
    /** A run of pages without a new row the view waits at until the user says to keep looking. */
    noProgress,
    keepLooking,
    restartFromFirstPage,
  };
}
