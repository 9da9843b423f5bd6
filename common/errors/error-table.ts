/**
 * The error model's one table: what an HTTP status means (the kind main reports, whether main
 * tries again by itself) and the user's words for it, read by main's classification
 * (electron/api-client/http-errors.ts, retry.ts) and by the renderer's panels and status bar
 * (renderer/features/errors/describe-error.ts), so the two cannot tell different stories.
 *
 * The status decides when there is one (the service documents only its 401; its bodies and
 * codes are "not shown"); errors that never reached an answer (network, timeout, cancelled, a
 * malformed page) go by their kind. The server's code only matters for expired page tokens,
 * which depend on the request too (electron/api-client/http-errors.ts, common/paging/page-token-rejection.ts).
 */
import type { ErrorKind, ExplorerError } from '../ipc/contract';
import { FILTER_FIELDS } from '../searches/filter-fields';
import { APP_SET_BODY_FIELDS } from '../ipc/input-schemas';

export interface StatusRule {
  kind: ErrorKind;
  /** Searches are read-only, so main repeats them when the answer may change: not a settled refusal. */
  retryable: boolean;
  /** The status bar's words while main waits to try again; "Server error (N)" when absent. */
  reason?: string;
}

interface KindRule {
  /** For errors without a status; with one, StatusRule.retryable decides. */
  retryable: boolean;
  /** The error panel's title. */
  title: string;
  /** The status bar's words while main waits to try again, for errors without a status. */
  reason?: string;
}

/**
 * Statuses with a meaning of their own; the others go by their class (statusRule). Not retried:
 * 401/403 (the token or the location), 404 (the base URL): asking again changes nothing.
 */
const BY_STATUS: Readonly<Record<number, StatusRule>> = {
  401: { kind: 'unauthorized', retryable: false },
  403: { kind: 'unauthorized', retryable: false },
  404: { kind: 'not_found', retryable: false },
  408: { kind: 'timeout', retryable: true },
  429: { kind: 'rate_limited', retryable: true, reason: 'Rate limited (429)' },
  503: { kind: 'server', retryable: true, reason: 'Server busy (503)' },
};

/**
 * Redirects are answered, never followed: following one would carry the Authorization header to
 * wherever the server points. Repeating the request gets the same redirect, so it is not retried.
 */
export function isRedirect(status: number): boolean {
  return status >= 300 && status < 400;
}

/** Other 4xx (400, 410, 413, 422…) are the server's settled refusal of this request. */
export function statusRule(status: number): StatusRule {
  const exact = BY_STATUS[status];
  if (exact) return exact;
  if (isRedirect(status)) return { kind: 'server', retryable: false };
  if (status >= 400 && status < 500) return { kind: 'invalid_request', retryable: false };
  return { kind: 'server', retryable: status >= 500 };
}

/**
 * A Record, so the compiler insists on every kind. Titles name the usual status (401, 429) even
 * when a sibling status (403) gives the same kind: the detail below the title quotes the real one.
 */
const BY_KIND: Readonly<Record<ErrorKind, KindRule>> = {
  unauthorized: { retryable: false, title: 'Not authorized (401)' },
  vault_unavailable: { retryable: false, title: 'The saved token cannot be read' },
  invalid_request: { retryable: false, title: 'The request was rejected' },
  page_token_expired: { retryable: false, title: 'The page token was rejected again' },
  rate_limited: { retryable: true, title: 'Rate limited (429)', reason: 'Rate limited (429)' },
  // Without a status: a redirect whose target the browser's fetch hid, or a walk that stopped itself.
  server: { retryable: false, title: 'Server error' },
  network: { retryable: true, title: 'Cannot reach the server' },
  timeout: { retryable: true, title: 'The server did not answer in time', reason: 'Timed out' },
  // Its settled answer, except a body cut off on the way, which main retries (TransientBodyFailure).
  malformed_response: { retryable: false, title: 'Unexpected response from the server' },
  cancelled: { retryable: false, title: 'Request cancelled' },
  not_found: { retryable: false, title: 'Not found' },
  io: { retryable: false, title: 'Something went wrong' },
};

/** Without a status or words of its own, what main retries failed on the way: the connection, or a body cut off. */
const ON_THE_WAY = 'Network problem';

export function isRetryableError(error: ExplorerError): boolean {
  return error.status ? statusRule(error.status).retryable : BY_KIND[error.kind].retryable;
}

/** The short reason shown while main waits to try again. */
export function retryReason(error: ExplorerError): string {
  if (error.status) return statusRule(error.status).reason ?? `Server error (${error.status})`;
  return BY_KIND[error.kind].reason ?? ON_THE_WAY;
}

/** The error panel's title for the kind; a server error names its status when it has one. */
export function kindTitle(error: ExplorerError): string {
  const { title } = BY_KIND[error.kind];
  return error.kind === 'server' && error.status ? `${title} (${error.status})` : title;
}

/**
 * Whether a rejection is about the page size: the server named the field, or named none and its
 * message speaks of it. A server naming another field may still list page_size among the fields it
 * knows ("Unknown field "phone". Known fields: page_size, …"): that is about the other field.
 * Only then is "change the page size" offered, by main's message and by the renderer's button.
 */
export function pointsAtPageSize(field: string | undefined, serverMessage: string | undefined): boolean {
  if (field !== undefined) return field === 'page_size';
  return /page[_ ]size/i.test(serverMessage ?? '');
}

/**
 * The body field a rejection is about, when it is one the user typed: the field the server named
 * (a filter, or a raw-JSON field the form does not know), else a filter its message names. Then
 * the answer belongs at that field and asking again the same way changes nothing.
 */
export function rejectedBodyField(error: ExplorerError): string | undefined {
  if (error.kind !== 'invalid_request' || error.status === 413) return undefined;
  if (error.field) return APP_SET_BODY_FIELDS.includes(error.field) ? undefined : error.field;
  // The field the message is about comes first ("created_before must be later than created_after").
  const message = error.serverMessage ?? '';
  const named = FILTER_FIELDS.map((field) => ({ field, at: message.search(new RegExp(`\\b${field}\\b`)) })).filter(({ at }) => at >= 0);
  return named.sort((a, b) => a.at - b.at)[0]?.field;
}
