import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import type { ExportAllOutcome } from '../../../common/ipc/contract';
import { explorerErrorOf, ignoreFailure } from '../../api/explorer';
import { cancelExport, exportAcrossLocations, showInFolder } from '../../api/main-process';

interface AcrossExportProps {
  connectionId: string;
  locationIds: readonly string[];
  body: Record<string, unknown>;
  pageSize: number;
}

function outcomeText(outcome: ExportAllOutcome): string {
  if (outcome.status === 'complete') return `Exported ${outcome.rows.toLocaleString('en-US')} rows from every location to ${outcome.path}, with a manifest of each location's counts.`;
  if (outcome.status === 'cancelled') return 'Export cancelled; no file was kept.';
  return `${outcome.error?.message ?? 'The export stopped.'} ${outcome.partialPath ? `Kept ${outcome.rows.toLocaleString('en-US')} rows as ${outcome.partialPath}.` : ''}`;
}

/** Every row of the search, from every location, into one CSV with a Location column. */
export function AcrossExport({ connectionId, locationIds, body, pageSize }: AcrossExportProps) {
  const exportId = `across-export-${useId()}`;
  const run = useMutation({
    mutationFn: () => exportAcrossLocations({ exportId, connectionId, locationIds: [...locationIds], body, pageSize, bom: false, suggestedName: 'sms-all-locations.csv' }),
  });
  const error = explorerErrorOf(run.error);
  const outcome = run.data;
  const kept = outcome && (outcome.status === 'complete' ? outcome.path : outcome.partialPath);
  return (
    <div className="across-export">
      {run.isPending ? (
        <button type="button" className="button button--small" onClick={() => cancelExport({ exportId }).catch(ignoreFailure)}>
          Cancel export
        </button>
      ) : (
        <button type="button" className="button button--small" onClick={() => run.mutate()}>
          Export all locations (CSV)
        </button>
      )}
      {run.isPending && <span role="status">Exporting every location…</span>}
      {outcome && <span role="status">{outcomeText(outcome)}</span>}
      {kept && (
        <button type="button" className="button button--small button--ghost" onClick={() => showInFolder({ path: kept }).catch(ignoreFailure)}>
          Show in folder
        </button>
      )}
      {error && <span role="alert">{error.message}</span>}
    </div>
  );
}
