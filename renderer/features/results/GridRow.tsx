import { memo } from 'react';
import { formatCell } from './format-cell';

interface GridRowProps {
  id: string;
  rowIndex: number;
  row: Record<string, unknown> | undefined;
  columns: readonly string[];
  template: string;
  top: number;
  active: boolean;
}

/**
 * One row; `row` undefined is a page that was unloaded and comes back when scrolled to.
 * Memoized: while scrolling, rows that stay in view are not rendered again (the grid handles
 * clicks for every row, so no per-row callbacks change identity).
 */
export const GridRow = memo(function GridRow({ id, rowIndex, row, columns, template, top, active }: GridRowProps) {
  return (
    <div
      id={id}
      className={`grid__row${active ? ' grid__row--active' : ''}${row ? '' : ' grid__row--unloaded'}`}
      role="row"
      aria-rowindex={rowIndex + 2}
      aria-selected={active}
      data-row-index={rowIndex}
      style={{ gridTemplateColumns: template, transform: `translateY(${top}px)` }}
    >
      {columns.map((column, index) => {
        const cell = row ? formatCell(row[column]) : { text: index === 0 ? 'Loading…' : '' };
        return (
          <div key={column} className="grid__cell" role="gridcell" aria-colindex={index + 1} title={cell.title ?? (cell.text.length > 40 ? cell.text : undefined)}>
            {cell.text}
          </div>
        );
      })}
    </div>
  );
}, sameRowProps);

/** The visible columns are a new array whenever a page arrives; equal names mean an equal row. */
function sameRowProps(previous: GridRowProps, next: GridRowProps): boolean {
  return (
    previous.id === next.id &&
    previous.rowIndex === next.rowIndex &&
    previous.row === next.row &&
    previous.template === next.template &&
    previous.top === next.top &&
    previous.active === next.active &&
    previous.columns.length === next.columns.length &&
    previous.columns.every((column, index) => column === next.columns[index])
  );
}
