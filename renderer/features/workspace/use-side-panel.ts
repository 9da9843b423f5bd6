import { useEffect, useRef } from 'react';
import { useEscapeCloses } from '../shortcuts/use-escape-closes';
import type { RefObject } from 'react';
import type { ConnectionView } from '../../../common/ipc/contract';
import { conversationNumber } from '../conversation/conversation-number';
import { useConversationTarget } from '../conversation/use-conversation-target';
import type { SearchNavigation } from '../history/use-search-navigation';
import type { ReadContext } from '../search/filters';
import type { ResultsView } from './use-results-view';

export interface ConversationRequest {
  phoneNumber: string;
  /** The same number asked for again reopens it: each request counts one up. */
  count: number;
}

interface SidePanelSource {
  connection: ConnectionView;
  locationId: string | null;
  navigation: SearchNavigation;
  view: ResultsView;
  readContext: ReadContext;
  gridRef: RefObject<HTMLDivElement | null>;
  /** The row the keyboard is on, when no row is opened. */
  anchorIndex: number | null;
  request: ConversationRequest | null | undefined;
}

/** The one panel beside the grid: a row's details or a conversation, never both; closing either gives the grid the focus back. */
export function useSidePanel({ connection, locationId, navigation, view, readContext, gridRef, anchorIndex, request }: SidePanelSource) {
  const conversation = useConversationTarget(connection, locationId, navigation.draft.pageSize, readContext);
  const { openedRecord, close } = view;

  // The conversation replaces the details panel: one side panel at a time, the grid keeps its place.
  // The filters fold to their chips: the thread needs the height more than the form does.
  const opened = () => {
    close();
    navigation.collapse();
  };
  const openConversation = (phoneNumber: string) => {
    if (conversation.openConversation(phoneNumber)) opened();
  };
  const closeConversation = () => {
    conversation.close();
    gridRef.current?.focus();
  };
  const closeDetail = () => {
    close();
    gridRef.current?.focus();
  };

  const requested = useRef(request?.count ?? 0);
  useEffect(() => {
    if (!request || request.count === requested.current) return;
    requested.current = request.count;
    if (conversation.openConversation(request.phoneNumber)) opened();
  });

  useEscapeCloses(Boolean(openedRecord), close, gridRef);

  const focusedRecord = openedRecord ?? (anchorIndex === null ? undefined : view.recordAt(anchorIndex - view.rowOffset));
  const focusedNumber = focusedRecord ? conversationNumber(focusedRecord, view.fields) : null;

  return {
    conversation: conversation.open,
    /** Shown only while no conversation is open. */
    detail: conversation.open ? null : openedRecord,
    openConversation,
    closeConversation,
    closeDetail,
    /** The conversation shortcut's meaning now: close the open conversation, or open the focused row's. */
    toggleConversation: conversation.open ? closeConversation : focusedNumber ? () => openConversation(focusedNumber) : null,
  };
}

export type SidePanelState = ReturnType<typeof useSidePanel>;
