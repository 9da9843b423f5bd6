import { describe, expect, it } from 'vitest';
import { emptyFilters, filtersToBody, startOfLocalDay } from './filters';
import { parsePageSize } from './page-size';
import { parseRawBody } from './raw-body';
import { checkDraft } from './search-request';

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
  it('accepts whole numbers from 0 to the maximum', () => {
    expect(parsePageSize('0', 50)).toEqual({ ok: true, value: 0 });
    expect(parsePageSize(' 50 ', 50)).toEqual({ ok: true, value: 50 });
  });

  it('rejects anything else', () => {
    for (const text of ['', '-1', '1.5', 'abc', '1e3', '51']) expect(parsePageSize(text, 50).ok).toBe(false);
  });
});

describe('search draft', () => {
  it('merges the raw body over the form fields', () => {
    const check = checkDraft(
      { filters: { ...emptyFilters, query: ' refund ', status: 'FAILED', phoneNumber: '+1 (415) 555-0123' }, rawBody: '{"status": "SENT", "tag": "x"}', pageSize: '25' },
      100,
    );
    expect(check).toEqual({ ok: true, search: { body: { query: 'refund', status: 'SENT', phone_number: '+14155550123', tag: 'x' }, pageSize: 25 } });
  });

  it('reports both problems at once', () => {
    expect(checkDraft({ filters: emptyFilters, rawBody: '[', pageSize: 'x' }, 100)).toMatchObject({
      ok: false,
      rawBodyError: expect.any(String),
      pageSizeError: expect.any(String),
    });
  });

  it('turns the date range into RFC 3339 bounds covering whole local days', () => {
    const body = filtersToBody({ ...emptyFilters, createdFrom: '2024-03-01', createdTo: '2024-03-01' });
    expect(body.created_after).toBe(new Date(2024, 2, 1).toISOString());
    expect(body.created_before).toBe(new Date(2024, 2, 2).toISOString());
    expect(startOfLocalDay('not a date', 0)).toBeNull();
  });
});
