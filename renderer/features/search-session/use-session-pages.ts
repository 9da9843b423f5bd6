import { useContext, useEffect, useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { mainProcess } from '../../api/main-process';
import { queries, sessionIdOf } from '../../api/queries';
import { noProgressPause, pageNumberOf } from './no-progress-pause';
import type { PageSource, SessionPage } from './page-source';
import type { RequestActivity } from './request-activity';
import { RowBudgetContext, rowBudgetReached } from './row-budget';
import type { SearchWalk } from './search-walk';

/** The one infinite query of a session, whatever its source: its page param is where the collection resumes. */
export function sessionPagesOptions<TPage extends SessionPage>(source: PageSource<TPage>, enabled: boolean, activity: RequestActivity) {
  const { previousPlace } = source;
  return queries.sessionPages<TPage>(source.queryKey, {
    queryFn: ({ pageParam, signal, direction }) => source.read({ place: pageParam, direction, signal, activity }),
    getNextPageParam: (last) => source.nextPlace(last),
    ...(previousPlace && { getPreviousPageParam: (first: TPage) => previousPlace(first), maxPages: source.maxPages }),
    enabled,
  });
}

/**
 * The one session hook: the pages of a search in a view, one stream's or N merged in main (a
 * PageSource), with everything around paging written once: the restart notice, why the walk
 * stopped, the no-progress pause with its "Keep looking", the row budget, starting again, asking
 * for the next page (a second ask joins the one on its way), and the requests in flight with
 * their retries.
 */
export function useSessionPages<TPage extends SessionPage>(source: PageSource<TPage>, enabled: boolean, walk: SearchWalk) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(sessionPagesOptions(source, enabled, walk.activity));
  const { queryKey } = source;
  const sessionId = sessionIdOf(queryKey);
  const [notice, setNotice] = useState(walk.notices.last);
  // Pages in a row without a new row the user agreed to look past, per session.
  const [continuedAfter, setContinuedAfter] = useState<{ sessionId: string; afterPage: number } | null>(null);

  useEffect(() => walk.notices.listen(setNotice), [walk]);
  useEffect(() => mainProcess.onRequestRetry((retry) => walk.activity.noteRetry(retry, Date.now())), [walk]);

  const pages = query.data?.pages;
  const rowBudget = useContext(RowBudgetContext);
  const loadedRows = pages?.reduce((sum, page) => sum + source.rowsOf(page), 0) ?? 0;
  const atRowBudget = rowBudgetReached({
    loadedRows,
    hasNextPage: query.hasNextPage,
    canDropPages: source.maxPages !== undefined,
    budget: rowBudget,
  });
  const noProgress = noProgressPause(pages, query.hasNextPage, continuedAfter?.sessionId === sessionId ? continuedAfter.afterPage : null);

  /** Start again from the first page: a new walk, nothing kept from this one. */
  const restartFromFirstPage = () => {
    walk.notices.clear();
    setContinuedAfter(null);
    return queryClient.resetQueries({ queryKey, exact: true });
  };

  /**
   * The next page, unless one is on its way or the row budget is used up: cancelRefetch false, so a second ask joins it rather
   * than cancelling it and asking again (main refuses its cursor twice; a scroll can ask before
   * isFetching shows).
   */
  const fetchNext = () => {
    if (!query.isFetching && query.hasNextPage && !atRowBudget) void query.fetchNextPage({ cancelRefetch: false });
  };

  /**
   * "Keep looking" past a run of pages without a new row: the walk asks again after as many more.
   * The row budget still holds.
   */
  const keepLooking = () => {
    setContinuedAfter({ sessionId, afterPage: pages ? pageNumberOf(pages) : 0 });
    if (!query.isFetchNextPageError) fetchNext();
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
    loadedRows,
    rowBudget,
    /** More pages exist but loading stopped at the row budget (no way to drop pages and read them again). */
    atRowBudget,
    keepLooking,
    fetchNext,
    restartFromFirstPage,
  };
}

export type SessionPages = ReturnType<typeof useSessionPages>;
