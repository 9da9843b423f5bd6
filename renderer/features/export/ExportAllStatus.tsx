import { ExportAllEndNotice } from './ExportAllEndNotice';
import { ExportAllProgress } from './ExportAllProgress';
import type { ExportAll } from './use-export-all';

interface ExportAllStatusProps {
  exportAll: ExportAll;
  onReenterToken: () => void;
  onPickLocation: () => void;
}

/** The running export's progress, or how the last one ended. */
export function ExportAllStatus({ exportAll, onReenterToken, onPickLocation }: ExportAllStatusProps) {
  const { state } = exportAll;
  if (state.phase === 'running') return <ExportAllProgress job={state.job} onCancel={exportAll.cancel} />;
  if (state.phase === 'ended') {
    return (
      <ExportAllEndNotice
        outcome={state.outcome}
        source={state.source}
        onExportAgain={exportAll.again}
        onReenterToken={onReenterToken}
        onPickLocation={onPickLocation}
        onDismiss={exportAll.dismiss}
      />
    );
  }
  return null;
}
