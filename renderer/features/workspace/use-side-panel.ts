import { useEffect, useRef } from 'react';
import { useEscapeCloses } from '../shortcuts/use-escape-closes';
import type { RefObject } from 'react';
import type { ConnectionView } from '../../../common/ipc/contract';
import { conversationNumber } from '../conversation/conversation-number';
import { useConversationTarget } from '../conversation/use-conversation-target';
import type { ReadContext } from '../search/filters';
import type { SearchDraft } from '../search/search-draft';
import type { GridRows } from './grid-rows';

export interface ConversationRequest {
  phoneNumber: string;
  /** The same number asked for again reopens it: each request counts one up. */
  count: number;
}

export interface SidePanelSource {
  connection: ConnectionView;
  /** The workspace's one location, where a number asked for from outside opens; null over several. */
  locationId: string | null;
  /** Connection × the locations searched: a conversation of another place is closed. */
  place: string;
  pageSize: SearchDraft['pageSize'];
  rows: GridRows;
  readContext: ReadContext;
  gridRef: RefObject<HTMLDivElement | null>;
  /** The row the keyboard is on, when no row is opened. */
  anchorIndex: number | null;
  request?: ConversationRequest | null | undefined;
  /** A panel opened: one location's filters fold to their chips, the thread needs the height more than the form does. */
  onOpened?: () => void;
}

/** The one panel beside the grid: a row's details or a conversation, never both; closing either gives the grid the focus back. */
export function useSidePanel({
  connection,
  locationId,
  place,
  pageSize,
  rows,
  readContext,
  gridRef,
  anchorIndex,
  request,
  onOpened,
}: SidePanelSource) {
  const conversation = useConversationTarget(connection, locationId, place, pageSize, readContext);
  const { opened, close } = rows;

  // The conversation replaces the details panel: one side panel at a time, the grid keeps its place.
  const openConversation = (phoneNumber: string, at?: string) => {
    if (!conversation.openConversation(phoneNumber, at)) return;
    close();
    onOpened?.();
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
    openConversation(request.phoneNumber);
  });

  useEscapeCloses(Boolean(opened), close, gridRef);

  const anchor = anchorIndex === null ? null : anchorIndex - rows.rowOffset;
  const focused = opened ?? (anchor === null ? null : { item: rows.itemAt(anchor), locationId: rows.locationAt(anchor) });
  const focusedNumber = focused?.item ? conversationNumber(focused.item, rows.fields) : null;

  return {
    conversation: conversation.open,
    /** Shown only while no conversation is open. */
    detail: conversation.open ? null : opened,
    /** At the row's location when it names one, else at the workspace's. */
    openConversation,
    closeConversation,
    closeDetail,
    /** The conversation shortcut's meaning now: close the open conversation, or open the focused row's. */
    toggleConversation: conversation.open
      ? closeConversation
      : focusedNumber
        ? () => openConversation(focusedNumber, focused?.locationId)
        : null,
  };
}

export type SidePanelState = ReturnType<typeof useSidePanel>;
