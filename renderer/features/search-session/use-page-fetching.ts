import { useQueryClient } from '@tanstack/react-query';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { SearchQueryKey } from '../../api/queries';
import type { SearchData } from './loaded-page';

export type FetchDirection = 'next' | 'previous';

/**
 * Fetching further pages, one at a time. A rejected page token is handled in main and by the
 * session's walk (use-message-search.ts); starting again from the first page is the user's call.
 */
export function usePageFetching(query: UseInfiniteQueryResult<SearchData>, queryKey: SearchQueryKey) {
  const queryClient = useQueryClient();
  const { fetchNextPage, fetchPreviousPage } = query;

  const fetchMore = async (direction: FetchDirection) => {
    // cancelRefetch false: a second call while a page is on its way joins it instead of cancelling it.
    const options = { cancelRefetch: false };
    if (direction === 'next') await fetchNextPage(options);
    else await fetchPreviousPage(options);
  };

  const restartFromFirstPage = () => queryClient.resetQueries({ queryKey, exact: true });

  return { fetchMore, restartFromFirstPage };
}
