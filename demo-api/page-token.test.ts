import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import type { Cursor, TokenBinding } from './page-token';
import { PageTokenCodec } from './page-token';
import { fakeToken } from './test/support';

const binding: TokenBinding = { apiToken: fakeToken(), locationId: 'loc-1', filtersKey: '{"status":"SENT"}', pageSize: 25 };
const cursor: Cursor = { direction: 'backward', position: 123_456, hops: 1 };

function codeOf(action: () => unknown): string {
  try {
    action();
  } catch (error) {
    if (error instanceof ApiError) return `${error.status} ${error.code} ${error.field}`;
    throw error;
  }
  return 'accepted';
}

describe('PageTokenCodec', () => {
  const codec = new PageTokenCodec(randomBytes(32), 60_000);

  it('round-trips a cursor in an opaque, URL-safe token', () => {
    const token = codec.encode(cursor, binding);
    expect(token).toMatch(/^[A-Za-z0-9_-]{84}$/);
    expect(token).not.toContain(binding.apiToken.slice(5, 15));
    expect(codec.decode(token, binding)).toEqual(cursor);
  });

  it('rejects a token with any single character changed', () => {
    const token = codec.encode(cursor, binding);
    for (let index = 0; index < token.length; index++) {
      const replacement = token[index] === 'A' ? 'B' : 'A';
      const tampered = `${token.slice(0, index)}${replacement}${token.slice(index + 1)}`;
      expect(codeOf(() => codec.decode(tampered, binding))).toBe('400 INVALID_PAGE_TOKEN page_token');
    }
  });

  it('rejects garbage, truncated and foreign tokens', () => {
    const token = codec.encode(cursor, binding);
    const foreign = new PageTokenCodec(randomBytes(32), 60_000).encode(cursor, binding);
    for (const bad of ['x', 'not a token', token.slice(0, -1), `${token}A`, `${token}==`, foreign, 'A'.repeat(5000)]) {
      expect(codeOf(() => codec.decode(bad, binding))).toBe('400 INVALID_PAGE_TOKEN page_token');
    }
  });

  it.each([
    ['API token', { apiToken: fakeToken() }],
    ['location', { locationId: 'loc-2' }],
    ['filters', { filtersKey: '{}' }],
    ['page size', { pageSize: 26 }],
  ])('refuses a token reused with another %s', (_, change) => {
    const token = codec.encode(cursor, binding);
    expect(codeOf(() => codec.decode(token, { ...binding, ...change }))).toBe('400 PAGE_TOKEN_MISMATCH page_token');
  });

  it('expires after its lifetime', () => {
    let now = 1_700_000_000_000;
    const clocked = new PageTokenCodec(randomBytes(32), 300, () => now);
    const token = clocked.encode(cursor, binding);
    now += 300;
    expect(clocked.decode(token, binding)).toEqual(cursor);
    now += 1;
    expect(codeOf(() => clocked.decode(token, binding))).toBe('400 PAGE_TOKEN_EXPIRED page_token');
  });
});
