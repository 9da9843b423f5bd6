import { useId, useState } from 'react';
import { PopoverAnchor } from './PopoverAnchor';
import { useShortcuts } from '../shortcuts/use-shortcuts';
import type { ColumnLayoutControls } from './use-column-layout';

interface ColumnChooserProps {
  layout: ColumnLayoutControls;
}

/** Show, hide and reorder columns; kept per connection × location, Reset layout goes back to the default. */
export function ColumnChooser({ layout }: ColumnChooserProps) {
  const id = useId();
  const [open, onOpenChange] = useState(false);
  useShortcuts({ columns: () => onOpenChange((wasOpen) => !wasOpen) });
  const { orderedColumns: columns, hidden } = layout;
  const hiddenCount = columns.filter((column) => hidden.includes(column)).length;
  // After a move, focus stays on the same button of the moved column (the list re-renders).
  const [focusAfterMove, setFocusAfterMove] = useState<string | null>(null);
  const move = (column: string, offset: number, which: 'up' | 'down') => {
    layout.move(column, offset);
    setFocusAfterMove(`${column}|${which}`);
  };

  return (
    <PopoverAnchor open={open} onClose={() => onOpenChange(false)}>
      <button type="button" className="button" aria-expanded={open} aria-controls={`${id}-panel`} aria-keyshortcuts="Alt+Shift+L" onClick={() => onOpenChange(!open)}>
        Columns{hiddenCount > 0 ? ` (${hiddenCount} hidden)` : ''}
      </button>
      {open && (
        <div id={`${id}-panel`} className="popover popover--start popover--columns" role="group" aria-label="Columns: show, hide and reorder">
          <ul className="column-chooser">
            {columns.map((column, index) => (
              <li key={column} className="column-chooser__row">
                <label className="column-chooser__item">
                  <input type="checkbox" checked={!hidden.includes(column)} onChange={() => layout.toggle(column)} autoFocus={index === 0 && !focusAfterMove} />
                  <span className="column-chooser__name">{column}</span>
                </label>
                <button
                  type="button"
                  className="button button--small button--ghost column-chooser__move"
                  aria-label={`Move ${column} left`}
                  title="Move left"
                  disabled={index === 0}
                  ref={(node) => {
                    if (node && focusAfterMove === `${column}|up`) node.focus();
                  }}
                  onClick={() => move(column, -1, 'up')}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="button button--small button--ghost column-chooser__move"
                  aria-label={`Move ${column} right`}
                  title="Move right"
                  disabled={index === columns.length - 1}
                  ref={(node) => {
                    if (node && focusAfterMove === `${column}|down`) node.focus();
                  }}
                  onClick={() => move(column, 1, 'down')}
                >
                  ↓
                </button>
              </li>
            ))}
          </ul>
          <p className="column-chooser__note">Order, widths and hidden columns are kept for this location.</p>
          <div className="popover__actions">
            <button type="button" className="button button--small" onClick={layout.showAll} disabled={hiddenCount === 0}>
              Show all
            </button>
            <button type="button" className="button button--small" onClick={layout.reset} disabled={!layout.layout}>
              Reset layout
            </button>
            <button type="button" className="button button--small" onClick={() => onOpenChange(false)}>
              Done
            </button>
          </div>
        </div>
      )}
    </PopoverAnchor>
  );
}
