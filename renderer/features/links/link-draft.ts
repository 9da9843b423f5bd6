import type { SearchLinkData } from '../../../common/ipc/contract';
import { MESSAGE_DIRECTIONS, MESSAGE_STATUSES, SEARCH_FILTERS } from '../../../common/searches/filter-fields';
import { filterChips } from '../search/filter-chips';
import { emptyFilters } from '../search/filters';
import type { SearchDraft } from '../search/search-draft';
import { formatWallTime } from '../search/zoned-time';

/** The chips that say the time range. */
const TIME_FIELDS: ReadonlySet<string> = new Set(['range', 'createdFrom', 'createdTo']);

type LinkFilters = Extract<SearchLinkData, { kind: 'search' }>['filters'];

const oneOf = <T extends string>(value: string | undefined, allowed: readonly T[]): T | '' => allowed.find((item) => item === value) ?? '';

/**
 * The form holding a link's search: its filters as sent, the range a custom one typed in `zone`
 * (the zone the form reads times in) to the millisecond, so the search sent is the linked one.
 */
export function draftFromLink(filters: LinkFilters, zone: string, pageSize: string): SearchDraft {
  const bound = (value: string | undefined) => (value === undefined ? '' : formatWallTime(Date.parse(value), zone, true));
  const createdFrom = bound(filters[SEARCH_FILTERS.createdFrom.field]);
  const createdTo = bound(filters[SEARCH_FILTERS.createdTo.field]);
  return {
    filters: {
      ...emptyFilters,
      query: filters[SEARCH_FILTERS.query.field] ?? '',
      direction: oneOf(filters[SEARCH_FILTERS.direction.field], MESSAGE_DIRECTIONS),
      status: oneOf(filters[SEARCH_FILTERS.status.field], MESSAGE_STATUSES),
      phoneNumber: filters[SEARCH_FILTERS.phoneNumber.field] ?? '',
      range: createdFrom || createdTo ? 'custom' : '',
      createdFrom,
      createdTo,
    },
    rawBody: '',
    pageSize,
  };
}

/** Where a link points, as a reader says it: "Harbor Dental Studio (Demo API)". */
export function placeText(link: SearchLinkData): string {
  const location = link.locationName ? link.locationName : link.locationId;
  return link.connectionLabel ? `${location} (${link.connectionLabel})` : location;
}

/**
 * The line that goes into the ticket with a link, in the chips' words and with the range in UTC
 * (the reader may be anywhere): "Failed · With +15125550148 · 2025-11-24 00:00 – 2025-11-25 00:00 UTC, at Harbor Dental Studio (Demo API)".
 */
export function linkLine(link: SearchLinkData): string {
  if (link.kind === 'conversation') return `Conversation with ${link.phoneNumber} at ${placeText(link)}`;
  const chips = filterChips(draftFromLink(link.filters, 'UTC', ''), { body: link.filters, zone: 'UTC' }).map((chip) => ({ ...chip, range: TIME_FIELDS.has(chip.field) }));
  // A range alone narrows no message out: say whose messages it spans.
  const said = chips.some((chip) => !chip.range) ? chips : [{ text: 'All messages', range: false }, ...chips];
  return `${said.map((chip) => chip.text).join(' · ')}, at ${placeText(link)}`;
}
