import { describe, expect, it } from 'vitest';
import { MAX_ACROSS_LOCATIONS } from '../limits/across-limits';
import { listSearchesProblem, MAX_LIST_NUMBERS, MAX_LIST_SEARCHES } from '../limits/number-list-limits';
import { SEARCH_FILTERS } from './filter-fields';
import { linkUrl, searchLinkOf } from './search-link';
import { LIST_REFUSALS } from './search-link-lists';
import { LINK_REFUSALS, parseSearchLink, refusalOf } from './search-link-parse';

const place = {
  connectionId: '0b8c7a52-1f0e-4c55-9d67-3f1d2b8e9a10',
  locationId: 'loc-harbor-dental',
  connectionLabel: 'Demo API',
  locationName: 'Harbor Dental Studio',
};
const locations = ['loc-harbor-dental', 'loc-lakeside-vet', 'loc-main-bakery'];
const numbers = (count: number) => Array.from({ length: count }, (_, index) => `+1512555${String(index).padStart(4, '0')}`);
const madeAt = new Date('2025-11-26T15:04:05.678Z');
const failed = { [SEARCH_FILTERS.status.field]: 'FAILED', [SEARCH_FILTERS.createdFrom.field]: '2025-11-24T00:00:00.000Z' };
const refused = (input: string, reason: string) =>
  expect(parseSearchLink(input)).toEqual({ ok: false, message: `This link was not opened: ${reason}` });

describe('a link to a search of several locations or of a list of numbers', () => {
  it('carries the locations searched, in their order, there and back, by id only', () => {
    const { link } = searchLinkOf(place, failed, madeAt, { locationIds: locations });
    const url = linkUrl(link);
    expect(url).toMatch(
      /^sms-explorer:\/\/search\?v=1&connection=[^&]+&locations=loc-harbor-dental\+loc-lakeside-vet\+loc-main-bakery&connection_name=Demo\+API&status=FAILED&/,
    );
    expect(link).not.toHaveProperty('locationName');
    expect(parseSearchLink(url)).toEqual({
      ok: true,
      link: {
        connectionId: place.connectionId,
        locationId: locations[0],
        connectionLabel: 'Demo API',
        kind: 'search',
        filters: link.kind === 'search' && link.filters,
        locationIds: locations,
      },
    });
  });

  it('carries a list of numbers at one location and at several, there and back', () => {
    for (const lists of [{ numbers: numbers(5) }, { numbers: numbers(5), locationIds: locations }]) {
      const { link } = searchLinkOf(place, failed, madeAt, lists);
      expect(link).toMatchObject(lists);
      expect(parseSearchLink(linkUrl(link))).toEqual({ ok: true, link });
    }
  });

  it('says a search of one location as one location, whichever way it is written', () => {
    const { link } = searchLinkOf(place, failed, madeAt, { locationIds: [place.locationId] });
    expect(link).not.toHaveProperty('locationIds');
    const written = linkUrl(link)
      .replace('location=', 'locations=')
      .replace(/&location_name=[^&]+/, '');
    expect(parseSearchLink(written)).toMatchObject({ ok: true, link: { locationId: place.locationId } });
    expect(parseSearchLink(written)).not.toHaveProperty('link.locationIds');
  });

  it('holds the bounds with room: 50 locations or 50 numbers of usual length fit in a link', () => {
    const many = Array.from({ length: MAX_ACROSS_LOCATIONS }, (_, index) => `loc-${'x'.repeat(30)}-${index}`);
    expect(parseSearchLink(linkUrl(searchLinkOf(place, failed, madeAt, { locationIds: many }).link))).toMatchObject({ ok: true });
    expect(parseSearchLink(linkUrl(searchLinkOf(place, failed, madeAt, { numbers: numbers(MAX_LIST_NUMBERS) }).link))).toMatchObject({
      ok: true,
    });
  });
});

describe('a link the app would not open is not copied', () => {
  it('says why: 50 locations whose ids fill a link past its size', () => {
    const longIds = Array.from({ length: MAX_ACROSS_LOCATIONS }, (_, index) => `loc-${'y'.repeat(190)}-${index}`);
    expect(refusalOf(searchLinkOf(place, failed, madeAt, { locationIds: longIds }).link)).toBe(LINK_REFUSALS.tooLong);
    expect(refusalOf(searchLinkOf(place, failed, madeAt, { locationIds: longIds.slice(0, 10) }).link)).toBeUndefined();
  });
});

describe('a hostile list in a link is refused with a clear line', () => {
  const across = linkUrl(searchLinkOf(place, failed, madeAt, { locationIds: locations, numbers: numbers(3) }).link);
  const withList = (name: 'locations' | 'numbers', items: string[]) =>
    across.replace(new RegExp(`${name}=[^&]+`), `${name}=${items.map(encodeURIComponent).join('+')}`);

  it('refuses too many locations and too many numbers', () => {
    refused(
      withList(
        'locations',
        Array.from({ length: MAX_ACROSS_LOCATIONS + 1 }, (_, index) => `l${index}`),
      ),
      `at most ${MAX_ACROSS_LOCATIONS} locations are searched at once.`,
    );
    refused(withList('numbers', numbers(MAX_LIST_NUMBERS + 1)), `at most ${MAX_LIST_NUMBERS} numbers are searched at once.`);
  });

  it('refuses numbers × locations past the bound of searches run at once, saying how many fit', () => {
    const sixteen = Array.from({ length: 16 }, (_, index) => `l${index}`);
    expect(sixteen.length * 32).toBeGreaterThan(MAX_LIST_SEARCHES);
    refused(
      withList('locations', sixteen).replace(/numbers=[^&]+/, `numbers=${numbers(32).map(encodeURIComponent).join('+')}`),
      `${listSearchesProblem(32, 16)!.charAt(0).toLowerCase()}${listSearchesProblem(32, 16)!.slice(1)}`,
    );
    expect(listSearchesProblem(32, 16)).toContain('32 numbers at 16 locations would be 512 searches');
  });

  it('refuses duplicates, gaps and malformed entries', () => {
    refused(withList('locations', ['loc-a', 'loc-b', 'loc-a']), LIST_REFUSALS.sameLocation);
    refused(withList('numbers', ['+15125550001', '+15125550001']), 'a listed number is given twice.');
    refused(withList('numbers', ['+15125550001', '5125550002']), 'a listed number is sent in E.164, such as +15125550148.');
    refused(withList('numbers', ['+15125550001', 'Bearer']), 'a listed number is sent in E.164, such as +15125550148.');
    refused(across.replace(/numbers=[^&]+/, 'numbers=%2B15125550001++%2B15125550002'), LIST_REFUSALS.gap);
    refused(across.replace(/locations=[^&]+/, 'locations=loc-a+'), LIST_REFUSALS.gap);
    refused(withList('locations', ['loc-a', 'loc\u00e9']), 'a location id is printable ASCII without spaces.');
  });

  it('refuses one location and a list together, a list with the phone filter, and lists in a conversation link', () => {
    refused(`${across}&location=loc-a`, LIST_REFUSALS.oneAndSeveral);
    refused(`${across}&location_name=Harbor`, LIST_REFUSALS.oneAndSeveral);
    refused(`${across}&phone_number=%2B15125550148`, 'a list of numbers replaces the phone_number filter; send one or the other.');
    const conversation = `sms-explorer://conversation?v=1&connection=c1&location=loc-a&phone_number=%2B15125550148`;
    expect(parseSearchLink(conversation)).toMatchObject({ ok: true });
    refused(`${conversation}&numbers=%2B15125550001`, LINK_REFUSALS.notForConversation);
    refused(conversation.replace('location=loc-a', 'locations=loc-a+loc-b'), LINK_REFUSALS.notForConversation);
  });

  it('refuses a list parameter given twice, and a token hidden as a list’s name', () => {
    refused(`${across}&numbers=%2B15125550009`, LINK_REFUSALS.repeated);
    refused(`${across}&locations_token=x`, LINK_REFUSALS.secret);
  });
});
