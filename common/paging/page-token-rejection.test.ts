import { describe, expect, it } from 'vitest';
import { ExplorerFailure } from '../errors/failure';
import { ERROR_KINDS } from '../ipc/explorer-error-schema';
import {
  isWalkRestartKind,
  mayBeAboutARequestField,
  mayBeAboutThePageToken,
  onIssuingServer,
  pageTokenForOtherServer,
  restartsTheWalk,
  statusMayBeAboutThePageToken,
  stoppedAtOversizedToken,
} from './page-token-rejection';

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

describe('the error kind that restarts a walk', () => {
  it('is one kind of the contract, and only the refused token', () => {
    expect(ERROR_KINDS.filter(isWalkRestartKind)).toEqual(['page_token_expired']);
    expect(restartsTheWalk({ kind: 'page_token_expired', message: 'x' })).toBe(true);
    expect(restartsTheWalk({ kind: 'invalid_request', status: 410, message: 'x' })).toBe(false);
    expect(restartsTheWalk(null)).toBe(false);
    expect(restartsTheWalk(undefined)).toBe(false);
  });

  it('is told apart from the walk stop of an oversized token, which does not restart', () => {
    const oversized = { kind: 'server', walkStop: 'page_token_too_long', message: 'x' } as const;
    expect(stoppedAtOversizedToken(oversized)).toBe(true);
    expect(restartsTheWalk(oversized)).toBe(false);
    expect(stoppedAtOversizedToken({ kind: 'server', walkStop: 'server_loop', message: 'x' })).toBe(false);
  });
});

describe('a page token for another server', () => {
  const target = { connection: { baseUrl: 'https://new.example', label: 'Acme' } };

  it('is refused as an expired token would be, naming the connection and what to do', () => {
    expect(pageTokenForOtherServer('Acme')).toStrictEqual({
      kind: 'page_token_expired',
      message:
        'The connection "Acme" now points at another server than when this search started, so its page token, issued by the earlier one, ' +
        'is not sent to it. Run the search again to read from the first page of the new server.',
    });
  });

  it('is never sent: a next page asked of a moved connection fails, and the first page or the same server goes ahead', () => {
    const next = { locationId: 'l', pageToken: 't2', pageTokenFrom: 'https://old.example' };
    let thrown: unknown;
    try {
      onIssuingServer(next, target);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ExplorerFailure);
    expect((thrown as ExplorerFailure).error).toStrictEqual(pageTokenForOtherServer('Acme'));
    expect(onIssuingServer({ ...next, pageTokenFrom: 'https://new.example' }, target)).toStrictEqual({ locationId: 'l', pageToken: 't2' });
    expect(onIssuingServer({ locationId: 'l', pageTokenFrom: 'https://old.example' }, target)).toStrictEqual({ locationId: 'l' });
  });
});
