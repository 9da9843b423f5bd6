import { normalizePhone, TIME_PRESETS } from './filters';
import type { SearchFilters } from './filters';
import type { SearchDraft } from './search-draft';

/** The form field a chip edits: its `data-filter` name, focused when the chip is clicked. */
export type ChipField = keyof SearchFilters | 'pageSize' | 'rawBody';

export interface FilterChip {
  field: ChipField;
  text: string;
}

const capitalized = (value: string) => value.charAt(0) + value.slice(1).toLowerCase();
const shortTime = (value: string) => value.replace('T', ' ');

/** One chip per filter that narrows the search, in the form's order; none means "all messages". */
export function filterChips(draft: SearchDraft): FilterChip[] {
  const { filters } = draft;
  const chips: FilterChip[] = [];
  if (filters.query.trim()) chips.push({ field: 'query', text: `“${filters.query.trim()}”` });
  if (filters.direction) chips.push({ field: 'direction', text: capitalized(filters.direction) });
  if (filters.status) chips.push({ field: 'status', text: capitalized(filters.status) });
  if (filters.phoneNumber.trim()) chips.push({ field: 'phoneNumber', text: `With ${normalizePhone(filters.phoneNumber)}` });
  const preset = TIME_PRESETS.find(([value]) => value === filters.range);
  if (preset) chips.push({ field: 'range', text: preset[1] });
  if (filters.range === 'custom' && (filters.createdFrom || filters.createdTo)) {
    const from = filters.createdFrom ? `from ${shortTime(filters.createdFrom)}` : '';
    const until = filters.createdTo ? `until ${shortTime(filters.createdTo)}` : '';
    const text = [from, until].filter(Boolean).join(' ');
    chips.push({ field: filters.createdFrom ? 'createdFrom' : 'createdTo', text: text.charAt(0).toUpperCase() + text.slice(1) });
  }
  if (draft.rawBody.trim()) chips.push({ field: 'rawBody', text: `Raw JSON ${draft.rawBody.trim().replace(/\s+/g, ' ').slice(0, 40)}` });
  if (draft.pageSize.trim() && draft.pageSize.trim() !== '0') chips.push({ field: 'pageSize', text: `${draft.pageSize.trim()} per page` });
  return chips;
}

/** The chips as one line of text, for the Recent list. */
export function describeDraft(draft: SearchDraft): string {
  const chips = filterChips(draft);
  return chips.length ? chips.map((chip) => chip.text).join(' · ') : 'All messages';
}
