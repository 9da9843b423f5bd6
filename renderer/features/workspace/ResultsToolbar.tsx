import type { SearchParams } from '../../api/query-keys';
import { ColumnChooser } from '../results/ColumnChooser';
import { CopyCurlButton } from '../results/CopyCurlButton';
import type { SortState } from '../results/sort-rows';

interface ResultsToolbarProps {
  params: SearchParams;
  columns: readonly string[];
  hidden: readonly string[];
  onToggleColumn: (column: string) => void;
  onShowAllColumns: () => void;
  sort: SortState | null;
  onClearSort: () => void;
  canExport: boolean;
  onExport: () => void;
  /** Opens the Export dialog on "all results"; null when that cannot start now. */
  onExportAll: (() => void) | null;
  /** Why "Export all results…" is unavailable, when it is. */
  exportAllUnavailable: string | null;
}

export function ResultsToolbar(props: ResultsToolbarProps) {
  const { sort } = props;
  return (
    <div className="results-toolbar" role="toolbar" aria-label="Results">
      <div className="results-toolbar__start">
        {sort && (
          <p className="sort-label" role="status">
            Sorted by <strong>{sort.column}</strong> ({sort.direction}) — <em>sorted: loaded rows only</em>
            <button type="button" className="button button--small button--ghost" onClick={props.onClearSort}>
              Clear sort
            </button>
          </p>
        )}
      </div>
      <div className="results-toolbar__end">
        <ColumnChooser columns={props.columns} hidden={props.hidden} onToggle={props.onToggleColumn} onShowAll={props.onShowAllColumns} />
        <CopyCurlButton params={props.params} disabled={!props.params.locationId} />
        <button type="button" className="button" disabled={!props.canExport} onClick={props.onExport}>
          Export CSV…
        </button>
        <button
          type="button"
          className="button"
          disabled={!props.onExportAll}
          title={props.exportAllUnavailable ?? 'Every page of this search to one CSV file'}
          onClick={props.onExportAll ?? undefined}
        >
          Export all results…
        </button>
      </div>
    </div>
  );
}
