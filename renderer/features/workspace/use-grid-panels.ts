import { useState } from 'react';
import type { ExportableThread } from '../conversation/ConversationPanel';
import { useRowMenu } from '../results/use-row-menu';
import { copyLinkKey } from '../links/copy-link-key';
import type { CopyLinks } from '../links/use-copy-link';
import type { RowSelection } from '../results/row-selection';
import { useRowCopy } from '../results/use-row-copy';
import type { TimeDisplay } from '../time-zone/time-display';
import { useSidePanel } from './use-side-panel';
import type { SidePanelSource } from './use-side-panel';
import { useWorkspaceFind } from './use-workspace-find';

interface GridPanelsSource extends Omit<SidePanelSource, 'anchorIndex'> {
  selection: RowSelection;
  time: TimeDisplay;
  /** One location's grid: the location every row is of, for text copies to name. */
  locationName?: string | undefined;
  links: CopyLinks;
  /** Find's "search the server": the same search again with the text as the server's text filter. */
  searchServer: (text: string) => void;
}

/**
 * What every workspace does around its grid, whichever session gave the rows (one location,
 * several, a list of numbers): the side panel (details or a conversation at the row's location),
 * the row menu, find, copy, and the keys for them.
 */
export function useGridPanels(source: GridPanelsSource) {
  const { rows, selection, time, links } = source;
  const side = useSidePanel({ ...source, anchorIndex: selection.anchor });
  const find = useWorkspaceFind(rows, time, source.searchServer, side.conversation !== null);
  const rowMenu = useRowMenu(rows.rowOffset);
  const copy = useRowCopy({
    selection,
    rowOffset: rows.rowOffset,
    columns: rows.copyColumns,
    allColumns: rows.allColumns,
    time,
    fields: rows.fields,
    locationName: source.locationName,
    rowAt: rows.rowAt,
    recordAt: rows.recordAt,
  });
  // The conversation whose export dialog is open.
  const [thread, setThread] = useState<ExportableThread | null>(null);
  const open = side.conversation;
  const copyOpenConversationLink = open ? () => links.copyConversationLink(open.phoneNumber, open.params.locationId) : null;
  const { copySelected } = copy;

  return {
    side,
    find,
    rowMenu,
    copy,
    thread,
    openThreadExport: setThread,
    closeThreadExport: () => setThread(null),
    /** Copies the open conversation's link; null while none is open. */
    copyOpenConversationLink,
    /** The keys of the grid and its panels, for the view's one map of shortcuts. */
    shortcuts: {
      openConversation: side.toggleConversation,
      find: find.show,
      copyText: () => void copySelected('text'),
      copyCsv: () => void copySelected('csv'),
      copyJson: () => void copySelected('json'),
      copyMarkdown: () => void copySelected('markdown'),
      clearSort: rows.sort ? rows.clearSort : null,
      copyLink: copyLinkKey(links, copyOpenConversationLink),
    },
  };
}

export type GridPanels = ReturnType<typeof useGridPanels>;
