import { flattenRecord } from '../../../common/records/flatten';
import { cellText } from '../../../common/records/cell-text';
import type { LoadedPage } from '../search-session/loaded-page';

export type ExportDialogScope = 'page' | 'loaded' | 'all';

/**
 * Whether the search has rows the grid does not hold: a next page, pages dropped before the first
 * one held, or a walk that stopped early.
 */
export function hasMoreThanLoaded(pages: readonly LoadedPage[], hasNextPage: boolean): boolean {
  return hasNextPage || (pages[0]?.number ?? 1) > 1 || pages.some((page) => page.walkStop);
}

/**
 * The choice the dialog opens on: what the user most likely wants is everything. That is all
 * results while the server has more than the grid holds, all loaded rows once it holds them all;
 * one page never, unless asked for. An export of all results already running leaves the rows.
 */
export function defaultExportScope(options: { hasRows: boolean; moreOnServer: boolean; canExportAll: boolean }): ExportDialogScope {
  if (options.canExportAll && (options.moreOnServer || !options.hasRows)) return 'all';
  return options.hasRows ? 'loaded' : 'page';
}

/** Rows read to estimate a file's size: enough for a steady average, few enough to be instant. */
const SAMPLE_ROWS = 200;

/** About how many bytes the CSV of these rows and columns takes, from an even sample of the rows. */
export function estimateCsvBytes(rows: readonly Record<string, unknown>[], columns: readonly string[]): number {
  if (rows.length === 0) return 0;
  const step = Math.max(1, Math.floor(rows.length / SAMPLE_ROWS));
  let sampled = 0;
  let bytes = 0;
  for (let index = 0; index < rows.length; index += step) {
    const flat = flattenRecord(rows[index] ?? {});
    // Each cell plus its comma (or the line break), quotes when the text needs them.
    for (const column of columns) bytes += quotedLength(cellText(flat[column])) + 1;
    sampled += 1;
  }
  const header = columns.reduce((sum, column) => sum + quotedLength(column) + 1, 0);
  return header + Math.round((bytes / sampled) * rows.length);
}

function quotedLength(text: string): number {
  const utf8 = new TextEncoder().encode(text).length;
  return /[",\n\r]/.test(text) ? utf8 + 2 + (text.match(/"/g)?.length ?? 0) : utf8;
}

/** 1_234 → "1.2 KB"; sizes as a file manager shows them (powers of 1000). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${value.toLocaleString('en-US', { maximumFractionDigits: value < 10 ? 1 : 0 })} ${units[unit]}`;
}
