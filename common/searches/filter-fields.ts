// The one table of the search's filter fields. The contract does not show the search's request
// body, so these are the demo's names (demo-api/search-filters.ts is the server's own list, kept
// apart: the client is not checked against itself). The form builds the body from it, the chips
// and the empty state read the body through it, the error table finds a refused filter by it and
// the field-rejection message puts the refusal at the form field it names. Browser-safe.

/**
 * The form's fields that edit a filter (keyed as the stored draft names them), each with the body
 * field it fills, the word an agent reads for it, and how its value is said: quoted (text the agent
 * typed), a value word (title case), or as sent.
 */
export const SEARCH_FILTERS = {
  query: { field: 'query', said: 'text', value: 'quoted' },
  direction: { field: 'direction', said: 'direction', value: 'word' },
  status: { field: 'status', said: 'status', value: 'word' },
  phoneNumber: { field: 'phone_number', said: 'number', value: 'as-sent' },
  /** The time range's start, inclusive. */
  createdFrom: { field: 'created_after', said: 'since', value: 'as-sent' },
  /** The time range's end, exclusive: consecutive ranges neither overlap nor leave gaps. */
  createdTo: { field: 'created_before', said: 'before', value: 'as-sent' },
} as const;

export type FilterFormField = keyof typeof SEARCH_FILTERS;

/** The values the form offers for the direction filter (and a link may carry), as sent. */
export const MESSAGE_DIRECTIONS = ['INBOUND', 'OUTBOUND'] as const;
/** The values the form offers for the status filter (and a link may carry), as sent. */
export const MESSAGE_STATUSES = ['QUEUED', 'SENT', 'DELIVERED', 'FAILED', 'UNDELIVERED', 'RECEIVED'] as const;
export type FilterField = (typeof SEARCH_FILTERS)[FilterFormField]['field'];

const ENTRIES = Object.entries(SEARCH_FILTERS) as [FilterFormField, (typeof SEARCH_FILTERS)[FilterFormField]][];

/** The body's filter fields, in the form's order. */
export const FILTER_FIELDS: readonly FilterField[] = ENTRIES.map(([, filter]) => filter.field);

/** The form field that edits a body field; undefined for one the form does not know (the raw JSON's). */
export function formFieldOf(bodyField: string): FilterFormField | undefined {
  return ENTRIES.find(([, filter]) => filter.field === bodyField)?.[0];
}

/** The two bounds of the time range, as the body names them. */
export const TIME_RANGE_FIELDS: readonly FilterField[] = [SEARCH_FILTERS.createdFrom.field, SEARCH_FILTERS.createdTo.field];

export function isTimeRangeField(bodyField: string): boolean {
  return TIME_RANGE_FIELDS.some((field) => field === bodyField);
}

/** Where the body's time range starts (epoch ms), or undefined: no start, or not a time the client wrote. */
export function rangeStartOf(body: Readonly<Record<string, unknown>>): number | undefined {
  return timeOf(body[SEARCH_FILTERS.createdFrom.field]);
}

/** Where the body's time range ends (epoch ms, excluded), or undefined: no end, or not a time the client wrote. */
export function rangeEndOf(body: Readonly<Record<string, unknown>>): number | undefined {
  return timeOf(body[SEARCH_FILTERS.createdTo.field]);
}

function timeOf(sent: unknown): number | undefined {
  const ms = typeof sent === 'string' ? Date.parse(sent) : NaN;
  return Number.isFinite(ms) ? ms : undefined;
}
