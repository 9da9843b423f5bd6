import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ConnectionView } from '../../../common/ipc/contract';
import { restartsTheWalk } from '../../../common/paging/page-token-rejection';
import { explorerErrorOf } from '../../api/explorer';
import { searchSessionId } from '../../api/queries';
import type { SearchSessionParams } from '../../api/queries';
import type { SubmittedSearch } from '../search/search-draft';
import { createSearchWalk } from './search-walk';
import { searchPagesOptions, useSearchPages } from './use-search-pages';

export type FetchDirection = 'next' | 'previous';

const FIRST_SEARCH: SubmittedSearch = { body: {}, pageSize: 0 };

/** The search the user submitted for the selected connection and location, and what can be done to it. */
export function useSearchSession(connection: ConnectionView, locationId: string | null) {
  const queryClient = useQueryClient();
  const [submitted, setSubmitted] = useState<SubmittedSearch>(FIRST_SEARCH);
  const [walk] = useState(createSearchWalk);
  const { activity } = walk;
  // After Cancel, scrolling must not immediately fetch the cancelled page again.
  const [pausedSession, setPausedSession] = useState<string | null>(null);
  // Counts Search presses, so the grid starts at the top even when the search is the same again.
  const [searchCount, setSearchCount] = useState(0);

  const params: SearchSessionParams = {
    connectionId: connection.id,
    baseUrl: connection.baseUrl,
    locationId: locationId ?? '',
    ...submitted,
  };
  const canRun = (search: SubmittedSearch) => locationId !== null && !connection.needsToken && search.pageSize <= connection.maxPageSize;
  const enabled = canRun(submitted);

  const paging = useSearchPages(params, 'grid', enabled, walk);
  const { query, queryKey, sessionId, noProgress, loadedRows, rowBudget, atRowBudget } = paging;
  const paused = pausedSession === sessionId;

  /** The session id a search would have here, so callers can wait for its rows. */
  const sessionIdFor = (next: SubmittedSearch) => searchSessionId({ ...params, ...next });

  const search = (next: SubmittedSearch) => {
    setPausedSession(null);
    walk.notices.clear();
    setSearchCount((count) => count + 1);
    // The same search again means "fetch it afresh", which a cached key would not do.
    if (sessionIdFor(next) === sessionId) {
      void paging.restartFromFirstPage();
      return;
    }
    // The first page is asked for now, from the press itself, not once the screen has been
    // rendered for the new search: the query the render subscribes to is this one (same key and
    // options), already on its way, so nothing is fetched twice.
    if (canRun(next)) void queryClient.prefetchInfiniteQuery(searchPagesOptions(queryClient, { ...params, ...next }, 'grid', true, walk));
    setSubmitted(next);
  };

  const cancel = () => {
    setPausedSession(sessionId);
    void queryClient.cancelQueries({ queryKey, exact: true });
  };

  /** Further pages, one at a time; cancelRefetch false: a second call while a page is on its way joins it instead of cancelling it. */
  const fetchMore = async (direction: FetchDirection) => {
    if (direction === 'next') await query.fetchNextPage({ cancelRefetch: false });
    else await query.fetchPreviousPage({ cancelRefetch: false });
  };

  const canFetch = (direction: FetchDirection) =>
    direction === 'next'
      ? query.hasNextPage && !atRowBudget && !query.isFetchingNextPage && !query.isFetchNextPageError
      : query.hasPreviousPage && !query.isFetchingPreviousPage && !query.isFetchPreviousPageError;

  /** From scrolling: only when nothing is in the way. */
  const autoFetch = (direction: FetchDirection) => {
    const waitingOnEmpty = direction === 'next' && noProgress.paused;
    if (!paused && !waitingOnEmpty && !query.isFetching && canFetch(direction)) void fetchMore(direction);
  };

  /** "Keep looking" past a run of pages without a new row: the walk asks again after as many more. The row budget still holds. */
  const continuePastNoProgress = () => {
    setPausedSession(null);
    paging.keepLooking();
  };

  /** Start again from the first page: a new walk, nothing kept from this one. */
  const restart = () => {
    setPausedSession(null);
    void paging.restartFromFirstPage();
  };

  /** From a button: clears a pause. The row budget still holds. */
  const loadMore = (direction: FetchDirection) => {
    setPausedSession(null);
    if (!query.isFetching && !(direction === 'next' && atRowBudget)) void fetchMore(direction);
  };

  const retry = () => {
    setPausedSession(null);
    if (restartsTheWalk(explorerErrorOf(query.error))) void paging.restartFromFirstPage();
    else if (query.isFetchNextPageError) void fetchMore('next');
    else if (query.isFetchPreviousPageError) void fetchMore('previous');
    else void query.refetch();
  };

  return {
    params,
    submitted,
    sessionId,
    queryKey,
    searchCount,
    enabled,
    query,
    activity,
    /** The walk state of this view's session, for a read that joins it (Follow's head). */
    walk,
    paused,
    loadedRows,
    rowBudget,
    /** More pages exist but loading stopped at the row budget (no previous tokens to drop pages). */
    atRowBudget,
    expiredNotice: paging.notice,
    dismissExpiredNotice: paging.dismissNotice,
    /** Why the walk stopped on its own (a looping server, too many restarts), or null. */
    walkStop: paging.walkStop,
    /** A run of empty pages the grid waits at until the user says to keep looking. */
    noProgress,
    continuePastNoProgress,
    restart,
    search,
    sessionIdFor,
    cancel,
    autoFetch,
    loadMore,
    retry,
  };
}

export type SearchSession = ReturnType<typeof useSearchSession>;
