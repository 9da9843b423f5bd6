import { ExportAllEndNotice } from './ExportAllEndNotice';
import { ExportAllProgress } from './ExportAllProgress';
import type { ExportAll } from './use-export-all';
import { exportPlaceOf } from './use-export-all';

interface ExportAllStatusProps {
  exportAll: ExportAll;
  /** Where the user is now: how an export ended is said only at its own connection × location. */
  place: { connectionId: string; locationId: string };
}

/** The running export's progress, or how the last one ended. */
export function ExportAllStatus({ exportAll, place }: ExportAllStatusProps) {
  const { state } = exportAll;
  // A running export stays in view wherever the user goes: it can still be cancelled.
  if (state.phase === 'running')
    return (
      <ExportAllProgress source={state.about.source} progress={state.progress} cancelling={state.cancelling} onCancel={exportAll.cancel} />
    );
  const ended = state.phase === 'ended' ? exportPlaceOf(state.about.request) : null;
  if (state.phase === 'ended' && ended?.connectionId === place.connectionId && ended.locationId === place.locationId) {
    return (
      <ExportAllEndNotice
        outcome={state.outcome}
        source={state.about.source}
        onExportAgain={exportAll.again}
        onDismiss={exportAll.dismiss}
      />
    );
  }
  return null;
}
