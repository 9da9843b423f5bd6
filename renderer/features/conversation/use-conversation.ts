import { useEffect, useMemo, useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { SearchPage } from '../../../common/ipc/contract';
import { explorerErrorOf } from '../../api/explorer';
import { onRequestRetry } from '../../api/main-process';
import { queries, searchSessionId } from '../../api/queries';
import type { SearchSessionParams } from '../../api/queries';
import { noProgressPause } from '../search-session/no-progress-pause';
import { fetchSearchPage } from '../search-session/fetch-search-page';
import { placePage } from '../search-session/loaded-page';
import type { LoadedPage, SearchData } from '../search-session/loaded-page';
import { nextPageParam } from '../search-session/page-params';
import { createRequestActivity } from '../search-session/request-activity';
import type { RequestActivity } from '../search-session/request-activity';
import { restartNoticeOf } from '../search-session/restart-notice';
import type { RestartNotice } from '../search-session/restart-notice';
import { createSessionWalks } from '../search-session/session-walks';
import type { SessionWalks } from '../search-session/session-walks';

/** A thread stops loading on its own here and offers export-all, which streams every result to a file. */
export const MAX_THREAD_MESSAGES = 20_000;

/**
 * What one opened conversation's walk keeps from its first request on. It is made where the
 * conversation is opened, so the first page is asked for from the press itself, as the grid's
 * search is, not once the panel has been rendered; the panel then walks on with the same state.
 */
export interface ConversationWalk {
  activity: RequestActivity;
  walks: SessionWalks;
  notices: RestartNotices;
}

/** The walk's restart notices: the last one given, and the open panel told of each next one. */
interface RestartNotices {
  note: (notice: RestartNotice) => void;
  last: () => RestartNotice | null;
  /** Returns what stops listening. */
  listen: (tell: (notice: RestartNotice) => void) => () => void;
}

function createRestartNotices(): RestartNotices {
  let last: RestartNotice | null = null;
  let listener: ((notice: RestartNotice) => void) | null = null;
  return {
    note: (notice) => {
      last = notice;
      listener?.(notice);
    },
    last: () => last,
    listen: (tell) => {
      listener = tell;
      return () => {
        if (listener === tell) listener = null;
      };
    },
  };
}

/** Opens a conversation's walk and asks for its first page now; the panel's query is this one (same key and options), already on its way. */
export function openConversationWalk(queryClient: QueryClient, params: SearchSessionParams, enabled: boolean): ConversationWalk {
  const walk: ConversationWalk = { activity: createRequestActivity(), walks: createSessionWalks(), notices: createRestartNotices() };
  if (enabled) void queryClient.prefetchInfiniteQuery(conversationQuery(queryClient, params, enabled, walk));
  return walk;
}

/**
 * The pages of one conversation: the grid's search for the number, walked forward by the same
 * rules (common/paging/page-walk.ts: restarts without showing a row twice, loop guard, empty runs)
 * and one request at a time. Every page is kept: the thread sorts what is loaded by time, so a
 * page cannot be dropped and fetched back in place.
 */
function conversationQuery(queryClient: QueryClient, params: SearchSessionParams, enabled: boolean, walk: ConversationWalk) {
  const { activity, walks } = walk;
  const sessionId = searchSessionId(params);
  const queryKey = queries.conversationKey(params);
  const noteRestart = (page: SearchPage) => walk.notices.note(restartNoticeOf(page.restartedAfter));
  return queries.conversation<LoadedPage>(params, {
    queryFn: async ({ pageParam, signal }): Promise<LoadedPage> => {
      let page: SearchPage = await fetchSearchPage(params, pageParam, signal, activity);
      let step = walks.accept(sessionId, page, pageParam === null);
      if (step.restartNotice !== undefined) noteRestart(page);
      // After a restart, pages of rows already shown are walked through here, one request at a time.
      while (step.items.length === 0 && page.items.length > 0 && !step.stop && !step.pause && page.nextPageToken !== null) {
        page = await fetchSearchPage(params, page.nextPageToken, signal, activity);
        step = walks.accept(sessionId, page, false);
        if (step.restartNotice !== undefined) noteRestart(page);
      }
      const kept: SearchPage = { ...page, items: step.items, previousPageToken: null, ...(step.stop && { nextPageToken: null }) };
      const loaded = queryClient.getQueryData<SearchData>(queryKey);
      return { ...placePage(kept, pageParam, 'forward', loaded), ...(step.stop && { walkStop: step.stop }), ...(step.pause && { noProgress: step.pause }) };
    },
    getNextPageParam: nextPageParam,
    enabled,
  });
}

/** The open conversation's pages and what can be done with them, walked with the state made when it was opened. */
export function useConversation(params: SearchSessionParams, enabled: boolean, walk: ConversationWalk) {
  const queryClient = useQueryClient();
  const { activity } = walk;
  const [notice, setNotice] = useState<RestartNotice | null>(walk.notices.last);
  const [continuedAfter, setContinuedAfter] = useState<number | null>(null);
  const queryKey = queries.conversationKey(params);
  const query = useInfiniteQuery(conversationQuery(queryClient, params, enabled, walk));

  useEffect(() => walk.notices.listen(setNotice), [walk]);
  useEffect(() => onRequestRetry((retry) => activity.noteRetry(retry, Date.now())), [activity]);

  const pages = query.data?.pages;
  const records = useMemo(() => pages?.flatMap((page) => page.items) ?? [], [pages]);
  const noProgress = noProgressPause(pages, continuedAfter);
  const atLimit = records.length >= MAX_THREAD_MESSAGES;
  const error = query.error ? explorerErrorOf(query.error) : null;

  /** From scrolling toward the messages not loaded yet: only when nothing is in the way. */
  const fetchMore = () => {
    if (query.hasNextPage && !query.isFetching && !query.isFetchNextPageError && !noProgress.paused && !atLimit) {
      void query.fetchNextPage({ cancelRefetch: false });
    }
  };

  const restart = () => {
    setNotice(null);
    setContinuedAfter(null);
    void queryClient.resetQueries({ queryKey, exact: true });
  };

  const retry = () => {
    if (error?.kind === 'page_token_expired') restart();
    else if (query.isFetchNextPageError) void query.fetchNextPage({ cancelRefetch: false });
    else void query.refetch();
  };

  const continuePastNoProgress = () => {
    setContinuedAfter(pages?.at(-1)?.number ?? 0);
    if (!query.isFetching && query.hasNextPage) void query.fetchNextPage({ cancelRefetch: false });
  };

  return {
    query,
    records,
    activity,
    error,
    atLimit,
    noProgress,
    walkStop: pages?.at(-1)?.walkStop ?? null,
    notice,
    dismissNotice: () => setNotice(null),
    fetchMore,
    retry,
    restart,
    continuePastNoProgress,
  };
}

export type ConversationSession = ReturnType<typeof useConversation>;
