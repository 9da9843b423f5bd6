import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OperationInput } from '../../../common/ipc/contract';

type RecordSearchInput = OperationInput<'recordSearch'>;
import { mainProcess } from '../../api/main-process';
import { queries } from '../../api/queries';

/** Recent and saved searches of one connection × location, as main keeps them. */
export function useSearchHistory(connectionId: string, locationId: string | null) {
  const queryClient = useQueryClient();
  const historyQuery = queries.searchHistory(connectionId, locationId);
  const list = useQuery(historyQuery);
  const refresh = () => queryClient.invalidateQueries({ queryKey: historyQuery.queryKey });
  // The place comes with each run: one recorded after the user moved on is still its own place's.
  const record = useMutation({
    mutationFn: (input: RecordSearchInput) => mainProcess.recordSearch(input),
    onSettled: refresh,
  });
  const save = useMutation({
    mutationFn: (input: { searchId: string; name: string; pinned: boolean }) => mainProcess.saveSearch(input),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (searchId: string) => mainProcess.deleteSearch({ searchId }),
    onSettled: refresh,
  });
  const clearRecent = useMutation({
    mutationFn: () => mainProcess.clearRecentSearches({ connectionId, locationId: locationId ?? '' }),
    onSettled: refresh,
  });
  return { list, record, save, remove, clearRecent, refresh };
}

export type SearchHistoryApi = ReturnType<typeof useSearchHistory>;
