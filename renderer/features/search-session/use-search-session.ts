import { useContext, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ConnectionView } from '../../../common/ipc/contract';
import { explorerErrorOf } from '../../api/explorer';
import { onRequestRetry } from '../../api/main-process';
import type { RestartNotice } from './restart-notice';
import { queries, searchSessionId } from '../../api/queries';
import type { SearchSessionParams } from '../../api/queries';
import type { SubmittedSearch } from '../search/search-draft';
import { maxPagesFor } from './page-params';
import { createRequestActivity } from './request-activity';
import { createSessionWalks } from './session-walks';
import { noProgressPause } from './no-progress-pause';
import { RowBudgetContext, rowBudgetReached } from './row-budget';
import { messageSearchOptions, useMessageSearch } from './use-message-search';
import { usePageFetching } from './use-page-fetching';
import type { FetchDirection } from './use-page-fetching';

const FIRST_SEARCH: SubmittedSearch = { body: {}, pageSize: 0 };

/** The search the user submitted for the selected connection and location, and what can be done to it. */
export function useSearchSession(connection: ConnectionView, locationId: string | null) {
  const queryClient = useQueryClient();
  const [submitted, setSubmitted] = useState<SubmittedSearch>(FIRST_SEARCH);
  const [activity] = useState(createRequestActivity);
  // After Cancel, scrolling must not immediately fetch the cancelled page again.
  const [pausedSession, setPausedSession] = useState<string | null>(null);
  // Counts Search presses, so the grid starts at the top even when the search is the same again.
  const [searchCount, setSearchCount] = useState(0);
  const [walks] = useState(createSessionWalks);
  const [notice, setNotice] = useState<RestartNotice | null>(null);
  // Empty pages in a row the user agreed to look past, per session.
  const [continuedAfter, setContinuedAfter] = useState<{ sessionId: string; afterPage: number } | null>(null);

  const params: SearchSessionParams = { connectionId: connection.id, baseUrl: connection.baseUrl, locationId: locationId ?? '', ...submitted };
  const queryKey = queries.searchKey(params);
  const sessionId = searchSessionId(params);
  const canRun = (search: SubmittedSearch) => locationId !== null && !connection.needsToken && search.pageSize <= connection.maxPageSize;
  const enabled = canRun(submitted);

  useEffect(() => onRequestRetry((notice) => activity.noteRetry(notice, Date.now())), [activity]);

  const walking = { walks, onNotice: setNotice };
  const query = useMessageSearch(params, enabled, activity, walking);
  const paging = usePageFetching(query, queryKey);
  const paused = pausedSession === sessionId;
  const rowBudget = useContext(RowBudgetContext);
  const pages = query.data?.pages;
  const loadedRows = pages?.reduce((sum, page) => sum + page.items.length, 0) ?? 0;
  const atRowBudget = rowBudgetReached({
    loadedRows,
    hasNextPage: query.hasNextPage,
    canDropPages: maxPagesFor(pages) !== undefined,
    budget: rowBudget,
  });

  const walkStop = pages?.at(-1)?.walkStop ?? null;
  const noProgress = noProgressPause(pages, continuedAfter?.sessionId === sessionId ? continuedAfter.afterPage : null);
  /** The session id a search would have here, so callers can wait for its rows. */
  const sessionIdFor = (next: SubmittedSearch) => searchSessionId({ ...params, ...next });

  const search = (next: SubmittedSearch) => {
    setPausedSession(null);
    setNotice(null);
    setSearchCount((count) => count + 1);
    // The same search again means "fetch it afresh", which a cached key would not do.
    if (sessionIdFor(next) === sessionId) {
      void paging.restartFromFirstPage();
      return;
    }
    // The first page is asked for now, from the press itself, not once the screen has been
    // rendered for the new search: the query the render subscribes to is this one (same key and
    // options), already on its way, so nothing is fetched twice.
    if (canRun(next)) void queryClient.prefetchInfiniteQuery(messageSearchOptions(queryClient, { ...params, ...next }, true, activity, walking));
    setSubmitted(next);
  };

  const cancel = () => {
    setPausedSession(sessionId);
    void queryClient.cancelQueries({ queryKey, exact: true });
  };

  const canFetch = (direction: FetchDirection) =>
    direction === 'next'
      ? query.hasNextPage && !atRowBudget && !query.isFetchingNextPage && !query.isFetchNextPageError
      : query.hasPreviousPage && !query.isFetchingPreviousPage && !query.isFetchPreviousPageError;

  /** From scrolling: only when nothing is in the way. */
  const autoFetch = (direction: FetchDirection) => {
    const waitingOnEmpty = direction === 'next' && noProgress.paused;
    if (!paused && !waitingOnEmpty && !query.isFetching && canFetch(direction)) void paging.fetchMore(direction);
  };

  /** "Keep looking" past a run of pages without a new row: the walk asks again after as many more. */
  const continuePastNoProgress = () => {
    setContinuedAfter({ sessionId, afterPage: pages?.at(-1)?.number ?? 0 });
    setPausedSession(null);
    if (!query.isFetching && canFetch('next')) void paging.fetchMore('next');
  };

  /** Start again from the first page: a new walk, nothing kept from this one. */
  const restart = () => {
    setPausedSession(null);
    setNotice(null);
    setContinuedAfter(null);
    void paging.restartFromFirstPage();
  };

  /** From a button: clears a pause. The row budget still holds. */
  const loadMore = (direction: FetchDirection) => {
    setPausedSession(null);
    if (!query.isFetching && !(direction === 'next' && atRowBudget)) void paging.fetchMore(direction);
  };

  const retry = () => {
    setPausedSession(null);
    if (explorerErrorOf(query.error)?.kind === 'page_token_expired') void paging.restartFromFirstPage();
    else if (query.isFetchNextPageError) void paging.fetchMore('next');
    else if (query.isFetchPreviousPageError) void paging.fetchMore('previous');
    else void query.refetch();
  };

  return {
    params,
    submitted,
    sessionId,
    searchCount,
    enabled,
    query,
    activity,
    paused,
    loadedRows,
    rowBudget,
    /** More pages exist but loading stopped at the row budget (no previous tokens to drop pages). */
    atRowBudget,
    expiredNotice: notice,
    dismissExpiredNotice: () => setNotice(null),
    /** Why the walk stopped on its own (a looping server, too many restarts), or null. */
    walkStop,
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
