import { useId, useState } from 'react';

interface ColumnChooserProps {
  columns: readonly string[];
  hidden: readonly string[];
  onToggle: (column: string) => void;
  onShowAll: () => void;
}

/** Show or hide columns; the choice is remembered by column name. */
export function ColumnChooser({ columns, hidden, onToggle, onShowAll }: ColumnChooserProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const hiddenCount = columns.filter((column) => hidden.includes(column)).length;

  return (
    <div
      className="popover-anchor"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <button type="button" className="button" aria-expanded={open} aria-controls={`${id}-panel`} onClick={() => setOpen(!open)}>
        Columns{hiddenCount > 0 ? ` (${hiddenCount} hidden)` : ''}
      </button>
      {open && (
        <div id={`${id}-panel`} className="popover" role="group" aria-label="Show columns">
          <ul className="column-chooser">
            {columns.map((column) => (
              <li key={column}>
                <label className="column-chooser__item">
                  <input type="checkbox" checked={!hidden.includes(column)} onChange={() => onToggle(column)} />
                  {column}
                </label>
              </li>
            ))}
          </ul>
          <div className="popover__actions">
            <button type="button" className="button button--small" onClick={onShowAll}>
              Show all
            </button>
            <button type="button" className="button button--small" onClick={() => setOpen(false)}>
              Done
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
