import { formatCell } from './format-cell';

interface GridRowProps {
  id: string;
  rowIndex: number;
  row: Record<string, unknown> | undefined;
  columns: readonly string[];
  template: string;
  top: number;
  active: boolean;
  onActivate: (rowIndex: number) => void;
  onOpen: (rowIndex: number) => void;
}

/** One row; `row` undefined is a page that was unloaded and comes back when scrolled to. */
export function GridRow({ id, rowIndex, row, columns, template, top, active, onActivate, onOpen }: GridRowProps) {
  return (
    <div
      id={id}
      className={`grid__row${active ? ' grid__row--active' : ''}${row ? '' : ' grid__row--unloaded'}`}
      role="row"
      aria-rowindex={rowIndex + 2}
      aria-selected={active}
      style={{ gridTemplateColumns: template, transform: `translateY(${top}px)` }}
      onClick={() => onActivate(rowIndex)}
      onDoubleClick={() => row && onOpen(rowIndex)}
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
}
