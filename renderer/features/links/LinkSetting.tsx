import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LINK_SCHEME } from '../../../common/searches/search-link';
import { mainProcess } from '../../api/main-process';
import { queries } from '../../api/queries';
import { useToast } from '../../ui/toast/toast-context';

/**
 * The app-wide choice "Open sms-explorer:// links", over the theme select (the other app-wide choice).
 * Off, main gives the scheme up with the OS and answers any link that still comes with a line
 * pointing here; Copy link works either way.
 */
export function LinkSetting() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const settingQuery = queries.linkSetting();
  const setting = useQuery(settingQuery);
  // The box shows the user's click at once (set within the click, so it never flips back); main's answer settles it.
  const [choice, setChoice] = useState<boolean | null>(null);
  const change = useMutation({
    mutationFn: (openLinks: boolean) => mainProcess.setLinkSetting({ openLinks }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingQuery.queryKey, saved);
      toast(
        saved.openLinks
          ? `Links are on: ${LINK_SCHEME}:// links open here.`
          : `Links are off: ${LINK_SCHEME}:// links are not opened. Copy link still works.`,
      );
    },
    onError: (error) => {
      setChoice(null);
      toast(`The link setting was not changed: ${error.message}`);
      void queryClient.invalidateQueries({ queryKey: settingQuery.queryKey });
    },
  });
  return (
    <label className="choice top-bar__setting" title={`Open ${LINK_SCHEME}:// links from tickets and chats in this app`}>
      <input
        type="checkbox"
        checked={choice ?? setting.data?.openLinks ?? true}
        disabled={!setting.isSuccess}
        onChange={(event) => {
          setChoice(event.target.checked);
          change.mutate(event.target.checked);
        }}
      />
      Open {LINK_SCHEME}:// links
    </label>
  );
}
