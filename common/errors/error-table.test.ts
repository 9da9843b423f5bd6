import { describe, expect, it } from 'vitest';
import type { ExplorerError } from '../ipc/contract';
import { isRedirect, isRetryableError, kindTitle, pointsAtPageSize, rejectedBodyField, retryReason, statusRule } from './error-table';

const error = (fields: Partial<ExplorerError>): ExplorerError => ({ kind: 'server', message: 'x', ...fields });

describe('the error table', () => {
  it('gives each status its kind and whether main retries it', () => {
    const rows = [301, 307, 400, 401, 403, 404, 408, 410, 413, 422, 429, 500, 502, 503, 504].map((status) => [
      status,
      statusRule(status).kind,
      statusRule(status).retryable,
    ]);
    expect(rows).toEqual([
      [301, 'server', false],
      [307, 'server', false],
      [400, 'invalid_request', false],
      [401, 'unauthorized', false],
      [403, 'unauthorized', false],
      [404, 'not_found', false],
      [408, 'timeout', true],
      [410, 'invalid_request', false],
      [413, 'invalid_request', false],
      [422, 'invalid_request', false],
      [429, 'rate_limited', true],
      [500, 'server', true],
      [502, 'server', true],
      [503, 'server', true],
      [504, 'server', true],
    ]);
  });

  it('calls 3xx, and only 3xx, a redirect', () => {
    expect([299, 300, 308, 399, 400].map(isRedirect)).toEqual([false, true, true, true, false]);
  });

  it('decides retries by the status when there is one, else by the kind', () => {
    expect(isRetryableError(error({ kind: 'server', status: 503 }))).toBe(true);
    expect(isRetryableError(error({ kind: 'server', status: 307 }))).toBe(false);
    expect(isRetryableError(error({ kind: 'page_token_expired', status: 410 }))).toBe(false);
    expect(isRetryableError(error({ kind: 'server' }))).toBe(false);
    expect(isRetryableError(error({ kind: 'timeout' }))).toBe(true);
    expect(isRetryableError(error({ kind: 'network' }))).toBe(true);
    expect(isRetryableError(error({ kind: 'malformed_response' }))).toBe(false);
  });

  it('words the wait before a retry', () => {
    const reasons = [
      error({ status: 503 }),
      error({ kind: 'rate_limited', status: 429 }),
      error({ kind: 'rate_limited' }),
      error({ status: 500 }),
      error({ kind: 'timeout', status: 408 }),
      error({ kind: 'timeout' }),
      error({ kind: 'network' }),
      error({ kind: 'malformed_response' }),
    ].map(retryReason);
    expect(reasons).toEqual([
      'Server busy (503)',
      'Rate limited (429)',
      'Rate limited (429)',
      'Server error (500)',
      'Server error (408)',
      'Timed out',
      'Network problem',
      'Network problem',
    ]);
  });

  it('titles a kind, naming the status of a server error', () => {
    expect(kindTitle(error({ kind: 'unauthorized', status: 403 }))).toBe('Not authorized (401)');
    expect(kindTitle(error({ status: 502 }))).toBe('Server error (502)');
    expect(kindTitle(error({}))).toBe('Server error');
  });

  it('sees the page size when the server names the field or writes it in its message', () => {
    expect(pointsAtPageSize('page_size', undefined)).toBe(true);
    expect(pointsAtPageSize(undefined, 'Page size too large')).toBe(true);
    expect(pointsAtPageSize(undefined, 'page_size must be at most 100')).toBe(true);
    expect(pointsAtPageSize('query', 'query too long')).toBe(false);
    expect(pointsAtPageSize(undefined, undefined)).toBe(false);
    // The demo's answer to an unknown filter lists the fields it knows, page_size among them.
    expect(pointsAtPageSize('phone', 'Unknown field "phone". Known fields: page_size, page_token, query.')).toBe(false);
  });
});

describe('the body field a rejection is about', () => {
  const rejected = (field: string): ExplorerError => ({ kind: 'invalid_request', status: 400, field, message: 'x' });

  it('is a field the user typed, never one the app sets itself', () => {
    expect(rejectedBodyField(rejected('status'))).toBe('status');
    expect(rejectedBodyField(rejected('page_size'))).toBeUndefined();
    expect(rejectedBodyField(rejected('page_token'))).toBeUndefined();
  });
});
