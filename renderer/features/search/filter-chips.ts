import { SEARCH_FILTERS } from '../../../common/searches/filter-fields';
import type { SearchFilters } from './filters';
import { phoneListEntries } from '../numbers/phone-list';
import type { ChipField, SearchDraft } from './search-draft';
import { TIME_PRESETS } from './time-range';
import { formatWallTime } from './zoned-time';

export interface FilterChip {
  /** The form field a chip edits: its `data-filter` name, focused when the chip is clicked. */
  field: ChipField;
  text: string;
}

/** What was sent, to say the absolute range and number rather than what was typed. */
export interface AppliedBody {
  body: Record<string, unknown>;
  /** The zone the grid shows: the range is said in it, and named. */
  zone: string;
  /** A pasted list searched one number at a time (its numbers are not in the body). */
  numbers?: readonly string[] | undefined;
}

const capitalized = (value: string) => value.charAt(0) + value.slice(1).toLowerCase();

/** A bound as sent, in the zone; a value the raw body set that is not a time is quoted as it is. */
function boundText(value: unknown, zone: string): string | null {
  if (typeof value !== 'string') return null;
  const epochMs = Date.parse(value);
  return Number.isNaN(epochMs) ? value : formatWallTime(epochMs, zone);
}

/** "Yesterday: 2025-11-13 00:00 – 2025-11-14 00:00 America/Los_Angeles": never a bare "Yesterday". */
function rangeText(filters: SearchFilters, applied: AppliedBody): string | null {
  const after = boundText(applied.body[SEARCH_FILTERS.createdFrom.field], applied.zone);
  const before = boundText(applied.body[SEARCH_FILTERS.createdTo.field], applied.zone);
  if (after === null && before === null) return null;
  const span = after !== null && before !== null ? `${after} – ${before}` : after !== null ? `since ${after}` : `until ${before}`;
  const preset = TIME_PRESETS.find(([value]) => value === filters.range);
  return `${preset ? `${preset[1]}: ` : ''}${span} ${applied.zone}`;
}

/** The range as the form holds it, for the Recent list: presets stay relative ("Last 24 hours"). */
function typedRangeText(filters: SearchFilters): string | null {
  const preset = TIME_PRESETS.find(([value]) => value === filters.range);
  if (preset) return preset[1];
  if (filters.range !== 'custom' || !(filters.createdFrom.trim() || filters.createdTo.trim())) return null;
  const from = filters.createdFrom.trim() ? `from ${filters.createdFrom.trim().replace('T', ' ')}` : '';
  const until = filters.createdTo.trim() ? `until ${filters.createdTo.trim().replace('T', ' ')}` : '';
  const text = [from, until].filter(Boolean).join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * One chip per filter that narrows the search, in the form's order; none means "all messages".
 * Given what was sent, the number is the one sent and the range is absolute, with its zone.
 */
export function filterChips(draft: SearchDraft, applied?: AppliedBody): FilterChip[] {
  const { filters } = draft;
  const chips: FilterChip[] = [];
  if (filters.query.trim()) chips.push({ field: 'query', text: `“${filters.query.trim()}”` });
  if (filters.direction) chips.push({ field: 'direction', text: capitalized(filters.direction) });
  if (filters.status) chips.push({ field: 'status', text: capitalized(filters.status) });
  const sentPhone = applied?.body[SEARCH_FILTERS.phoneNumber.field];
  const phone = typeof sentPhone === 'string' ? sentPhone : filters.phoneNumber.trim();
  // A list as the form holds it (a Recent run of one) is said by its count, as the one sent is.
  const listed = applied?.numbers?.length ?? (applied ? 0 : phoneListEntries(phone).length);
  if (listed > 1) chips.push({ field: 'phoneNumber', text: `With any of ${listed} numbers` });
  else if (phone) chips.push({ field: 'phoneNumber', text: `With ${phone}` });
  const range = applied ? rangeText(filters, applied) : typedRangeText(filters);
  const rangeField =
    filters.range === 'custom' ? (filters.createdFrom.trim() ? 'createdFrom' : 'createdTo') : filters.range ? 'range' : 'rawBody';
  if (range) chips.push({ field: rangeField, text: range });
  if (draft.rawBody.trim()) chips.push({ field: 'rawBody', text: `Raw JSON ${draft.rawBody.trim().replace(/\s+/g, ' ').slice(0, 40)}` });
  if (draft.pageSize.trim() && draft.pageSize.trim() !== '0') chips.push({ field: 'pageSize', text: `${draft.pageSize.trim()} per page` });
  return chips;
}

/** The chips as one line of text, for the Recent list. */
export function describeDraft(draft: SearchDraft): string {
  const chips = filterChips(draft);
  return chips.length ? chips.map((chip) => chip.text).join(' · ') : 'All messages';
}
