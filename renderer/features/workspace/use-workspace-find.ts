import { useState } from 'react';
import { useFind } from '../find/use-find';
import type { SearchNavigation } from '../history/use-search-navigation';
import type { TimeDisplay } from '../time-zone/time-display';
import type { ResultsView } from './use-results-view';

/** Find in the grid's loaded rows, or in the open conversation when there is one (Ctrl+F goes to the panel in view). */
export function useWorkspaceFind(view: ResultsView, time: TimeDisplay, navigation: SearchNavigation, conversationOpen: boolean) {
  const find = useFind({ rowCount: view.rowCount, rowAt: view.rowAt, columns: view.visibleColumns, time });
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
    /** Beyond the loaded rows: the same search again, with the text as the server's text filter. */
    searchAll: (text: string) => {
      find.close();
      navigation.reopen({ ...navigation.draft, filters: { ...navigation.draft.filters, query: text } });
    },
  };
}

export type WorkspaceFind = ReturnType<typeof useWorkspaceFind>;
