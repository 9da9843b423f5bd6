// One HTTP request, in the order the contract's clients can rely on:
// Host → method/path → (fault, latency) → auth (token, then location) → the location's own fault → body → fields → page token.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { authenticate } from './auth';
import type { DemoApiConfig } from './config';
import { ApiError } from './errors';
import type { FaultPlan } from './faults';
import type { LocationFaults } from './location-faults';
import { playFault } from './faults';
import { ClientAbortedError, isJsonContentType, MAX_BODY_BYTES, readBody, sendError } from './http-io';
import { sendConfiguredError, sendSearchAnswer } from './quirks';
import type { LoggedRequest, RequestLog } from './request-log';
import { loggedBody, loggedHeaders } from './request-log';
import type { SearchDependencies } from './search';
import { search } from './search';

export const SEARCH_PATH = '/analytics/v1/smsMessages:search';

export interface HandlerContext {
  config: DemoApiConfig;
  search: SearchDependencies;
  faults: FaultPlan;
  /** Locations set to fail (`failWith`), checked once the caller may access the location. */
  locationFaults: LocationFaults;
  log: RequestLog;
  port(): number;
  /** Aborted when the server closes: waits (latency, slow fault) end at once. */
  signal: AbortSignal;
}

export function createRequestHandler(context: HandlerContext): (request: IncomingMessage, response: ServerResponse) => void {
  return (request, response) => {
    handle(context, request, response).catch((error: unknown) => answerFailure(context, request, response, error));
  };
}

async function handle(context: HandlerContext, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const entry: LoggedRequest = {
    time: new Date().toISOString(),
    method: request.method ?? '',
    path: request.url ?? '',
    headers: loggedHeaders(request.headers),
    body: null,
  };
  if (request.httpVersion !== '1.0' && !request.headers.host) {
    context.log.record(entry);
    throw new ApiError(400, 'MALFORMED_REQUEST', 'An HTTP/1.1 request must have a Host header.');
  }
  if (!isSearchPath(request.url ?? '/')) {
    context.log.record(entry);
    throw new ApiError(404, 'NOT_FOUND', `No such endpoint. The search is POST ${SEARCH_PATH}.`);
  }
  if (request.method !== 'POST') {
    context.log.record(entry);
    throw new ApiError(405, 'METHOD_NOT_ALLOWED', `${SEARCH_PATH} only accepts POST.`, { headers: { Allow: 'POST' } });
  }

  const raw = await readBody(request);
  entry.body = raw.kind === 'text' ? loggedBody(raw.text) : `(a body of ${raw.bytes} bytes, over the limit: not read)`;
  context.log.record(entry);
  // The rest of an oversized body is never read, so this connection cannot carry another request.
  if (raw.kind === 'too-large') response.setHeader('Connection', 'close');

  const fault = context.faults.next();
  if (context.config.latencyMs > 0) await sleep(context.config.latencyMs, undefined, { signal: context.signal });
  if (fault) {
    const { retryAfterSeconds } = context.config.faults;
    const answered = await playFault(fault, request, response, {
      port: context.port(),
      retryAfterSeconds,
      slowMs: context.config.slowMs,
      signal: context.signal,
    });
    if (answered) return;
  }

  const caller = authenticate(context.config, request.headers);
  context.locationFaults.check(caller.locationId);
  const contentType = request.headers['content-type'];
  if (contentType !== undefined && !isJsonContentType(contentType)) {
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request body as JSON with "Content-Type: application/json".');
  }
  if (raw.kind === 'too-large') {
    throw new ApiError(413, 'BODY_TOO_LARGE', `The request body is larger than ${MAX_BODY_BYTES / (1024 * 1024)} MB.`);
  }
  sendSearchAnswer(context.config, response, search(context.search, caller, parseJsonBody(raw.text)), request.headers.authorization);
}

function isSearchPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  if (path === SEARCH_PATH) return true;
  try {
    return decodeURIComponent(path) === SEARCH_PATH;
  } catch {
    return false;
  }
}

/** An empty body is an empty search (every field is optional). */
function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'INVALID_JSON', 'The request body is not valid JSON.');
  }
}

function answerFailure(context: HandlerContext, request: IncomingMessage, response: ServerResponse, error: unknown): void {
  if (error instanceof ApiError && !response.headersSent) {
    sendConfiguredError(context.config, response, error, request.headers.authorization);
    return;
  }
  const expected = error instanceof ApiError || error instanceof ClientAbortedError || context.signal.aborted;
  if (!expected) console.error('Demo API: unexpected error while answering a request:', error);
  if (response.headersSent || expected) {
    response.destroy();
    return;
  }
  sendError(response, new ApiError(500, 'INTERNAL', 'The demo API hit an unexpected error. Try again; the server keeps running.'));
}
