import { describe, expect, it } from 'vitest';
import { SEARCH_FILTERS } from '../../../common/searches/filter-fields';
import { conversationLinkOf, searchLinkOf } from '../../../common/searches/search-link';
import { phoneRegionFor } from '../numbers/phone-number';
import { checkDraft } from '../search/search-draft';
import { draftFromLink, linkLine } from './link-draft';

const place = { connectionId: 'c1', locationId: 'loc-harbor-dental', connectionLabel: 'Demo API', locationName: 'Harbor Dental Studio' };
const sent = {
  [SEARCH_FILTERS.query.field]: 'code 4412',
  [SEARCH_FILTERS.direction.field]: 'OUTBOUND',
  [SEARCH_FILTERS.status.field]: 'FAILED',
  [SEARCH_FILTERS.phoneNumber.field]: '+15125550148',
  // A preset's bounds: milliseconds and all.
  [SEARCH_FILTERS.createdFrom.field]: '2025-11-24T08:12:45.678Z',
  [SEARCH_FILTERS.createdTo.field]: '2025-11-25T08:12:45.679Z',
};

describe('a link’s search in the form', () => {
  it.each(['UTC', 'America/Los_Angeles', 'Asia/Kathmandu'])(
    'sends exactly the linked body, to the millisecond, with times read in %s',
    (zone) => {
      const { link } = searchLinkOf(place, sent, new Date());
      if (link.kind !== 'search') throw new Error('a search link');
      const draft = draftFromLink(link.filters, zone, '25');
      expect(draft.filters.range).toBe('custom');
      const checked = checkDraft(draft, 500, new Date(), { zone, phoneRegion: phoneRegionFor(zone) });
      expect(checked).toEqual({ ok: true, search: { body: sent, pageSize: 25 } });
    },
  );

  it('says the search for the ticket in the chips’ words, the range in UTC, and where', () => {
    const { link } = searchLinkOf(
      place,
      {
        [SEARCH_FILTERS.status.field]: 'FAILED',
        [SEARCH_FILTERS.phoneNumber.field]: '+15125550148',
        [SEARCH_FILTERS.createdFrom.field]: '2025-11-24T00:00:00.000Z',
        [SEARCH_FILTERS.createdTo.field]: '2025-11-25T00:00:00.000Z',
      },
      new Date(),
    );
    expect(linkLine(link)).toBe('Failed · With +15125550148 · 2025-11-24 00:00 – 2025-11-25 00:00 UTC, at Harbor Dental Studio (Demo API)');
    expect(linkLine(conversationLinkOf({ connectionId: 'c1', locationId: 'loc-9' }, '+15125550148'))).toBe(
      'Conversation with +15125550148 at loc-9',
    );
  });

  it('names a search of several locations and a list of numbers, and says “all” as the locations there were', () => {
    const range = {
      [SEARCH_FILTERS.status.field]: 'FAILED',
      [SEARCH_FILTERS.createdFrom.field]: '2025-11-24T00:00:00.000Z',
      [SEARCH_FILTERS.createdTo.field]: '2025-11-25T00:00:00.000Z',
    };
    const names: Record<string, string> = { 'loc-harbor-dental': 'Harbor Dental Studio', 'loc-lakeside': 'Lakeside Vet' };
    const nameOf = (id: string) => names[id];
    const numbers = Array.from({ length: 27 }, (_, index) => `+1512555${String(index).padStart(4, '0')}`);
    const atOne = searchLinkOf(place, range, new Date(), { numbers }).link;
    expect(linkLine(atOne)).toBe(
      'Failed · With any of 27 numbers · 2025-11-24 00:00 – 2025-11-25 00:00 UTC, at Harbor Dental Studio (Demo API)',
    );
    const three = searchLinkOf(place, range, new Date(), { locationIds: ['loc-harbor-dental', 'loc-lakeside', 'loc-9'] }).link;
    expect(linkLine(three, { nameOf })).toBe(
      'Failed · 2025-11-24 00:00 – 2025-11-25 00:00 UTC, at 3 locations of Demo API: Harbor Dental Studio, Lakeside Vet, loc-9',
    );
    expect(linkLine(three, { nameOf, everyLocation: true })).toContain(
      'at 3 locations of Demo API (all it had when the link was made): Harbor Dental Studio',
    );
    const seven = searchLinkOf(place, range, new Date(), { locationIds: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }).link;
    expect(linkLine(seven)).toMatch(/at 7 locations of Demo API: a, b, c, d, e and 2 more$/);
  });

  it('puts a list of numbers in the phone field as a list the form reads back to the same numbers', () => {
    const numbers = ['+15125550001', '+442071838750', '+15125550002'];
    const draft = draftFromLink({ [SEARCH_FILTERS.createdTo.field]: '2025-11-25T00:00:00.000Z' }, 'UTC', '', numbers);
    expect(checkDraft(draft, 500, new Date(), { zone: 'UTC', phoneRegion: phoneRegionFor('UTC'), locations: 3 })).toMatchObject({
      ok: true,
      numbers,
      search: { body: { [SEARCH_FILTERS.createdTo.field]: '2025-11-25T00:00:00.000Z' } },
    });
  });
});
