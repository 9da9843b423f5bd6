import type { ExplorerError, SearchPage } from '../../common/ipc/contract';
import { ExplorerFailure } from '../../common/errors/failure';
import { runAttempt } from './attempt';
import type { RequestContext } from './http-errors';
import { cancelledError } from './http-errors';
import type { PageReader } from './page-reader';
import type { TokenRedactor } from './redact-token';
import { createRedactorCache } from './redactor-cache';
import type { RequestGate } from './request-gate';
import type { RetryPolicy } from './retry';
import { DEFAULT_RETRY_POLICY, retryDelay } from './retry';
import { searchUrl } from './search-endpoint';
import { sleep as realSleep } from './sleep';

export const DEFAULT_MAX_BODY_BYTES = 10 * 1024 * 1024;

export interface ApiClientDeps {
  /** Electron's net.fetch in the app, the global fetch in tests. */
  fetch: typeof fetch;
  userAgent: string;
  retry?: Partial<RetryPolicy>;
  /** Jitter source, in [0, 1). */
  random?: () => number;
  /** Backoff wait; must reject when the signal aborts. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Epoch milliseconds, for Retry-After dates and receivedAt. */
  now?: () => number;
  /** Largest successful response body accepted. */
  maxBodyBytes?: number;
}

export interface RetryNoticeDetails {
  /** The 1-based number of the attempt that just failed. */
  attempt: number;
  delayMs: number;
  error: ExplorerError;
  /** Across locations: the search that waits (its location, and its listed number), so the strip can name it. */
  locationId?: string;
  number?: string;
}

/** One search call to the API (one page; its attempts and retries): where, with which token, and what. */
/** A walk's request: the client adds each page's token (and the walk reports retries its own way). */
export type WalkRequest = Omit<SearchRequest, 'pageToken' | 'onRetry'>;

export interface SearchRequest {
  baseUrl: string;
  token: string;
  locationId: string;
  /** The filters; page_size and page_token are added by the client. */
  body: Record<string, unknown>;
  pageSize: number;
  /** Exactly as the server returned it. */
  pageToken?: string;
  /** Per attempt, the body download included. */
  timeoutMs: number;
  connectionId: string;
  connectionLabel: string;
  locationName?: string;
  signal?: AbortSignal;
  /** Called before each backoff wait, so the UI can say "retrying in N s". */
  onRetry?: (notice: RetryNoticeDetails) => void;
  /** Shared with the other locations searched at once: their slots, and this location's backoff (request-gate.ts). */
  gate?: RequestGate;
  /** A longer Retry-After is not waited out here but reported (rate_limited), so the caller can go on with other work. */
  maxRetryAfterMs?: number;
  /** How a successful body becomes a page; unless said, every string in it is scrubbed (page-reader.ts). */
  readPage?: PageReader;
}

/** What a request sends, the API token aside: all "copy as cURL" shows. */
export type SentRequest = Pick<SearchRequest, 'baseUrl' | 'locationId' | 'body' | 'pageSize' | 'pageToken'>;

/**
 * The JSON body: the filters plus the pagination fields, which always win over same-named
 * filters. page_size is always sent (0 asks for the server's default); the page token is passed
 * through exactly as the server gave it.
 */
export function searchBody({
  body: filters,
  pageSize,
  pageToken,
}: Pick<SentRequest, 'body' | 'pageSize' | 'pageToken'>): Record<string, unknown> {
  const body: Record<string, unknown> = { ...filters, page_size: pageSize };
  if (pageToken !== undefined) body.page_token = pageToken;
  return body;
}

export interface ApiClient {
  searchMessages(params: SearchRequest): Promise<SearchPage>;
}

/**
 * The search client of the main process: one POST per attempt, retried per retry.ts, every
 * failure thrown as an ExplorerFailure that names the connection and location, counts the
 * attempts, and never contains the token.
 */
export function createApiClient(deps: ApiClientDeps): ApiClient {
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...deps.retry };
  const random = deps.random ?? Math.random;
  const sleep = deps.sleep ?? realSleep;
  const now = deps.now ?? Date.now;
  const attemptDeps = { fetch: deps.fetch, userAgent: deps.userAgent, maxBodyBytes: deps.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES, now };
  const redactorFor = createRedactorCache();
  // The last connection's URL, parsed once rather than per page.
  let lastUrl: { baseUrl: string; url: URL } | undefined;
  const urlFor = (baseUrl: string): URL => (lastUrl?.baseUrl === baseUrl ? lastUrl : (lastUrl = { baseUrl, url: searchUrl(baseUrl) })).url;

  async function searchMessages(params: SearchRequest): Promise<SearchPage> {
    let attempt = 0;
    const redactor = redactorFor(params.token);
    try {
      const url = urlFor(params.baseUrl);
      if (!Number.isInteger(params.pageSize) || params.pageSize < 0) {
        throw new ExplorerFailure({
          kind: 'invalid_request',
          field: 'page_size',
          message: `The page size must be a whole number, 0 or more (it is ${params.pageSize}).`,
        });
      }
      const context: RequestContext = {
        origin: url.origin,
        connectionLabel: params.connectionLabel,
        locationId: params.locationId,
        sentPageToken: params.pageToken !== undefined,
        ...(params.locationName !== undefined && { locationName: params.locationName }),
      };
      const request = {
        url,
        token: params.token,
        locationId: params.locationId,
        body: JSON.stringify(searchBody(params)),
        timeoutMs: params.timeoutMs,
        context,
        redactor,
        ...(params.signal && { signal: params.signal }),
        ...(params.readPage && { readPage: params.readPage }),
      };
      for (;;) {
        attempt += 1;
        try {
          const envelope = await (params.gate
            ? params.gate.run(() => runAttempt(attemptDeps, request), params.signal, params.locationId)
            : runAttempt(attemptDeps, request));
          return { ...envelope, receivedAt: new Date(now()).toISOString(), attempts: attempt };
        } catch (error) {
          if (!(error instanceof ExplorerFailure)) throw error;
          const delayMs = retryDelay(
            params.maxRetryAfterMs === undefined ? policy : { ...policy, maxRetryAfterMs: params.maxRetryAfterMs },
            error,
            attempt,
            random,
          );
          if (delayMs === null) throw error;
          if (error.error.retryAfterMs !== undefined) params.gate?.holdFor(delayMs, params.locationId);
          notify(params, { attempt, delayMs, error: finish(error.error, params, attempt, redactor) });
          await sleep(delayMs, params.signal).catch(() => {
            throw new ExplorerFailure(cancelledError());
          });
        }
      }
    } catch (error) {
      if (!(error instanceof ExplorerFailure)) throw error;
      throw new ExplorerFailure(finish(error.error, params, attempt, redactor));
    }
  }

  return { searchMessages };
}

/** A notice that cannot be delivered (the window went away) must not fail the search itself. */
function notify(params: SearchRequest, notice: RetryNoticeDetails): void {
  try {
    params.onRetry?.(notice);
  } catch {
    // The UI misses one "retrying in N s"; the retry goes ahead.
  }
}

/**
 * Adds what every error carries. Server text was redacted as it arrived; this covers what did
 * not come from a body, such as a network error's own description.
 */
function finish(error: ExplorerError, params: SearchRequest, attempts: number, redactor: TokenRedactor): ExplorerError {
  const scrub = redactor.redact;
  return {
    ...error,
    message: scrub(error.message),
    ...(error.code !== undefined && { code: scrub(error.code) }),
    ...(error.field !== undefined && { field: scrub(error.field) }),
    ...(error.serverMessage !== undefined && { serverMessage: scrub(error.serverMessage) }),
    connectionId: params.connectionId,
    connectionLabel: params.connectionLabel,
    locationId: params.locationId,
    attempts,
  };
}
