import { useCallback, useEffect, useRef, useState } from 'react';
import type { ConnectionView, ExportOutcome, LocationView } from '../../../common/ipc/contract';
import { explorerErrorOf } from '../../api/explorer';
import { ConversationExport } from '../conversation/ConversationExport';
import { conversationNumber } from '../conversation/conversation-number';
import { MissingTimeNote } from '../message-fields/MissingTimeNote';
import { RoleFieldsContext } from '../message-fields/role-fields-context';
import { ConversationPanel } from '../conversation/ConversationPanel';
import type { ExportableThread } from '../conversation/ConversationPanel';
import { useConversationTarget } from '../conversation/use-conversation-target';
import { RowContextMenu } from '../conversation/RowContextMenu';
import { useRowMenu } from '../conversation/use-row-menu';
import { DetailPanel } from '../detail/DetailPanel';
import { ExportAllStatus } from '../export/ExportAllStatus';
import { ActivityChart } from '../activity/ActivityChart';
import { useActivity } from '../activity/use-activity';
import { withTimeRange } from '../activity/range-draft';
import { ExportDialog } from '../export/ExportDialog';
import { hasMoreThanLoaded } from '../export/export-scope';
import type { ExportDialogScope } from '../export/export-scope';
import { ExportNotice } from '../export/ExportNotice';
import type { StreamedExportFileFields } from '../export/export-file-choice';
import { EmptyResult } from '../empty-result/EmptyResult';
import { isNarrowerThan } from '../empty-result/describe-search';
import { ServerWords } from '../errors/ServerWords';
import { useRefusedLocationSync } from '../errors/use-refused-location-sync';
import { useExportAll } from '../export/use-export-all';
import { FindBar } from '../find/FindBar';
import { useFind } from '../find/use-find';
import { serverSearchTerm } from '../find/search-all';
import { Banner } from '../notices/Banner';
import { ResultsFooter } from '../results/ResultsFooter';
import { ResultsGrid } from '../results/ResultsGrid';
import type { GridControl } from '../results/ResultsGrid';
import { NO_SELECTION } from '../results/row-selection';
import type { RowSelection } from '../results/row-selection';
import { useRowCopy } from '../results/use-row-copy';
import { useSearchSession } from '../search-session/use-search-session';
import { SearchDialogs, SearchNavigation } from '../history/SearchNavigation';
import { useSearchNavigation } from '../history/use-search-navigation';
import { SearchForm } from '../search/SearchForm';
import { fieldRejection } from '../search/field-rejection';
import { phoneRegionFor } from '../search/phone-number';
import { useShortcuts } from '../shortcuts/use-shortcuts';
import { StatusBar } from '../status-bar/StatusBar';
import { useTimeDisplay } from '../time-zone/use-time-display';
import { FirstPageLoading, ResultsArea } from './ResultsArea';
import { ResultsToolbar } from './ResultsToolbar';
import { useResultsView } from './use-results-view';
import './workspace.css';

const THIRTY_DAYS_MS = 30 * 86_400_000;

interface WorkspaceProps {
  connection: ConnectionView;
  location: LocationView | null;
  onReenterToken: () => void;
  onPickLocation: () => void;
  onShowShortcuts: () => void;
  /** Opens Manage connection at Fields, the time's field focused. */
  onChooseTimeField?: () => void;
  /** A conversation asked for from outside the workspace (a number typed in the quick switcher). */
  conversationRequest?: { phoneNumber: string; count: number } | null;
}

/** Search, results, detail and status of the selected connection and location. */
export function Workspace({ connection, location, onReenterToken, onPickLocation, onShowShortcuts, onChooseTimeField, conversationRequest }: WorkspaceProps) {
  const session = useSearchSession(connection, location?.id ?? null);
  const view = useResultsView(session, connection.fieldChoices);
  const exportAll = useExportAll();
  const activity = useActivity(session, connection.fieldChoices);
  useRefusedLocationSync(session.query.error);
  const { time, setMode: setTimeMode, cycle: cycleTimeZone } = useTimeDisplay(location?.timeZone);
  const [exportDialog, setExportDialog] = useState<{ scope?: ExportDialogScope; pageInView: number } | null>(null);
  // Notices about this location's rows: kept with the place they are about, gone after a switch.
  const place = { connectionId: connection.id, locationId: location?.id ?? '' };
  const placeKey = `${place.connectionId}|${place.locationId}`;
  const [exportedAt, setExported] = useState<{ placeKey: string; outcome: ExportOutcome } | null>(null);
  const exported = exportedAt?.placeKey === placeKey ? exportedAt.outcome : null;
  const gridRef = useRef<HTMLDivElement>(null);
  const gridControl = useRef<GridControl>(null);
  const readContext = { zone: time.zone, phoneRegion: phoneRegionFor(location?.timeZone) };
  const navigation = useSearchNavigation(connection, location?.id ?? null, session, gridRef, readContext);
  const conversation = useConversationTarget(connection, location?.id ?? null, navigation.draft.pageSize, readContext);
  const [conversationExport, setConversationExport] = useState<ExportableThread | null>(null);
  const [conversationFind, setConversationFind] = useState(0);
  const rejection = fieldRejection(explorerErrorOf(session.query.error), navigation.applied.draft);
  const rowMenu = useRowMenu(view.rowOffset);
  const { openedRecord, close } = view;
  const onFocused = navigation.focused;
  const onFormFocused = useCallback(() => onFocused(), [onFocused]);
  const { autoFetch } = session;
  // The chart stays while a new search's first page loads (saying so), so the grid does not jump.
  const charted = location !== null && (Boolean(session.query.data) || session.query.isFetching);
  // A new search, location or sort is a new grid: its selection does not carry over.
  const gridKey = `${session.sessionId}|${session.searchCount}|${view.sort?.column ?? ''}|${view.sort?.direction ?? ''}`;
  const [selected, setSelected] = useState<{ gridKey: string; selection: RowSelection }>({ gridKey, selection: NO_SELECTION });
  const selection = selected.gridKey === gridKey ? selected.selection : NO_SELECTION;
  const find = useFind({ rowCount: view.rowCount, rowAt: view.rowAt, columns: view.visibleColumns, time });
  const [findFocus, setFindFocus] = useState(0);
  const { copySelected: copyRows, copyRow } = useRowCopy({
    selection,
    rowOffset: view.rowOffset,
    columns: view.copyColumns,
    allColumns: view.prefs.orderedColumns,
    time,
    fields: view.fields,
    rowAt: view.rowAt,
    recordAt: view.recordAt,
  });

  const exportAllUnavailable = !session.enabled
    ? 'Choose a location with a usable token and a valid search first.'
    : exportAll.running
      ? 'An export of all results is already running.'
      : null;
  const openExport = (scope?: ExportDialogScope) => setExportDialog({ ...(scope && { scope }), pageInView: view.pageInView() });
  const openExportAll = exportAllUnavailable ? null : () => openExport('all');
  const startExportAll = (file: StreamedExportFileFields) =>
    exportAll.start({
      params: session.params,
      columns: view.prefs.orderedColumns,
      file,
      source: location?.name ?? session.params.locationId,
      displayTimeZone: time.label,
    });
  const searchedBody = session.params.body;
  const clearFilters = Object.keys(searchedBody).length > 0 ? navigation.clear : null;
  const widen = isNarrowerThan(searchedBody, THIRTY_DAYS_MS, new Date())
    ? () => navigation.reopen({ ...navigation.draft, filters: { ...navigation.draft.filters, range: '30d', createdFrom: '', createdTo: '' } })
    : null;
  const showFind = () => {
    if (conversation.open) {
      setConversationFind((count) => count + 1);
      return;
    }
    find.show();
    setFindFocus((count) => count + 1);
  };

  // The conversation replaces the details panel: one side panel at a time, the grid keeps its place.
  const openConversation = (phoneNumber: string) => {
    if (conversation.openConversation(phoneNumber)) close();
  };
  const closeConversation = () => {
    conversation.close();
    gridRef.current?.focus();
  };
  const requested = useRef(conversationRequest?.count ?? 0);
  useEffect(() => {
    if (!conversationRequest || conversationRequest.count === requested.current) return;
    requested.current = conversationRequest.count;
    if (conversation.openConversation(conversationRequest.phoneNumber)) close();
  }, [conversationRequest, conversation, close]);
  const focusedRecord = openedRecord ?? (selection.anchor === null ? undefined : view.recordAt(selection.anchor - view.rowOffset));
  const focusedNumber = focusedRecord ? conversationNumber(focusedRecord, view.fields) : null;

  useShortcuts({
    openConversation: conversation.open ? closeConversation : focusedNumber ? () => openConversation(focusedNumber) : null,
    find: showFind,
    cycleTimeZone,
    copyText: () => void copyRows('text'),
    copyCsv: () => void copyRows('csv'),
    copyJson: () => void copyRows('json'),
    copyMarkdown: () => void copyRows('markdown'),
    clearSort: view.sort ? view.clearSort : null,
    exportCsv: view.rowCount > 0 ? () => openExport() : null,
    exportAll: openExportAll,
    toggleActivity: activity.toggle,
  });

  const closeDetail = () => {
    close();
    gridRef.current?.focus();
  };

  useEffect(() => {
    if (!openedRecord) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      // As the Close button does: focus would otherwise be lost with the panel's focused button.
      gridRef.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [openedRecord, close]);

  return (
    <RoleFieldsContext.Provider value={view.fields}>
      {/* Folded into chips, the search shares its line with the results toolbar: more rows fit a laptop screen. */}
      <div className={`workspace-bar${navigation.collapsed ? ' workspace-bar--collapsed' : ''}`}>
        <SearchForm
          draft={navigation.draft}
          applied={navigation.applied}
          context={readContext}
          rejection={rejection}
          pending={navigation.pending}
          collapsed={navigation.collapsed}
          focusField={navigation.focusField}
          maxPageSize={connection.maxPageSize}
          // The built-in demo API's default; another server's is not known until it is documented.
          serverDefaultPageSize={connection.isDemo ? 50 : null}
          canSearch={location !== null && !connection.needsToken}
          onDraftChange={navigation.setDraft}
          onSubmit={navigation.submit}
          onClear={navigation.clear}
          onExpand={navigation.expand}
          onCollapse={navigation.collapse}
          onFocused={onFormFocused}
          navigation={<SearchNavigation navigation={navigation} />}
        />
        <ResultsToolbar
          params={session.params}
          layout={view.prefs}
          sort={view.sort}
          onClearSort={view.clearSort}
          canExport={view.rowCount > 0}
          onExport={() => openExport()}
          onExportAll={openExportAll}
          exportAllUnavailable={exportAllUnavailable}
          onFind={showFind}
          selectedCount={selection.rows.size}
          onCopy={(format) => void copyRows(format)}
          time={time}
          locationZone={location?.timeZone}
          onTimeModeChange={setTimeMode}
          onShowShortcuts={onShowShortcuts}
          activity={charted ? activity : undefined}
        />
      </div>
      {session.expiredNotice && (
        <Banner level="warning" dismissLabel="Dismiss page token notice" onDismiss={session.dismissExpiredNotice}>
          {session.expiredNotice.text}
          {session.expiredNotice.serverSaid && <ServerWords words={session.expiredNotice.serverSaid} />}
        </Banner>
      )}
      {exported && <ExportNotice outcome={exported} onDismiss={() => setExported(null)} />}
      <ExportAllStatus exportAll={exportAll} place={place} onReenterToken={onReenterToken} onPickLocation={onPickLocation} />
      <main className="results" aria-label="Results">
        <div className="results__main" onContextMenu={rowMenu.onContextMenu}>
          {find.open && (
            <FindBar
              find={find}
              moreToLoad={Boolean(session.query.hasNextPage)}
              onReveal={(match) => gridControl.current?.reveal(match.row, match.column)}
              onClosed={() => gridRef.current?.focus()}
              focusRequest={findFocus}
              onSearchAll={(text) => {
                find.close();
                navigation.reopen({ ...navigation.draft, filters: { ...navigation.draft.filters, query: text } });
              }}
            />
          )}
          {charted && (
            <ActivityChart
              activity={activity}
              time={time}
              onPickRange={(fromMs, toMs) => navigation.reopen(withTimeRange(navigation.draft, fromMs, toMs, time.zone))}
            />
          )}
          {view.detection && view.fields.time === undefined && view.rowCount > 0 && <MissingTimeNote onChoose={onChooseTimeField} />}
          <ResultsArea
            connection={connection}
            location={location}
            session={session}
            onReenterToken={onReenterToken}
            onPickLocation={onPickLocation}
            onEditFilters={() => navigation.expand(rejection?.field ?? null)}
          >
            <ResultsGrid
              resetKey={gridKey}
              gridRef={gridRef}
              controlRef={gridControl}
              rowCount={view.rowCount}
              rowAt={view.rowAt}
              rowOffset={view.rowOffset}
              columns={view.visibleColumns}
              widthOf={view.prefs.widthOf}
              onResize={view.prefs.setWidth}
              sort={view.sort}
              onSort={view.sortBy}
              onOpen={view.open}
              onReachEnd={() => autoFetch('next')}
              onReachStart={() => autoFetch('previous')}
              onTopRowChange={view.noteTopRow}
              fetchGeneration={`${session.query.dataUpdatedAt}|${session.query.isFetching}`}
              footer={
                session.query.data ? (
                  <ResultsFooter
                    session={session}
                    onExportAll={openExportAll}
                    emptyResult={<EmptyResult body={session.params.body} time={time} onClearFilters={clearFilters} onWiden={widen} />}
                    onReenterToken={onReenterToken}
                    onPickLocation={onPickLocation}
                  />
                ) : (
                  <FirstPageLoading location={location} />
                )
              }
              selection={selection}
              onSelectionChange={(next) => setSelected({ gridKey, selection: next })}
              onCopy={() => void copyRows('tsv')}
              time={time}
              timeColumns={view.timeColumns}
              roles={view.roles}
              // Find's text while the bar is open, else the term the server searched for.
              needle={find.needle || serverSearchTerm(session.params.body)}
              currentMatch={find.currentMatch}
            />
          </ResultsArea>
        </div>
        {conversation.open && (
          <ConversationPanel
            key={`${conversation.open.params.connectionId}|${conversation.open.params.locationId}|${conversation.open.phoneNumber}`}
            phoneNumber={conversation.open.phoneNumber}
            params={conversation.open.params}
            enabled={!connection.needsToken}
            locationName={location?.name ?? location?.id ?? ''}
            time={time}
            onClose={closeConversation}
            onExport={setConversationExport}
            onReenterToken={onReenterToken}
            onPickLocation={onPickLocation}
            findRequest={conversationFind}
            fieldChoices={connection.fieldChoices}
          />
        )}
        {openedRecord && !conversation.open && (
          <DetailPanel record={openedRecord} time={time} onClose={closeDetail} onFollowNumber={navigation.followNumber} onOpenConversation={openConversation} />
        )}
        {rowMenu.menu && (
          <RowContextMenu
            x={rowMenu.menu.x}
            y={rowMenu.menu.y}
            phoneNumber={conversationNumber(view.recordAt(rowMenu.menu.index) ?? {}, view.fields)}
            onFollow={navigation.followNumber}
            onOpenConversation={openConversation}
            onOpenDetails={() => rowMenu.menu && view.open(rowMenu.menu.index)}
            onCopyMessage={() => rowMenu.menu && void copyRow('text', rowMenu.menu.index)}
            onClose={rowMenu.close}
            onReturnFocus={() => gridRef.current?.focus()}
          />
        )}
      </main>
      <StatusBar connection={connection} session={session} time={time} onCycleTime={cycleTimeZone} />
      <SearchDialogs navigation={navigation} locationName={location?.name ?? location?.id ?? ''} />
      {conversationExport && (
        <ConversationExport
          thread={conversationExport}
          displayTimeZone={time.label}
          onExportAll={
            exportAll.running
              ? null
              : (columns, file) =>
                  exportAll.start({ params: conversationExport.params, columns, file, source: location?.name ?? conversationExport.params.locationId, displayTimeZone: time.label })
          }
          onExported={(outcome) => setExported({ placeKey, outcome })}
          onClose={() => setConversationExport(null)}
        />
      )}
      {exportDialog && (
        <ExportDialog
          params={session.params}
          pages={view.pages}
          pageInView={exportDialog.pageInView}
          columns={view.copyColumns}
          moreOnServer={hasMoreThanLoaded(view.pages, session.query.hasNextPage)}
          {...(exportDialog.scope && { initialScope: exportDialog.scope })}
          displayTimeZone={time.label}
          onExportAll={exportAll.running || !session.enabled ? null : startExportAll}
          onExported={(outcome) => setExported({ placeKey, outcome })}
          onClose={() => setExportDialog(null)}
        />
      )}
    </RoleFieldsContext.Provider>
  );
}
