import { useMemo } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { restartsTheWalk } from '../../../common/paging/page-token-rejection';
import { explorerErrorOf } from '../../api/explorer';
import type { SearchSessionParams } from '../../api/queries';
import { createSearchWalk } from '../search-session/search-walk';
import type { SearchWalk } from '../search-session/search-walk';
import { searchPagesOptions, useSearchPages } from '../search-session/use-search-pages';

/** A thread stops loading on its own here and offers export-all, which streams every result to a file. */
export const MAX_THREAD_MESSAGES = 20_000;

/** What one opened conversation's walk keeps from its first request on (search-walk.ts). */
export type ConversationWalk = SearchWalk;

/** Opens a conversation's walk and asks for its first page now; the panel's query is this one (same key and options), already on its way. */
export function openConversationWalk(queryClient: QueryClient, params: SearchSessionParams, enabled: boolean): ConversationWalk {
  const walk = createSearchWalk();
  if (enabled) void queryClient.prefetchInfiniteQuery(searchPagesOptions(queryClient, params, 'conversation', enabled, walk));
  return walk;
}

/**
 * The open conversation's pages and what can be done with them: the grid's search for the number,
 * walked forward by the same one walk (use-search-pages.ts) with the state made when it was
 * opened, one request at a time.
 */
export function useConversation(params: SearchSessionParams, enabled: boolean, walk: ConversationWalk) {
  const paging = useSearchPages(params, 'conversation', enabled, walk);
  const { query, noProgress } = paging;
  const pages = query.data?.pages;
  const records = useMemo(() => pages?.flatMap((page) => page.items) ?? [], [pages]);
  const atLimit = records.length >= MAX_THREAD_MESSAGES;
  const error = query.error ? explorerErrorOf(query.error) : null;

  /** From scrolling toward the messages not loaded yet: only when nothing is in the way. */
  const fetchMore = () => {
    if (query.hasNextPage && !query.isFetching && !query.isFetchNextPageError && !noProgress.paused && !atLimit) {
      void query.fetchNextPage({ cancelRefetch: false });
    }
  };

  const restart = () => void paging.restartFromFirstPage();

  const retry = () => {
    if (restartsTheWalk(error)) restart();
    else if (query.isFetchNextPageError) void query.fetchNextPage({ cancelRefetch: false });
    else void query.refetch();
  };

  return {
    query,
    records,
    activity: walk.activity,
    error,
    atLimit,
    noProgress,
    walkStop: paging.walkStop,
    notice: paging.notice,
    dismissNotice: paging.dismissNotice,
    fetchMore,
    retry,
    restart,
    continuePastNoProgress: () => paging.keepLooking(),
  };
}

export type ConversationSession = ReturnType<typeof useConversation>;
