import type { SearchDraftData } from '../../../common/ipc/contract';
import type { SearchDraft } from '../search/search-draft';

/**
 * What Recent searches keeps of a run at one location from the list view: the draft it ran
 * with (raw body and page size as typed), a list as the numbers searched in E.164 joined by ", "
 * (entries not read were not searched, and the list then fits the stored field whatever was
 * pasted around it). Read back into the phone field, it is the same list again.
 */
export function listRunDraft(draft: SearchDraft, numbers: readonly string[] | undefined): SearchDraftData {
  return { ...draft, filters: { ...draft.filters, phoneNumber: numbers ? numbers.join(', ') : draft.filters.phoneNumber } };
}
