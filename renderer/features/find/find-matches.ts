import { formatCell } from '../results/format-cell';
import type { TimeDisplay } from '../time-zone/time-display';

export interface FindMatch {
  /** Index among the loaded rows in display order (what the grid's rowAt takes). */
  row: number;
  column: string;
}

/** Matches counted at most; past it the count says "10,000+" rather than freezing the window. */
export const MAX_FIND_MATCHES = 10_000;

/** Case-insensitive text of a cell as searched: what is shown and the exact value both count. */
export function cellMatches(value: unknown, needle: string, time: TimeDisplay): boolean {
  if (value === null || value === undefined || needle === '') return false;
  const shown = formatCell(value, time);
  return shown.text.toLowerCase().includes(needle) || (shown.title?.toLowerCase().includes(needle) ?? false);
}

/**
 * Every cell of the loaded rows whose text contains the query, row by row then column by column
 * (the order Enter walks them). Runs when the query or the loaded rows change, never on scroll.
 */
export function findMatches(
  rowCount: number,
  rowAt: (index: number) => Record<string, unknown> | undefined,
  columns: readonly string[],
  query: string,
  time: TimeDisplay,
): { matches: FindMatch[]; capped: boolean } {
  const needle = query.trim().toLowerCase();
  const matches: FindMatch[] = [];
  if (!needle) return { matches, capped: false };
  for (let row = 0; row < rowCount; row++) {
    const record = rowAt(row);
    if (!record) continue;
    for (const column of columns) {
      if (!cellMatches(record[column], needle, time)) continue;
      matches.push({ row, column });
      if (matches.length >= MAX_FIND_MATCHES) return { matches, capped: true };
    }
  }
  return { matches, capped: false };
}

/** "3 of 41 in loaded rows — more results not loaded yet". */
export function describeFind(
  found: { matches: readonly FindMatch[]; capped: boolean },
  current: number,
  moreToLoad: boolean,
  query: string,
): string {
  if (!query.trim()) return moreToLoad ? 'Type to find in the loaded rows' : 'Type to find in the rows';
  const total = `${found.matches.length.toLocaleString()}${found.capped ? '+' : ''}`;
  const position = found.matches.length === 0 ? 'No matches' : `${(current + 1).toLocaleString()} of ${total}`;
  return `${position} in loaded rows${moreToLoad ? ' — more results not loaded yet' : ''}`;
}
