import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import type { ExportAllOutcome } from '../../../common/ipc/contract';
import { explorerErrorOf, ignoreFailure } from '../../api/explorer';
import { cancelExport, exportAcrossLocations, showInFolder } from '../../api/main-process';

interface AcrossExportProps {
  connectionId: string;
  locationIds: readonly string[];
  /** The set is every location of the connection (else a chosen set, said as such). */
  everyLocation: boolean;
  body: Record<string, unknown>;
  pageSize: number;
}

function outcomeText(outcome: ExportAllOutcome, where: string): string {
  if (outcome.status === 'complete') return `Exported ${outcome.rows.toLocaleString('en-US')} rows from ${where} to ${outcome.path}, with a manifest of each location's counts.`;
  if (outcome.status === 'cancelled') return 'Export cancelled; no file was kept.';
  return `${outcome.error?.message ?? 'The export stopped.'} ${outcome.partialPath ? `Kept ${outcome.rows.toLocaleString('en-US')} rows as ${outcome.partialPath}.` : ''}`;
}

/** Every row of the search, from every location, into one CSV with a Location column. */
export function AcrossExport({ connectionId, locationIds, everyLocation, body, pageSize }: AcrossExportProps) {
  const where = everyLocation ? 'every location' : `the ${locationIds.length} chosen locations`;
  const exportId = `across-export-${useId()}`;
  const run = useMutation({
    mutationFn: () => exportAcrossLocations({ exportId, connectionId, locationIds: [...locationIds], body, pageSize, bom: false, suggestedName: everyLocation ? 'sms-all-locations.csv' : `sms-${locationIds.length}-locations.csv` }),
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
          {everyLocation ? 'Export all locations (CSV)' : `Export these ${locationIds.length} locations (CSV)`}
        </button>
      )}
      {run.isPending && <span role="status">Exporting {where}…</span>}
      {outcome && <span role="status">{outcomeText(outcome, where)}</span>}
      {kept && (
        <button type="button" className="button button--small button--ghost" onClick={() => showInFolder({ path: kept }).catch(ignoreFailure)}>
          Show in folder
        </button>
      )}
      {error && <span role="alert">{error.message}</span>}
    </div>
  );
}
