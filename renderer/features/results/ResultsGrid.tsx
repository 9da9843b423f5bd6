import { useEffect, useId, useImperativeHandle, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode, Ref } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRoleFields } from '../message-fields/role-fields-context';
import type { TimeDisplay } from '../time-zone/time-display';
import type { CellRole } from './default-layout';
import { GridHeader } from './GridHeader';
import { GridRow } from './GridRow';
import { HEADER_HEIGHT, OVERSCAN_ROWS, ROW_HEIGHT, templateColumns } from './grid-geometry';
import { gridKeyAction } from './grid-keys';
import { clickRow, extendTo, selectAll } from './row-selection';
import type { RowSelection } from './row-selection';
import type { SortState } from './sort-rows';
import { useColumnWindow } from './use-column-window';
import { useCellFit } from './cell-fit';
import './grid.css';
import { textColumnOf } from './role-columns';

/** What the workspace can ask of the grid (the find bar moving to a match). */
export interface GridControl {
  /** Scrolls the loaded row at this display index (and the column) into view and focuses it. */
  reveal: (index: number, column: string) => void;
}

export interface ResultsGridProps {
  /**
   * Changes with each new search (or sort): the active row and the scroll position start over,
   * while the grid's elements and virtualizers are kept rather than built again.
   */
  resetKey: string;
  /** Loaded rows in display order. */
  rowCount: number;
  /** A loaded row, flattened, by display index (0 = first loaded row). Read only for rows in view. */
  rowAt: (index: number) => Record<string, unknown> | undefined;
  /** Rows before the first loaded one (pages unloaded under maxPages); 0 when sorted. */
  rowOffset: number;
  columns: readonly string[];
  /** Stable while the widths are unchanged: the columns are laid out again when it changes. */
  widthOf: (column: string) => number;
  onResize: (column: string, width: number) => void;
  sort: SortState | null;
  onSort: (column: string) => void;
  /** Opens the detail of the loaded row at this display index. */
  onOpen: (index: number) => void;
  onReachEnd: () => void;
  onReachStart: () => void;
  onTopRowChange: (rowIndex: number) => void;
  /** Changes when a fetch ends, so reaching the end is checked again (empty pages). */
  fetchGeneration: unknown;
  footer: ReactNode;
  /** The focusable grid element, so focus can come back to it (after the detail panel closes). */
  gridRef?: Ref<HTMLDivElement>;
  /** Selected rows by grid row index (rowOffset included). */
  selection: RowSelection;
  onSelectionChange: (selection: RowSelection) => void;
  /** Ctrl/Cmd+C in the grid: copy the selection as TSV. */
  onCopy: () => void;
  time: TimeDisplay;
  timeColumns: ReadonlySet<string>;
  /** Columns drawn as more than text; stable while the shown columns are unchanged. */
  roles: ReadonlyMap<string, CellRole>;
  /** Lower-cased find query ('' when not finding) and the current match. */
  needle: string;
  currentMatch: { row: number; column: string } | null;
  controlRef?: Ref<GridControl>;
  /** The grid's accessible name, when its rows are not one location's ("Messages across locations"). */
  label?: string;
  /** Follow's mark of the loaded row at this display index, if any. */
  markOf?: (index: number) => { fresh: boolean; change: string | null; late?: boolean } | undefined;
}

/** A virtualized ARIA grid: only the rows and columns in view (plus a few) are in the DOM. */
export function ResultsGrid({ gridRef, controlRef, ...props }: ResultsGridProps) {
  const { rowCount, rowAt, rowOffset, columns, widthOf, onReachEnd, onReachStart, onTopRowChange, fetchGeneration, selection, resetKey } =
    props;
  const id = useId();
  const fields = useRoleFields();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [activeOf, setActiveOf] = useState({ resetKey, row: -1 });
  const active = activeOf.resetKey === resetKey ? activeOf.row : -1;
  const setActive = (row: number) => setActiveOf({ resetKey, row });
  const count = rowOffset + rowCount;

  // TanStack Virtual keeps mutable state the React Compiler cannot track; this component is not memoized.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN_ROWS,
    scrollMargin: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
  });
  const items = virtualizer.getVirtualItems();
  const firstRendered = items[0]?.index ?? 0;
  const lastRendered = items.at(-1)?.index ?? -1;
  const topRow = Math.floor((virtualizer.scrollOffset ?? 0) / ROW_HEIGHT);
  const view = useColumnWindow(scrollRef, columns, widthOf);

  const shownKey = useRef(resetKey);
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (shownKey.current === resetKey || !element) return;
    shownKey.current = resetKey;
    // Writing a scroll position lays the page out there and then (3 ms of a search's commit): not
    // done when the view is already at the start, as the virtualizers know from the last scroll event.
    if ((virtualizer.scrollOffset ?? 0) === 0 && view.offset() === 0) return;
    element.scrollTop = 0;
    element.scrollLeft = 0;
    // The virtualizers learn the position from scroll events, which come a frame later (or, where
    // the position did not move, never): told now, once this commit is done, the new rows are
    // laid out from the top.
    queueMicrotask(() => element.dispatchEvent(new Event('scroll')));
    // Only a new search moves the view; the virtualizers are the same objects from render to render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resetKey]);

  useEffect(() => {
    if (lastRendered >= count - 1) onReachEnd();
    if (firstRendered < rowOffset) onReachStart();
  }, [firstRendered, lastRendered, count, rowOffset, fetchGeneration, onReachEnd, onReachStart]);

  useEffect(() => onTopRowChange(topRow), [topRow, onTopRowChange]);

  useImperativeHandle(controlRef, () => ({
    reveal: (index, column) => {
      const target = index + rowOffset;
      setActive(target);
      virtualizer.scrollToIndex(target, { align: 'center' });
      view.scrollToColumn(column);
      // The row and column are rendered after the scroll; then the cell is brought fully into view.
      requestAnimationFrame(() => {
        const cell = scrollRef.current?.querySelector(`[data-row-index="${target}"] [data-column="${CSS.escape(column)}"]`);
        cell?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      });
    },
  }));

  const textColumn = textColumnOf(fields);
  const template = templateColumns(view.columns, widthOf, textColumn);
  const fits = useCellFit(scrollRef, view.columns, widthOf, view.total, textColumn);
  // The room of the columns not rendered, so the rendered ones sit where they belong.
  const inset = `0 ${view.after}px 0 ${view.before}px`;
  const rowId = (index: number) => `${id}-row-${index}`;
  const activeRendered = active >= firstRendered && active <= lastRendered;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const mod = event.ctrlKey || event.metaKey;
    if (mod && !event.altKey && event.code === 'KeyA') {
      event.preventDefault();
      props.onSelectionChange(selectAll(rowOffset, count));
      return;
    }
    if (mod && !event.altKey && !event.shiftKey && event.code === 'KeyC') {
      event.preventDefault();
      props.onCopy();
      return;
    }
    const pageRows = Math.max(1, Math.floor(((scrollRef.current?.clientHeight ?? 0) - HEADER_HEIGHT) / ROW_HEIGHT));
    const action = gridKeyAction(event.key, active, { first: rowOffset, count, pageRows });
    if (!action) return;
    event.preventDefault();
    if ('open' in action) {
      props.onOpen(active - rowOffset);
      return;
    }
    setActive(action.move);
    props.onSelectionChange(
      event.shiftKey
        ? extendTo(selection, Math.max(active, rowOffset), action.move)
        : clickRow(selection, action.move, { range: false, toggle: false }),
    );
    virtualizer.scrollToIndex(action.move, { align: 'auto' });
  };
  // One handler for every row (event delegation), so rows take no callbacks and stay memoized.
  const rowIndexOf = (event: MouseEvent<HTMLElement>) => {
    const row = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-row-index]') : null;
    return row ? Number(row.dataset.rowIndex) : null;
  };
  const onRowClick = (event: MouseEvent<HTMLDivElement>) => {
    const index = rowIndexOf(event);
    if (index === null || index < rowOffset) return;
    setActive(index);
    props.onSelectionChange(clickRow(selection, index, { range: event.shiftKey, toggle: event.ctrlKey || event.metaKey }));
  };
  // Shift+click would otherwise also select the text between the two rows.
  const onRowMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (event.shiftKey) event.preventDefault();
  };
  const onRowDoubleClick = (event: MouseEvent<HTMLDivElement>) => {
    const index = rowIndexOf(event);
    if (index === null) return;
    setActive(index);
    if (index >= rowOffset && rowAt(index - rowOffset)) props.onOpen(index - rowOffset);
  };

  return (
    <div className="grid-scroll" ref={scrollRef}>
      <div
        ref={gridRef}
        className="grid"
        role="grid"
        aria-label={props.label ?? 'Messages'}
        aria-multiselectable="true"
        aria-rowcount={count + 1}
        aria-colcount={columns.length}
        aria-activedescendant={activeRendered ? rowId(active) : undefined}
        tabIndex={0}
        onKeyDown={onKeyDown}
        // Copy from the Edit menu (which on macOS takes Cmd+C before the page sees the key)
        // copies the selected rows too.
        onCopy={(event) => {
          event.preventDefault();
          props.onCopy();
        }}
        // At least as wide as the view: the message text column takes what the others leave.
        style={{ width: `max(100%, ${view.total}px)` }}
      >
        <GridHeader
          columns={view.columns}
          firstColumn={view.first}
          inset={inset}
          widthOf={widthOf}
          onResize={props.onResize}
          sort={props.sort}
          onSort={props.onSort}
          timeColumns={props.timeColumns}
          zoneLabel={props.time.label}
          roles={props.roles}
        />
        <div
          className="grid__body"
          role="rowgroup"
          style={{ height: virtualizer.getTotalSize() }}
          onClick={onRowClick}
          onMouseDown={onRowMouseDown}
          onDoubleClick={onRowDoubleClick}
        >
          {items.map((item) => (
            <GridRow
              // Keyed by slot, not by row: a row scrolled out hands its DOM elements to the row
              // scrolled in, so fast scrolling updates text instead of building rows anew.
              key={item.index % items.length}
              id={rowId(item.index)}
              rowIndex={item.index}
              row={rowAt(item.index - rowOffset)}
              columns={view.columns}
              firstColumn={view.first}
              inset={inset}
              template={template}
              top={item.start - HEADER_HEIGHT}
              active={item.index === active}
              selected={selection.rows.has(item.index)}
              time={props.time}
              roles={props.roles}
              needle={props.needle}
              currentMatch={props.currentMatch?.row === item.index - rowOffset ? props.currentMatch.column : null}
              fits={fits}
              mark={props.markOf?.(item.index - rowOffset)}
            />
          ))}
        </div>
      </div>
      <div className="grid__footer">{props.footer}</div>
    </div>
  );
}
