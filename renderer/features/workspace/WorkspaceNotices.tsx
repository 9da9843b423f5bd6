import { ServerWords } from '../errors/ServerWords';
import { ExportAllStatus } from '../export/ExportAllStatus';
import { ExportNotice } from '../export/ExportNotice';
import { Banner } from '../notices/Banner';
import type { WorkspaceState } from './use-workspace';

/** Notices above the results: a restarted pagination, the last export, the running or ended "export all". */
export function WorkspaceNotices({ ws }: { ws: WorkspaceState }) {
  const { session, exports } = ws;
  return (
    <>
      {session.expiredNotice && (
        <Banner level="warning" dismissLabel="Dismiss page token notice" onDismiss={session.dismissExpiredNotice}>
          {session.expiredNotice.text}
          {session.expiredNotice.serverSaid && <ServerWords words={session.expiredNotice.serverSaid} />}
        </Banner>
      )}
      {exports.exported && <ExportNotice outcome={exports.exported} onDismiss={exports.dismissExported} />}
      <ExportAllStatus exportAll={exports.exportAll} place={exports.place} />
    </>
  );
}
