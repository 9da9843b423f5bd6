import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import { ExplorerRequestError } from '../../api/explorer';
import { queryKeys } from '../../api/query-keys';
import type { SearchParams, SearchQueryKey } from '../../api/query-keys';
import { fetchSearchPage } from './fetch-search-page';
import { placePage } from './loaded-page';
import type { LoadedPage } from './loaded-page';
import { maxPagesFor, nextPageParam, previousPageParam } from './page-params';
import type { RequestActivity } from './request-activity';
import type { SessionWalks } from './session-walks';

export type SearchData = InfiniteData<LoadedPage, string | null>;

export interface PageWalking {
  walks: SessionWalks;
  /** One line for the user (the results restarted from the first page, and why). */
  onNotice: (notice: string) => void;
}

/**
 * One pagination session per (connection, location, body, page size). A session nobody shows is
 * dropped at once (gcTime 0): coming back to a location starts afresh rather than resuming with
 * page tokens that may have expired, and another location's rows are never shown meanwhile.
 *
 * When main finds that a page token was rejected (it asks for the first page to check, see
 * electron/api/page-resume.ts), the answer is that first page: it is appended like any next
 * page, minus the rows already shown, and the walk goes on from there.
 */
export function useMessageSearch(params: SearchParams, enabled: boolean, activity: RequestActivity, walking: PageWalking) {
  const queryClient = useQueryClient();
  const queryKey = queryKeys.search(params);
  const sessionId = JSON.stringify(queryKey);
  const loaded = queryClient.getQueryData<SearchData>(queryKey);

  return useInfiniteQuery<LoadedPage, Error, SearchData, SearchQueryKey, string | null>({
    queryKey,
    queryFn: async ({ pageParam, signal, direction }) => {
      const page = await fetchSearchPage(params, pageParam, signal, activity);
      const current = queryClient.getQueryData<SearchData>(queryKey);
      if (direction === 'backward') {
        // The first page cannot stand before the rows shown: only starting again helps.
        if (page.restartedAfter) throw new ExplorerRequestError(earlierPagesLost(page.restartedAfter.serverMessage));
        return placePage(page, pageParam, direction, current);
      }
      const step = walking.walks.accept(sessionId, page, pageParam === null);
      if (step.restartNotice !== undefined) walking.onNotice(step.restartNotice);
      const kept = { ...page, items: step.items, emptyRun: step.emptyRun, ...(step.stop && { nextPageToken: null, walkStop: step.stop }) };
      return placePage(kept, pageParam, direction, current);
    },
    initialPageParam: null,
    getNextPageParam: nextPageParam,
    getPreviousPageParam: previousPageParam,
    maxPages: maxPagesFor(loaded?.pages),
    enabled,
    gcTime: 0,
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
