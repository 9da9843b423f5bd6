import type { SearchDraftData } from '../../../common/ipc/contract';
import { SEARCH_FILTERS } from '../../../common/searches/filter-fields';
import type { MESSAGE_STATUSES } from '../../../common/searches/filter-fields';
import { listSearchesProblem } from '../../../common/limits/number-list-limits';
import { readPhoneList } from '../numbers/phone-list';
import { readPhoneNumber } from '../numbers/phone-number';
import type { PhoneRegion } from '../numbers/phone-number';
import { checkCustomRange, presetBounds, TIME_PRESETS } from './time-range';
import type { Bounds, TimeRange } from './time-range';

/**
 * The form's view of the demo schema's filters: the stored draft's (common/ipc/data-schemas.ts),
 * with the choices the form offers narrowed. Empty fields are not sent. The phone number is kept
 * as typed or pasted and sent in E.164 (phone-number.ts); createdFrom and createdTo are
 * "yyyy-mm-dd hh:mm" as typed, read in the zone the grid shows, used when range is 'custom'.
 */
export type SearchFilters = Omit<SearchDraftData['filters'], 'direction' | 'status' | 'range'> & {
  direction: '' | 'INBOUND' | 'OUTBOUND';
  status: '' | MessageStatus;
  /** Any time, a preset counted back from when the search runs, or the custom range. */
  range: TimeRange;
};

export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const emptyFilters: SearchFilters = {
  query: '',
  direction: '',
  status: '',
  phoneNumber: '',
  range: '',
  createdFrom: '',
  createdTo: '',
};

/** What typed values are read against: the zone the grid shows times in and the location's phone country. */
export interface ReadContext {
  zone: string;
  phoneRegion: PhoneRegion;
  /** Locations the search runs at (1 when not said): a list of numbers is searched at each, within a bound. */
  locations?: number;
}

export type FilterErrors = Partial<Record<keyof SearchFilters, string>>;

export interface FiltersCheck {
  /** Without the phone filter when `numbers` is given: each number's search adds its own. */
  body: Record<string, unknown>;
  /** A pasted list of numbers (phone-list.ts): one search per number, merged. */
  numbers?: string[];
  /** Entries of a pasted list that are not a number, as pasted: not searched, named beside the results. */
  unread?: string[];
  /** Per field; the body is only sent when there are none. */
  errors: FilterErrors;
}

/**
 * The request body for the filters, with a preset's times computed from `now` (so re-running
 * "last 24 hours" later means the new last 24 hours). The range's start is inclusive and its
 * end exclusive (common/searches/filter-fields.ts).
 */
export function checkFilters(filters: SearchFilters, now: Date, context: ReadContext): FiltersCheck {
  const body: Record<string, unknown> = {};
  const errors: FilterErrors = {};
  if (filters.query.trim()) body[SEARCH_FILTERS.query.field] = filters.query.trim();
  if (filters.direction) body[SEARCH_FILTERS.direction.field] = filters.direction;
  if (filters.status) body[SEARCH_FILTERS.status.field] = filters.status;
  let numbers: string[] | undefined;
  const list = filters.phoneNumber.trim() ? readPhoneList(filters.phoneNumber, context.phoneRegion) : null;
  if (list?.kind === 'list') {
    if (list.problem !== undefined) errors.phoneNumber = list.problem;
    // A list that comes down to one number is that number's search.
    else if (list.numbers.length === 1) body[SEARCH_FILTERS.phoneNumber.field] = list.numbers[0];
    else {
      const bound = listSearchesProblem(list.numbers.length, context.locations ?? 1);
      if (bound !== undefined) errors.phoneNumber = bound;
      else numbers = list.numbers;
    }
  } else if (list) {
    const phone = readPhoneNumber(filters.phoneNumber, context.phoneRegion);
    if (phone.ok) body[SEARCH_FILTERS.phoneNumber.field] = phone.e164;
    else errors.phoneNumber = phone.message;
  }
  let bounds: Bounds = {};
  const preset = TIME_PRESETS.find(([value]) => value === filters.range);
  if (preset) bounds = presetBounds(preset[0], now.getTime(), context.zone);
  if (filters.range === 'custom') {
    const custom = checkCustomRange(filters.createdFrom, filters.createdTo, context.zone);
    bounds = custom.bounds;
    if (custom.fromError) errors.createdFrom = custom.fromError;
    if (custom.toError) errors.createdTo = custom.toError;
  }
  if (bounds.after !== undefined) body[SEARCH_FILTERS.createdFrom.field] = new Date(bounds.after).toISOString();
  if (bounds.before !== undefined) body[SEARCH_FILTERS.createdTo.field] = new Date(bounds.before).toISOString();
  const unread = list?.kind === 'list' && list.unreadable.length > 0 ? list.unreadable : undefined;
  return { body, errors, ...(numbers && { numbers }), ...(unread && { unread }) };
}
