import { useState } from 'react';
import { useFind } from '../find/use-find';
import type { TimeDisplay } from '../time-zone/time-display';
import type { GridRows } from './grid-rows';

/**
 * Find in the grid's loaded rows, or in the open conversation when there is one (Ctrl+F goes to the panel in view).
 * `searchServer`: beyond the loaded rows, the same search again with the text as the server's text filter.
 */
export function useWorkspaceFind(rows: GridRows, time: TimeDisplay, searchServer: (text: string) => void, conversationOpen: boolean) {
  const find = useFind({ rowCount: rows.rowCount, rowAt: rows.rowAt, columns: rows.visibleColumns, time });
  // Requests as counts: each Ctrl+F focuses the bar again, even when it is already open.
  const [gridRequest, setGridRequest] = useState(0);
  const [conversationRequest, setConversationRequest] = useState(0);

  return {
    find,
    gridRequest,
    conversationRequest,
    show: () => {
      if (conversationOpen) {
        setConversationRequest((count) => count + 1);
        return;
      }
      find.show();
      setGridRequest((count) => count + 1);
    },
    searchAll: (text: string) => {
      find.close();
      searchServer(text);
    },
  };
}

export type WorkspaceFind = ReturnType<typeof useWorkspaceFind>;
