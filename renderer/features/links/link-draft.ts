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
 * (the zone the form reads times in) to the millisecond, so the search sent is the linked one; a
 * list of numbers in the phone field as a pasted list (E.164, each read back as itself).
 */
export function draftFromLink(filters: LinkFilters, zone: string, pageSize: string, numbers?: readonly string[]): SearchDraft {
  const bound = (value: string | undefined) => (value === undefined ? '' : formatWallTime(Date.parse(value), zone, true));
  const createdFrom = bound(filters[SEARCH_FILTERS.createdFrom.field]);
  const createdTo = bound(filters[SEARCH_FILTERS.createdTo.field]);
  return {
    filters: {
      ...emptyFilters,
      query: filters[SEARCH_FILTERS.query.field] ?? '',
      direction: oneOf(filters[SEARCH_FILTERS.direction.field], MESSAGE_DIRECTIONS),
      status: oneOf(filters[SEARCH_FILTERS.status.field], MESSAGE_STATUSES),
      phoneNumber: numbers ? numbers.join(', ') : (filters[SEARCH_FILTERS.phoneNumber.field] ?? ''),
      range: createdFrom || createdTo ? 'custom' : '',
      createdFrom,
      createdTo,
    },
    rawBody: '',
    pageSize,
  };
}

/** What a reader is told of the locations a link names: their names where known, and whether they were every one. */
export interface LinkNames {
  /** A location's name, when this computer (or the copying one) knows it. */
  nameOf?: (locationId: string) => string | undefined;
  /** The search was of "All locations": said as the locations there were when the link was made. */
  everyLocation?: boolean;
  /**
   * The names come from a link this computer did not make: each is shown in quotes, as the link's
   * words, beside the location's id (a name such as “Your own clinic” proves nothing).
   */
  untrusted?: boolean;
}

/** Names listed at most; the rest are counted. */
const NAMED_LOCATIONS = 5;

/**
 * Where a link points, as a reader says it: "Harbor Dental Studio (Demo API)", or for several
 * "3 locations of Demo API: Harbor Dental Studio, Lakeside Vet, Main Street Bakery".
 */
export function placeText(link: SearchLinkData, names: LinkNames = {}): string {
  const locationIds = link.kind === 'search' ? link.locationIds : undefined;
  const said = (name: string) => (names.untrusted ? `“${name}”` : name);
  if (!locationIds) {
    const location = link.locationName
      ? names.untrusted
        ? `${said(link.locationName)} (${link.locationId})`
        : link.locationName
      : link.locationId;
    return link.connectionLabel
      ? `${location} ${names.untrusted ? `of ${said(link.connectionLabel)}` : `(${link.connectionLabel})`}`
      : location;
  }
  const listed = locationIds.slice(0, NAMED_LOCATIONS).map((id) => names.nameOf?.(id) ?? id);
  const more = locationIds.length - listed.length;
  const whose = link.connectionLabel ? ` of ${said(link.connectionLabel)}` : '';
  // "All locations" is not a promise about tomorrow: the link names the ones there were.
  const every = names.everyLocation ? ' (all it had when the link was made)' : '';
  return `${locationIds.length} locations${whose}${every}: ${listed.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}

/**
 * The line that goes into the ticket with a link, in the chips' words and with the range in UTC
 * (the reader may be anywhere): "Failed · With +15125550148 · 2025-11-24 00:00 – 2025-11-25 00:00 UTC, at Harbor Dental Studio (Demo API)".
 */
export function linkLine(link: SearchLinkData, names: LinkNames = {}): string {
  if (link.kind === 'conversation') return `Conversation with ${link.phoneNumber} at ${placeText(link, names)}`;
  const applied = { body: link.filters, zone: 'UTC', numbers: link.numbers };
  const chips = filterChips(draftFromLink(link.filters, 'UTC', '', link.numbers), applied).map((chip) => ({
    ...chip,
    range: TIME_FIELDS.has(chip.field),
  }));
  // A range alone narrows no message out: say whose messages it spans.
  const said = chips.some((chip) => !chip.range) ? chips : [{ text: 'All messages', range: false }, ...chips];
  return `${said.map((chip) => chip.text).join(' · ')}, at ${placeText(link, names)}`;
}
