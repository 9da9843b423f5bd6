import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SearchDraftData } from '../../../common/ipc/contract';
import { call, getExplorer } from '../../api/explorer';

const historyKey = (connectionId: string, locationId: string) => ['search-history', connectionId, locationId] as const;

/** Recent and saved searches of one connection × location, as main keeps them. */
export function useSearchHistory(connectionId: string, locationId: string | null) {
  const queryClient = useQueryClient();
  const key = historyKey(connectionId, locationId ?? '');
  const list = useQuery({
    queryKey: key,
    queryFn: () => call(getExplorer().listSearches({ connectionId, locationId: locationId ?? '' })),
    enabled: locationId !== null,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const record = useMutation({
    mutationFn: (draft: SearchDraftData) => call(getExplorer().recordSearch({ connectionId, locationId: locationId ?? '', draft })),
    onSettled: refresh,
  });
  const save = useMutation({
    mutationFn: (input: { searchId: string; name: string; pinned: boolean }) => call(getExplorer().saveSearch(input)),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (searchId: string) => call(getExplorer().deleteSearch({ searchId })),
    onSettled: refresh,
  });
  const clearRecent = useMutation({
    mutationFn: () => call(getExplorer().clearRecentSearches({ connectionId, locationId: locationId ?? '' })),
    onSettled: refresh,
  });
  return { list, record, save, remove, clearRecent, refresh };
}

export type SearchHistoryApi = ReturnType<typeof useSearchHistory>;
