import { describe, expect, it } from 'vitest';
import { mayBeAboutARequestField, mayBeAboutThePageToken, statusMayBeAboutThePageToken } from './page-token-rejection';

describe('a rejection that may be about the page token', () => {
  it('is a 4xx the error table does not blame on the API token, time or rate', () => {
    const statuses = [307, 400, 401, 403, 404, 408, 410, 422, 429, 500];
    expect(statuses.filter(statusMayBeAboutThePageToken)).toEqual([400, 404, 410, 422]);
  });

  it('is any expired page token, whatever its status', () => {
    expect(mayBeAboutThePageToken({ kind: 'page_token_expired', message: 'x' })).toBe(true);
    expect(mayBeAboutThePageToken({ kind: 'invalid_request', message: 'x' })).toBe(false);
    expect(mayBeAboutThePageToken({ kind: 'invalid_request', status: 400, message: 'x' })).toBe(true);
  });
});

describe('a rejection that may be about a field the request sent (page_size)', () => {
  it('is a 4xx the error table does not blame on the API token, time or rate, whatever the server said', () => {
    expect(mayBeAboutARequestField({ kind: 'invalid_request', status: 400, message: 'Bad Request' })).toBe(true);
    expect(mayBeAboutARequestField({ kind: 'invalid_request', status: 422, message: 'too many' })).toBe(true);
    expect(mayBeAboutARequestField({ kind: 'unauthorized', status: 401, message: 'page_size' })).toBe(false);
    expect(mayBeAboutARequestField({ kind: 'rate_limited', status: 429, message: 'x' })).toBe(false);
    expect(mayBeAboutARequestField({ kind: 'server', status: 500, message: 'page_size' })).toBe(false);
    expect(mayBeAboutARequestField({ kind: 'network', message: 'x' })).toBe(false);
  });
});
