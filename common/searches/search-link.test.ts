import { describe, expect, it } from 'vitest';
import type { SearchLinkData } from '../ipc/link-data';
import type { FilterFormField } from './filter-fields';
import { SEARCH_FILTERS } from './filter-fields';
import { conversationLinkOf, linkUrl, MAX_LINK_CHARS, searchLinkOf } from './search-link';
import { LINK_REFUSALS, parseSearchLink } from './search-link-parse';

const place = {
  connectionId: '0b8c7a52-1f0e-4c55-9d67-3f1d2b8e9a10',
  locationId: 'loc-harbor-dental',
  connectionLabel: 'Demo API',
  locationName: 'Harbor Dental Studio',
};
/** A value of every filter of the table, as sent: a filter added to the table without one fails to compile. */
const SAMPLES: Record<FilterFormField, string> = {
  query: 'code 4412 & “ünïcode” ?=#',
  direction: 'OUTBOUND',
  status: 'FAILED',
  phoneNumber: '+15125550148',
  createdFrom: '2025-11-24T00:00:00.000Z',
  createdTo: '2025-11-25T00:00:00.000Z',
};
const fields = Object.entries(SEARCH_FILTERS) as [FilterFormField, { field: string }][];
const bodyOf = (keys: FilterFormField[]) => Object.fromEntries(keys.map((key) => [SEARCH_FILTERS[key].field, SAMPLES[key]]));
const madeAt = new Date('2025-11-26T15:04:05.678Z');

describe('a link to a search', () => {
  it.each(fields.map(([key]) => key))('carries the %s filter there and back, exactly as sent', (key) => {
    const { link, leftOut } = searchLinkOf(place, bodyOf([key]), madeAt);
    expect(leftOut).toEqual([]);
    const url = linkUrl(link);
    expect(url.startsWith('sms-explorer://search?v=1&')).toBe(true);
    expect(parseSearchLink(url)).toEqual({ ok: true, link });
    expect(link.kind === 'search' && link.filters[SEARCH_FILTERS[key].field]).toBe(SAMPLES[key]);
  });

  it('carries every filter at once, with the place and its names', () => {
    const { link } = searchLinkOf(place, bodyOf(fields.map(([key]) => key)), madeAt);
    expect(parseSearchLink(linkUrl(link))).toEqual({
      ok: true,
      link: { ...place, kind: 'search', filters: bodyOf(fields.map(([key]) => key)) },
    });
  });

  it('makes the time range absolute: an open end is closed at the moment the link is made', () => {
    const sinceYesterday = searchLinkOf(place, { [SEARCH_FILTERS.createdFrom.field]: '2025-11-25T15:04:05.678Z' }, madeAt).link;
    expect(sinceYesterday.kind === 'search' && sinceYesterday.filters).toEqual({
      [SEARCH_FILTERS.createdFrom.field]: '2025-11-25T15:04:05.678Z',
      [SEARCH_FILTERS.createdTo.field]: '2025-11-26T15:04:05.678Z',
    });
    const anyTime = searchLinkOf(place, {}, madeAt).link;
    expect(anyTime.kind === 'search' && anyTime.filters).toEqual({ [SEARCH_FILTERS.createdTo.field]: madeAt.toISOString() });
  });

  it('leaves out, and names, what a link cannot carry: raw JSON fields and values that are not a filter’s', () => {
    const { link, leftOut } = searchLinkOf(place, { labels: ['vip'], status: 'BOUNCED', [SEARCH_FILTERS.query.field]: 'hi' }, madeAt);
    expect(leftOut).toEqual(['labels', 'status']);
    expect(link.kind === 'search' && Object.keys(link.filters)).toEqual([SEARCH_FILTERS.query.field, SEARCH_FILTERS.createdTo.field]);
  });

  it('gives one link per search: the parameters in the table’s order', () => {
    const body = bodyOf(['status', 'query']);
    const reversed = Object.fromEntries(Object.entries(body).reverse());
    expect(linkUrl(searchLinkOf(place, body, madeAt).link)).toBe(linkUrl(searchLinkOf(place, reversed, madeAt).link));
  });
});

describe('a link to a conversation', () => {
  it('carries the number and the location there and back', () => {
    const link = conversationLinkOf(place, '+15125550148');
    const url = linkUrl(link);
    expect(url.startsWith('sms-explorer://conversation?')).toBe(true);
    expect(parseSearchLink(url)).toEqual({ ok: true, link });
  });

  it('holds a number and nothing else to search', () => {
    const url = `${linkUrl(conversationLinkOf(place, '+15125550148'))}&status=FAILED`;
    expect(parseSearchLink(url)).toEqual({ ok: false, message: expect.stringContaining(LINK_REFUSALS.notForConversation) });
  });
});

describe('a link from outside is untrusted', () => {
  const good = linkUrl(searchLinkOf(place, bodyOf(['status']), madeAt).link);
  const refused = (input: unknown, reason: string) =>
    expect(parseSearchLink(input)).toEqual({ ok: false, message: `This link was not opened: ${reason}` });

  it('refuses a huge link before reading it', () => {
    refused(`${good}&query=${'a'.repeat(MAX_LINK_CHARS)}`, LINK_REFUSALS.tooLong);
    expect(parseSearchLink(`${good}&query=${'a'.repeat(900)}`).ok).toBe(true);
  });

  it('refuses nesting: a link inside a link, encoded text, bracketed parts', () => {
    refused(`${good}&query=${encodeURIComponent(good)}`, LINK_REFUSALS.nested);
    refused(`${good}&query=${encodeURIComponent('%2541')}`, LINK_REFUSALS.nested);
    refused(`${good}&query[a][b]=1`, LINK_REFUSALS.unknownPart);
  });

  it('refuses another scheme, javascript:, a web address and a file', () => {
    refused(good.replace('sms-explorer:', 'https:'), LINK_REFUSALS.otherScheme);
    refused('javascript:alert(document.cookie)//sms-explorer://search', LINK_REFUSALS.otherScheme);
    refused('JavaScript:fetch("https://evil.test")', LINK_REFUSALS.otherScheme);
    refused('file:///etc/passwd', LINK_REFUSALS.otherScheme);
    refused('/etc/passwd', LINK_REFUSALS.notLink);
    refused('C:\\Users\\agent\\settings.json', LINK_REFUSALS.notLink);
    refused('../../secrets.json', LINK_REFUSALS.notLink);
    refused(42, LINK_REFUSALS.notText);
  });

  it('refuses other hosts and paths under its own scheme', () => {
    refused(good.replace('://search', '://evil.example.com'), LINK_REFUSALS.otherPlace);
    refused(good.replace('://search', '://search/../../etc/passwd'), LINK_REFUSALS.otherPlace);
    refused(good.replace('://search', '://user:pw@search'), LINK_REFUSALS.otherPlace);
    refused(good.replace('://search', '://search:8080'), LINK_REFUSALS.otherPlace);
    refused(`${good}#https://evil.example.com`, LINK_REFUSALS.otherPlace);
  });

  it('refuses a token inside, by its name or its Bearer form, and never quotes it', () => {
    const token = `tok_${'x'.repeat(40)}`;
    for (const link of [
      `${good}&token=${token}`,
      `${good}&api_key=${token}`,
      `${good}&Authorization=x`,
      `${good}&query=Bearer%20${token}`,
    ]) {
      const result = parseSearchLink(link);
      expect(result).toEqual({ ok: false, message: `This link was not opened: ${LINK_REFUSALS.secret}` });
      expect(JSON.stringify(result)).not.toContain('xxxxxxxx');
    }
  });

  it('refuses repeated, unknown and too many parts, and a link from a newer version', () => {
    refused(`${good}&status=SENT`, LINK_REFUSALS.repeated);
    refused(`${good}&page_token=abc`, LINK_REFUSALS.secret);
    refused(`${good}&labels=vip`, LINK_REFUSALS.unknownPart);
    refused(good.replace('v=1', 'v=2'), LINK_REFUSALS.newer);
    refused(good.replace('v=1&', ''), LINK_REFUSALS.unknownPart);
    refused(`${good}${'&a=1'.repeat(30)}`, LINK_REFUSALS.tooMany);
  });

  it('refuses a missing place, a bad value and a range that is relative or empty, saying which', () => {
    refused(good.replace(/connection=[^&]+&/, ''), 'its connection is missing or not valid.');
    refused(good.replace('loc-harbor-dental', 'loc%20with%20space'), 'its location is missing or not valid.');
    refused(good.replace(/connection_name=[^&]+/, `connection_name=${'n'.repeat(101)}`), 'its connection name is missing or not valid.');
    refused(good.replace(/location_name=[^&]+/, `location_name=${'n'.repeat(101)}`), 'its location name is missing or not valid.');
    refused(good.replace('FAILED', 'EXPLODED'), 'the status in the link is not one the app searches for.');
    refused(`${good}&phone_number=5125550148`, 'a number in a link is written in E.164, e.g. +15125550148.');
    refused(good.replace(/&created_before=[^&]+/, ''), LINK_REFUSALS.noEnd);
    refused(good.replace(/created_before=[^&]+/, 'created_before=2025-13-40T00%3A00%3A00.000Z'), 'a time in the link is not a real date.');
    refused(good.replace(/created_before=[^&]+/, 'created_before=yesterday'), 'a time in a link is written as 2025-11-24T00:00:00.000Z.');
    refused(`${good}&created_after=2025-11-27T00%3A00%3A00.000Z`, LINK_REFUSALS.emptyRange);
    const end = /created_before=([^&]+)/.exec(good)?.[1] ?? '';
    refused(`${good}&created_after=${end}`, LINK_REFUSALS.emptyRange);
  });

  it('refuses a name holding a control or bidi character, however it is written, with one clear line', () => {
    for (const bad of ['\u202e', '\u2066', '\u200f', '\u061c', '\r\n', '\t', '\u0000', '\u001b[31m', '\u0085', '\u2028']) {
      for (const param of ['connection_name', 'location_name']) {
        const named = good
          .replace(/&connection_name=[^&]+&location_name=[^&]+/, '')
          .replace('&status=', `&${param}=${encodeURIComponent(`Your clinic${bad}ka`)}&status=`);
        refused(named, LINK_REFUSALS.hiddenCharacters);
      }
    }
    expect(parseSearchLink(good.replace(/location_name=[^&]+/, `location_name=${encodeURIComponent('Café “Ünïcode” & Co — №1')}`)).ok).toBe(
      true,
    );
  });

  it('leaves out of a link it makes a name that would be refused, and keeps the rest', () => {
    const { link } = searchLinkOf({ ...place, locationName: 'Harbor\u202eloc' }, {}, madeAt);
    expect(link).not.toHaveProperty('locationName');
    expect(parseSearchLink(linkUrl(link))).toEqual({ ok: true, link });
  });

  it('carries the connection’s server as an address alone, last, and refuses one with credentials, a query or a fragment', () => {
    const { link } = searchLinkOf({ ...place, baseUrl: 'https://user:secret@API.example.com/v1/?key=abc#x' }, bodyOf(['status']), madeAt);
    expect(link.baseUrl).toBe('https://api.example.com/v1');
    const url = linkUrl(link);
    expect(url).toMatch(/&server=https%3A%2F%2Fapi\.example\.com%2Fv1$/);
    expect(url).not.toMatch(/secret|key=abc/);
    expect(parseSearchLink(url)).toEqual({ ok: true, link });
    expect(parseSearchLink(linkUrl(searchLinkOf({ ...place, baseUrl: 'Built-in demo API' }, {}, madeAt).link))).toMatchObject({
      ok: true,
      link: { baseUrl: 'Built-in demo API' },
    });
    for (const server of [
      'https://u:p@api.example.com',
      'https://api.example.com/?key=abc',
      'https://api.example.com/#frag',
      'https://api.example.com/',
    ]) {
      refused(`${good}&server=${encodeURIComponent(server)}`, 'its server is missing or not valid.');
    }
  });

  it('reads a link whatever the case of its scheme and host, and around spaces', () => {
    const link: SearchLinkData = searchLinkOf(place, {}, madeAt).link;
    expect(parseSearchLink(`  ${linkUrl(link).replace('sms-explorer://search', 'SMS-Explorer://Search')}\n`)).toEqual({ ok: true, link });
    expect(parseSearchLink(linkUrl(link).replace('://search?', '://search/?'))).toEqual({ ok: true, link });
  });
});
