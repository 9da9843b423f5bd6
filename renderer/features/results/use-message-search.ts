import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys';
import type { SearchParams, SearchQueryKey } from '../../api/query-keys';
import { fetchSearchPage } from './fetch-search-page';
import { placePage } from './loaded-page';
import type { LoadedPage } from './loaded-page';
import { maxPagesFor, nextPageParam, previousPageParam } from './page-params';
import type { RequestActivity } from './request-activity';

export type SearchData = InfiniteData<LoadedPage, string | null>;

/**
 * One pagination session per (connection, location, body, page size). A session nobody shows is
 * dropped at once (gcTime 0): coming back to a location starts afresh rather than resuming with
 * page tokens that may have expired, and another location's rows are never shown meanwhile.
 */
export function useMessageSearch(params: SearchParams, enabled: boolean, activity: RequestActivity) {
  const queryClient = useQueryClient();
  const queryKey = queryKeys.search(params);
  const loaded = queryClient.getQueryData<SearchData>(queryKey);

  return useInfiniteQuery<LoadedPage, Error, SearchData, SearchQueryKey, string | null>({
    queryKey,
    queryFn: async ({ pageParam, signal, direction }) => {
      const page = await fetchSearchPage(params, pageParam, signal, activity);
      return placePage(page, pageParam, direction, queryClient.getQueryData<SearchData>(queryKey));
    },
    initialPageParam: null,
    getNextPageParam: nextPageParam,
    getPreviousPageParam: previousPageParam,
    maxPages: maxPagesFor(loaded?.pages),
    enabled,
    gcTime: 0,
  });
}
