import { useRef } from 'react';
import type { ConnectionView, LocationView } from '../../../common/ipc/contract';
import { useKeyboardPlace } from '../../ui/dialog/use-keyboard-place';
import { RoleFieldsContext } from '../message-fields/role-fields-context';
import { GridNote } from '../results/GridNote';
import { StatusBar } from '../status-bar/StatusBar';
import { ResultsPane } from './ResultsPane';
import { SearchBarPane } from './SearchBarPane';
import { SidePanel } from './SidePanel';
import { useWorkspace } from './use-workspace';
import type { SearchDraft } from '../search/search-draft';
import type { ConversationRequest } from './use-side-panel';
import type { LinkIntake } from './use-workspace';
import { WorkspaceDialogs } from './WorkspaceDialogs';
import { WorkspaceNotices } from './WorkspaceNotices';
import './workspace.css';

interface WorkspaceProps {
  connection: ConnectionView;
  location: LocationView | null;
  onShowShortcuts: () => void;
  /** Opens Manage connection at Fields, the time's field focused. */
  onChooseTimeField?: () => void;
  /** A conversation asked for from outside the workspace (a number typed in the quick switcher). */
  conversationRequest?: ConversationRequest | null;
  /** A link opened from outside (sms-explorer://), applied once this workspace shows its place. */
  link?: LinkIntake;
  /** A pasted list of numbers searched here: one search each, merged (the across-locations view at this location). */
  onSearchList: (draft: SearchDraft) => void;
  /** How many times the quick switcher chose a place: each one lands the focus in the search form. */
  switches?: number;
}

/** Search, results, detail and status of the selected connection and location. */
export function Workspace({
  connection,
  location,
  onShowShortcuts,
  onChooseTimeField,
  conversationRequest,
  link,
  onSearchList,
  switches = 0,
}: WorkspaceProps) {
  const ws = useWorkspace(connection, location, conversationRequest, onSearchList, link);
  // Switched to from the quick switcher, as the search across locations is: the first filter has the focus.
  const bar = useRef<HTMLDivElement>(null);
  useKeyboardPlace(bar, switches);
  return (
    <RoleFieldsContext.Provider value={ws.view.fields}>
      <SearchBarPane ref={bar} ws={ws} onShowShortcuts={onShowShortcuts} />
      <WorkspaceNotices ws={ws} />
      <main className="results" aria-label="Results">
        <ResultsPane ws={ws} onChooseTimeField={onChooseTimeField} />
        <SidePanel
          panels={ws.panels}
          connection={connection}
          time={ws.time}
          nameOf={() => location?.name ?? location?.id ?? ''}
          onFollowNumber={ws.navigation.followNumber}
          following={{ intervalMs: connection.followIntervalMs, onFailures: ws.reportFailures }}
        />
      </main>
      <StatusBar
        connection={connection}
        session={ws.session}
        time={ws.time}
        onCycleTime={ws.cycleTimeZone}
        note={<GridNote selectedCount={ws.selection.rows.size} sort={ws.view.sort} onClearSort={ws.view.clearSort} />}
      />
      <WorkspaceDialogs ws={ws} />
    </RoleFieldsContext.Provider>
  );
}
