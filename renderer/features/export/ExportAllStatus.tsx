import { ExportAllEndNotice } from './ExportAllEndNotice';
import { ExportAllProgress } from './ExportAllProgress';
import type { ExportAll } from './use-export-all';

interface ExportAllStatusProps {
  exportAll: ExportAll;
  /** Where the user is now: how an export ended is said only at its own connection × location. */
  place: { connectionId: string; locationId: string };
}

/** The running export's progress, or how the last one ended. */
export function ExportAllStatus({ exportAll, place }: ExportAllStatusProps) {
  const { state } = exportAll;
  // A running export stays in view wherever the user goes: it can still be cancelled.
  if (state.phase === 'running') return <ExportAllProgress job={state.job} onCancel={exportAll.cancel} />;
  if (state.phase === 'ended' && state.request.connectionId === place.connectionId && state.request.locationId === place.locationId) {
    return (
      <ExportAllEndNotice
        outcome={state.outcome}
        source={state.source}
        onExportAgain={exportAll.again}
        onDismiss={exportAll.dismiss}
      />
    );
  }
  return null;
}
