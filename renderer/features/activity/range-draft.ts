import type { SearchDraft } from '../search/search-draft';
import type { SearchFilters } from '../search/filters';
import { formatWallTime } from '../search/zoned-time';

/**
 * The filters as they are, with the time range set to [fromMs, toMs): a custom range typed in the
 * zone the form reads times in, to the millisecond (a bar cut at the search's own start, now minus
 * 7 days, starts between minutes; bars start on whole minutes, which are typed as such).
 */
export function withPickedRange(filters: SearchFilters, fromMs: number, toMs: number, zone: string): SearchFilters {
  return { ...filters, range: 'custom', createdFrom: formatWallTime(fromMs, zone, true), createdTo: formatWallTime(toMs, zone, true) };
}

/** The form as it is, with its time range set to [fromMs, toMs) (withPickedRange). */
export function withTimeRange(draft: SearchDraft, fromMs: number, toMs: number, zone: string): SearchDraft {
  return { ...draft, filters: withPickedRange(draft.filters, fromMs, toMs, zone) };
}

/**
 * A picked bar's time within the search's own range: a bar at its edge reaches past it (the day
 * "Last 7 days" starts in), and the bar counted only what the search found.
 */
export function withinSearch(
  fromMs: number,
  toMs: number,
  searchFrom: number | undefined,
  searchUntil: number | undefined,
): [number, number] {
  return [Math.max(fromMs, searchFrom ?? -Infinity), Math.min(toMs, searchUntil ?? Infinity)];
}
