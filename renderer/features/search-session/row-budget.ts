import { createContext } from 'react';

/**
 * The most rows the grid loads when the server gives no previous page tokens. Without them a
 * page cannot be dropped and fetched again later (maxPages needs a way back), so every page
 * loaded stays in this window's memory: the records, their flattened copies and the grid's row
 * positions. Why 100,000:
 * - memory: the renderer benchmark (bench/renderer.ts) measures about 36 MB of JS heap with
 *   100,000 demo messages loaded, well inside its 300 MB target even for messages several times
 *   larger; without a cap it would only keep growing;
 * - work that grows with the rows: sorting 100,000 loaded rows by a text column takes about half
 *   a second, and the scroll height (3.2 million px at 32 px a row) stays far below the ~33
 *   million px browsers can lay out;
 * - nobody reads 100,000 rows by scrolling: "Export all results" streams any number of rows to a
 *   file in the main process instead.
 * Loading stops at the first page that reaches the budget, so it can be passed by less than one page.
 */
export const ROW_BUDGET = 100_000;

/** The budget in force; tests provide a small one. */
export const RowBudgetContext = createContext(ROW_BUDGET);

/** True when loading must stop: more pages exist, none can be dropped, and the budget is used up. */
export function rowBudgetReached({
  loadedRows,
  hasNextPage,
  canDropPages,
  budget,
}: {
  loadedRows: number;
  hasNextPage: boolean;
  canDropPages: boolean;
  budget: number;
}): boolean {
  return hasNextPage && !canDropPages && loadedRows >= budget;
}
