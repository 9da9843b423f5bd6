import { fieldLabel } from './field-labels';
import type { SortState } from './sort-rows';

/** Says the rows are sorted, and that only the loaded ones are, with the way back to the server's order. */
export function SortNote({ sort, onClear }: { sort: SortState; onClear: () => void }) {
  return (
    <p className="sort-label" role="status">
      Sorted by <strong title={sort.column}>{fieldLabel(sort.column)}</strong> ({sort.direction}) — <em>sorted: loaded rows only</em>
      <button type="button" className="button button--small button--ghost" aria-keyshortcuts="Alt+Shift+S" onClick={onClear}>
        Clear sort
      </button>
    </p>
  );
}
