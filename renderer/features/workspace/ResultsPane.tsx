import { ActivityChart } from '../activity/ActivityChart';
import { withTimeRange } from '../activity/range-draft';
import { EmptyResult } from '../empty-result/EmptyResult';
import { FindBar } from '../find/FindBar';
import { FollowBar } from '../follow/FollowBar';
import { serverSearchTerm } from '../find/search-all';
import { MissingTimeNote } from '../message-fields/MissingTimeNote';
import { ResultsFooter } from '../results/ResultsFooter';
import { ResultsGrid } from '../results/ResultsGrid';
import { FirstPageLoading, ResultsArea } from './ResultsArea';
import type { WorkspaceState } from './use-workspace';

/** Find, the activity chart and the grid, or what stands in for the grid. */
interface ResultsPaneProps {
  ws: WorkspaceState;
  /** Opens Manage connection at Fields, the time's field focused. */
  onChooseTimeField?: () => void;
}

export function ResultsPane({ ws, onChooseTimeField }: ResultsPaneProps) {
  const { connection, location, session, view, navigation, time, find, exports } = ws;
  return (
    <div className="results__main" onContextMenu={ws.rowMenu.onContextMenu}>
      {find.find.open && (
        <FindBar
          find={find.find}
          moreToLoad={Boolean(session.query.hasNextPage)}
          onReveal={(match) => ws.gridControl.current?.reveal(match.row, match.column)}
          onClosed={() => ws.gridRef.current?.focus()}
          focusRequest={find.gridRequest}
          onSearchAll={find.searchAll}
        />
      )}
      {ws.charted && (
        <ActivityChart
          activity={ws.activity}
          time={time}
          onPickRange={(fromMs, toMs) => navigation.reopen(withTimeRange(navigation.draft, fromMs, toMs, time.zone))}
        />
      )}
      <FollowBar follow={ws.follow} intervalMs={connection.followIntervalMs} />
      {view.detection && view.fields.time === undefined && view.rowCount > 0 && <MissingTimeNote onChoose={onChooseTimeField} />}
      <ResultsArea
        connection={connection}
        location={location}
        session={session}
        onEditFilters={() => navigation.expand(ws.rejection?.field ?? null)}
      >
        <ResultsGrid
          resetKey={ws.gridKey}
          gridRef={ws.gridRef}
          controlRef={ws.gridControl}
          rowCount={view.rowCount}
          rowAt={view.rowAt}
          rowOffset={view.rowOffset}
          columns={view.visibleColumns}
          widthOf={view.prefs.widthOf}
          onResize={view.prefs.setWidth}
          sort={view.sort}
          onSort={view.sortBy}
          onOpen={view.open}
          onReachEnd={() => session.autoFetch('next')}
          onReachStart={() => session.autoFetch('previous')}
          onTopRowChange={(rowIndex) => {
            view.noteTopRow(rowIndex);
            ws.follow.noteAway(rowIndex > 0);
          }}
          markOf={(index) => ws.follow.markOf(view.recordAt(index))}
          fetchGeneration={`${session.query.dataUpdatedAt}|${session.query.isFetching}`}
          footer={
            session.query.data ? (
              <ResultsFooter
                session={session}
                onExportAll={exports.openAll}
                emptyResult={<EmptyResult body={session.params.body} time={time} onClearFilters={ws.clearFilters} onWiden={ws.widen} />}
              />
            ) : (
              <FirstPageLoading location={location} />
            )
          }
          selection={ws.selection}
          onSelectionChange={ws.select}
          onCopy={() => void ws.copy.copySelected('tsv')}
          time={time}
          timeColumns={view.timeColumns}
          roles={view.roles}
          // Find's text while the bar is open, else the term the server searched for.
          needle={find.find.needle || serverSearchTerm(session.params.body)}
          currentMatch={find.find.currentMatch}
        />
      </ResultsArea>
    </div>
  );
}
