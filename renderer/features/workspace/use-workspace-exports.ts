import { useState } from 'react';
import type { ConnectionView, ExportOutcome, LocationView } from '../../../common/ipc/contract';
import { explorerErrorOf } from '../../api/explorer';
import { placeUnusable } from '../errors/place-unusable';
import type { ExportDialogScope } from '../export/export-scope';
import type { StreamedExportFileFields } from '../export/export-file-choice';
import { useExportAll } from '../export/use-export-all';
import type { SearchSession } from '../search-session/use-search-session';
import type { TimeDisplay } from '../time-zone/time-display';
import type { ResultsView } from './use-results-view';

/** The workspace's exports: the dialog, "export all" and its status, and the last outcome. */
export function useWorkspaceExports(
  connection: ConnectionView,
  location: LocationView | null,
  session: SearchSession,
  view: ResultsView,
  time: TimeDisplay,
) {
  const exportAll = useExportAll(view.fields);
  const [dialog, setDialog] = useState<{ scope?: ExportDialogScope; pageInView: number } | null>(null);
  // Notices about this location's rows: kept with the place they are about, gone after a switch.
  const place = { connectionId: connection.id, locationId: location?.id ?? '' };
  const placeKey = `${place.connectionId}|${place.locationId}`;
  const [exportedAt, setExportedAt] = useState<{ placeKey: string; outcome: ExportOutcome } | null>(null);

  // A refused or unreachable location would refuse every page again: said before a job starts.
  const unusable = placeUnusable(explorerErrorOf(session.query.error), Boolean(session.query.data), location?.verification);
  const allUnavailable = !session.enabled
    ? 'Choose a location with a usable token and a valid search first.'
    : unusable
      ? unusable
      : exportAll.running
        ? 'An export of all results is already running.'
        : null;
  const open = (scope?: ExportDialogScope) => setDialog({ ...(scope && { scope }), pageInView: view.pageInView() });

  return {
    exportAll,
    place,
    /** Why no job over every page can run at this location now (refused, unreachable), or null. */
    unusable,
    dialog,
    closeDialog: () => setDialog(null),
    exported: exportedAt?.placeKey === placeKey ? exportedAt.outcome : null,
    noteExported: (outcome: ExportOutcome) => setExportedAt({ placeKey, outcome }),
    dismissExported: () => setExportedAt(null),
    /** Why "Export all results…" is unavailable, when it is. */
    allUnavailable,
    open,
    /** Opens the dialog on "all results"; null when that cannot start now. */
    openAll: allUnavailable ? null : () => open('all'),
    startAll: (file: StreamedExportFileFields) =>
      exportAll.start({
        params: session.params,
        columns: view.prefs.orderedColumns,
        file,
        source: location?.name ?? session.params.locationId,
        displayTimeZone: time.label,
      }),
  };
}

export type WorkspaceExports = ReturnType<typeof useWorkspaceExports>;
