import { useCallback, useMemo, useRef, useState } from 'react';
import { useColumnPrefs } from '../results/column-prefs';
import { loadedRowsOf, pageAtRow } from '../results/loaded-rows';
import { nextSort, sortedOrder } from '../results/sort-rows';
import type { SortState } from '../results/sort-rows';
import type { SearchSession } from '../results/use-search-session';

/** The loaded rows as the grid shows them: columns chosen, sorted (loaded rows only), the row opened. */
export function useResultsView(session: SearchSession) {
  const pages = session.query.data?.pages;
  // Everything here is memoized by the pages (a new array only when a page comes or goes) and
  // the sort, so scrolling and other renders never walk the loaded rows.
  const loaded = useMemo(() => loadedRowsOf(pages ?? []), [pages]);
  const prefs = useColumnPrefs();
  const [sort, setSort] = useState<SortState | null>(null);
  const [opened, setOpened] = useState<{ sessionId: string; record: Record<string, unknown> } | null>(null);
  // The top row changes on every scrolled row; only the Export dialog reads it, so it is kept
  // out of state: a state update here would render the whole workspace on each scroll frame.
  const topRow = useRef(0);

  const order = useMemo(() => (sort ? sortedOrder(loaded.count, (index) => loaded.flatAt(index)?.[sort.column], sort) : null), [loaded, sort]);
  const rowAt = useMemo(
    () => (order ? (index: number) => loaded.flatAt(order[index] ?? -1) : loaded.flatAt),
    [loaded, order],
  );
  const { hidden } = prefs;
  const visibleColumns = useMemo(() => loaded.columns.filter((column) => !hidden.includes(column)), [loaded.columns, hidden]);
  const noteTopRow = useCallback((rowIndex: number) => {
    topRow.current = rowIndex;
  }, []);

  return {
    pages: pages ?? [],
    loaded,
    /** The row at a display index among the loaded rows (sorted or in server order). */
    rowAt,
    rowCount: loaded.count,
    /** Sorting shows loaded rows only, so unloaded pages above leave no room. */
    rowOffset: sort ? 0 : loaded.rowOffset,
    visibleColumns,
    prefs,
    sort,
    sortBy: (column: string) => setSort((current) => nextSort(current, column)),
    clearSort: () => setSort(null),
    /** The page of the row at the top of the grid; call it from an event handler. */
    pageInView: () => (sort ? pages?.[0] : pageAtRow(pages ?? [], topRow.current))?.number ?? 1,
    noteTopRow,
    openedRecord: opened?.sessionId === session.sessionId ? opened.record : null,
    open: (index: number) => {
      const record = loaded.recordAt(order ? (order[index] ?? -1) : index);
      if (record) setOpened({ sessionId: session.sessionId, record });
    },
    close: () => setOpened(null),
  };
}
