import type { Ref } from 'react';
import { SearchNavigation } from '../history/SearchNavigation';
import { SearchForm } from '../search/SearchForm';
import { FollowToggle } from '../follow/FollowToggle';
import { ResultsToolbar } from './ResultsToolbar';
import type { WorkspaceState } from './use-workspace';

/** The search form (or its chips) and the results toolbar. */
export function SearchBarPane({
  ws,
  onShowShortcuts,
  ref,
}: {
  ws: WorkspaceState;
  onShowShortcuts: () => void;
  ref?: Ref<HTMLDivElement>;
}) {
  const { connection, location, navigation, session, view, exports, time } = ws;
  return (
    // Folded into chips, the search shares its line with the results toolbar: more rows fit a laptop screen.
    <div ref={ref} className={`workspace-bar${navigation.collapsed ? ' workspace-bar--collapsed' : ''}`}>
      <SearchForm
        form={navigation}
        connection={connection}
        context={ws.readContext}
        rejection={ws.rejection}
        canSearch={location !== null && !connection.needsToken}
        onSubmit={navigation.submit}
        onFocused={ws.onFormFocused}
        navigation={<SearchNavigation navigation={navigation} />}
      />
      <ResultsToolbar
        label="Results"
        layout={view.prefs}
        canExport={view.rowCount > 0}
        onExport={() => exports.open()}
        onFind={ws.find.show}
        selectedCount={ws.selection.rows.size}
        onCopy={(format) => void ws.copy.copySelected(format)}
        onCopyLink={ws.links.copySearchLink}
        copyLinkTitle="A link to this search and a line for the ticket"
        time={time}
        locationZone={location?.timeZone}
        onTimeModeChange={ws.setTimeMode}
        activity={ws.charted ? { ...ws.activity, title: 'Activity chart above the rows (Alt+Shift+A)' } : undefined}
        oneSearch={{
          params: session.params,
          onExportAll: exports.openAll,
          exportAllUnavailable: exports.allUnavailable,
          onShowShortcuts,
          follow: <FollowToggle follow={ws.follow} intervalMs={connection.followIntervalMs} />,
        }}
      />
    </div>
  );
}
