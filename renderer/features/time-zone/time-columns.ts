import { isDateTime } from './date-time';

const SAMPLE_ROWS = 50;

/**
 * The columns that hold date-times, judged from the values (not the names), so an unknown record
 * shape gets its times labelled too. Looks at the first rows only: called when pages change.
 */
export function timeColumnsOf(
  columns: readonly string[],
  rowCount: number,
  rowAt: (index: number) => Record<string, unknown> | undefined,
): Set<string> {
  const found = new Set<string>();
  const rows = Math.min(rowCount, SAMPLE_ROWS);
  for (const column of columns) {
    for (let index = 0; index < rows; index++) {
      const value = rowAt(index)?.[column];
      if (value === null || value === undefined || value === '') continue;
      if (isDateTime(value)) found.add(column);
      break;
    }
  }
  return found;
}
