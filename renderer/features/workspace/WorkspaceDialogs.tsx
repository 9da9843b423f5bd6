import { ExportDialog } from '../export/ExportDialog';
import { hasMoreThanLoaded } from '../export/export-scope';
import { SearchDialogs } from '../history/SearchNavigation';
import { GridRowMenu } from './GridRowMenu';
import { ThreadExport } from './ThreadExport';
import type { WorkspaceState } from './use-workspace';

/** The row menu and the dialogs the workspace opens: saved searches, the grid's export, the conversation's export. */
export function WorkspaceDialogs({ ws }: { ws: WorkspaceState }) {
  const { session, view, exports, time, location } = ws;
  const { exportAll, dialog } = exports;
  return (
    <>
      <GridRowMenu panels={ws.panels} rows={view} links={ws.links} onFollowNumber={ws.navigation.followNumber} gridRef={ws.gridRef} />
      <SearchDialogs navigation={ws.navigation} locationName={location?.name ?? location?.id ?? ''} />
      <ThreadExport
        panels={ws.panels}
        nameOf={() => location?.name ?? location?.id ?? ''}
        time={time}
        exportAll={exportAll}
        onExported={exports.noteExported}
      />
      {dialog && (
        <ExportDialog
          params={session.params}
          pages={view.pages}
          pageInView={dialog.pageInView}
          columns={view.copyColumns}
          moreOnServer={hasMoreThanLoaded(view.pages, session.query.hasNextPage)}
          {...(dialog.scope && { initialScope: dialog.scope })}
          displayTimeZone={time.label}
          onExportAll={exports.allUnavailable ? null : exports.startAll}
          onExported={exports.noteExported}
          onClose={exports.closeDialog}
        />
      )}
    </>
  );
}
