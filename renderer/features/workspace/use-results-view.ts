import { useMemo, useState } from 'react';
import { useColumnPrefs } from '../results/column-prefs';
import { loadedRowsOf, pageAtRow } from '../results/loaded-rows';
import { nextSort, sortedOrder } from '../results/sort-rows';
import type { SortState } from '../results/sort-rows';
import type { SearchSession } from '../results/use-search-session';

/** The loaded rows as the grid shows them: columns chosen, sorted (loaded rows only), the row opened. */
export function useResultsView(session: SearchSession) {
  const pages = session.query.data?.pages;
  const loaded = useMemo(() => loadedRowsOf(pages ?? []), [pages]);
  const prefs = useColumnPrefs();
  const [sort, setSort] = useState<SortState | null>(null);
  const [opened, setOpened] = useState<{ sessionId: string; record: Record<string, unknown> } | null>(null);
  const [topRow, setTopRow] = useState(0);

  const order = useMemo(() => (sort ? sortedOrder(loaded.flat, sort) : null), [loaded, sort]);
  const rows = useMemo(() => (order ? order.map((index) => loaded.flat[index] ?? {}) : loaded.flat), [loaded, order]);
  const visibleColumns = loaded.columns.filter((column) => !prefs.hidden.includes(column));

  return {
    pages: pages ?? [],
    loaded,
    rows,
    /** Sorting shows loaded rows only, so unloaded pages above leave no room. */
    rowOffset: sort ? 0 : loaded.rowOffset,
    visibleColumns,
    prefs,
    sort,
    sortBy: (column: string) => setSort((current) => nextSort(current, column)),
    clearSort: () => setSort(null),
    pageInView: (sort ? pages?.[0] : pageAtRow(pages ?? [], topRow))?.number ?? 1,
    setTopRow,
    openedRecord: opened?.sessionId === session.sessionId ? opened.record : null,
    open: (index: number) => {
      const record = loaded.records[order ? (order[index] ?? -1) : index];
      if (record) setOpened({ sessionId: session.sessionId, record });
    },
    close: () => setOpened(null),
  };
}
