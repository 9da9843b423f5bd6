// The fault matrix: every way the server or the network misbehaves, over real loopback HTTP (the
// demo API's queued faults, and tiny servers for what the demo does not do), with what the client
// returns, how many attempts and waits it took, what the UI shows and what the UI does next.
// The last two come from the app's own words (common/errors/error-table.ts and the renderer's
// describe-error.ts), so the table cannot drift from what the app does. It runs the app's real
// retry policy and body limit (only the waits are recorded instead of slept). Cases with more to
// check than a row holds stay in client-*.test.ts: the 401 message in full, one-off recoveries
// of 500/reset, cancellation, limits set per test.
import { randomUUID } from 'node:crypto';
import { setTimeout as wait } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import type { ErrorKind, ExplorerError, SearchPage } from '../../common/ipc/contract';
import { matchingMessages } from '../../demo-api/messages';
import type { DemoApiConfigInput, FaultKind } from '../../demo-api/server';
import { ExplorerFailure } from '../../common/errors/failure';
import { retryReason } from '../../common/errors/error-table';
import { describeError } from '../../renderer/features/errors/describe-error';
import type { RetryNoticeDetails, SearchRequest } from './client';
import { LOCATION_ID, OTHER_LOCATION_ID, recordingClient, startTestDemo } from '../test/api-demo';
import type { ScriptedServer } from '../test/api-servers';
import { sendText, startScriptedServer } from '../test/api-servers';

/** The UI's next step, in the words of the table. */
type NextStep =
  | 'show the rows'
  | 'status bar countdown, then the rows'
  | 'countdown then resume'
  | 'Retry button'
  | 're-enter token / pick location'
  | 'restart from page one with notice'
  | 'Change page size button'
  | 'change the base URL (Manage connection)';

type Outcome = { page: SearchPage; notices: RetryNoticeDetails[] } | { error: ExplorerError; notices: RetryNoticeDetails[] };

/**
 * What the renderer does with an outcome:
 * - a page after retries: RetryIndicator counts down each wait in the status bar (retryReason);
 * - page_token_expired: main's probe (electron/api-client/all-pages.ts) answers with the first page, and the
 *   session's walk restarts with a notice (describeError's actions only after 3 restarts in a row);
 * - rate_limited, or a 5xx, with retryAfterMs: ErrorPanel counts down and retries by itself;
 * - otherwise describeError's first actions: Re-enter token / Pick another location, Change page size,
 *   Open connection settings, Retry.
 */
function nextStepOf(outcome: Outcome): NextStep {
  if ('page' in outcome) return outcome.notices.length > 0 ? 'status bar countdown, then the rows' : 'show the rows';
  const { error } = outcome;
  if (error.kind === 'page_token_expired') return 'restart from page one with notice';
  if ((error.kind === 'rate_limited' || error.kind === 'server') && error.retryAfterMs !== undefined) return 'countdown then resume';
  const { actions } = describeError(error);
  if (actions.includes('reenter-token') && actions.includes('pick-location')) return 're-enter token / pick location';
  if (actions[0] === 'change-page-size') return 'Change page size button';
  if (actions[0] === 'connection-settings') return 'change the base URL (Manage connection)';
  if (actions.includes('retry')) return 'Retry button';
  throw new Error(`No next step known for the actions ${actions.join(', ')}`);
}

/** The error panel's title, or the status bar's reason while a retry waits. */
function shownOf(outcome: Outcome): string {
  if ('error' in outcome) return describeError(outcome.error).title;
  const [first] = outcome.notices;
  return first ? retryReason(first.error) : '';
}

const RETRY_AFTER_SECONDS = 30;
const BACKOFF = [250, 500, 1000];
const APP_MAX_ATTEMPTS = 4;

interface Row {
  fault: string;
  /** How the fault is produced. */
  source:
    | { demo: FaultKind[]; config?: DemoApiConfigInput; params?: Partial<SearchRequest> }
    | { expiredPageToken: true }
    | { redirectToOtherHost: 301 | 308 };
  returns: { page: true } | { kind: ErrorKind; status?: number; code?: string; field?: string; retryAfterMs?: number; says?: RegExp };
  retried: boolean;
  attempts: number;
  /** The backoff waits, in ms; 'http-date' is about RETRY_AFTER_SECONDS (the date has whole seconds). */
  waits: number[] | 'http-date';
  shows: string;
  nextStep: NextStep;
}

const persistent = (fault: FaultKind): FaultKind[] => Array.from({ length: APP_MAX_ATTEMPTS }, () => fault);

const matrix: Row[] = [
  {
    fault: '401: token invalid',
    source: { demo: [], params: { token: 'test-not-a-real-token' } },
    returns: { kind: 'unauthorized', status: 401, code: 'UNAUTHENTICATED', says: /re-enter the token/ },
    retried: false,
    attempts: 1,
    waits: [],
    shows: 'Not authorized (401)',
    nextStep: 're-enter token / pick location',
  },
  {
    fault: '401: location not accessible',
    source: { demo: [], params: { locationId: OTHER_LOCATION_ID, locationName: undefined } },
    returns: {
      kind: 'unauthorized',
      status: 401,
      code: 'LOCATION_NOT_ACCESSIBLE',
      says: new RegExp(`location ${OTHER_LOCATION_ID} .*pick another location`),
    },
    retried: false,
    attempts: 1,
    waits: [],
    shows: 'Not authorized (401)',
    nextStep: 're-enter token / pick location',
  },
  {
    fault: "400 with the server's message",
    source: { demo: [], params: { pageSize: 501 } },
    returns: {
      kind: 'invalid_request',
      status: 400,
      code: 'INVALID_ARGUMENT',
      field: 'page_size',
      says: /: page_size must be an integer from 0 to 500.*\(field: page_size\)/,
    },
    retried: false,
    attempts: 1,
    waits: [],
    shows: 'The page size was rejected',
    nextStep: 'Change page size button',
  },
  {
    fault: 'expired page token',
    source: { expiredPageToken: true },
    returns: {
      kind: 'page_token_expired',
      status: 400,
      code: 'PAGE_TOKEN_EXPIRED',
      field: 'page_token',
      says: /loaded again from the first page/,
    },
    retried: false,
    attempts: 1,
    waits: [],
    shows: 'The page token was rejected again',
    nextStep: 'restart from page one with notice',
  },
  {
    fault: '429, Retry-After in seconds',
    source: { demo: ['429'] },
    returns: { page: true },
    retried: true,
    attempts: 2,
    waits: [RETRY_AFTER_SECONDS * 1000],
    shows: 'Rate limited (429)',
    nextStep: 'status bar countdown, then the rows',
  },
  {
    fault: '429, Retry-After as an HTTP date',
    source: { demo: ['429-date'] },
    returns: { page: true },
    retried: true,
    attempts: 2,
    waits: 'http-date',
    shows: 'Rate limited (429)',
    nextStep: 'status bar countdown, then the rows',
  },
  {
    fault: '429, Retry-After longer than the app waits by itself',
    source: { demo: ['429'], config: { faults: { retryAfterSeconds: 120 } } },
    returns: { kind: 'rate_limited', status: 429, code: 'RESOURCE_EXHAUSTED', retryAfterMs: 120_000, says: /wait 120 s/ },
    retried: false,
    attempts: 1,
    waits: [],
    shows: 'Rate limited (429)',
    nextStep: 'countdown then resume',
  },
  {
    fault: '429 without Retry-After, every time',
    source: { demo: persistent('429-bare') },
    returns: { kind: 'rate_limited', status: 429, says: /Wait a little before trying again/ },
    retried: true,
    attempts: 4,
    waits: BACKOFF,
    shows: 'Rate limited (429)',
    nextStep: 'Retry button',
  },
  {
    fault: '500, every time',
    source: { demo: persistent('500') },
    returns: {
      kind: 'server',
      status: 500,
      code: 'INTERNAL',
      says: /The server said: "The server hit an internal error. Try again later."/,
    },
    retried: true,
    attempts: 4,
    waits: BACKOFF,
    shows: 'Server error (500)',
    nextStep: 'Retry button',
  },
  {
    fault: '503 with Retry-After, once',
    source: { demo: ['503'] },
    returns: { page: true },
    retried: true,
    attempts: 2,
    waits: [RETRY_AFTER_SECONDS * 1000],
    shows: 'Server busy (503)',
    nextStep: 'status bar countdown, then the rows',
  },
  {
    fault: 'connection reset mid-body, every time',
    source: { demo: persistent('reset') },
    returns: {
      kind: 'network',
      says: /Could not talk to .*: the connection (was closed unexpectedly|was reset|failed or was interrupted)/,
    },
    retried: true,
    attempts: 4,
    waits: BACKOFF,
    shows: 'Cannot reach the server',
    nextStep: 'Retry button',
  },
  {
    fault: 'timeout, every time',
    source: { demo: persistent('slow'), config: { slowMs: 2000 }, params: { timeoutMs: 150 } },
    returns: { kind: 'timeout', says: /did not answer within 0.15 s/ },
    retried: true,
    attempts: 4,
    waits: BACKOFF,
    shows: 'The server did not answer in time',
    nextStep: 'Retry button',
  },
  {
    fault: 'truncated JSON, every time',
    source: { demo: persistent('malformed') },
    returns: { kind: 'malformed_response', says: /not valid JSON/ },
    retried: true,
    attempts: 4,
    waits: BACKOFF,
    shows: 'Unexpected response from the server',
    nextStep: 'Retry button',
  },
  {
    fault: 'JSON of the wrong shape',
    source: { demo: ['wrong-shape'] },
    returns: { kind: 'malformed_response', says: /no list of results \(expected "smsMessages"; members: "status", "count"\)/ },
    retried: false,
    attempts: 1,
    waits: [],
    shows: 'Unexpected response from the server',
    nextStep: 'Retry button',
  },
  {
    fault: 'a 20 MB body (the app takes 10 MB)',
    source: { demo: ['huge-body'] },
    returns: { kind: 'malformed_response', says: /too large \(more than the 10 MB the app accepts/ },
    retried: false,
    attempts: 1,
    waits: [],
    shows: 'Unexpected response from the server',
    nextStep: 'Retry button',
  },
  {
    fault: 'an empty 200 body',
    source: { demo: ['empty-200'] },
    returns: { kind: 'malformed_response', says: /empty body/ },
    retried: false,
    attempts: 1,
    waits: [],
    shows: 'Unexpected response from the server',
    nextStep: 'Retry button',
  },
  {
    fault: 'a wrong content type',
    source: { demo: ['wrong-content-type'] },
    returns: { kind: 'malformed_response', says: /text\/html; charset=utf-8 instead of JSON \(it starts with "<!doctype html>/ },
    retried: false,
    attempts: 1,
    waits: [],
    shows: 'Unexpected response from the server',
    nextStep: 'Retry button',
  },
  {
    fault: 'a 307 redirect to another host name (the demo, as localhost)',
    source: { demo: ['redirect'] },
    returns: {
      kind: 'server',
      status: 307,
      says: /redirected the search to http:\/\/localhost:\d+ \(HTTP 307\)\. .*the token was not sent there/,
    },
    retried: false,
    attempts: 1,
    waits: [],
    shows: 'The server redirected the request (307)',
    nextStep: 'change the base URL (Manage connection)',
  },
  {
    fault: 'a 308 redirect to another host',
    source: { redirectToOtherHost: 308 },
    returns: { kind: 'server', status: 308, says: /redirected the search to http:\/\/localhost:\d+ \(HTTP 308\)\. .*change the base URL/ },
    retried: false,
    attempts: 1,
    waits: [],
    shows: 'The server redirected the request (308)',
    nextStep: 'change the base URL (Manage connection)',
  },
  {
    fault: 'a 301 redirect to another host',
    source: { redirectToOtherHost: 301 },
    returns: { kind: 'server', status: 301, says: /redirected the search to http:\/\/localhost:\d+ \(HTTP 301\)/ },
    retried: false,
    attempts: 1,
    waits: [],
    shows: 'The server redirected the request (301)',
    nextStep: 'change the base URL (Manage connection)',
  },
];

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

interface Arranged {
  params: SearchRequest;
  /** Search requests the API received so far: one per attempt. */
  received(): number;
  /** The ids of the first page, for rows that end with the page. */
  firstPage?: string[];
  /** Checks that belong to the source (what another host received...). */
  verify?: (error: ExplorerError | undefined) => Promise<void>;
}

async function arrange(row: Row): Promise<Arranged> {
  const { source } = row;
  if ('redirectToOtherHost' in source) return redirectToOtherHost(source.redirectToOtherHost);
  const expiring = 'expiredPageToken' in source;
  const config = expiring ? { pageTokenTtlSeconds: 0.05 } : source.config;
  const demo = await startTestDemo({ ...config, faults: { retryAfterSeconds: RETRY_AFTER_SECONDS, ...config?.faults } });
  cleanups.push(() => demo.api.close());
  const firstPage = [...matchingMessages(demo.api.config, LOCATION_ID)].slice(0, 20).map((message) => message.id);
  if (expiring) {
    const first = await recordingClient().client.searchMessages(demo.params());
    await wait(120);
    const before = demo.searches().length;
    return { params: demo.params({ pageToken: first.nextPageToken ?? '' }), received: () => demo.searches().length - before };
  }
  demo.api.queueFaults(...source.demo);
  return {
    params: demo.params(source.params),
    received: () => demo.searches().length,
    firstPage,
    // The demo redirects to itself under the name localhost: every request it logged came to 127.0.0.1.
    verify: async () => {
      expect(demo.searches().map((request) => request.headers.host)).toEqual(demo.searches().map(() => `127.0.0.1:${demo.api.port}`));
    },
  };
}

/**
 * The API answers with a redirect to a server on another host name (localhost, while the API is
 * 127.0.0.1). That server records every request it gets, so the test checks that no request, let
 * alone an Authorization header, reached it, and that its address does work.
 */
async function redirectToOtherHost(status: number): Promise<Arranged> {
  const servers: ScriptedServer[] = [];
  cleanups.push(async () => {
    await Promise.all(servers.map((server) => server.close()));
  });
  const other = await startScriptedServer((_request, response) => sendText(response, 200, 'application/json', '{"smsMessages":[]}'));
  servers.push(other);
  const target = `http://localhost:${new URL(other.origin).port}/steal?session=1`;
  const api = await startScriptedServer((_request, response) => sendText(response, status, 'text/plain', '', { Location: target }));
  servers.push(api);
  const params: SearchRequest = {
    baseUrl: api.baseUrl,
    token: `test-${randomUUID()}`,
    locationId: 'loc-1',
    body: {},
    pageSize: 10,
    timeoutMs: 5000,
    connectionId: 'conn-1',
    connectionLabel: 'Redirecting API',
  };
  return {
    params,
    received: () => api.requests.length,
    verify: async (error) => {
      expect(api.requests.map((request) => request.headers.authorization)).toEqual([`Bearer ${params.token}`]);
      expect(other.requests).toEqual([]);
      expect(error?.message).not.toContain('steal');
      // The target is reachable, and what it receives is recorded: still no token there.
      await fetch(target, { method: 'POST', body: '{}' });
      expect(other.requests.map((request) => request.headers.authorization)).toEqual([undefined]);
      expect(JSON.stringify(other.requests)).not.toContain(params.token);
    },
  };
}

async function run(params: SearchRequest): Promise<{ outcome: Outcome; waits: number[] }> {
  const notices: RetryNoticeDetails[] = [];
  const { client, delays } = recordingClient();
  try {
    const page = await client.searchMessages({ ...params, onRetry: (notice) => notices.push(notice) });
    return { outcome: { page, notices }, waits: delays };
  } catch (error) {
    if (!(error instanceof ExplorerFailure)) throw error;
    return { outcome: { error: error.error, notices }, waits: delays };
  }
}

describe('fault matrix', () => {
  it('covers every fault of the hardening list', () => {
    const faults = matrix.map((row) => row.fault).join('\n');
    for (const fault of [
      /^401/m,
      /^400 with the server's message/m,
      /^expired page token/m,
      /^429, Retry-After in seconds/m,
      /^429, Retry-After as an HTTP date/m,
      /^429 without Retry-After/m,
      /^500/m,
      /^503/m,
      /^connection reset mid-body/m,
      /^timeout/m,
      /^truncated JSON/m,
      /^JSON of the wrong shape/m,
      /^a 20 MB body/m,
      /^an empty 200 body/m,
      /^a wrong content type/m,
      /redirect to another host$/m,
    ]) {
      expect(faults).toMatch(fault);
    }
  });

  it.each(matrix)(
    '$fault → $nextStep',
    async (row) => {
      const { params, received, firstPage, verify } = await arrange(row);
      const { outcome, waits } = await run(params);
      expect(received()).toBe(row.attempts);

      if ('page' in row.returns) {
        if ('error' in outcome) throw new Error(`Expected a page, got ${outcome.error.kind}: ${outcome.error.message}`);
        expect(outcome.page.attempts).toBe(row.attempts);
        expect(outcome.page.items.map((item) => item.id)).toEqual(firstPage);
      } else {
        if ('page' in outcome) throw new Error(`Expected ${row.returns.kind}, got a page after ${outcome.page.attempts} attempt(s)`);
        const { error } = outcome;
        expect(error).toMatchObject({
          kind: row.returns.kind,
          attempts: row.attempts,
          ...(row.returns.status !== undefined && { status: row.returns.status }),
          ...(row.returns.code !== undefined && { code: row.returns.code }),
          ...(row.returns.field !== undefined && { field: row.returns.field }),
          connectionId: 'conn-1',
          locationId: params.locationId,
        });
        expect(error.retryAfterMs).toBe(row.returns.retryAfterMs);
        if (row.returns.says) expect(error.message).toMatch(row.returns.says);
        expect(JSON.stringify(error)).not.toContain(params.token);
      }

      expect(waits.length > 0).toBe(row.retried);
      if (row.waits === 'http-date') {
        expect(waits).toHaveLength(1);
        expect(Math.abs((waits[0] ?? 0) - RETRY_AFTER_SECONDS * 1000)).toBeLessThanOrEqual(1000);
      } else {
        expect(waits).toEqual(row.waits);
      }
      expect(outcome.notices.map(({ attempt, delayMs, error }) => [attempt, delayMs, error.attempts, error.connectionId])).toEqual(
        waits.map((delayMs, index) => [index + 1, delayMs, index + 1, 'conn-1']),
      );
      expect(shownOf(outcome)).toBe(row.shows);
      expect(nextStepOf(outcome)).toBe(row.nextStep);
      await verify?.('error' in outcome ? outcome.error : undefined);
    },
    30_000,
  );
});
