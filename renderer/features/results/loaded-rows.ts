import { flattenRecord, inferColumns } from '../../../common/records/flatten';
import type { LoadedPage } from '../search-session/loaded-page';

/**
 * The loaded pages seen as one list of rows, without copying them into one array: with 100,000
 * rows loaded, each new page would otherwise copy every row twice (records and flattened).
 * Building this costs O(pages); reading a row is a binary search over the pages.
 */
export interface LoadedRows {
  /** Rows loaded. */
  count: number;
  columns: string[];
  /** Row count before the first loaded page (pages dropped under maxPages). */
  rowOffset: number;
  /** The record as the server sent it (detail panel), by index among the loaded rows. */
  recordAt: (index: number) => Record<string, unknown> | undefined;
  /** The same row flattened (a.b keys), what the grid shows. Each page is flattened once. */
  flatAt: (index: number) => Record<string, unknown> | undefined;
}

interface FlatPage {
  flat: Record<string, unknown>[];
  columns: Record<string, true>;
}

// Pages are immutable once fetched, so each is flattened once, not on every page appended.
const flattenedPages = new WeakMap<LoadedPage, FlatPage>();

function flattenPage(page: LoadedPage): FlatPage {
  let flattened = flattenedPages.get(page);
  if (!flattened) {
    const flat = page.items.map(flattenRecord);
    flattened = { flat, columns: Object.fromEntries(inferColumns(flat).map((column) => [column, true])) };
    flattenedPages.set(page, flattened);
  }
  return flattened;
}

export function loadedRowsOf(pages: readonly LoadedPage[]): LoadedRows {
  const flatPages = pages.map(flattenPage);
  // starts[i]: index of page i's first row among the loaded rows.
  const starts: number[] = [];
  let count = 0;
  for (const page of pages) {
    starts.push(count);
    count += page.items.length;
  }

  const locate = (index: number): { page: number; row: number } | undefined => {
    if (!Number.isInteger(index) || index < 0 || index >= count) return undefined;
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((starts[middle] ?? 0) <= index) low = middle;
      else high = middle - 1;
    }
    return { page: low, row: index - (starts[low] ?? 0) };
  };

  return {
    count,
    // Merging the pages' column lists in page order gives the same order as inferring over every row.
    columns: inferColumns(flatPages.map((page) => page.columns)),
    rowOffset: pages[0]?.rowOffset ?? 0,
    recordAt: (index) => {
      const place = locate(index);
      return place && pages[place.page]?.items[place.row];
    },
    flatAt: (index) => {
      const place = locate(index);
      return place && flatPages[place.page]?.flat[place.row];
    },
  };
}

/** The loaded page holding the given absolute row index (the page in view). */
export function pageAtRow(pages: readonly LoadedPage[], rowIndex: number): LoadedPage | undefined {
  return pages.find((page) => rowIndex < page.rowOffset + page.items.length) ?? pages.at(-1);
}
