import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mainProcess } from '../../api/main-process';
import { queries } from '../../api/queries';

/** A banner the user dismissed stays dismissed, across restarts: main keeps the list. */
export function useDismissedBanner(bannerId: string) {
  const queryClient = useQueryClient();
  const dismissedQuery = queries.dismissedBanners();
  const list = useQuery(dismissedQuery);
  const dismiss = useMutation({
    mutationFn: () => mainProcess.dismissBanner({ bannerId }),
    onMutate: () => queryClient.setQueryData(dismissedQuery.queryKey, (current) => [...(current ?? []), bannerId]),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dismissedQuery.queryKey }),
  });
  // Until main answers the banner stays hidden, so it never flashes up and away.
  return { dismissed: !list.isSuccess || list.data.includes(bannerId), dismiss: () => dismiss.mutate() };
}
