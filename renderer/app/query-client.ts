import { QueryClient } from '@tanstack/react-query';

/**
 * Main already retries network errors, 5xx and 429 with backoff, so the renderer never retries
 * on its own (that would multiply the attempts). Nothing refetches behind the user's back either:
 * refetching an infinite query replays every page with tokens that may have expired.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
