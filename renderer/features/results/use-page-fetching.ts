import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { explorerErrorOf } from '../../api/explorer';
import type { SearchQueryKey } from '../../api/query-keys';
import type { SearchData } from './use-message-search';

export const EXPIRED_TOKEN_NOTICE = "The server's page token expired; results were reloaded from the first page.";

export type FetchDirection = 'next' | 'previous';

/**
 * Fetching further pages, with the expired-token rule (contract rule 6): the session restarts
 * from the first page once, with a notice. If a token expires again before any later page has
 * loaded, the error stays on screen (with Retry) instead of looping.
 */
export function usePageFetching(query: UseInfiniteQueryResult<SearchData>, queryKey: SearchQueryKey) {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const restartedSession = useRef<string | null>(null);
  const sessionId = JSON.stringify(queryKey);
  const { fetchNextPage, fetchPreviousPage } = query;

  const restart = () => queryClient.resetQueries({ queryKey, exact: true });

  const fetchMore = async (direction: FetchDirection) => {
    // cancelRefetch false: a second call while a page is on its way joins it instead of cancelling it.
    const options = { cancelRefetch: false };
    const result = direction === 'next' ? await fetchNextPage(options) : await fetchPreviousPage(options);
    const expired = explorerErrorOf(result.error)?.kind === 'page_token_expired';
    if (!expired) {
      if (result.isSuccess) restartedSession.current = null;
      return;
    }
    if (restartedSession.current === sessionId) return;
    restartedSession.current = sessionId;
    setNotice(EXPIRED_TOKEN_NOTICE);
    await restart();
  };

  /** Explicit restarts (Retry, Search again) re-arm the automatic one. */
  const restartFromFirstPage = async () => {
    restartedSession.current = null;
    await restart();
  };

  return { fetchMore, restartFromFirstPage, notice, dismissNotice: () => setNotice(null) };
}
