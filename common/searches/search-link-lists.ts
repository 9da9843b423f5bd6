// The lists a link to a search may hold (several locations, a list of numbers), read by the
// contract's own schemas: the bounds a search across locations and a list search are sent with.
// Browser-safe: no Node imports.
import { z } from 'zod';
import type { LinkLists } from '../ipc/link-data';
import { listWithinBound, locationList, numberList } from '../ipc/input-schemas';
import { listAndPhoneFilterProblem } from './number-list';
import { LIST_PARAMS, LIST_SEPARATOR, PLACE_PARAMS } from './search-link';

export const LIST_REFUSALS = {
  oneAndSeveral: 'it names one location (its id or its name) and a list of locations; a link holds one or the other.',
  gap: 'a list in it has an empty entry.',
  sameLocation: 'it names the same location twice.',
} as const;

const linkListsSchema = z
  .strictObject({
    locationIds: locationList.refine((ids) => new Set(ids).size === ids.length, LIST_REFUSALS.sameLocation),
    numbers: numberList.optional(),
  })
  .superRefine(listWithinBound);

export type ReadLists = { ok: true; lists: LinkLists } | { ok: false; reason: string };

const lowerFirst = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

/**
 * The lists of a link, read as a search across locations is sent: each item once, within the
 * bounds of locations, numbers and numbers × locations. `place` is the link's location (the first
 * of its list, when it names several); `filters` its filters (a list replaces the phone filter).
 * A list of one location is that location.
 */
export function readLinkLists(params: URLSearchParams, place: string, filters: Readonly<Record<string, unknown>>): ReadLists {
  const listOf = (name: string) => params.get(name)?.split(LIST_SEPARATOR);
  const raw = { locationIds: listOf(LIST_PARAMS.locationIds), numbers: listOf(LIST_PARAMS.numbers) };
  if (raw.locationIds && (params.has(PLACE_PARAMS.locationId) || params.has(PLACE_PARAMS.locationName)))
    return { ok: false, reason: LIST_REFUSALS.oneAndSeveral };
  if ([raw.locationIds, raw.numbers].some((list) => list?.includes(''))) return { ok: false, reason: LIST_REFUSALS.gap };
  const read = linkListsSchema.safeParse({ ...raw, locationIds: raw.locationIds ?? [place] });
  if (!read.success) return { ok: false, reason: lowerFirst(read.error.issues[0]?.message ?? 'a list in it is not valid.') };
  const { locationIds, numbers } = read.data;
  const both = listAndPhoneFilterProblem(filters, numbers);
  if (both !== undefined) return { ok: false, reason: lowerFirst(both) };
  return { ok: true, lists: { ...(locationIds.length > 1 && { locationIds }), ...(numbers && { numbers }) } };
}
