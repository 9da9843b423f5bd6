import { useId, useState } from 'react';
import { PopoverAnchor } from './PopoverAnchor';
import { useShortcuts } from '../shortcuts/use-shortcuts';
import { useRoleFields } from '../message-fields/role-fields-context';
import { fieldLabel } from './field-labels';
import type { ColumnLayoutControls } from './use-column-layout';
import './column-chooser.css';

/** Columns listed at once: a record with thousands of fields lists these, and a filter finds the rest. */
export const MAX_LISTED_COLUMNS = 200;

interface ColumnChooserProps {
  layout: ColumnLayoutControls;
}

/** Show, hide and reorder columns; kept per connection × location (or per connection, across locations), Reset layout goes back to the default. */
export function ColumnChooser({ layout }: ColumnChooserProps) {
  const id = useId();
  const fields = useRoleFields();
  const [open, onOpenChange] = useState(false);
  useShortcuts({ columns: () => onOpenChange((wasOpen) => !wasOpen) });
  const { orderedColumns: columns, hiddenSet } = layout;
  const hiddenCount = columns.filter((column) => hiddenSet.has(column)).length;
  const [filter, setFilter] = useState('');
  const many = columns.length > MAX_LISTED_COLUMNS;
  const needle = many ? filter.trim().toLowerCase() : '';
  const matches = (column: string) => column.toLowerCase().includes(needle) || fieldLabel(column, fields).toLowerCase().includes(needle);
  const matching = needle
    ? columns.flatMap((column, index) => (matches(column) ? [{ column, index }] : []))
    : columns.map((column, index) => ({ column, index }));
  const listed = matching.slice(0, MAX_LISTED_COLUMNS);
  // After a move, focus stays on the same button of the moved column (the list re-renders).
  const [focusAfterMove, setFocusAfterMove] = useState<string | null>(null);
  const move = (column: string, offset: number, which: 'up' | 'down') => {
    layout.move(column, offset);
    setFocusAfterMove(`${column}|${which}`);
  };

  return (
    <PopoverAnchor open={open} onClose={() => onOpenChange(false)}>
      {/* "+7", not "(7 hidden)": columns are hidden by default, and the toolbar must fit 1024 px. */}
      <button
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-keyshortcuts="Alt+Shift+L"
        title={
          hiddenCount > 0
            ? `${hiddenCount} more ${hiddenCount === 1 ? 'column' : 'columns'} hidden: show, hide and reorder`
            : 'Show, hide and reorder columns'
        }
        onClick={() => onOpenChange(!open)}
      >
        Columns{hiddenCount > 0 ? ` +${hiddenCount}` : ''}
      </button>
      {open && (
        <div
          id={`${id}-panel`}
          className="popover popover--start popover--columns"
          role="group"
          aria-label="Columns: show, hide and reorder"
        >
          {many && (
            <>
              <input
                type="search"
                className="column-chooser__filter"
                aria-label="Find a column"
                placeholder="Find a column"
                value={filter}
                onChange={(event) => setFilter(event.target.value)}
                autoFocus={!focusAfterMove}
              />
              <p className="column-chooser__note" role="status">
                {matching.length > listed.length
                  ? `Listing ${listed.length} of ${matching.length.toLocaleString('en-US')} ${needle ? 'matching ' : ''}columns: type to find the others.`
                  : `${matching.length.toLocaleString('en-US')} of ${columns.length.toLocaleString('en-US')} columns match.`}
              </p>
            </>
          )}
          <ul className="column-chooser">
            {listed.map(({ column, index }) => {
              const label = fieldLabel(column, fields);
              return (
                <li key={column} className="column-chooser__row">
                  <label className="column-chooser__item" title={`Field: ${column}`}>
                    <input
                      type="checkbox"
                      checked={!hiddenSet.has(column)}
                      onChange={() => layout.toggle(column)}
                      autoFocus={index === 0 && !focusAfterMove && !many}
                    />
                    <span className="column-chooser__name">{label}</span>
                  </label>
                  <button
                    type="button"
                    className="button button--small button--ghost column-chooser__move"
                    aria-label={`Move ${label} left`}
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
                    aria-label={`Move ${label} right`}
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
              );
            })}
          </ul>
          <p className="column-chooser__note">Order, widths and hidden columns are kept for {layout.keptFor}.</p>
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
