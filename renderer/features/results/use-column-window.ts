import { useCallback, useMemo } from 'react';
import type { RefObject } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { OVERSCAN_COLUMNS } from './grid-geometry';

/** The columns the grid renders: those in view plus a few either side, and the room around them. */
export interface ColumnWindow {
  /** The rendered columns, in order. */
  columns: readonly string[];
  /** Index of the first rendered column among all columns (for aria-colindex). */
  first: number;
  /** Width of the columns left of the rendered ones, and right of them, in px. */
  before: number;
  after: number;
  /** Width of every column. */
  total: number;
  /** How far the view is scrolled sideways, as the last scroll event said (reading the element would lay the page out). */
  offset: () => number;
  /** Scrolls sideways until the column is in view (its cells are then rendered). */
  scrollToColumn: (column: string) => void;
}

/**
 * Columns virtualized like rows: a record with 10,000 fields renders a few dozen cells per row,
 * not 10,000. Widths come from the layout; `widthOf` must be stable while the widths are unchanged.
 */
export function useColumnWindow(
  scrollRef: RefObject<HTMLDivElement | null>,
  columns: readonly string[],
  widthOf: (column: string) => number,
): ColumnWindow {
  const widths = useMemo(() => columns.map(widthOf), [columns, widthOf]);
  // A new key function when the widths change makes the virtualizer lay the columns out again.
  const getItemKey = useCallback((index: number) => `${index}:${widths[index] ?? 0}`, [widths]);
  // TanStack Virtual keeps mutable state the React Compiler cannot track; the grid is not memoized.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    horizontal: true,
    count: columns.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => widths[index] ?? 0,
    getItemKey,
    overscan: OVERSCAN_COLUMNS,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items.at(-1)?.index ?? -1;
  const total = virtualizer.getTotalSize();
  const rendered = useMemo(() => columns.slice(first, last + 1), [columns, first, last]);

  return {
    columns: rendered,
    first,
    before: items[0]?.start ?? 0,
    after: Math.max(0, total - (items.at(-1)?.end ?? 0)),
    total,
    offset: () => virtualizer.scrollOffset ?? 0,
    scrollToColumn: (column) => {
      const index = columns.indexOf(column);
      if (index >= 0) virtualizer.scrollToIndex(index, { align: 'auto' });
    },
  };
}
