// Reads a link handed over from outside (the OS, a ticket, a chat): untrusted input. Every way
// it can be wrong gets one line a support agent can act on, and no line ever quotes the link
// back (it may hold a secret someone pasted into it). Main also refuses a link holding a saved
// token (electron/app/link-inbox.ts). Browser-safe: no Node imports.
import type { OpenedLink, SearchLinkData } from '../ipc/link-data';
import type { FilterFormField } from './filter-fields';
import { SEARCH_FILTERS } from './filter-fields';
import {
  e164Number,
  LINK_FILTER_VALUES,
  LINK_KINDS,
  LINK_SCHEME,
  LINK_VERSION,
  linkPlaceSchema,
  linkUrl,
  LIST_PARAMS,
  LIST_SEPARATOR,
  MAX_LINK_CHARS,
  PLACE_PARAMS,
} from './search-link';
import { readLinkLists } from './search-link-lists';
import { hasControlOrBidi } from '../records/control-chars';

/** Parameters a link may have: its own and one per filter. More than that is not a link the app made. */
const MAX_PARAMS = Object.keys(PLACE_PARAMS).length + Object.keys(LIST_PARAMS).length + Object.keys(SEARCH_FILTERS).length;
/** Parameter names that say a secret travels in the link. */
const SECRET_NAMES = /token|auth|bearer|secret|password|api[-_]?key|credential/i;
/** A value holding this is another link inside this one: a link is one level deep. */
const NESTED = new RegExp(`${LINK_SCHEME}:|%[0-9a-f]{2}`, 'i');

/** How every refusal starts; what follows is the reason. */
const LINK_REFUSED = 'This link was not opened: ';
const refuse = (message: string): OpenedLink => ({ ok: false, message: `${LINK_REFUSED}${message}` });

export const LINK_REFUSALS = {
  notText: 'it is not text.',
  tooLong: `it is longer than ${MAX_LINK_CHARS / 1024} KB, far more than a link SMS Explorer makes.`,
  notLink: `it is not a link. Links to a search start with ${LINK_SCHEME}://search.`,
  otherScheme: `it is not an SMS Explorer link (those start with ${LINK_SCHEME}://). Nothing was opened.`,
  otherPlace: `it points somewhere SMS Explorer does not know. Links to a search start with ${LINK_SCHEME}://search or ${LINK_SCHEME}://conversation.`,
  secret:
    'it carries what looks like an API token. A link never holds one; ask for a new link, and have the token replaced if it was shared.',
  nested: 'it holds another link or encoded text inside it, which a link SMS Explorer makes never does.',
  tooMany: 'it has more parts than a link SMS Explorer makes.',
  repeated: 'it names the same part twice.',
  unknownPart: 'it has a part SMS Explorer does not know; it may come from a newer version.',
  newer: 'it was made by a newer SMS Explorer. Update the app to open it.',
  noEnd: 'its time range has no end. A link to a search always has an absolute time range; copy the link again.',
  emptyRange: 'its time range ends before it starts.',
  notForConversation: 'a link to a conversation holds a number and one location, nothing else to search.',
  hiddenCharacters:
    'a name in it holds control or direction-changing characters (which can make text read other than it is). Ask for a new link.',
  turnedOff: `links are turned off on this computer. To open links, tick “Open ${LINK_SCHEME}:// links” in the top bar, above the theme.`,
} as const;

/** What a link gets while the user has links turned off: not even parsed, only the line saying where to turn them on. */
export const LINKS_TURNED_OFF: OpenedLink = refuse(LINK_REFUSALS.turnedOff);

/** Why a link the app made would not open (its ids too long for a link's size, a list past its bounds); undefined when it opens. */
export function refusalOf(link: SearchLinkData): string | undefined {
  const opened = parseSearchLink(linkUrl(link));
  return opened.ok ? undefined : opened.message.slice(LINK_REFUSED.length);
}

/** The link a text holds, or why it cannot be opened. */
export function parseSearchLink(input: unknown): OpenedLink {
  if (typeof input !== 'string') return refuse(LINK_REFUSALS.notText);
  if (input.length > MAX_LINK_CHARS) return refuse(LINK_REFUSALS.tooLong);
  const text = input.trim();
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text)?.[1];
  // A Windows path ("C:\…") reads as a one-letter scheme; a path or anything else has none.
  if (!scheme || scheme.length === 1) return refuse(LINK_REFUSALS.notLink);
  if (scheme.toLowerCase() !== LINK_SCHEME) return refuse(LINK_REFUSALS.otherScheme);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return refuse(LINK_REFUSALS.notLink);
  }
  const kind = LINK_KINDS.find((name) => name === url.hostname.toLowerCase());
  if (!kind || url.username || url.password || url.port || url.hash || (url.pathname !== '' && url.pathname !== '/'))
    return refuse(LINK_REFUSALS.otherPlace);
  return readParams(kind, url.searchParams);
}

function readParams(kind: SearchLinkData['kind'], params: URLSearchParams): OpenedLink {
  const names = [...params.keys()];
  if (names.some((name) => SECRET_NAMES.test(name)) || [...params.values()].some((value) => /bearer\s/i.test(value)))
    return refuse(LINK_REFUSALS.secret);
  if (names.length > MAX_PARAMS) return refuse(LINK_REFUSALS.tooMany);
  if (new Set(names).size !== names.length) return refuse(LINK_REFUSALS.repeated);
  if ([...params.values()].some((value) => NESTED.test(value))) return refuse(LINK_REFUSALS.nested);
  const filterOf = new Map(
    (Object.entries(SEARCH_FILTERS) as [FilterFormField, { field: string }][]).map(([key, filter]) => [filter.field, key]),
  );
  const placeNames: readonly string[] = [...Object.values(PLACE_PARAMS), ...Object.values(LIST_PARAMS)];
  if (names.some((name) => !placeNames.includes(name) && !filterOf.has(name))) return refuse(LINK_REFUSALS.unknownPart);
  if (params.get(PLACE_PARAMS.version) !== LINK_VERSION)
    return refuse(params.has(PLACE_PARAMS.version) ? LINK_REFUSALS.newer : LINK_REFUSALS.unknownPart);

  const shown = [params.get(PLACE_PARAMS.connectionLabel), params.get(PLACE_PARAMS.locationName)];
  if (shown.some((name) => name !== null && hasControlOrBidi(name))) return refuse(LINK_REFUSALS.hiddenCharacters);
  const place = linkPlaceSchema.safeParse({
    connectionId: params.get(PLACE_PARAMS.connectionId) ?? undefined,
    // A search of several locations is at the first of them, for a computer to say which it lacks.
    locationId: params.get(PLACE_PARAMS.locationId) ?? params.get(LIST_PARAMS.locationIds)?.split(LIST_SEPARATOR)[0],
    connectionLabel: params.get(PLACE_PARAMS.connectionLabel) ?? undefined,
    locationName: params.get(PLACE_PARAMS.locationName) ?? undefined,
    baseUrl: params.get(PLACE_PARAMS.baseUrl) ?? undefined,
  });
  if (!place.success) return refuse(`its ${placeProblem(place.error.issues[0]?.path[0])} is missing or not valid.`);

  const filters: Partial<Record<string, string>> = {};
  for (const [name, value] of params) {
    const key = filterOf.get(name);
    if (!key) continue;
    const checked = LINK_FILTER_VALUES[key].safeParse(value);
    if (!checked.success) return refuse(lowerFirst(checked.error.issues[0]?.message ?? 'a filter in it is not valid.'));
    filters[name] = checked.data;
  }
  const base = dropUndefined(place.data);
  if (kind === 'conversation') {
    const phone = e164Number.safeParse(filters[SEARCH_FILTERS.phoneNumber.field]);
    const listed = Object.values(LIST_PARAMS).some((name) => params.has(name));
    if (!phone.success || Object.keys(filters).length !== 1 || listed) return refuse(LINK_REFUSALS.notForConversation);
    return { ok: true, link: { ...base, kind, phoneNumber: phone.data } };
  }
  const from = filters[SEARCH_FILTERS.createdFrom.field];
  const to = filters[SEARCH_FILTERS.createdTo.field];
  if (to === undefined) return refuse(LINK_REFUSALS.noEnd);
  if (from !== undefined && Date.parse(from) >= Date.parse(to)) return refuse(LINK_REFUSALS.emptyRange);
  const lists = readLinkLists(params, base.locationId, filters);
  if (!lists.ok) return refuse(lists.reason);
  return { ok: true, link: { ...base, kind, filters, ...lists.lists } };
}

function placeProblem(key: PropertyKey | undefined): string {
  if (key === 'connectionId') return 'connection';
  if (key === 'locationId') return 'location';
  if (key === 'connectionLabel') return 'connection name';
  if (key === 'baseUrl') return 'server';
  return 'location name';
}

const lowerFirst = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}
