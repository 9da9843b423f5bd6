import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, getExplorer } from '../../api/explorer';
import { queries } from '../../api/queries';

export function useAppState() {
  return useQuery(queries.appState());
}

export function useDismissNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noticeId: string) => call(getExplorer().dismissNotice({ noticeId })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queries.appState().queryKey }),
  });
}
