import { describe, expect, it } from 'vitest';
import { filterChips } from './filter-chips';
import { emptyFilters, filtersToBody, localDateTimeToIso, localZoneLabel, rangeProblem } from './filters';
import { parsePageSize } from './page-size';
import { parseRawBody } from './raw-body';
import { checkDraft, draftFromData, initialDraft } from './search-draft';

const NOW = new Date(Date.UTC(2025, 0, 31, 12, 0, 0));

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
      { filters: { ...emptyFilters, query: ' refund ', status: 'FAILED', phoneNumber: '+1 (415) 555-0123' }, rawBody: '{"status": "SENT", "tag": "x"}', pageSize: '25' },
      100,
      NOW,
    );
    expect(check).toEqual({ ok: true, search: { body: { query: 'refund', status: 'SENT', phone_number: '+14155550123', tag: 'x' }, pageSize: 25 } });
  });

  it('reports both problems at once', () => {
    expect(checkDraft({ filters: emptyFilters, rawBody: '[', pageSize: 'x' }, 100, NOW)).toMatchObject({
      ok: false,
      rawBodyError: expect.any(String),
      pageSizeError: expect.any(String),
    });
  });

  it('turns a preset into a start counted back from when the search runs, with no end', () => {
    const day = checkDraft({ ...initialDraft, filters: { ...emptyFilters, range: '24h' } }, 100, NOW);
    expect(day).toEqual({ ok: true, search: { body: { created_after: '2025-01-30T12:00:00.000Z' }, pageSize: 0 } });
    const later = checkDraft({ ...initialDraft, filters: { ...emptyFilters, range: '24h' } }, 100, new Date(NOW.getTime() + 3_600_000));
    expect(later).toMatchObject({ search: { body: { created_after: '2025-01-30T13:00:00.000Z' } } });
    expect(filtersToBody({ ...emptyFilters, range: '1h' }, NOW)).toEqual({ created_after: '2025-01-31T11:00:00.000Z' });
    expect(filtersToBody({ ...emptyFilters, range: '7d' }, NOW)).toEqual({ created_after: '2025-01-24T12:00:00.000Z' });
    expect(filtersToBody({ ...emptyFilters, range: '30d' }, NOW)).toEqual({ created_after: '2025-01-01T12:00:00.000Z' });
  });

  it('sends a custom range as local times: From included (created_after), Until excluded (created_before)', () => {
    const filters = { ...emptyFilters, range: 'custom' as const, createdFrom: '2024-03-01T09:30', createdTo: '2024-03-02T00:00' };
    expect(filtersToBody(filters, NOW)).toEqual({
      created_after: new Date(2024, 2, 1, 9, 30).toISOString(),
      created_before: new Date(2024, 2, 2, 0, 0).toISOString(),
    });
    // The custom times are ignored unless the range is custom.
    expect(filtersToBody({ ...filters, range: '' }, NOW)).toEqual({});
    expect(localDateTimeToIso('2024-03-01')).toBeNull();
    expect(localZoneLabel(NOW)).toMatch(/^UTC[+−]\d\d:\d\d/);
  });

  it('refuses a custom range whose end is not after its start, before sending', () => {
    const filters = { ...emptyFilters, range: 'custom' as const, createdFrom: '2024-03-02T00:00', createdTo: '2024-03-02T00:00' };
    expect(rangeProblem(filters)).toMatch(/later than/);
    expect(checkDraft({ ...initialDraft, filters }, 100, NOW)).toMatchObject({ ok: false, rangeError: expect.stringMatching(/later than/) });
    expect(rangeProblem({ ...filters, createdTo: '2024-03-02T00:01' })).toBeNull();
    expect(rangeProblem({ ...filters, createdTo: '' })).toBeNull();
  });

  it('reads a stored draft back, turning values it does not know into "any"', () => {
    const stored = { filters: { ...emptyFilters, direction: 'SIDEWAYS', status: 'FAILED', range: 'fortnight' }, rawBody: '', pageSize: '' };
    expect(draftFromData(stored).filters).toMatchObject({ direction: '', status: 'FAILED', range: '' });
  });

  it('shows each narrowing filter as a chip', () => {
    const draft = { ...initialDraft, pageSize: '100', filters: { ...emptyFilters, query: 'refund', status: 'FAILED' as const, phoneNumber: '+1 415 555 0123', range: '24h' as const } };
    expect(filterChips(draft).map((chip) => chip.text)).toEqual(['“refund”', 'Failed', 'With +14155550123', 'Last 24 hours', '100 per page']);
    expect(filterChips(initialDraft)).toEqual([]);
  });
});

describe('the body a draft gives', () => {
  it('is held back, with the limit stated, when it is too deep or too large to send', () => {
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    expect(checkDraft({ ...initialDraft, rawBody: deep }, 500, NOW)).toEqual({
      ok: false,
      bodyError: 'The filter body nests deeper than 32 levels, the most the app sends. Flatten the filters.',
    });
    const huge = { ...initialDraft, filters: { ...emptyFilters, query: 'x'.repeat(50 * 1024 * 1024) } };
    expect(checkDraft(huge, 500, NOW)).toMatchObject({ ok: false, bodyError: expect.stringContaining('larger than 32,768 characters as JSON') });
  });
});
