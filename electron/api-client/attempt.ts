import { isRedirect } from '../../common/errors/error-table';
import { parseRetryAfter } from '../../common/errors/server-wait';
import { ExplorerFailure } from '../../common/errors/failure';
import type { ExplorerError } from '../../common/ipc/contract';
import { readBodyText } from './body-reader';
import { readErrorHints } from './error-body';
import type { RequestContext } from './http-errors';
import { cancelledError, httpError, networkError, redirectError, timeoutError } from './http-errors';
import type { PageReader } from './page-reader';
import { readKeptPage } from './page-reader';
import type { TokenRedactor } from './redact-token';
import { redactCutText } from './redact-token';
import type { PageEnvelope } from './response';

/** Error bodies are read only for hints; their start is enough. */
const MAX_ERROR_BODY_BYTES = 64 * 1024;

export interface AttemptDeps {
  fetch: typeof fetch;
  userAgent: string;
  maxBodyBytes: number;
  now: () => number;
}

export interface AttemptRequest {
  url: URL;
  token: string;
  locationId: string;
  /** The JSON body, serialised once so every attempt sends the same bytes. */
  body: string;
  timeoutMs: number;
  signal?: AbortSignal;
  context: RequestContext;
  /** Applied to every body and header the app keeps, before it is parsed or cut to length. */
  redactor: TokenRedactor;
  /** How a successful body becomes a page: readKeptPage unless said (page-reader.ts). */
  readPage?: PageReader;
}

/**
 * One HTTP exchange, from sending the request to a validated page, under its own timeout (which
 * covers the body download too) and the caller's cancel signal. Every way it can go wrong ends
 * as an ExplorerFailure; which signal fired decides between cancelled and timeout, since both
 * surface from fetch as the same abort.
 */
export async function runAttempt(deps: AttemptDeps, request: AttemptRequest): Promise<PageEnvelope> {
  if (request.signal?.aborted) throw new ExplorerFailure(cancelledError());
  // One controller that either the timer or the caller's cancel aborts: AbortSignal.any would do
  // the same with a weakly held signal per attempt, which costs more than the rest of the attempt's set-up.
  const abort = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    abort.abort();
  }, request.timeoutMs);
  const cancel = () => abort.abort();
  request.signal?.addEventListener('abort', cancel, { once: true });
  const { signal } = abort;
  try {
    const response = await deps.fetch(request.url, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${request.token}`,
        'Location-Id': request.locationId,
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'User-Agent': deps.userAgent,
      },
      body: request.body,
      redirect: 'manual',
      signal,
    });
    return await interpret(response, deps, request);
  } catch (error) {
    if (request.signal?.aborted) throw new ExplorerFailure(cancelledError());
    if (timedOut) throw new ExplorerFailure(timeoutError(request.timeoutMs, request.context));
    if (error instanceof ExplorerFailure) throw error;
    throw new ExplorerFailure(networkError(error, request.context));
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', cancel);
  }
}

async function interpret(response: Response, deps: AttemptDeps, request: AttemptRequest): Promise<PageEnvelope> {
  const header = (name: string) => {
    const value = response.headers.get(name);
    return value === null ? null : request.redactor.redact(value);
  };
  if (response.type === 'opaqueredirect' || isRedirect(response.status)) {
    await response.body?.cancel().catch(() => undefined);
    throw new ExplorerFailure(redirectError(response.status, header('location'), request.context));
  }
  if (response.status >= 200 && response.status < 300) {
    const { text } = await readBodyText(response, deps.maxBodyBytes, 'fail');
    return (request.readPage ?? readKeptPage)(header('content-type'), text, request.redactor);
  }
  throw new ExplorerFailure(await rejection(response, deps, request, header));
}

async function rejection(
  response: Response,
  deps: AttemptDeps,
  request: AttemptRequest,
  header: (name: string) => string | null,
): Promise<ExplorerError> {
  // The status alone decides the kind, so a body that breaks off only costs the hints.
  const text = await readBodyText(response, MAX_ERROR_BODY_BYTES, 'truncate').then(
    (body) => redactCutText(request.redactor, body.text, body.truncated),
    () => '',
  );
  const retryAfterMs = parseRetryAfter(header('retry-after'), deps.now());
  return httpError(
    { status: response.status, hints: readErrorHints(text, request.redactor.redact), ...(retryAfterMs !== undefined && { retryAfterMs }) },
    request.context,
  );
}
