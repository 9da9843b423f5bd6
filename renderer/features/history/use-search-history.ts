import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SearchDraftData } from '../../../common/ipc/contract';
import { clearRecentSearches, deleteSearch, recordSearch, saveSearch } from '../../api/main-process';
import { queries } from '../../api/queries';

/** Recent and saved searches of one connection × location, as main keeps them. */
export function useSearchHistory(connectionId: string, locationId: string | null) {
  const queryClient = useQueryClient();
  const historyQuery = queries.searchHistory(connectionId, locationId);
  const list = useQuery(historyQuery);
  const refresh = () => queryClient.invalidateQueries({ queryKey: historyQuery.queryKey });
  const record = useMutation({
    mutationFn: (draft: SearchDraftData) => recordSearch({ connectionId, locationId: locationId ?? '', draft }),
    onSettled: refresh,
  });
  const save = useMutation({
    mutationFn: (input: { searchId: string; name: string; pinned: boolean }) => saveSearch(input),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (searchId: string) => deleteSearch({ searchId }),
    onSettled: refresh,
  });
  const clearRecent = useMutation({
    mutationFn: () => clearRecentSearches({ connectionId, locationId: locationId ?? '' }),
    onSettled: refresh,
  });
  return { list, record, save, remove, clearRecent, refresh };
}

export type SearchHistoryApi = ReturnType<typeof useSearchHistory>;
