import { ActivityChart } from '../activity/ActivityChart';
import { withTimeRange } from '../activity/range-draft';
import { EmptyResult } from '../empty-result/EmptyResult';
import { FollowBar } from '../follow/FollowBar';
import { serverSearchTerm } from '../find/search-all';
import { MissingTimeNote } from '../message-fields/MissingTimeNote';
import { ResultsFooter } from '../results/ResultsFooter';
import { GridPane } from './GridPane';
import { FirstPageLoading, ResultsArea } from './ResultsArea';
import type { WorkspaceState } from './use-workspace';

/** Find, the activity chart and the grid, or what stands in for the grid. */
interface ResultsPaneProps {
  ws: WorkspaceState;
  /** Opens Manage connection at Fields, the time's field focused. */
  onChooseTimeField?: () => void;
}

export function ResultsPane({ ws, onChooseTimeField }: ResultsPaneProps) {
  const { connection, location, session, view, navigation, time, exports } = ws;
  return (
    <GridPane
      panels={ws.panels}
      view={view}
      feed={{
        moreToLoad: Boolean(session.query.hasNextPage),
        onReachEnd: () => session.autoFetch('next'),
        onReachStart: () => session.autoFetch('previous'),
        onTopRowChange: (rowIndex) => {
          view.noteTopRow(rowIndex);
          ws.follow.noteAway(rowIndex > 0);
        },
        markOf: (index) => ws.follow.markOf(view.recordAt(index)),
        fetchGeneration: `${session.query.dataUpdatedAt}|${session.query.isFetching}`,
      }}
      gridKey={ws.gridKey}
      gridRef={ws.gridRef}
      gridControl={ws.gridControl}
      selection={ws.selection}
      onSelectionChange={ws.select}
      time={time}
      widthOf={view.prefs.widthOf}
      searchedTerm={serverSearchTerm(session.params.body)}
      above={
        <>
          {ws.charted && (
            <ActivityChart
              activity={ws.activity}
              time={time}
              onPickRange={(fromMs, toMs) => navigation.reopen(withTimeRange(navigation.draft, fromMs, toMs, time.zone))}
            />
          )}
          <FollowBar follow={ws.follow} intervalMs={connection.followIntervalMs} />
          {view.detection && view.fields.time === undefined && view.rowCount > 0 && <MissingTimeNote onChoose={onChooseTimeField} />}
        </>
      }
      frame={(grid) => (
        <ResultsArea
          connection={connection}
          location={location}
          session={session}
          onEditFilters={() => navigation.expand(ws.rejection?.field ?? null)}
        >
          {grid}
        </ResultsArea>
      )}
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
    />
  );
}
