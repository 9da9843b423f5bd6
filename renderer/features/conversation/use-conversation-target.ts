import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ConnectionView } from '../../../common/ipc/contract';
import type { SearchSessionParams } from '../../api/queries';
import type { ReadContext } from '../search/filters';
import type { SearchDraft } from '../search/search-draft';
import { conversationSearch } from './conversation-search';
import { openConversationWalk } from './use-conversation';
import type { ConversationWalk } from './use-conversation';

interface ConversationTarget {
  phoneNumber: string;
  params: SearchSessionParams;
  /** Its walk, its first page already asked for. */
  walk: ConversationWalk;
  /** Which place of the workspace (connection × its locations) it belongs to: a switch closes it. */
  place: string;
}

/**
 * Which conversation is open, if any, in a workspace at `place`: at the workspace's one location
 * (`locationId`) unless the row it is opened from names its own.
 */
export function useConversationTarget(
  connection: ConnectionView,
  locationId: string | null,
  place: string,
  pageSize: SearchDraft['pageSize'],
  context: ReadContext,
) {
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<ConversationTarget | null>(null);
  const open = target?.place === place ? target : null;

  /** False when the number cannot be searched there (no location, or the form's page size is invalid). */
  const openConversation = (phoneNumber: string, at: string | undefined = locationId ?? undefined): boolean => {
    const search = at === undefined ? null : conversationSearch(phoneNumber, pageSize, connection.maxPageSize, context);
    if (!search || at === undefined) return false;
    const params = { connectionId: connection.id, baseUrl: connection.baseUrl, locationId: at, ...search };
    setTarget({ phoneNumber, params, walk: openConversationWalk(queryClient, params, !connection.needsToken), place });
    return true;
  };

  return { open, openConversation, close: () => setTarget(null) };
}
