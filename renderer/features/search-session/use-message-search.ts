import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { ExplorerFailure } from '../../../common/errors/failure';
import type { SearchPage } from '../../../common/ipc/contract';
import { queries, searchSessionId } from '../../api/queries';
import type { SearchSessionParams } from '../../api/queries';
import { fetchSearchPage } from './fetch-search-page';
import { placePage } from './loaded-page';
import type { LoadedPage, SearchData } from './loaded-page';
import { maxPagesFor, nextPageParam, previousPageParam } from './page-params';
import type { RequestActivity } from './request-activity';
import { restartNoticeOf } from './restart-notice';
import type { RestartNotice } from './restart-notice';
import type { SessionWalks } from './session-walks';

export interface PageWalking {
  walks: SessionWalks;
  /** One line for the user (the results restarted from the first page, and why). */
  onNotice: (notice: RestartNotice) => void;
}

/**
 * The pages of one paging session; its key and how long it is kept are in queries.search.
 *
 * When main finds that a page token was rejected (it asks for the first page to check, see
 * electron/api-client/page-resume.ts), the answer is that first page: it is appended like any next
 * page, minus the rows already shown, and the walk goes on from there.
 */
export function useMessageSearch(params: SearchSessionParams, enabled: boolean, activity: RequestActivity, walking: PageWalking) {
  const queryClient = useQueryClient();
  return useInfiniteQuery(messageSearchOptions(queryClient, params, enabled, activity, walking));
}

/**
 * The session's query options, for the hook and for starting a search's first request from the
 * press of Search itself (see use-search-session.ts): both must fetch and place pages the same way.
 */
export function messageSearchOptions(queryClient: QueryClient, params: SearchSessionParams, enabled: boolean, activity: RequestActivity, walking: PageWalking) {
  const queryKey = queries.searchKey(params);
  const sessionId = searchSessionId(params);
  const loaded = queryClient.getQueryData<SearchData>(queryKey);

  return queries.search<LoadedPage>(params, {
    queryFn: async ({ pageParam, signal, direction }) => {
      let page = await fetchSearchPage(params, pageParam, signal, activity);
      const current = queryClient.getQueryData<SearchData>(queryKey);
      if (direction === 'backward') {
        // The first page cannot stand before the rows shown: only starting again helps.
        if (page.restartedAfter) throw new ExplorerFailure(earlierPagesLost(page.restartedAfter.serverMessage));
        return placePage(page, pageParam, direction, current);
      }
      let step = walking.walks.accept(sessionId, page, pageParam === null);
      if (step.restartNotice !== undefined) walking.onNotice(restartNoticeOf(page.restartedAfter));
      // After a restart, pages holding only rows already shown are walked through here, one
      // request at a time, rather than added as empty pages that would push real ones out; the
      // walk's no-progress rule ends the run (common/paging/no-progress.ts).
      while (step.items.length === 0 && page.items.length > 0 && !step.stop && !step.pause && page.nextPageToken !== null) {
        page = await fetchSearchPage(params, page.nextPageToken, signal, activity);
        step = walking.walks.accept(sessionId, page, false);
        if (step.restartNotice !== undefined) walking.onNotice(restartNoticeOf(page.restartedAfter));
      }
      const restarted = step.restarts > 0;
      const kept: SearchPage = {
        ...page,
        items: step.items,
        // The restarted walk's earlier tokens lead to rows already shown, placed elsewhere.
        ...(restarted && { previousPageToken: null }),
        ...(step.stop && { nextPageToken: null }),
      };
      return {
        ...placePage(kept, pageParam, direction, current),
        ...(restarted && { afterRestart: true }),
        ...(step.stop && { walkStop: step.stop }),
        ...(step.pause && { noProgress: step.pause }),
      };
    },
    getNextPageParam: nextPageParam,
    getPreviousPageParam: previousPageParam,
    maxPages: maxPagesFor(loaded?.pages),
    enabled,
  });
}

function earlierPagesLost(serverMessage: string | undefined) {
  return {
    kind: 'page_token_expired' as const,
    message:
      `The server rejected the page token of the earlier pages${serverMessage ? ` ("${serverMessage}")` : ''}, so they cannot be loaded again. ` +
      'Start again from the first page to see them.',
  };
}
