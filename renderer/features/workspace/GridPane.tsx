import type { ReactNode, RefObject } from 'react';
import { FindBar } from '../find/FindBar';
import { ResultsGrid } from '../results/ResultsGrid';
import type { GridControl, ResultsGridProps } from '../results/ResultsGrid';
import type { RowSelection } from '../results/row-selection';
import type { TimeDisplay } from '../time-zone/time-display';
import type { GridRows } from './grid-rows';
import type { GridPanels } from './use-grid-panels';

/** The rows as the grid draws them, whichever session gave them. */
export interface GridView extends GridRows, Pick<ResultsGridProps, 'timeColumns' | 'roles'> {
  prefs: { setWidth: (column: string, width: number) => void };
  sortBy: (column: string) => void;
}

/** How the session feeds the grid: its pages at either end, and when a fetch ends. */
export type GridFeed = Pick<ResultsGridProps, 'onReachEnd' | 'onReachStart' | 'onTopRowChange' | 'fetchGeneration' | 'markOf'> & {
  /** More rows on the server than loaded: Find offers to load them. */
  moreToLoad: boolean;
};

interface GridPaneProps {
  panels: GridPanels;
  view: GridView;
  feed: GridFeed;
  /** Changes with a new search or sort: the grid's active row and scroll start over. */
  gridKey: string;
  gridRef: RefObject<HTMLDivElement | null>;
  gridControl: RefObject<GridControl | null>;
  selection: RowSelection;
  onSelectionChange: (selection: RowSelection) => void;
  time: TimeDisplay;
  widthOf: (column: string) => number;
  /** Under the last row: how far the search got, or why there is nothing. */
  footer: ReactNode;
  /** The term marked in the cells while Find is closed (the server's text filter), if any. */
  searchedTerm?: string;
  /** The grid's accessible name, when its rows are not one location's. */
  label?: string;
  /** The pane's element, for a view that measures the grid's room. */
  paneRef?: RefObject<HTMLDivElement | null>;
  /** Between Find and the rows: the chart, Follow's bar, a note on the fields. */
  above?: ReactNode;
  /** What stands in for the grid while it has no rows (loading, an error); the grid itself by default. */
  frame?: (grid: ReactNode) => ReactNode;
}

/**
 * The grid of every workspace (one location, several, a list of numbers) with its Find bar: the
 * same keys, selection, copy, row menu, sort and columns whichever session gave the rows.
 */
export function GridPane({ panels, view, feed, gridRef, gridControl, paneRef, time, frame = (grid) => grid, ...props }: GridPaneProps) {
  const { find, copy, rowMenu } = panels;
  const { moreToLoad, ...feeding } = feed;
  return (
    <div ref={paneRef} className="results__main" onContextMenu={rowMenu.onContextMenu}>
      {find.find.open && (
        <FindBar
          find={find.find}
          moreToLoad={moreToLoad}
          onReveal={(match) => gridControl.current?.reveal(match.row, match.column)}
          onClosed={() => gridRef.current?.focus()}
          focusRequest={find.gridRequest}
          onSearchAll={find.searchAll}
        />
      )}
      {props.above}
      {frame(
        <ResultsGrid
          {...feeding}
          {...(props.label !== undefined && { label: props.label })}
          resetKey={props.gridKey}
          gridRef={gridRef}
          controlRef={gridControl}
          rowCount={view.rowCount}
          rowAt={view.rowAt}
          rowOffset={view.rowOffset}
          columns={view.visibleColumns}
          widthOf={props.widthOf}
          onResize={view.prefs.setWidth}
          sort={view.sort}
          onSort={view.sortBy}
          onOpen={view.open}
          footer={props.footer}
          selection={props.selection}
          onSelectionChange={props.onSelectionChange}
          onCopy={() => void copy.copySelected('tsv')}
          time={time}
          timeColumns={view.timeColumns}
          roles={view.roles}
          // Find's text while the bar is open, else the term the server searched for.
          needle={find.find.needle || (props.searchedTerm ?? '')}
          currentMatch={find.find.currentMatch}
        />,
      )}
    </div>
  );
}
