import { formFieldOf, isTimeRangeField, SEARCH_FILTERS } from '../../../common/searches/filter-fields';
import { inTitleCase } from '../../../common/records/vocabulary/title-case';

/** The parts of a search body an agent reads, for "no messages match …". */
export interface SearchSummary {
  /** "text “refund”", "direction Inbound", … in the body's order; empty for an unfiltered search. */
  filters: string[];
  /** The absolute time range, or null when the search has none. */
  range: string | null;
}

/**
 * Names what a search filtered on, the time range in absolute terms ("Last 24 hours" ran at some
 * moment; the times it covered are what can be checked against a customer's story).
 */
export function describeSearch(body: Readonly<Record<string, unknown>>, formatTime: (date: Date) => string): SearchSummary {
  const filters: string[] = [];
  for (const [field, value] of Object.entries(body)) {
    if (isTimeRangeField(field)) continue;
    const shown = typeof value === 'string' ? value : JSON.stringify(value);
    // A field the form does not know (the raw JSON's) is named as sent.
    const formField = formFieldOf(field);
    const filter = formField === undefined ? { said: field, value: 'as-sent' } : SEARCH_FILTERS[formField];
    const said = { quoted: `“${shown}”`, word: inTitleCase(shown), 'as-sent': shown }[filter.value];
    filters.push(`${filter.said} ${said}`);
  }
  const after = timeOf(body[SEARCH_FILTERS.createdFrom.field]);
  const before = timeOf(body[SEARCH_FILTERS.createdTo.field]);
  let range: string | null = null;
  if (after && before) range = `from ${formatTime(after)} to ${formatTime(before)}`;
  else if (after) range = `${SEARCH_FILTERS.createdFrom.said} ${formatTime(after)}`;
  else if (before) range = `${SEARCH_FILTERS.createdTo.said} ${formatTime(before)}`;
  return { filters, range };
}

function timeOf(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time);
}

/** "No messages match text “refund” and direction Inbound, since 24 Nov 2026, 09:00." */
export function emptyResultText(summary: SearchSummary): string {
  if (summary.filters.length === 0 && !summary.range) return 'This location has no messages.';
  if (summary.filters.length === 0) return `No messages ${summary.range ?? ''}.`;
  return `No messages match ${joinAnd(summary.filters)}${summary.range ? `, ${summary.range}` : ''}.`;
}

function joinAnd(parts: string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}`;
}

/** Whether widening to a range starting at `widestStartMs` would look further: the search had a range, and a narrower one. */
export function isNarrowerThan(body: Readonly<Record<string, unknown>>, widestStartMs: number): boolean {
  const after = timeOf(body[SEARCH_FILTERS.createdFrom.field]);
  if (timeOf(body[SEARCH_FILTERS.createdTo.field])) return true;
  return after !== null && after.getTime() > widestStartMs + 60_000;
}
