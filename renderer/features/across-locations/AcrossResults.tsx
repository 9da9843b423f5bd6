import { useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ConnectionView, ExportOutcome } from '../../../common/ipc/contract';
import type { SearchSessionParams } from '../../api/queries';
import { ConversationExport } from '../conversation/ConversationExport';
import { conversationNumber } from '../conversation/conversation-number';
import { conversationSearch } from '../conversation/conversation-search';
import { ConversationPanel } from '../conversation/ConversationPanel';
import type { ExportableThread } from '../conversation/ConversationPanel';
import { openConversationWalk } from '../conversation/use-conversation';
import type { ConversationWalk } from '../conversation/use-conversation';
import { RowContextMenu } from '../results/RowContextMenu';
import { useRowMenu } from '../results/use-row-menu';
import { DetailPanel } from '../detail/DetailPanel';
import { PlaceActionsContext, usePlaceActions } from '../errors/place-actions';
import { ExportNotice } from '../export/ExportNotice';
import type { ExportAll } from '../export/use-export-all';
import { FindBar } from '../find/FindBar';
import { useElementWidth } from '../../ui/layout/use-element-width';
import { useFind } from '../find/use-find';
import { ResultsGrid } from '../results/ResultsGrid';
import type { GridControl } from '../results/ResultsGrid';
import { useRowCopy } from '../results/use-row-copy';
import { copyLinkKey } from '../links/copy-link-key';
import type { CopyLinks } from '../links/use-copy-link';
import type { ReadContext } from '../search/filters';
import { initialDraft } from '../search/search-draft';
import { useEscapeCloses } from '../shortcuts/use-escape-closes';
import { useShortcuts } from '../shortcuts/use-shortcuts';
import type { TimeDisplay } from '../time-zone/time-display';
import { AcrossExportDialog } from './AcrossExportDialog';
import { AcrossToolbar } from './AcrossToolbar';
import type { AcrossGridView } from './use-across-grid';
import type { AcrossSearch } from './use-across-search';
import '../workspace/workspace.css';

interface AcrossResultsProps {
  connection: ConnectionView;
  locationIds: readonly string[];
  everyLocation: boolean;
  across: AcrossSearch;
  view: AcrossGridView;
  nameOf: (locationId: string) => string;
  time: TimeDisplay;
  context: ReadContext;
  /** Under the last row: how far each location got. */
  footer: ReactNode;
  /** A new search across the locations for this number. */
  onFollowNumber: (phoneNumber: string) => void;
  /** A new search across the locations for this text (Find's "search the server"). */
  onSearchText: (text: string) => void;
  onOpenLocation: (locationId: string) => void;
  /** Kept by the view: an export goes on while a new search replaces these rows. */
  exportAll: ExportAll;
  /** The view's controls shown in the grid's toolbar (times, the chart). */
  viewControls: ReactNode;
  /** Copy link: to the search, or to a conversation at a row's location. */
  links: CopyLinks;
}

interface OpenConversation {
  phoneNumber: string;
  locationId: string;
  params: SearchSessionParams;
  walk: ConversationWalk;
}

/**
 * The rows of every location in the one grid of the app, the Location column first: the same
 * selection, copy, row menu, details, conversation (at the row's location), layout, find and export.
 */
export function AcrossResults(props: AcrossResultsProps) {
  const { connection, locationIds, across, view, nameOf, time, exportAll } = props;
  const placeActions = usePlaceActions();
  const queryClient = useQueryClient();
  const gridRef = useRef<HTMLDivElement>(null);
  const gridControl = useRef<GridControl>(null);
  // The grid's visible width: the pane's, less its border and a vertical scrollbar.
  const pane = useRef<HTMLDivElement>(null);
  const room = useElementWidth(pane, 0) - GRID_CHROME_PX;
  const { widthsFor } = view;
  const widthOf = useMemo(() => widthsFor(room), [widthsFor, room]);
  const [exportOpen, setExportOpen] = useState(false);
  const [exported, setExported] = useState<ExportOutcome | null>(null);
  const [conversation, setConversation] = useState<OpenConversation | null>(null);
  const [conversationExport, setConversationExport] = useState<ExportableThread | null>(null);
  const [findFocus, setFindFocus] = useState(0);
  const [conversationFind, setConversationFind] = useState(0);
  const rowMenu = useRowMenu(0);
  const find = useFind({ rowCount: view.rowCount, rowAt: view.rowAt, columns: view.visibleColumns, time });
  const { copySelected, copyRow } = useRowCopy({
    selection: view.selection,
    rowOffset: 0,
    columns: view.copyColumns,
    allColumns: view.prefs.orderedColumns,
    fields: view.fields,
    time,
    rowAt: view.rowAt,
    recordAt: view.recordAt,
  });
  const { opened, close } = view;

  const openConversation = (phoneNumber: string, locationId: string | undefined) => {
    const search = locationId === undefined ? null : conversationSearch(phoneNumber, initialDraft.pageSize, connection.maxPageSize, props.context);
    if (!search || locationId === undefined) return;
    const params = { connectionId: connection.id, baseUrl: connection.baseUrl, locationId, ...search };
    setConversation({ phoneNumber, locationId, params, walk: openConversationWalk(queryClient, params, !connection.needsToken) });
    close();
  };
  const closeConversation = () => {
    setConversation(null);
    gridRef.current?.focus();
  };
  const closeDetail = () => {
    close();
    gridRef.current?.focus();
  };
  // Ctrl/Cmd+F finds in the conversation while one is open, as on one location.
  const showFind = () => {
    if (conversation) {
      setConversationFind((count) => count + 1);
      return;
    }
    find.show();
    setFindFocus((count) => count + 1);
  };
  const anchor = view.selection.anchor;
  const focused = opened ?? (anchor === null ? null : { item: view.itemAt(anchor), locationId: view.locationAt(anchor) });
  const focusedNumber = focused?.item ? conversationNumber(focused.item, view.fields) : null;
  const { links } = props;
  const copyConversationLink = conversation ? () => links.copyConversationLink(conversation.phoneNumber, conversation.locationId) : null;

  useShortcuts({
    openConversation: conversation ? closeConversation : focusedNumber ? () => openConversation(focusedNumber, focused?.locationId) : null,
    find: showFind,
    copyText: () => void copySelected('text'),
    copyCsv: () => void copySelected('csv'),
    copyJson: () => void copySelected('json'),
    copyMarkdown: () => void copySelected('markdown'),
    clearSort: view.sort ? view.clearSort : null,
    exportCsv: view.rowCount > 0 ? () => setExportOpen(true) : null,
    copyLink: copyLinkKey(links, copyConversationLink),
  });

  useEscapeCloses(Boolean(opened), close, gridRef);

  return (
    <>
      <AcrossToolbar view={view} onFind={showFind} onCopy={(format) => void copySelected(format)} onExport={() => setExportOpen(true)} onCopyLink={links.copySearchLink}>
        {props.viewControls}
      </AcrossToolbar>
      {exported && <ExportNotice outcome={exported} onDismiss={() => setExported(null)} />}
      <div className="results across__results">
        <div ref={pane} className="results__main" onContextMenu={rowMenu.onContextMenu}>
          {find.open && (
            <FindBar
              find={find}
              moreToLoad={across.more}
              onReveal={(match) => gridControl.current?.reveal(match.row, match.column)}
              onClosed={() => gridRef.current?.focus()}
              focusRequest={findFocus}
              onSearchAll={(text) => {
                find.close();
                props.onSearchText(text);
              }}
            />
          )}
          <ResultsGrid
            label="Messages across locations"
            resetKey={view.gridKey}
            gridRef={gridRef}
            controlRef={gridControl}
            rowCount={view.rowCount}
            rowAt={view.rowAt}
            rowOffset={0}
            columns={view.visibleColumns}
            widthOf={widthOf}
            onResize={view.prefs.setWidth}
            sort={view.sort}
            onSort={view.sortBy}
            onOpen={view.open}
            onReachEnd={() => {
              if (across.more && !view.sort) across.loadMore();
            }}
            onReachStart={noop}
            onTopRowChange={noop}
            fetchGeneration={`${across.query.dataUpdatedAt}|${across.query.isFetching}`}
            footer={props.footer}
            selection={view.selection}
            onSelectionChange={view.select}
            onCopy={() => void copySelected('tsv')}
            time={time}
            timeColumns={view.timeColumns}
            roles={view.roles}
            needle={find.needle}
            currentMatch={find.currentMatch}
            markOf={view.markOf}
          />
        </div>
        {conversation && (
          // A refusal in the thread is of the row's location: picking a location opens that one.
          <PlaceActionsContext value={{ ...placeActions, pickLocation: () => props.onOpenLocation(conversation.locationId) }}>
            <ConversationPanel
              key={`${conversation.locationId}|${conversation.phoneNumber}`}
              phoneNumber={conversation.phoneNumber}
              params={conversation.params}
              walk={conversation.walk}
              enabled={!connection.needsToken}
              locationName={nameOf(conversation.locationId)}
              time={time}
              onClose={closeConversation}
              onExport={setConversationExport}
              findRequest={conversationFind}
              fieldChoices={connection.fieldChoices}
              onCopyLink={copyConversationLink}
            />
          </PlaceActionsContext>
        )}
        {opened && !conversation && (
          <DetailPanel
            record={opened.item}
            time={time}
            onClose={closeDetail}
            onFollowNumber={props.onFollowNumber}
            onOpenConversation={(phoneNumber) => openConversation(phoneNumber, opened.locationId)}
          />
        )}
        {rowMenu.menu && (
          <RowContextMenu
            x={rowMenu.menu.x}
            y={rowMenu.menu.y}
            phoneNumber={conversationNumber(view.itemAt(rowMenu.menu.index) ?? {}, view.fields)}
            onFollow={props.onFollowNumber}
            onOpenConversation={(phoneNumber) => rowMenu.menu && openConversation(phoneNumber, view.locationAt(rowMenu.menu.index))}
            onOpenDetails={() => rowMenu.menu && view.open(rowMenu.menu.index)}
            onCopyMessage={() => rowMenu.menu && void copyRow('text', rowMenu.menu.index)}
            onCopyLink={(phoneNumber) => {
              const locationId = rowMenu.menu && view.locationAt(rowMenu.menu.index);
              if (phoneNumber && locationId) links.copyConversationLink(phoneNumber, locationId);
              else links.copySearchLink?.();
            }}
            onClose={rowMenu.close}
            onReturnFocus={() => gridRef.current?.focus()}
          />
        )}
      </div>
      {conversationExport && conversation && (
        <ConversationExport
          thread={conversationExport}
          locationName={nameOf(conversation.locationId)}
          displayTimeZone={time.label}
          onExportAll={exportAll.running ? null : exportAll.start}
          onExported={setExported}
          onClose={() => setConversationExport(null)}
        />
      )}
      {exportOpen && (
        <AcrossExportDialog
          connection={connection}
          locationIds={locationIds}
          across={across}
          view={view}
          time={time}
          fileName={props.everyLocation ? 'sms-all-locations' : `sms-${locationIds.length}-locations`}
          where={props.everyLocation ? 'every location' : `the ${locationIds.length} chosen locations`}
          exportAll={exportAll}
          onExported={setExported}
          onClose={() => setExportOpen(false)}
        />
      )}
    </>
  );
}

const noop = () => undefined;
/** The grid's border and a vertical scrollbar, inside the pane that holds it. */
const GRID_CHROME_PX = 20;
