import { flattenRecord, inferColumns } from '../../../electron/shared/flatten';
import type { LoadedPage } from './loaded-page';

export interface LoadedRows {
  /** The records as the server sent them (detail panel, export). */
  records: Record<string, unknown>[];
  /** The same rows flattened (a.b keys), what the grid shows. */
  flat: Record<string, unknown>[];
  columns: string[];
  /** Row count before the first loaded page (pages dropped under maxPages). */
  rowOffset: number;
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
  return {
    records: pages.flatMap((page) => page.items),
    flat: flatPages.flatMap((page) => page.flat),
    // Merging the pages' column lists in page order gives the same order as inferring over every row.
    columns: inferColumns(flatPages.map((page) => page.columns)),
    rowOffset: pages[0]?.rowOffset ?? 0,
  };
}

/** The loaded page holding the given absolute row index (the page in view). */
export function pageAtRow(pages: readonly LoadedPage[], rowIndex: number): LoadedPage | undefined {
  return pages.find((page) => rowIndex < page.rowOffset + page.items.length) ?? pages.at(-1);
}
