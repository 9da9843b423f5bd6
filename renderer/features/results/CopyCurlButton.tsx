import { useMutation } from '@tanstack/react-query';
import { copyText } from '../../api/clipboard';
import { copyAsCurl } from '../../api/main-process';
import type { SearchSessionParams } from '../../api/queries';
import { useShortcuts } from '../shortcuts/use-shortcuts';
import { useToast } from '../toast/toast-context';

/** The current search as a cURL command for escalations; main puts a placeholder where the token goes. */
export function CopyCurlButton({ params, disabled }: { params: SearchSessionParams; disabled: boolean }) {
  const toast = useToast();
  const copy = useMutation({
    mutationFn: async () => {
      const command = await copyAsCurl({ connectionId: params.connectionId, locationId: params.locationId, body: params.body, pageSize: params.pageSize });
      await copyText(command);
    },
    onSuccess: () => toast('Copied (token replaced by $API_TOKEN)'),
    onError: (error) => toast(`Could not copy: ${error.message}`),
  });
  useShortcuts({ copyCurl: disabled || copy.isPending ? null : () => copy.mutate() });
  return (
    <button type="button" className="button" disabled={disabled || copy.isPending} aria-keyshortcuts="Alt+Shift+U" onClick={() => copy.mutate()}>
      Copy as cURL
    </button>
  );
}
