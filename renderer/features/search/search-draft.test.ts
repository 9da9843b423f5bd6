import { describe, expect, it } from 'vitest';
import { filterChips } from './filter-chips';
import { checkFilters, emptyFilters } from './filters';
import type { ReadContext } from './filters';
import { parsePageSize } from './page-size';
import { phoneRegionFor } from '../numbers/phone-number';
import { parseRawBody } from './raw-body';
import { checkDraft, draftFromData, initialDraft } from './search-draft';

const NOW = new Date(Date.UTC(2025, 0, 31, 12, 0, 0));
const UTC: ReadContext = { zone: 'UTC', phoneRegion: phoneRegionFor(undefined) };
const LA: ReadContext = { zone: 'America/Los_Angeles', phoneRegion: phoneRegionFor('America/Los_Angeles') };
const filtersToBody = (filters: typeof emptyFilters, now: Date, context = UTC) => checkFilters(filters, now, context).body;

describe('raw JSON body', () => {
  it('accepts nothing or an object', () => {
    expect(parseRawBody('  ')).toEqual({ ok: true, body: {} });
    expect(parseRawBody('{"campaign": {"id": 7}}')).toEqual({ ok: true, body: { campaign: { id: 7 } } });
  });

  it('rejects text that does not parse, and JSON that is not an object', () => {
    expect(parseRawBody('{status: FAILED}')).toMatchObject({ ok: false, message: expect.stringContaining('Not valid JSON') });
    for (const text of ['[]', 'null', '"text"', '42']) {
      expect(parseRawBody(text)).toMatchObject({ ok: false, message: expect.stringContaining('must be a JSON object') });
    }
  });

  it('rejects the fields the app manages', () => {
    expect(parseRawBody('{"page_token": "x"}')).toMatchObject({ ok: false, message: expect.stringContaining('page_token') });
    expect(parseRawBody('{"page_size": 5, "page_token": "x"}')).toMatchObject({
      ok: false,
      message: expect.stringContaining('page_token and page_size'),
    });
  });
});

describe('page size', () => {
  it('accepts empty (the server default) and whole numbers from 0 to the maximum', () => {
    expect(parsePageSize('', 50)).toEqual({ ok: true, value: 0 });
    expect(parsePageSize('0', 50)).toEqual({ ok: true, value: 0 });
    expect(parsePageSize(' 50 ', 50)).toEqual({ ok: true, value: 50 });
  });

  it('rejects anything else', () => {
    for (const text of ['-1', '1.5', 'abc', '1e3', '51']) expect(parsePageSize(text, 50).ok).toBe(false);
  });
});

describe('search draft', () => {
  it('merges the raw body over the form fields', () => {
    const check = checkDraft(
      {
        filters: { ...emptyFilters, query: ' refund ', status: 'FAILED', phoneNumber: '+1 (415) 555-0123' },
        rawBody: '{"status": "SENT", "tag": "x"}',
        pageSize: '25',
      },
      100,
      NOW,
      UTC,
    );
    expect(check).toEqual({
      ok: true,
      search: { body: { query: 'refund', status: 'SENT', phone_number: '+14155550123', tag: 'x' }, pageSize: 25 },
    });
  });

  it('reports both problems at once', () => {
    expect(checkDraft({ filters: emptyFilters, rawBody: '[', pageSize: 'x' }, 100, NOW, UTC)).toMatchObject({
      ok: false,
      errors: { rawBody: expect.any(String), pageSize: expect.any(String) },
    });
  });

  it('turns a preset into a start counted back from when the search runs, with no end', () => {
    const day = checkDraft({ ...initialDraft, filters: { ...emptyFilters, range: '24h' } }, 100, NOW, UTC);
    expect(day).toEqual({ ok: true, search: { body: { created_after: '2025-01-30T12:00:00.000Z' }, pageSize: 0 } });
    const later = checkDraft(
      { ...initialDraft, filters: { ...emptyFilters, range: '24h' } },
      100,
      new Date(NOW.getTime() + 3_600_000),
      UTC,
    );
    expect(later).toMatchObject({ search: { body: { created_after: '2025-01-30T13:00:00.000Z' } } });
    expect(filtersToBody({ ...emptyFilters, range: '1h' }, NOW)).toEqual({ created_after: '2025-01-31T11:00:00.000Z' });
    // The last 7 and 30 days are calendar days in the zone, today included: from midnight 6 and 29 days back.
    expect(filtersToBody({ ...emptyFilters, range: '7d' }, NOW)).toEqual({ created_after: '2025-01-25T00:00:00.000Z' });
    expect(filtersToBody({ ...emptyFilters, range: '30d' }, NOW)).toEqual({ created_after: '2025-01-02T00:00:00.000Z' });
    expect(filtersToBody({ ...emptyFilters, range: '7d' }, NOW, LA)).toEqual({ created_after: '2025-01-25T08:00:00.000Z' });
  });

  it('sends a custom range read in the grid zone: From included (created_after), Until excluded (created_before)', () => {
    const filters = { ...emptyFilters, range: 'custom' as const, createdFrom: '2024-03-01 09:30', createdTo: '2024-03-02T00:00' };
    expect(filtersToBody(filters, NOW)).toEqual({ created_after: '2024-03-01T09:30:00.000Z', created_before: '2024-03-02T00:00:00.000Z' });
    expect(filtersToBody(filters, NOW, LA)).toEqual({
      created_after: '2024-03-01T17:30:00.000Z',
      created_before: '2024-03-02T08:00:00.000Z',
    });
    // The custom times are ignored unless the range is custom.
    expect(filtersToBody({ ...filters, range: '' }, NOW)).toEqual({});
  });

  it('refuses a custom range whose end is not after its start, at Until, before sending', () => {
    const filters = { ...emptyFilters, range: 'custom' as const, createdFrom: '2024-03-02 00:00', createdTo: '2024-03-02 00:00' };
    expect(checkDraft({ ...initialDraft, filters }, 100, NOW, UTC)).toEqual({
      ok: false,
      errors: { createdTo: expect.stringMatching(/later than/) },
    });
    expect(checkDraft({ ...initialDraft, filters: { ...filters, createdTo: '2024-03-02 00:01' } }, 100, NOW, UTC).ok).toBe(true);
    expect(checkDraft({ ...initialDraft, filters: { ...filters, createdTo: '' } }, 100, NOW, UTC).ok).toBe(true);
  });

  it('never sends a half-typed or out-of-range bound as no bound: each is an error at its field', () => {
    const custom = (createdFrom: string, createdTo = '') =>
      checkDraft(
        { ...initialDraft, filters: { ...emptyFilters, status: 'FAILED', range: 'custom', createdFrom, createdTo } },
        100,
        NOW,
        UTC,
      );
    expect(custom('2025-11-13')).toEqual({ ok: false, errors: { createdFrom: expect.stringMatching(/Add the time/) } });
    expect(custom('202612-11-13 09:00')).toEqual({ ok: false, errors: { createdFrom: expect.stringMatching(/date and time/) } });
    expect(custom('2612-11-13 09:00')).toEqual({
      ok: false,
      errors: { createdFrom: expect.stringMatching(/year must be between 2000 and 2100/) },
    });
    expect(custom('2025-02-30 09:00')).toEqual({ ok: false, errors: { createdFrom: expect.stringMatching(/no day 2025-02-30/) } });
    expect(custom('2025-11-13 24:00')).toMatchObject({ ok: false, errors: { createdFrom: expect.any(String) } });
    expect(custom('2025-11-13 09:00', '2025-11-1')).toEqual({ ok: false, errors: { createdTo: expect.stringMatching(/Add the time/) } });
    // Custom with neither end bounds nothing: "all time" is chosen as "Any time", never by accident.
    expect(custom('', '  ')).toEqual({ ok: false, errors: { createdFrom: expect.stringMatching(/Any time/) } });
  });

  it('counts Today and Yesterday as calendar days in the zone the grid shows', () => {
    // 12:00 UTC on Jan 31 is 04:00 in Los Angeles, still Jan 31 there.
    expect(filtersToBody({ ...emptyFilters, range: 'today' }, NOW, LA)).toEqual({ created_after: '2025-01-31T08:00:00.000Z' });
    expect(filtersToBody({ ...emptyFilters, range: 'yesterday' }, NOW, LA)).toEqual({
      created_after: '2025-01-30T08:00:00.000Z',
      created_before: '2025-01-31T08:00:00.000Z',
    });
    expect(filtersToBody({ ...emptyFilters, range: 'yesterday' }, NOW)).toEqual({
      created_after: '2025-01-30T00:00:00.000Z',
      created_before: '2025-01-31T00:00:00.000Z',
    });
    // The day after a spring-forward night is 23 hours long, and still ends at midnight.
    const afterDst = new Date('2025-03-10T19:00:00Z');
    expect(filtersToBody({ ...emptyFilters, range: 'yesterday' }, afterDst, LA)).toEqual({
      created_after: '2025-03-09T08:00:00.000Z',
      created_before: '2025-03-10T07:00:00.000Z',
    });
  });

  it('sends a phone number typed as tickets write it in E.164, and refuses one it cannot read', () => {
    for (const typed of ['(512) 555-0148', '512.555.0148', '+1 512 555 0148', '1-512-555-0148']) {
      expect(filtersToBody({ ...emptyFilters, phoneNumber: typed }, NOW, LA)).toEqual({ phone_number: '+15125550148' });
    }
    expect(filtersToBody({ ...emptyFilters, phoneNumber: '0044 20 7946 0958' }, NOW, LA)).toEqual({ phone_number: '+442079460958' });
    expect(
      filtersToBody({ ...emptyFilters, phoneNumber: '020 7946 0958' }, NOW, { ...LA, phoneRegion: phoneRegionFor('Europe/London') }),
    ).toEqual({ phone_number: '+442079460958' });
    for (const typed of ['555-01', 'call me', '+1 512']) {
      expect(checkDraft({ ...initialDraft, filters: { ...emptyFilters, phoneNumber: typed } }, 100, NOW, LA)).toEqual({
        ok: false,
        errors: { phoneNumber: expect.stringMatching(/Cannot read/) },
      });
    }
  });

  it('carries a pasted list, its unread entries, the raw body and the page size to the search of each number', () => {
    const list = { ...emptyFilters, phoneNumber: '+15125550148, call back, +15125550149' };
    expect(checkDraft({ filters: list, rawBody: '{"tag": "vip"}', pageSize: '25' }, 100, NOW, UTC)).toEqual({
      ok: true,
      search: { body: { tag: 'vip' }, pageSize: 25 },
      numbers: ['+15125550148', '+15125550149'],
      unread: ['call back'],
    });
    // Each number is sent in the phone filter: a raw body that sets it too is refused, as main refuses it.
    expect(checkDraft({ filters: list, rawBody: '{"phone_number": "+15125550100"}', pageSize: '' }, 100, NOW, UTC)).toEqual({
      ok: false,
      errors: { rawBody: 'A list of numbers replaces the phone_number filter; send one or the other.' },
    });
  });

  it('reads numbers in the country of the location zone, else the default, and says which', () => {
    expect(phoneRegionFor('Europe/Paris')).toEqual({ country: 'FR', source: "the location's zone, Europe/Paris" });
    expect(phoneRegionFor('Antarctica/Troll')).toEqual({ country: 'US', source: 'the app default' });
    expect(phoneRegionFor(undefined).country).toBe('US');
  });

  it('reads a stored draft back, turning values it does not know into "any"', () => {
    const stored = { filters: { ...emptyFilters, direction: 'SIDEWAYS', status: 'FAILED', range: 'fortnight' }, rawBody: '', pageSize: '' };
    expect(draftFromData(stored).filters).toMatchObject({ direction: '', status: 'FAILED', range: '' });
  });

  it('shows each narrowing filter as a chip: what was sent, the range absolute and with its zone', () => {
    const draft = {
      ...initialDraft,
      pageSize: '100',
      filters: { ...emptyFilters, query: 'refund', status: 'FAILED' as const, phoneNumber: '(415) 555-0123', range: 'yesterday' as const },
    };
    const check = checkDraft(draft, 500, NOW, LA);
    if (!check.ok) throw new Error('expected a valid draft');
    expect(filterChips(draft, { body: check.search.body, zone: LA.zone }).map((chip) => chip.text)).toEqual([
      '“refund”',
      'Failed',
      'With +14155550123',
      'Yesterday: 2025-01-30 00:00 – 2025-01-31 00:00 America/Los_Angeles',
      '100 per page',
    ]);
    const custom = { ...initialDraft, filters: { ...emptyFilters, range: 'custom' as const, createdFrom: '2025-01-30 09:00' } };
    expect(filterChips(custom, { body: { created_after: '2025-01-30T17:00:00.000Z' }, zone: LA.zone }).map((chip) => chip.text)).toEqual([
      'since 2025-01-30 09:00 America/Los_Angeles',
    ]);
    // The Recent list keeps presets relative: re-running one counts from the new now.
    expect(filterChips(draft).map((chip) => chip.text)).toContain('Yesterday');
    expect(filterChips(initialDraft)).toEqual([]);
  });
});

describe('the body a draft gives', () => {
  it('is held back, with the limit stated, when it is too deep or too large to send', () => {
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    expect(checkDraft({ ...initialDraft, rawBody: deep }, 500, NOW, UTC)).toEqual({
      ok: false,
      errors: { body: 'The filter body nests deeper than 32 levels, the most the app sends. Flatten the filters.' },
    });
    const huge = { ...initialDraft, filters: { ...emptyFilters, query: 'x'.repeat(50 * 1024 * 1024) } };
    expect(checkDraft(huge, 500, NOW, UTC)).toMatchObject({
      ok: false,
      errors: { body: expect.stringContaining('larger than 32,768 characters as JSON') },
    });
  });
});
