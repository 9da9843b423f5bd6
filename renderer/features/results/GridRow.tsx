import { memo } from 'react';
import type { TimeDisplay } from '../time-zone/time-display';
import { cellContent } from './cell-content';
import type { CellContent } from './cell-content';
import type { CellRole } from './default-layout';
import { HighlightedText } from './HighlightedText';
import { passageAround } from './passage';

interface GridRowProps {
  id: string;
  rowIndex: number;
  row: Record<string, unknown> | undefined;
  /** The rendered columns (those in view, plus a few). */
  columns: readonly string[];
  /** Index of the first rendered column among all columns. */
  firstColumn: number;
  /** CSS padding standing for the columns not rendered on either side. */
  inset: string;
  template: string;
  top: number;
  /** Keyboard focus (the active descendant). */
  active: boolean;
  selected: boolean;
  time: TimeDisplay;
  /** Columns drawn as more than text (codes in words, status badges, contact with number). */
  roles: ReadonlyMap<string, CellRole>;
  /** Lower-cased find query, '' when the find bar is closed. */
  needle: string;
  /** The column of the current find match, when it is in this row. */
  currentMatch: string | null;
  /** Characters each rendered column shows before its ellipsis: where a find match must be to be seen. */
  fits: readonly number[];
  /**
   * Follow's mark: a new row, a status that changed ("Queued → Delivered"); a merged list's: a
   * row that came late (newer than rows above it, shown where it landed so no row moves).
   */
  mark?: { fresh: boolean; change: string | null; late?: boolean } | undefined;
}

/**
 * One row; `row` undefined is a page that was unloaded and comes back when scrolled to.
 * Memoized: while scrolling, rows that stay in view are not rendered again (the grid handles
 * clicks for every row, so no per-row callbacks change identity).
 */
export const GridRow = memo(function GridRow(props: GridRowProps) {
  const { id, rowIndex, row, columns, firstColumn, inset, template, top, active, selected, time, roles, needle, currentMatch, fits, mark } =
    props;
  return (
    <div
      id={id}
      className={`grid__row${active ? ' grid__row--active' : ''}${row ? '' : ' grid__row--unloaded'}${mark?.fresh ? ' grid__row--fresh' : ''}${mark?.late ? ' grid__row--late' : ''}`}
      data-fresh={mark?.fresh || undefined}
      data-late={mark?.late || undefined}
      title={mark?.late ? 'Came after a Retry or “Show the others now”: newer than rows above it, shown where it landed' : undefined}
      data-change={mark?.change ?? undefined}
      role="row"
      aria-rowindex={rowIndex + 2}
      aria-selected={selected}
      data-row-index={rowIndex}
      style={{ gridTemplateColumns: template, padding: inset, transform: `translateY(${top}px)` }}
    >
      {columns.map((column, index) => {
        const cell: CellContent = row ? cellContent(row, column, roles.get(column), time) : { text: index === 0 ? 'Loading…' : '' };
        const current = currentMatch === column;
        // A match past what the cell shows is brought into view: the cell starts shortly before it.
        const shown = needle ? passageAround(cell.text, needle, fits[index] ?? 0) : cell.text;
        const text = needle ? <HighlightedText text={shown} exact={cell.title} needle={needle} /> : cell.text;
        return (
          <div
            key={column}
            className={`grid__cell${current ? ' grid__cell--current' : ''}`}
            role="gridcell"
            aria-colindex={firstColumn + index + 1}
            data-column={column}
            title={cell.title ?? (cell.text.length > 40 || shown !== cell.text ? cell.text : undefined)}
          >
            {cell.tone ? (
              <>
                {/* What it was, then what it is: "Queued → [Delivered]" reads left to right; in a narrow column the old word gives way, never the badge. */}
                {mark?.change && (
                  <span className="grid__change" title={mark.change}>
                    <span className="grid__change-from">{mark.change.split(' → ')[0]}</span> →
                  </span>
                )}
                <span className={`status-badge status-badge--${cell.tone}`}>{text}</span>
              </>
            ) : cell.aside ? (
              <span className="grid__contact">
                <span className="grid__contact-name">{text}</span>
                <span className="grid__contact-number">{cell.aside}</span>
              </span>
            ) : (
              text
            )}
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
    previous.firstColumn === next.firstColumn &&
    previous.inset === next.inset &&
    previous.top === next.top &&
    previous.active === next.active &&
    previous.selected === next.selected &&
    previous.time === next.time &&
    previous.roles === next.roles &&
    previous.needle === next.needle &&
    previous.currentMatch === next.currentMatch &&
    previous.mark?.fresh === next.mark?.fresh &&
    previous.mark?.change === next.mark?.change &&
    previous.mark?.late === next.mark?.late &&
    previous.columns.length === next.columns.length &&
    previous.columns.every((column, index) => column === next.columns[index]) &&
    previous.fits.every((fit, index) => fit === next.fits[index])
  );
}
