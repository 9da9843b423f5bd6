/** The form's view of the demo schema's filters. Empty fields are not sent. */
export interface SearchFilters {
  query: string;
  direction: '' | 'INBOUND' | 'OUTBOUND';
  status: '' | MessageStatus;
  phoneNumber: string;
  /** yyyy-mm-dd from a date input, local time. */
  createdFrom: string;
  createdTo: string;
}

export const MESSAGE_STATUSES = ['QUEUED', 'SENT', 'DELIVERED', 'FAILED', 'UNDELIVERED', 'RECEIVED'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const emptyFilters: SearchFilters = {
  query: '',
  direction: '',
  status: '',
  phoneNumber: '',
  createdFrom: '',
  createdTo: '',
};

export function filtersToBody(filters: SearchFilters): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (filters.query.trim()) body.query = filters.query.trim();
  if (filters.direction) body.direction = filters.direction;
  if (filters.status) body.status = filters.status;
  if (filters.phoneNumber.trim()) body.phone_number = filters.phoneNumber.replace(/[\s()-]/g, '');
  const after = startOfLocalDay(filters.createdFrom, 0);
  if (after) body.created_after = after;
  // "To" includes the whole chosen day: everything before the next local midnight.
  const before = startOfLocalDay(filters.createdTo, 1);
  if (before) body.created_before = before;
  return body;
}

/** RFC 3339 (UTC) of local midnight of the given date plus `addDays`, or null for an empty/invalid date. */
export function startOfLocalDay(date: string, addDays: number): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [, year, month, day] = match;
  const midnight = new Date(Number(year), Number(month) - 1, Number(day) + addDays);
  return Number.isNaN(midnight.getTime()) ? null : midnight.toISOString();
}
