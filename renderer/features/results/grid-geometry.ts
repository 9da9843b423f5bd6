export const ROW_HEIGHT = 32;
export const HEADER_HEIGHT = 34;
/**
 * Rows rendered beyond each edge of the view. Rows render in the scroll event itself (the
 * virtualizer flushes synchronously), so overscan only covers what the compositor scrolls
 * ahead of the main thread; each extra row is layout work on every fast-scroll frame.
 */
export const OVERSCAN_ROWS = 4;
/**
 * Columns rendered beyond each side of the view. Generous, so a record of a usual shape (a dozen
 * or two fields) renders every column and only very wide records are cut to the view.
 */
export const OVERSCAN_COLUMNS = 16;

/**
 * The CSS grid template; the message text column (when shown) also takes the width the others
 * leave, so a wide window shows more of each message instead of empty space.
 */
export function templateColumns(columns: readonly string[], widthOf: (column: string) => number, textColumn: string | undefined): string {
  const flexible = columns.find((column) => column === textColumn);
  return columns.map((column) => (column === flexible ? `minmax(${widthOf(column)}px, 1fr)` : `${widthOf(column)}px`)).join(' ');
}
