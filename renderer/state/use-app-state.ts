import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mainProcess } from '../api/main-process';
import { queries } from '../api/queries';

export function useAppState() {
  return useQuery(queries.appState());
}

export function useDismissNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noticeId: string) => mainProcess.dismissNotice({ noticeId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queries.appState().queryKey }),
  });
}
