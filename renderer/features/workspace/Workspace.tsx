import { useEffect, useRef, useState } from 'react';
import type { ConnectionView, ExportOutcome, LocationView } from '../../../electron/ipc/contract';
import { DetailPanel } from '../detail/DetailPanel';
import { ExportAllStatus } from '../export/ExportAllStatus';
import { ExportDialog } from '../export/ExportDialog';
import type { ExportDialogScope } from '../export/ExportDialog';
import { ExportNotice } from '../export/ExportNotice';
import { useExportAll } from '../export/use-export-all';
import { Banner } from '../notices/Banner';
import { ResultsFooter } from '../results/ResultsFooter';
import { ResultsGrid } from '../results/ResultsGrid';
import { useSearchSession } from '../results/use-search-session';
import { SearchForm } from '../search/SearchForm';
import { StatusBar } from '../status-bar/StatusBar';
import { ResultsArea } from './ResultsArea';
import { ResultsToolbar } from './ResultsToolbar';
import { useResultsView } from './use-results-view';
import './workspace.css';

interface WorkspaceProps {
  connection: ConnectionView;
  location: LocationView | null;
  onReenterToken: () => void;
  onPickLocation: () => void;
}

/** Search, results, detail and status of the selected connection and location. */
export function Workspace({ connection, location, onReenterToken, onPickLocation }: WorkspaceProps) {
  const session = useSearchSession(connection, location?.id ?? null);
  const view = useResultsView(session);
  const exportAll = useExportAll();
  const [exportDialog, setExportDialog] = useState<{ scope: ExportDialogScope; pageInView: number } | null>(null);
  const [exported, setExported] = useState<ExportOutcome | null>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const { openedRecord, close } = view;
  const { autoFetch } = session;

  const exportAllUnavailable = !session.enabled
    ? 'Choose a location with a usable token and a valid search first.'
    : exportAll.running
      ? 'An export of all results is already running.'
      : null;
  const openExport = (scope: ExportDialogScope) => setExportDialog({ scope, pageInView: view.pageInView() });
  const openExportAll = exportAllUnavailable ? null : () => openExport('all');
  const startExportAll = (bom: boolean) =>
    exportAll.start({ params: session.params, columns: view.loaded.columns, bom, source: location?.name ?? session.params.locationId });

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
    <>
      <SearchForm maxPageSize={connection.maxPageSize} canSearch={location !== null && !connection.needsToken} onSearch={session.search} />
      {session.expiredNotice && (
        <Banner level="warning" dismissLabel="Dismiss page token notice" onDismiss={session.dismissExpiredNotice}>
          {session.expiredNotice}
        </Banner>
      )}
      {exported && <ExportNotice outcome={exported} onDismiss={() => setExported(null)} />}
      <ExportAllStatus exportAll={exportAll} onReenterToken={onReenterToken} onPickLocation={onPickLocation} />
      <ResultsToolbar
        params={session.params}
        columns={view.loaded.columns}
        hidden={view.prefs.hidden}
        onToggleColumn={view.prefs.toggle}
        onShowAllColumns={() => view.prefs.setHidden([])}
        sort={view.sort}
        onClearSort={view.clearSort}
        canExport={view.rowCount > 0}
        onExport={() => openExport('page')}
        onExportAll={openExportAll}
        exportAllUnavailable={exportAllUnavailable}
      />
      <main className="results" aria-label="Results">
        <div className="results__main">
          <ResultsArea connection={connection} location={location} session={session} onReenterToken={onReenterToken} onPickLocation={onPickLocation}>
            <ResultsGrid
              key={`${session.sessionId}|${session.searchCount}|${view.sort?.column ?? ''}|${view.sort?.direction ?? ''}`}
              gridRef={gridRef}
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
              footer={<ResultsFooter session={session} onExportAll={openExportAll} onReenterToken={onReenterToken} onPickLocation={onPickLocation} />}
            />
          </ResultsArea>
        </div>
        {openedRecord && <DetailPanel record={openedRecord} onClose={closeDetail} />}
      </main>
      <StatusBar connection={connection} session={session} />
      {exportDialog && (
        <ExportDialog
          params={session.params}
          pages={view.pages}
          pageInView={exportDialog.pageInView}
          columns={view.visibleColumns}
          initialScope={exportDialog.scope}
          onExportAll={exportAll.running || !session.enabled ? null : startExportAll}
          onExported={setExported}
          onClose={() => setExportDialog(null)}
        />
      )}
    </>
  );
}
