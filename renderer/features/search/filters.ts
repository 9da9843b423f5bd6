import type { SearchDraftData } from '../../../common/ipc/contract';

/**
 * The form's view of the demo schema's filters: the stored draft's (common/ipc/data-schemas.ts),
 * with the choices the form offers narrowed. Empty fields are not sent. createdFrom and createdTo
 * come from datetime-local inputs and are used when range is 'custom'.
 */
export type SearchFilters = Omit<SearchDraftData['filters'], 'direction' | 'status' | 'range'> & {
  direction: '' | 'INBOUND' | 'OUTBOUND';
  status: '' | MessageStatus;
  /** Any time, a preset counted back from when the search runs, or the custom range. */
  range: TimeRange;
};

export const MESSAGE_STATUSES = ['QUEUED', 'SENT', 'DELIVERED', 'FAILED', 'UNDELIVERED', 'RECEIVED'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const TIME_PRESETS = [
  ['1h', 'Last hour', 60 * 60_000],
  ['24h', 'Last 24 hours', 24 * 60 * 60_000],
  ['7d', 'Last 7 days', 7 * 24 * 60 * 60_000],
  ['30d', 'Last 30 days', 30 * 24 * 60 * 60_000],
] as const;
export type TimePreset = (typeof TIME_PRESETS)[number][0];
export type TimeRange = '' | TimePreset | 'custom';

export const emptyFilters: SearchFilters = {
  query: '',
  direction: '',
  status: '',
  phoneNumber: '',
  range: '',
  createdFrom: '',
  createdTo: '',
};

/** Phone numbers are sent as E.164: spaces, brackets and dashes people paste are dropped. */
export const normalizePhone = (text: string): string => text.replace(/[\s().-]/g, '');

/**
 * The request body for the filters, with a preset's times computed from `now` (so re-running
 * "last 24 hours" later means the new last 24 hours). created_after is inclusive and
 * created_before exclusive, as the API defines them.
 */
export function filtersToBody(filters: SearchFilters, now: Date): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (filters.query.trim()) body.query = filters.query.trim();
  if (filters.direction) body.direction = filters.direction;
  if (filters.status) body.status = filters.status;
  if (filters.phoneNumber.trim()) body.phone_number = normalizePhone(filters.phoneNumber);
  const preset = TIME_PRESETS.find(([value]) => value === filters.range);
  if (preset) body.created_after = new Date(now.getTime() - preset[2]).toISOString();
  if (filters.range === 'custom') {
    const after = localDateTimeToIso(filters.createdFrom);
    const before = localDateTimeToIso(filters.createdTo);
    if (after) body.created_after = after;
    if (before) body.created_before = before;
  }
  return body;
}

/** A custom range whose end is not after its start matches nothing (the API refuses it): say so before sending. */
export function rangeProblem(filters: SearchFilters): string | null {
  if (filters.range !== 'custom') return null;
  const from = localDateTimeToIso(filters.createdFrom);
  const to = localDateTimeToIso(filters.createdTo);
  if ((filters.createdFrom && !from) || (filters.createdTo && !to)) return 'Enter a complete date and time.';
  if (from && to && to <= from) return '“Until” must be later than “From”.';
  return null;
}

/** RFC 3339 (UTC) of a datetime-local value read in the computer's zone, or null for an empty/invalid one. */
export function localDateTimeToIso(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match.slice(1).map((part) => Number(part ?? 0));
  const date = new Date(year, month - 1, day, hour, minute, second);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** "UTC+02:00 (Europe/Paris)": the zone custom times are read in, said out loud. */
export function localZoneLabel(at: Date): string {
  const offset = -at.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '−';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  const name = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return `UTC${sign}${hours}:${minutes}${name ? ` (${name})` : ''}`;
}
