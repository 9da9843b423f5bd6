import { countOf } from '../status-bar/count-text';
import { useRoleFields } from '../message-fields/role-fields-context';
import { fieldLabel } from './field-labels';
import type { SortState } from './sort-rows';
import './grid-note.css';

interface GridNoteProps {
  selectedCount: number;
  sort: SortState | null;
  onClearSort: () => void;
}

/** What the grid's view holds beyond its rows, said in the status bar so the toolbar above never grows a line. */
export function GridNote({ selectedCount, sort, onClearSort }: GridNoteProps) {
  const fields = useRoleFields();
  return (
    <>
      {selectedCount > 0 && <span className="status-bar__item">{countOf(selectedCount, 'row', 'rows')} selected</span>}
      {sort && (
        <span className="status-bar__item sort-note">
          Sorted by <strong title={sort.column}>{fieldLabel(sort.column, fields)}</strong> ({sort.direction}) — <em>loaded rows only</em>{' '}
          <button type="button" className="button button--small button--ghost" aria-keyshortcuts="Alt+Shift+S" onClick={onClearSort}>
            Clear sort
          </button>
        </span>
      )}
    </>
  );
}
