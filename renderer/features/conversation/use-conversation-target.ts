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
  /** Which connection × location it belongs to: a switch closes it. */
  place: string;
}

/** Which conversation is open, if any, for the workspace's connection and location. */
export function useConversationTarget(connection: ConnectionView, locationId: string | null, pageSize: SearchDraft['pageSize'], context: ReadContext) {
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<ConversationTarget | null>(null);
  const place = `${connection.id}|${locationId ?? ''}`;
  const open = target?.place === place ? target : null;

  /** False when the number cannot be searched here (no location, or the form's page size is invalid). */
  const openConversation = (phoneNumber: string): boolean => {
    const search = locationId === null ? null : conversationSearch(phoneNumber, pageSize, connection.maxPageSize, context);
    if (!search || locationId === null) return false;
    const params = { connectionId: connection.id, baseUrl: connection.baseUrl, locationId, ...search };
    setTarget({ phoneNumber, params, walk: openConversationWalk(queryClient, params, !connection.needsToken), place });
    return true;
  };

  return { open, openConversation, close: () => setTarget(null) };
}
