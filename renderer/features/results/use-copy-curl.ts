import { useMutation } from '@tanstack/react-query';
import { copyText } from '../../api/clipboard';
import { mainProcess } from '../../api/main-process';
import type { SearchSessionParams } from '../../api/queries';
import { useShortcuts } from '../shortcuts/use-shortcuts';
import { useToast } from '../../ui/toast/toast-context';

/**
 * The current search as a cURL command for escalations; main puts a placeholder where the token goes.
 * Null while it cannot run, and where there is no one request to show (rows of several locations).
 */
export function useCopyCurl(params: SearchSessionParams | null): (() => void) | null {
  const toast = useToast();
  const copy = useMutation({
    mutationFn: async (params: SearchSessionParams) => {
      const command = await mainProcess.copyAsCurl({
        connectionId: params.connectionId,
        locationId: params.locationId,
        body: params.body,
        pageSize: params.pageSize,
      });
      await copyText(command);
    },
    onSuccess: () => toast('Copied (token replaced by $API_TOKEN)'),
    onError: (error) => toast(`Could not copy: ${error.message}`),
  });
  const run = !params?.locationId || copy.isPending ? null : () => copy.mutate(params);
  useShortcuts({ copyCurl: run });
  return run;
}
