import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, getExplorer } from '../../api/explorer';

const dismissedKey = ['dismissed-banners'] as const;

/** A banner the user dismissed stays dismissed, across restarts: main keeps the list. */
export function useDismissedBanner(bannerId: string) {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: dismissedKey, queryFn: () => call(getExplorer().listDismissedBanners({})) });
  const dismiss = useMutation({
    mutationFn: () => call(getExplorer().dismissBanner({ bannerId })),
    onMutate: () => queryClient.setQueryData<string[]>(dismissedKey, (current) => [...(current ?? []), bannerId]),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dismissedKey }),
  });
  // Until main answers the banner stays hidden, so it never flashes up and away.
  return { dismissed: !list.isSuccess || list.data.includes(bannerId), dismiss: () => dismiss.mutate() };
}
