import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, getExplorer } from '../../api/explorer';
import { queryKeys } from '../../api/query-keys';

export function useAppState() {
  return useQuery({
    queryKey: queryKeys.appState,
    queryFn: () => call(getExplorer().getState({})),
  });
}

export function useDismissNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noticeId: string) => call(getExplorer().dismissNotice({ noticeId })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.appState }),
  });
}
