export const ROW_HEIGHT = 32;
export const HEADER_HEIGHT = 34;
export const OVERSCAN_ROWS = 8;

export function templateColumns(columns: readonly string[], widthOf: (column: string) => number): string {
  return columns.map((column) => `${widthOf(column)}px`).join(' ');
}

export function totalWidth(columns: readonly string[], widthOf: (column: string) => number): number {
  return columns.reduce((sum, column) => sum + widthOf(column), 0);
}
