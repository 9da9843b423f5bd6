import type { SearchDraftData } from '../../../common/ipc/contract';
import type { SearchFilters } from '../search/filters';

/**
 * What Recent searches keeps of a run at one location from the list view: the filters it ran
 * with, a list as the numbers searched in E.164 joined by ", " (entries not read were not
 * searched, and the list then fits the stored field whatever was pasted around it). Read back
 * into the phone field, it is the same list again. The list view sends neither a raw body nor a
 * page size.
 */
export function listRunDraft(filters: SearchFilters, numbers: readonly string[] | undefined): SearchDraftData {
  return { filters: { ...filters, phoneNumber: numbers ? numbers.join(', ') : filters.phoneNumber }, rawBody: '', pageSize: '' };
}
