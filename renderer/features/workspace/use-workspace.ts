import { useCallback, useRef, useState } from 'react';
import type { ConnectionView, LocationView } from '../../../common/ipc/contract';
import { explorerErrorOf, ignoreFailure } from '../../api/explorer';
import { mainProcess } from '../../api/main-process';
import { useFollow } from '../follow/use-follow';
import { countAllKey, useActivity } from '../activity/use-activity';
import { isNarrowerThan } from '../empty-result/describe-search';
import { presetBounds } from '../search/time-range';
import { useAccessSync } from '../errors/use-access-sync';
import { useSearchNavigation } from '../history/use-search-navigation';
import type { GridControl } from '../results/ResultsGrid';
import { NO_SELECTION } from '../results/row-selection';
import type { RowSelection } from '../results/row-selection';
import { fieldRejection } from '../search/field-rejection';
import { phoneRegionFor } from '../numbers/phone-number';
import type { SearchDraft } from '../search/search-draft';
import { useSearchSession } from '../search-session/use-search-session';
import { useShortcuts } from '../shortcuts/use-shortcuts';
import { useTimeDisplay } from '../time-zone/use-time-display';
import { useResultsView } from './use-results-view';
import type { ConversationRequest } from './use-side-panel';
import { useWorkspaceExports } from './use-workspace-exports';
import { useGridPanels } from './use-grid-panels';
import { useCopyLink } from '../links/use-copy-link';
import { useLinkRequest } from '../links/use-link-request';
import type { LinkRequest } from '../links/use-opened-links';

/** A link opened from outside, for this workspace to apply once it shows the link's place. */
export interface LinkIntake {
  request: LinkRequest | null;
  onApplied: () => void;
}

/** Everything the workspace's panes read and do, for one connection and location. */
export function useWorkspace(
  connection: ConnectionView,
  location: LocationView | null,
  conversationRequest: ConversationRequest | null | undefined,
  onSearchList: (draft: SearchDraft) => void,
  link?: LinkIntake,
) {
  const locationId = location?.id ?? null;
  const session = useSearchSession(connection, locationId);
  const view = useResultsView(session, connection.fieldChoices, location?.timeZone);
  const chart = useActivity(session, view.fields);
  useAccessSync(session.query.error, Boolean(session.query.data), location);
  const { time, setMode: setTimeMode, cycle: cycleTimeZone } = useTimeDisplay(location?.timeZone);
  const gridRef = useRef<HTMLDivElement>(null);
  const gridControl = useRef<GridControl>(null);
  const readContext = { zone: time.zone, phoneRegion: phoneRegionFor(location?.timeZone) };
  const navigation = useSearchNavigation(connection, locationId, session, gridRef, readContext, onSearchList);
  const exports = useWorkspaceExports(connection, location, session, view, time);
  // Opening the chart folds the filters to their chips: on a laptop the rows need the height.
  const activity = {
    ...chart,
    toggle: () => {
      if (!chart.open) navigation.collapse();
      chart.toggle();
    },
    countUnavailable: exports.unusable,
  };
  const rejection = fieldRejection(explorerErrorOf(session.query.error), navigation.applied.draft);
  const followTarget = {
    params: session.params,
    queryKey: session.queryKey,
    sessionId: session.sessionId,
    enabled: session.enabled,
    walk: session.walk,
  };
  const reportFailures = (count: number, numbers: string[]) => {
    if (locationId !== null)
      void mainProcess.notifyFailures({ connectionId: connection.id, locationId, count, numbers }).catch(ignoreFailure);
  };
  const follow = useFollow(followTarget, view.fields, connection.followIntervalMs, reportFailures);
  const onFocused = navigation.focused;
  const onFormFocused = useCallback(() => onFocused(), [onFocused]);
  // The chart stays while a new search's first page loads (saying so), so the grid does not jump.
  const charted = location !== null && (Boolean(session.query.data) || session.query.isFetching);
  // A new search, location or sort is a new grid: its selection does not carry over.
  const gridKey = `${session.sessionId}|${session.searchCount}|${view.sort?.column ?? ''}|${view.sort?.direction ?? ''}`;
  const [selected, setSelected] = useState<{ gridKey: string; selection: RowSelection }>({ gridKey, selection: NO_SELECTION });
  const selection = selected.gridKey === gridKey ? selected.selection : NO_SELECTION;
  const searchedBody = session.params.body;
  const links = useCopyLink({
    connection,
    locationIds: location ? [location.id] : [],
    body: location ? searchedBody : null,
    ranAt: session.query.data?.pages[0]?.receivedAt,
    phoneRegion: readContext.phoneRegion,
  });
  const panels = useGridPanels({
    connection,
    locationId,
    place: `${connection.id}|${locationId ?? ''}`,
    pageSize: navigation.draft.pageSize,
    rows: view,
    readContext,
    gridRef,
    request: conversationRequest,
    onOpened: navigation.collapse,
    selection,
    time,
    locationName: location?.name ?? location?.id,
    links,
    searchServer: (text) => navigation.reopen({ ...navigation.draft, filters: { ...navigation.draft.filters, query: text } }),
  });
  const { side, find, copy, rowMenu } = panels;
  useLinkRequest(link?.request, {
    connectionId: connection.id,
    locationId,
    zone: time.zone,
    pageSize: navigation.draft.pageSize,
    runSearch: navigation.reopen,
    openConversation: side.openConversation,
    onApplied: () => link?.onApplied(),
  });
  useShortcuts({
    ...panels.shortcuts,
    cycleTimeZone,
    exportCsv: view.rowCount > 0 ? () => exports.open() : null,
    exportAll: exports.openAll,
    toggleActivity: activity.toggle,
    countAll: charted ? countAllKey(activity) : null,
  });

  return {
    connection,
    location,
    session,
    view,
    activity,
    time,
    setTimeMode,
    cycleTimeZone,
    gridRef,
    gridControl,
    readContext,
    navigation,
    exports,
    rejection,
    rowMenu,
    follow,
    reportFailures,
    onFormFocused,
    charted,
    gridKey,
    selection,
    select: (next: RowSelection) => setSelected({ gridKey, selection: next }),
    side,
    find,
    copy,
    links,
    panels,
    clearFilters: Object.keys(searchedBody).length > 0 ? navigation.clear : null,
    widen: isNarrowerThan(searchedBody, presetBounds('30d', new Date().getTime(), time.zone).after ?? 0)
      ? () =>
          navigation.reopen({ ...navigation.draft, filters: { ...navigation.draft.filters, range: '30d', createdFrom: '', createdTo: '' } })
      : null,
  };
}

export type WorkspaceState = ReturnType<typeof useWorkspace>;
