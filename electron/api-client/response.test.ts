import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTokenRedactor } from './redact-token';
import { parseSearchResponse, TransientBodyFailure } from './response';
import { failureOf } from '../test/failure-of';

const JSON_TYPE = 'application/json; charset=utf-8';
const keep = (text: string) => text;

describe('parseSearchResponse', () => {
  it('prefers smsMessages and maps absent, null and empty tokens to null', () => {
    const page = parseSearchResponse(
      JSON_TYPE,
      JSON.stringify({ smsMessages: [{ id: 1 }], other: [], next_page_token: 'abc-_', previous_page_token: '' }),
      keep,
    );
    expect(page).toEqual({ items: [{ id: 1 }], listMember: 'smsMessages', nextPageToken: 'abc-_', previousPageToken: null });
    expect(parseSearchResponse(JSON_TYPE, '{"smsMessages":[],"next_page_token":null}', keep).nextPageToken).toBeNull();
  });

  it('falls back to the single array member and reports its name', () => {
    const page = parseSearchResponse('application/problem+json', '{"messages":[{"a":1}],"count":1}', keep);
    expect(page.listMember).toBe('messages');
    expect(page.items).toEqual([{ a: 1 }]);
  });

  it('scrubs every decoded string, key and page token, which escapes hid from the raw text', () => {
    const token = `tok/${randomBytes(24).toString('base64')}`;
    const escaped = [...token].map((char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
    const slashed = token.replace(/\//g, '\\/');
    const text = `{"smsMessages":[{"id":"${escaped}","seen:${slashed}":1,"deep":[{"x":"a ${slashed}"}]}],"next_page_token":"n.${escaped}","previous_page_token":"p.${slashed}"}`;
    const page = parseSearchResponse(JSON_TYPE, text, createTokenRedactor(token).redact);
    expect(page).toEqual({
      items: [{ id: '[redacted]', 'seen:[redacted]': 1, deep: [{ x: 'a [redacted]' }] }],
      listMember: 'smsMessages',
      nextPageToken: 'n.[redacted]',
      previousPageToken: 'p.[redacted]',
    });
  });

  it('accepts a missing Content-Type when the body is JSON', () => {
    expect(parseSearchResponse(null, '{"smsMessages":[]}', keep).items).toEqual([]);
  });

  it.each([
    ['no list', '{"count":3}', /no list of results.*"count"/],
    ['several lists', '{"a":[],"b":[]}', /several lists \("a", "b"\)/],
    ['an array body', '[]', /JSON an array, not an object/],
    ['a scalar item', '{"smsMessages":[{"id":1},"x"]}', /Result 2 of "smsMessages" is a string/],
    ['a null item', '{"smsMessages":[null]}', /Result 1 of "smsMessages" is null/],
    ['a numeric token', '{"smsMessages":[],"next_page_token":5}', /next_page_token is a number/],
    ['an object previous token', '{"smsMessages":[],"previous_page_token":{}}', /previous_page_token is an object/],
    ['an empty body', '  ', /empty body/],
  ])('rejects %s as malformed', (_name, body, message) => {
    const failure = failureOf(() => parseSearchResponse(JSON_TYPE, body, keep));
    expect(failure.error.kind).toBe('malformed_response');
    expect(failure.error.message).toMatch(message);
    expect(failure).not.toBeInstanceOf(TransientBodyFailure);
  });

  it('names a non-JSON content type and shows the start of the body', () => {
    const failure = failureOf(() => parseSearchResponse('text/html', '<html><body>Login</body></html>', keep));
    expect(failure.error.kind).toBe('malformed_response');
    expect(failure.error.message).toContain('text/html');
    expect(failure.error.message).toContain('<html><body>Login');
  });

  it('marks a body that is not valid JSON as transient', () => {
    const failure = failureOf(() => parseSearchResponse(JSON_TYPE, '{"smsMessages":[{"id":1},', keep));
    expect(failure).toBeInstanceOf(TransientBodyFailure);
    expect(failure.error.kind).toBe('malformed_response');
    expect(failure.error.message).toMatch(/not valid JSON/);
  });
});
