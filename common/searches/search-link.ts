// The link to a search or a conversation: `sms-explorer://search?…` or `sms-explorer://conversation?…`,
// made by the window (Copy link) and parsed by main when the OS hands one over
// (search-link-parse.ts). A link holds the connection's and the location's ids (or the ids of the
// several locations searched at once), the filters of the one table (filter-fields.ts, by their
// body names), a pasted list of numbers, and an absolute time range: never a token, a page token,
// a raw body or a relative range. Browser-safe: no Node imports.
import { z } from 'zod';
import type { LinkLists, LinkPlace, SearchLinkData } from '../ipc/link-data';
import { id, label, locationId, locationName } from '../ipc/input-schemas';
import { hasControlOrBidi } from '../records/control-chars';
import { linkServer } from './link-server';
import type { FilterFormField } from './filter-fields';
import { MESSAGE_DIRECTIONS, MESSAGE_STATUSES, SEARCH_FILTERS } from './filter-fields';

export const LINK_SCHEME = 'sms-explorer';
/** What a link points at: the host of its URL. */
export const LINK_KINDS = ['search', 'conversation'] as const;
/** Bumped when a link's meaning changes; a link from a newer app is refused with the reason. */
export const LINK_VERSION = '1';
/** The most a link may hold (8 KiB): a full search fits in well under 1 KiB. */
export const MAX_LINK_CHARS = 8 * 1024;

/** The link's own parameters besides the filters. */
export const PLACE_PARAMS = {
  version: 'v',
  connectionId: 'connection',
  locationId: 'location',
  connectionLabel: 'connection_name',
  locationName: 'location_name',
  baseUrl: 'server',
} as const;

/** A name a link carries is shown in a question to the user: no control or bidi character may change how it reads. */
const shownName = (schema: z.ZodString) =>
  schema.refine((text) => !hasControlOrBidi(text), 'A name in a link holds control or direction-changing characters.');

/**
 * The parameters that make a search several, each a list of ids or numbers. A link made for "All
 * locations" names the locations there were when it was made, so it means the same later.
 */
export const LIST_PARAMS = { locationIds: 'locations', numbers: 'numbers' } as const;
/** Between the items of a list: a space, which no location id and no number holds. */
export const LIST_SEPARATOR = ' ';

/** A time as `Date.toISOString` writes it: UTC, to the millisecond, so the link's bounds are exact. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;
const instant = z
  .string()
  .regex(INSTANT, 'A time in a link is written as 2025-11-24T00:00:00.000Z.')
  .refine(
    (text) => !Number.isNaN(Date.parse(text)) && new Date(Date.parse(text)).toISOString().slice(0, 19) === text.slice(0, 19),
    'A time in the link is not a real date.',
  );
/** E.164: what the form sends for a number. */
export const e164Number = z.string().regex(/^\+[1-9]\d{6,14}$/, 'A number in a link is written in E.164, e.g. +15125550148.');

/** Each filter's value as a link may carry it; typed by the table, so a new filter needs its rule here. */
export const LINK_FILTER_VALUES: { readonly [K in FilterFormField]: z.ZodType<string> } = {
  query: z
    .string()
    .trim()
    .min(1, 'The text filter in the link is empty.')
    .max(1000, 'The text filter in a link is at most 1,000 characters.'),
  direction: z.enum(MESSAGE_DIRECTIONS, 'The direction in the link is not one the app searches for.'),
  status: z.enum(MESSAGE_STATUSES, 'The status in the link is not one the app searches for.'),
  phoneNumber: e164Number,
  createdFrom: instant,
  createdTo: instant,
};

export const linkPlaceSchema = z.strictObject({
  connectionId: id,
  locationId,
  connectionLabel: shownName(label).optional(),
  locationName: shownName(locationName).optional(),
  baseUrl: z
    .string()
    .max(2000)
    .refine((text) => linkServer(text) === text, 'A server in a link is an address without credentials, query or fragment.')
    .optional(),
});

const ENTRIES = Object.entries(SEARCH_FILTERS) as [FilterFormField, (typeof SEARCH_FILTERS)[FilterFormField]][];

/** The URL of a link. Its parameters in a fixed order, so one search always gives one link. */
export function linkUrl(link: SearchLinkData): string {
  const params = new URLSearchParams({ [PLACE_PARAMS.version]: LINK_VERSION });
  params.set(PLACE_PARAMS.connectionId, link.connectionId);
  if (link.kind === 'search' && link.locationIds) params.set(LIST_PARAMS.locationIds, link.locationIds.join(LIST_SEPARATOR));
  else params.set(PLACE_PARAMS.locationId, link.locationId);
  if (link.connectionLabel) params.set(PLACE_PARAMS.connectionLabel, link.connectionLabel);
  if (link.locationName) params.set(PLACE_PARAMS.locationName, link.locationName);
  if (link.kind === 'conversation') params.set(SEARCH_FILTERS.phoneNumber.field, link.phoneNumber);
  else {
    for (const [, filter] of ENTRIES) {
      const value = link.filters[filter.field];
      if (value !== undefined) params.set(filter.field, value);
    }
    if (link.numbers) params.set(LIST_PARAMS.numbers, link.numbers.join(LIST_SEPARATOR));
  }
  // Last: links made before it read the same up to here.
  if (link.baseUrl) params.set(PLACE_PARAMS.baseUrl, link.baseUrl);
  return `${LINK_SCHEME}://${link.kind}?${params.toString()}`;
}

export interface LinkedSearch {
  link: SearchLinkData;
  /** Body fields the link cannot carry (the raw JSON's, or a filter whose value is not one a link holds). */
  leftOut: string[];
}

/**
 * The link to a search as it was sent: its body's table filters, each checked as a link checks
 * it; the time range made absolute (an open end closed at `madeAt`: "the last 24 hours" is those
 * 24 hours, tomorrow too). Anything else in the body is left out, and named. A search of several
 * locations (the place's is the first of them) or of a list of numbers names them.
 */
export function searchLinkOf(place: LinkPlace, body: Record<string, unknown>, madeAt: Date, lists: LinkLists = {}): LinkedSearch {
  const filters: Partial<Record<string, string>> = {};
  const leftOut: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    const entry = ENTRIES.find(([, filter]) => filter.field === key);
    const checked = entry ? LINK_FILTER_VALUES[entry[0]].safeParse(value) : null;
    if (checked?.success) filters[key] = checked.data;
    else leftOut.push(key);
  }
  filters[SEARCH_FILTERS.createdTo.field] ??= madeAt.toISOString();
  const several = lists.locationIds && lists.locationIds.length > 1 ? [...lists.locationIds] : undefined;
  const named = placeOf(place);
  // Several locations: the link names them by id only, so one location's name would mislead.
  if (several) delete named.locationName;
  return {
    link: {
      ...named,
      kind: 'search',
      filters,
      ...(several && { locationIds: several }),
      ...(lists.numbers?.length && { numbers: [...lists.numbers] }),
    },
    leftOut,
  };
}

/** The link to the conversation with a number (E.164) at a location. */
export function conversationLinkOf(place: LinkPlace, phoneNumber: string): SearchLinkData {
  return { ...placeOf(place), kind: 'conversation', phoneNumber };
}

/** The place with only the names a link may carry (bounded and checked as the schema does) and its server without credentials. */
function placeOf(place: LinkPlace): LinkPlace {
  const { connectionId, locationId: location } = place;
  const { shape } = linkPlaceSchema;
  const connectionLabel = shape.connectionLabel.safeParse(place.connectionLabel);
  const name = shape.locationName.safeParse(place.locationName);
  const server = place.baseUrl === undefined ? '' : linkServer(place.baseUrl);
  return {
    connectionId,
    locationId: location,
    ...(connectionLabel.success && connectionLabel.data && { connectionLabel: connectionLabel.data }),
    ...(name.success && name.data && { locationName: name.data }),
    ...(server && shape.baseUrl.safeParse(server).success && { baseUrl: server }),
  };
}
