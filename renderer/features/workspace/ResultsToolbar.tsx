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
      </div>
    </div>
  );
}
