import { useCallback, useRef, useState } from 'react';
import { explorerErrorOf } from '../api/explorer';
import { useAppState } from '../state/use-app-state';
import { useSelection } from '../state/use-selection';
import { ConnectionDialog } from '../features/connections/ConnectionDialog';
import { ErrorPanel } from '../features/errors/ErrorPanel';
import { PlaceActionsContext } from '../features/errors/place-actions';
import { useAlertFocus } from '../features/errors/alert-focus';
import { DemoIntro } from '../features/notices/DemoIntro';
import { NoticeList } from '../features/notices/NoticeList';
import { switcherNumber } from '../features/conversation/switcher-number';
import { QuickSwitcher } from '../features/quick-switcher/QuickSwitcher';
import { ShortcutsPanel } from '../features/shortcuts/ShortcutsPanel';
import { useShortcuts } from '../features/shortcuts/use-shortcuts';
import { useTheme } from '../features/theme/use-theme';
import { Workspace } from '../features/workspace/Workspace';
import { AcrossLocationsView } from '../features/across-locations/AcrossLocationsView';
import { acrossLocationIds, useChosenLocations } from '../features/across-locations/chosen-locations';
import type { AcrossScope } from '../features/across-locations/chosen-locations';
import { LinkDialog } from '../features/links/LinkDialog';
import { useOpenedLinks } from '../features/links/use-opened-links';
import { draftFromLink } from '../features/links/link-draft';
import { linkedLocationIds } from '../features/links/link-places';
import type { SearchDraft } from '../features/search/search-draft';
import { TopBar } from './TopBar';
import './app.css';

interface ListSearch {
  connectionId: string;
  /** The locations searched, the selected one first. */
  locationIds: readonly string[];
  /** The form's draft, its times read in the merged view's zone. */
  draft: (zone: string) => SearchDraft;
  run: number;
}

type OpenDialog =
  | { kind: 'connection'; connectionId: string | null; focusToken: boolean; focusTimeField?: boolean }
  | { kind: 'quick-switcher' }
  | { kind: 'shortcuts' }
  | null;

export function App() {
  const theme = useTheme();
  const appState = useAppState();
  const { selection, select } = useSelection(appState.data);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const locationRef = useRef<HTMLSelectElement>(null);
  const alertFocus = useAlertFocus();
  // The connection whose locations (all, or the chosen set) are searched at once, instead of the selected location.
  const [across, setAcross] = useState<{ connectionId: string; scope: AcrossScope } | null>(null);
  // A list of numbers pasted at one location, or a link's search of several locations or numbers:
  // searched in the merged view, with the filters read in that view's zone.
  const [listSearch, setListSearch] = useState<ListSearch | null>(null);
  const chosen = useChosenLocations();
  // A number typed in the quick switcher, for the workspace to open as a conversation (count: the same number again reopens it).
  // Choices made in the quick switcher: the view shown lands the focus where a keyboard user goes on.
  const [switches, setSwitches] = useState(0);
  const [conversationRequest, setConversationRequest] = useState<{ phoneNumber: string; count: number } | null>(null);
  const openQuickSwitcher = useCallback(() => setDialog({ kind: 'quick-switcher' }), []);
  const openShortcuts = useCallback(() => setDialog({ kind: 'shortcuts' }), []);
  useShortcuts({ quickSwitch: openQuickSwitcher, showShortcuts: openShortcuts });
  // A link opened from outside selects its place: one location's search goes to the workspace,
  // a search of several locations or of a list of numbers runs in the merged view.
  const links = useOpenedLinks(appState.data, (link) => {
    setAcross(null);
    select({ connectionId: link.connectionId, locationId: link.locationId });
    const merged = link.kind === 'search' && (link.locationIds !== undefined || link.numbers !== undefined);
    setListSearch((last) =>
      merged
        ? {
            connectionId: link.connectionId,
            locationIds: linkedLocationIds(link),
            draft: (zone) => draftFromLink(link.filters, zone, '', link.numbers),
            run: (last?.run ?? 0) + 1,
          }
        : null,
    );
    return merged;
  });

  const stateError = explorerErrorOf(appState.error);
  if (stateError) {
    const retry = () => void appState.refetch();
    return (
      <PlaceActionsContext value={{ reenterToken: retry, pickLocation: retry }}>
        <ErrorPanel error={stateError} onRetry={retry} />
      </PlaceActionsContext>
    );
  }
  if (!appState.data) return <p className="app-loading">Starting SMS Explorer…</p>;
  const state = appState.data;
  const editing =
    dialog?.kind === 'connection' && dialog.connectionId ? state.connections.find((c) => c.id === dialog.connectionId) : undefined;

  const openConnection = (connectionId: string | null, focusToken = false) => setDialog({ kind: 'connection', connectionId, focusToken });
  const acrossScope =
    selection && across?.connectionId === selection.connection.id && selection.connection.locations.length > 1 ? across.scope : null;
  const selectPlace = (place: { connectionId: string; locationId: string | null }) => {
    setAcross(null);
    setListSearch(null);
    select(place);
  };
  const closeDialog = () => setDialog(null);
  const listHere =
    listSearch &&
    !acrossScope &&
    listSearch.connectionId === selection?.connection.id &&
    listSearch.locationIds[0] === selection.location?.id
      ? listSearch
      : null;
  // A link's search of several locations says so in the location picker: all of them, or a set of them.
  const linkedScope: AcrossScope | null =
    listHere && listHere.locationIds.length > 1
      ? listHere.locationIds.length === selection?.connection.locations.length
        ? 'all'
        : 'chosen'
      : null;
  const acrossIds = listHere
    ? listHere.locationIds
    : selection && acrossScope
      ? acrossLocationIds(selection.connection, acrossScope, chosen.chosenOf(selection.connection))
      : null;

  return (
    <div className="app">
      {selection ? (
        <TopBar
          connections={state.connections}
          selection={selection}
          locationRef={locationRef}
          onSelectConnection={(connectionId) => {
            const connection = state.connections.find((c) => c.id === connectionId);
            selectPlace({ connectionId, locationId: connection?.locations[0]?.id ?? null });
          }}
          onSelectLocation={(locationId) => selectPlace({ connectionId: selection.connection.id, locationId })}
          across={{
            scope: acrossScope ?? linkedScope,
            chosenCount:
              linkedScope === 'chosen' && listHere ? listHere.locationIds.length : (chosen.chosenOf(selection.connection)?.length ?? null),
            onSelect: (scope) => {
              setListSearch(null);
              setAcross({ connectionId: selection.connection.id, scope });
            },
          }}
          onQuickSwitch={openQuickSwitcher}
          onManageConnection={() => openConnection(selection.connection.id)}
          onAddConnection={() => openConnection(null)}
          theme={theme.preference}
          onThemeChange={theme.setPreference}
        />
      ) : (
        <header className="top-bar">
          <h1 className="top-bar__title">SMS Explorer</h1>
          <button type="button" className="button button--primary" onClick={() => openConnection(null)}>
            Add connection
          </button>
        </header>
      )}
      <NoticeList notices={state.notices} />
      {selection?.connection.isDemo && <DemoIntro onAddConnection={() => openConnection(null)} />}
      {selection ? (
        <PlaceActionsContext
          value={{
            reenterToken: () => openConnection(selection.connection.id, true),
            // Across locations, "another location" is the first of them opened alone; on one location, the picker.
            pickLocation: acrossIds
              ? () => selectPlace({ connectionId: selection.connection.id, locationId: acrossIds[0] ?? null })
              : () => locationRef.current?.focus(),
            takeFocus: () => alertFocus.take(selection.connection.id),
          }}
        >
          {acrossIds ? (
            <AcrossLocationsView
              key={listHere ? `${selection.connection.id}|list-${listHere.run}` : selection.connection.id}
              startDraft={listHere?.draft}
              connection={selection.connection}
              locationIds={acrossIds}
              chooseFirst={acrossScope === 'chosen' && chosen.chosenOf(selection.connection) === null}
              onChoose={(ids) => {
                setListSearch(null);
                chosen.choose(selection.connection, ids);
                setAcross({
                  connectionId: selection.connection.id,
                  scope: ids.length === selection.connection.locations.length ? 'all' : 'chosen',
                });
              }}
              onOpenLocation={(locationId) => selectPlace({ connectionId: selection.connection.id, locationId })}
            />
          ) : (
            <Workspace
              connection={selection.connection}
              location={selection.location}
              onShowShortcuts={openShortcuts}
              onChooseTimeField={() =>
                setDialog({ kind: 'connection', connectionId: selection.connection.id, focusToken: false, focusTimeField: true })
              }
              conversationRequest={conversationRequest}
              link={{ request: links.request, onApplied: links.applied }}
              switches={switches}
              onSearchList={(draft) =>
                selection.location &&
                setListSearch((last) => ({
                  connectionId: selection.connection.id,
                  locationIds: [selection.location!.id],
                  draft: () => draft,
                  run: (last?.run ?? 0) + 1,
                }))
              }
            />
          )}
        </PlaceActionsContext>
      ) : (
        <p className="results-placeholder">No connection yet. Add one with the API token you received from support.</p>
      )}
      {dialog?.kind === 'connection' && (dialog.connectionId === null || editing) && (
        <ConnectionDialog
          connection={editing ?? null}
          focusToken={dialog.focusToken}
          focusTimeField={dialog.focusTimeField ?? false}
          weakKeyring={state.weakKeyring}
          onSaved={(saved, anyway) => {
            if (anyway) alertFocus.handOff(saved.id);
            closeDialog();
            if (!editing) select({ connectionId: saved.id, locationId: saved.locations[0]?.id ?? null });
          }}
          onDeleted={closeDialog}
          onClose={closeDialog}
        />
      )}
      {dialog?.kind === 'shortcuts' && <ShortcutsPanel onClose={closeDialog} />}
      {links.question && (
        <LinkDialog
          question={links.question}
          connections={state.connections}
          onOpenAt={links.openAt}
          onOpenKnown={links.openKnown}
          onConfirm={links.confirm}
          onClose={links.dismiss}
        />
      )}
      {dialog?.kind === 'quick-switcher' && (
        <QuickSwitcher
          connections={state.connections}
          acrossChosenCount={(connection) => chosen.chosenOf(connection)?.length ?? null}
          onSelect={(target) => {
            setSwitches((count) => count + 1);
            const scope = target.across;
            if (!scope) return selectPlace({ connectionId: target.connectionId, locationId: target.locationId });
            // The location stays chosen underneath, for when the user goes back to one location.
            if (selection?.connection.id !== target.connectionId) {
              const first = state.connections.find((connection) => connection.id === target.connectionId)?.locations[0]?.id ?? null;
              select({ connectionId: target.connectionId, locationId: first });
            }
            setAcross({ connectionId: target.connectionId, scope });
          }}
          onClose={closeDialog}
          readNumber={selection?.location ? (typed) => switcherNumber(typed, selection.location?.timeZone) : undefined}
          onOpenConversation={(phoneNumber) => setConversationRequest((last) => ({ phoneNumber, count: (last?.count ?? 0) + 1 }))}
        />
      )}
    </div>
  );
}
