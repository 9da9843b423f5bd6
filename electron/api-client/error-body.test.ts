import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readErrorHints, tidyServerText } from './error-body';
import { createTokenRedactor } from './redact-token';

const keep = (text: string) => text;

describe('readErrorHints', () => {
  it.each([
    [
      'nested error object',
      '{"error":{"code":"INVALID_ARGUMENT","message":"page_size too big","field":"page_size"}}',
      { code: 'INVALID_ARGUMENT', message: 'page_size too big', field: 'page_size' },
    ],
    ['top-level fields', '{"code":"X","message":"m"}', { code: 'X', message: 'm' }],
    ['an errors array', '{"errors":[{"code":"E1","detail":"d","param":"from"}]}', { code: 'E1', message: 'd', field: 'from' }],
    ['OAuth style', '{"error":"invalid_token","error_description":"Token revoked"}', { code: 'invalid_token', message: 'Token revoked' }],
    ['a bare error string', '{"error":"Page token expired"}', { message: 'Page token expired' }],
    [
      'Google style',
      '{"error":{"code":400,"status":"INVALID_ARGUMENT","message":"bad","details":[{"fieldViolations":[{"field":"page_size"}]}]}}',
      { code: 'INVALID_ARGUMENT', message: 'bad', field: 'page_size' },
    ],
    ['plain text', 'page token expired\n', { message: 'page token expired' }],
    ['HTML', '<html><h1>502 Bad Gateway</h1></html>', {}],
    ['an empty body', '', {}],
    ['a JSON array', '[1,2]', {}],
  ])('reads %s', (_name, body, hints) => {
    expect(readErrorHints(body, keep)).toEqual(hints);
  });
});

describe('tidyServerText', () => {
  it('keeps one bounded line', () => {
    expect(tidyServerText('a\r\n\tb\u0000c')).toBe('a b c');
    expect(tidyServerText('x'.repeat(500))).toHaveLength(300);
  });
});

describe('readErrorHints with a redactor', () => {
  it('redacts each decoded string before tidying, so a control character cannot split the token into short pieces', () => {
    const token = `tok_${randomBytes(24).toString('base64url')}`;
    const { redact } = createTokenRedactor(token);
    const body = `{"error":{"message":"sent ${token.slice(0, 9)}\\u0007${token.slice(9)}","code":"${token.slice(0, 14)}\\n${token.slice(14)}"}}`;
    expect(readErrorHints(body, redact)).toEqual({ message: 'sent [redacted]', code: '[redacted]' });
  });
});
