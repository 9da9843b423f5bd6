import { serverWord } from '../../../common/records/server-word';

/** The parts of a search body an agent reads, for "no messages match …". */
export interface SearchSummary {
  /** "text “refund”", "direction Inbound", … in the body's order; empty for an unfiltered search. */
  filters: string[];
  /** The absolute time range, or null when the search has none. */
  range: string | null;
}

const LABELS: Record<string, string> = { query: 'text', direction: 'direction', status: 'status', phone_number: 'number' };

/**
 * Names what a search filtered on, the time range in absolute terms ("Last 24 hours" ran at some
 * moment; the times it covered are what can be checked against a customer's story).
 */
export function describeSearch(body: Readonly<Record<string, unknown>>, formatTime: (date: Date) => string): SearchSummary {
  const filters: string[] = [];
  for (const [field, value] of Object.entries(body)) {
    if (field === 'created_after' || field === 'created_before') continue;
    const shown = typeof value === 'string' ? value : JSON.stringify(value);
    const label = LABELS[field] ?? field;
    filters.push(field === 'query' ? `${label} “${shown}”` : `${label} ${field === 'direction' || field === 'status' ? serverWord(shown) : shown}`);
  }
  const after = timeOf(body.created_after);
  const before = timeOf(body.created_before);
  let range: string | null = null;
  if (after && before) range = `from ${formatTime(after)} to ${formatTime(before)}`;
  else if (after) range = `since ${formatTime(after)}`;
  else if (before) range = `before ${formatTime(before)}`;
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

/** Whether widening to the last `spanMs` would look further: the search had a range, and a narrower one. */
export function isNarrowerThan(body: Readonly<Record<string, unknown>>, spanMs: number, now: Date): boolean {
  const after = timeOf(body.created_after);
  if (timeOf(body.created_before)) return true;
  return after !== null && now.getTime() - after.getTime() < spanMs - 60_000;
}
