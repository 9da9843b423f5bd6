import { ConversationExport } from '../conversation/ConversationExport';
import { conversationNumber } from '../conversation/conversation-number';
import { RowContextMenu } from '../results/RowContextMenu';
import { ExportDialog } from '../export/ExportDialog';
import { hasMoreThanLoaded } from '../export/export-scope';
import { SearchDialogs } from '../history/SearchNavigation';
import type { WorkspaceState } from './use-workspace';

/** The row menu and the dialogs the workspace opens: saved searches, the grid's export, the conversation's export. */
export function WorkspaceDialogs({ ws }: { ws: WorkspaceState }) {
  const { session, view, exports, time, location, rowMenu } = ws;
  const { exportAll, dialog, conversation } = exports;
  const menu = rowMenu.menu;
  return (
    <>
      {menu && (
        <RowContextMenu
          x={menu.x}
          y={menu.y}
          phoneNumber={conversationNumber(view.recordAt(menu.index) ?? {}, view.fields)}
          onFollow={ws.navigation.followNumber}
          onOpenConversation={ws.side.openConversation}
          onOpenDetails={() => view.open(menu.index)}
          onCopyMessage={() => void ws.copy.copyRow('text', menu.index)}
          onCopyLink={(phoneNumber) => (phoneNumber ? ws.links.copyConversationLink(phoneNumber) : ws.links.copySearchLink?.())}
          onClose={rowMenu.close}
          onReturnFocus={() => ws.gridRef.current?.focus()}
        />
      )}
      <SearchDialogs navigation={ws.navigation} locationName={location?.name ?? location?.id ?? ''} />
      {conversation && (
        <ConversationExport
          thread={conversation}
          locationName={location?.name ?? conversation.params.locationId}
          displayTimeZone={time.label}
          onExportAll={exportAll.running ? null : exportAll.start}
          onExported={exports.noteExported}
          onClose={exports.closeConversation}
        />
      )}
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
