import { emptyFilters } from '../search/filters';
import type { ReadContext } from '../search/filters';
import { checkDraft, initialDraft } from '../search/search-draft';
import type { SearchDraft, SubmittedSearch } from '../search/search-draft';

/**
 * The search of a conversation: exactly what "Messages with this number" sends from the same form
 * (the number in both directions, no other filter, the form's page size), so the thread holds the
 * same messages the grid would, and its export-all is that search's.
 */
export function conversationSearch(
  phoneNumber: string,
  pageSize: SearchDraft['pageSize'],
  maxPageSize: number,
  context: ReadContext,
): SubmittedSearch | null {
  const checked = checkDraft({ ...initialDraft, pageSize, filters: { ...emptyFilters, phoneNumber } }, maxPageSize, new Date(), context);
  return checked.ok ? checked.search : null;
}
