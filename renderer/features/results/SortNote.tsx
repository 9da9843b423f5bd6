import { useRoleFields } from '../message-fields/role-fields-context';
import { fieldLabel } from './field-labels';
import type { SortState } from './sort-rows';

/** Says the rows are sorted, and that only the loaded ones are, with the way back to the server's order. */
export function SortNote({ sort, onClear }: { sort: SortState; onClear: () => void }) {
  const fields = useRoleFields();
  return (
    <p className="sort-label" role="status">
      Sorted by <strong title={sort.column}>{fieldLabel(sort.column, fields)}</strong> ({sort.direction}) —{' '}
      <em>sorted: loaded rows only</em>
      <button type="button" className="button button--small button--ghost" aria-keyshortcuts="Alt+Shift+S" onClick={onClear}>
        Clear sort
      </button>
    </p>
  );
}
