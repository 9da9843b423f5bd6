import type { SearchDraft } from '../search/search-draft';
import { formatWallTime } from '../search/zoned-time';

/**
 * The form as it is, with its time range set to [fromMs, toMs): a custom range typed in the zone
 * the form reads times in (bars start on whole minutes, so the typed minutes are exact).
 */
export function withTimeRange(draft: SearchDraft, fromMs: number, toMs: number, zone: string): SearchDraft {
  return { ...draft, filters: { ...draft.filters, range: 'custom', createdFrom: formatWallTime(fromMs, zone), createdTo: formatWallTime(toMs, zone) } };
}
