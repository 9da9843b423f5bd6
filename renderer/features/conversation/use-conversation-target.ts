import { useState } from 'react';
import type { ConnectionView } from '../../../common/ipc/contract';
import type { SearchSessionParams } from '../../api/queries';
import type { ReadContext } from '../search/filters';
import type { SearchDraft } from '../search/search-draft';
import { conversationSearch } from './conversation-search';

interface ConversationTarget {
  phoneNumber: string;
  params: SearchSessionParams;
  /** Which connection × location it belongs to: a switch closes it. */
  place: string;
}

/** Which conversation is open, if any, for the workspace's connection and location. */
export function useConversationTarget(connection: ConnectionView, locationId: string | null, pageSize: SearchDraft['pageSize'], context: ReadContext) {
  const [target, setTarget] = useState<ConversationTarget | null>(null);
  const place = `${connection.id}|${locationId ?? ''}`;
  const open = target?.place === place ? target : null;

  /** False when the number cannot be searched here (no location, or the form's page size is invalid). */
  const openConversation = (phoneNumber: string): boolean => {
    const search = locationId === null ? null : conversationSearch(phoneNumber, pageSize, connection.maxPageSize, context);
    if (!search || locationId === null) return false;
    setTarget({ phoneNumber, params: { connectionId: connection.id, baseUrl: connection.baseUrl, locationId, ...search }, place });
    return true;
  };

  return { open, openConversation, close: () => setTarget(null) };
}
