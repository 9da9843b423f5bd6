import { formatWhole } from '../../ui/whole-number';
interface RowBudgetMessageProps {
  loadedRows: number;
  budget: number;
  /** null while an export of all results is already running. */
  onExportAll: (() => void) | null;
}

/** Why loading stopped before the end of the results, and the way to get every row anyway. */
export function RowBudgetMessage({ loadedRows, budget, onExportAll }: RowBudgetMessageProps) {
  return (
    <div className="grid__loader grid__loader--limit" role="status">
      <p className="grid__limit-text">
        <strong>Row limit reached: {formatWhole(loadedRows)} rows loaded, more results exist.</strong> This server sends no previous-page
        tokens, so loaded pages cannot be unloaded and fetched again later; loading more would only keep growing this window&apos;s memory,
        so loading stops at {formatWhole(budget)} rows. To get every matching message, export all results to a CSV file
        {onExportAll ? '.' : ' when the export that is running has finished.'}
      </p>
      <button type="button" className="button button--small" disabled={!onExportAll} onClick={onExportAll ?? undefined}>
        Export all results…
      </button>
    </div>
  );
}
