import { useEffect, useRef, useState } from 'react';
import type { ConnectionView, ExportOutcome, LocationView } from '../../../electron/ipc/contract';
import { DetailPanel } from '../detail/DetailPanel';
import { ExportDialog } from '../export/ExportDialog';
import { ExportNotice } from '../export/ExportNotice';
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
  const [exporting, setExporting] = useState(false);
  const [exported, setExported] = useState<ExportOutcome | null>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const { openedRecord, close } = view;
  const { autoFetch } = session;

  const closeDetail = () => {
    close();
    gridRef.current?.focus();
  };

  useEffect(() => {
    if (!openedRecord) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
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
      <ResultsToolbar
        params={session.params}
        columns={view.loaded.columns}
        hidden={view.prefs.hidden}
        onToggleColumn={view.prefs.toggle}
        onShowAllColumns={() => view.prefs.setHidden([])}
        sort={view.sort}
        onClearSort={view.clearSort}
        canExport={view.loaded.records.length > 0}
        onExport={() => setExporting(true)}
      />
      <main className="results" aria-label="Results">
        <div className="results__main">
          <ResultsArea connection={connection} location={location} session={session} onReenterToken={onReenterToken} onPickLocation={onPickLocation}>
            <ResultsGrid
              key={`${session.sessionId}|${view.sort?.column ?? ''}|${view.sort?.direction ?? ''}`}
              gridRef={gridRef}
              rows={view.rows}
              rowOffset={view.rowOffset}
              columns={view.visibleColumns}
              widthOf={view.prefs.widthOf}
              onResize={view.prefs.setWidth}
              sort={view.sort}
              onSort={view.sortBy}
              onOpen={view.open}
              onReachEnd={() => autoFetch('next')}
              onReachStart={() => autoFetch('previous')}
              onTopRowChange={view.setTopRow}
              fetchGeneration={`${session.query.dataUpdatedAt}|${session.query.isFetching}`}
              footer={<ResultsFooter session={session} loadedRows={view.loaded.records.length} onReenterToken={onReenterToken} onPickLocation={onPickLocation} />}
            />
          </ResultsArea>
        </div>
        {openedRecord && <DetailPanel record={openedRecord} onClose={closeDetail} />}
      </main>
      <StatusBar connection={connection} session={session} loadedRows={view.loaded.records.length} />
      {exporting && (
        <ExportDialog
          params={session.params}
          pages={view.pages}
          pageInView={view.pageInView}
          columns={view.visibleColumns}
          onExported={setExported}
          onClose={() => setExporting(false)}
        />
      )}
    </>
  );
}
