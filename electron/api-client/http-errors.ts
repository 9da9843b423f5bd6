/**
 * The one place where HTTP outcomes become ExplorerErrors, in main's words.
 *
 * The kind comes from the status, through the error table (common/errors/error-table.ts), which
 * the renderer reads too; the body (read by readErrorHints, JSON or plain text) only adds hints:
 * the server's code, message and field, quoted in the message and copied onto the error. One
 * exception comes first: a rejected page token (see isExpiredPageTokenError), which depends on
 * the request and the server's words. 3xx never reach httpError: they are redirects (redirectError).
 *
 * Messages never include the token; the client also redacts it from whatever the server says.
 */
import { pointsAtPageSize, statusRule } from '../../common/errors/error-table';
import { waitWords } from '../../common/errors/server-wait';
import type { ExplorerError } from '../../common/ipc/contract';
import { statusMayBeAboutThePageToken } from '../../common/paging/page-token-rejection';
import type { ErrorHints } from './error-body';

export interface RequestContext {
  origin: string;
  connectionLabel: string;
  locationId: string;
  locationName?: string;
  /** The request carried a page_token (only then can a rejection mean the token expired). */
  sentPageToken: boolean;
}

export interface HttpRejection {
  status: number;
  hints: ErrorHints;
  retryAfterMs?: number;
}

/**
 * The fast path of the expired-page-token rule (the contract gives no status or wording for
 * it): the request carried a page_token, and the answer was 410 Gone, or another 4xx (but
 * 401/403/408/429) whose code or message says "expired" in any letter case. Any other such
 * rejection is not trusted either way: searchPageResuming (all-pages.ts) asks for the first page to find out.
 * Without a page token nothing can have expired.
 */
export function isExpiredPageTokenError(sentPageToken: boolean, status: number, hints: ErrorHints): boolean {
  if (!sentPageToken || !statusMayBeAboutThePageToken(status)) return false;
  return status === 410 || /expired/i.test(`${hints.code ?? ''} ${hints.message ?? ''}`);
}

export function httpError(rejection: HttpRejection, context: RequestContext): ExplorerError {
  const { status, hints, retryAfterMs } = rejection;
  const extra = {
    status,
    ...(hints.code !== undefined && { code: hints.code }),
    ...(hints.field !== undefined && { field: hints.field }),
    ...(hints.message !== undefined && { serverMessage: hints.message }),
  };
  const said = serverSaid(hints);
  const location = describeLocation(context);
  const connection = `connection "${context.connectionLabel}"`;

  if (isExpiredPageTokenError(context.sentPageToken, status, hints)) {
    return {
      kind: 'page_token_expired',
      ...extra,
      field: hints.field ?? 'page_token',
      message: `The page token has expired (HTTP ${status}${codeNote(hints)}). The results have to be loaded again from the first page.`,
    };
  }
  const { kind } = statusRule(status);
  switch (kind) {
    case 'unauthorized':
      return {
        kind,
        ...extra,
        message:
          status === 403
            ? `The API forbade ${connection} to read ${location} (HTTP 403 Forbidden${codeNote(hints)}). The token is probably not allowed to use this ` +
              `location: pick another location, or ask the service operator's support channel to grant access. If the token was revoked, re-enter a new one.${said}`
            : `The API refused ${connection} for ${location} (HTTP 401 Unauthorized${codeNote(hints)}). Either the API token is invalid or has been revoked: ` +
              `re-enter the token in the connection settings. Or this location is not accessible to the token: pick another location, ` +
              `or ask the service operator's support channel to grant the token access to it.${said}`,
      };
    case 'not_found':
      return {
        kind,
        ...extra,
        message: `The API at ${context.origin} has no search operation at the expected address (HTTP 404${codeNote(hints)}). Check the base URL of ${connection}.${said}`,
      };
    case 'timeout':
      return { kind, ...extra, message: `The server at ${context.origin} gave up waiting for the request (HTTP 408). Try again.${said}` };
    case 'rate_limited':
      return {
        kind,
        ...extra,
        ...(retryAfterMs !== undefined && { retryAfterMs }),
        message: `The API is rate-limiting ${connection} (HTTP 429${codeNote(hints)}). ${waitAdvice(retryAfterMs)}${said}`,
      };
    case 'invalid_request': {
      const reason = hints.message ? `: ${hints.message}` : ' without saying why';
      const field = hints.field ? ` (field: ${hints.field})` : '';
      // Advice only where it can apply: the page size only when the server points at it.
      const advice =
        status === 413
          ? 'Shorten the filters.'
          : pointsAtPageSize(hints.field, hints.message)
            ? 'Change the page size.'
            : 'Check the filters.';
      return {
        kind,
        ...extra,
        message: `The API rejected the request (HTTP ${status}${codeNote(hints)})${reason}${field}. ${advice}`,
      };
    }
    default:
      // 5xx, and anything the table does not expect: the server's side.
      return {
        kind: 'server',
        ...extra,
        ...(retryAfterMs !== undefined && { retryAfterMs }),
        message: `The server at ${context.origin} failed to answer the search (HTTP ${status}${codeNote(hints)}). This is on the server's side; ${retryAfterMs !== undefined ? waitAdvice(retryAfterMs).toLowerCase() : 'try again in a moment.'}${said}`,
      };
  }
}

/**
 * Redirects are answered, never followed (fetch runs with redirect: 'manual'): following one
 * would carry the Authorization header to wherever the server points. It is reported as a
 * `server` error with the 3xx status, which the error table (isRedirect) says not to retry. Only
 * the target's origin is named: its path or query could hold anything. Browsers' fetch hides the target (opaque redirect).
 */
export function redirectError(status: number, location: string | null, context: RequestContext): ExplorerError {
  const target = redirectOrigin(location, context.origin);
  return {
    kind: 'server',
    ...(status > 0 && { status }),
    message:
      `The server at ${context.origin} redirected the search to ${target ?? 'another address'}${status > 0 ? ` (HTTP ${status})` : ''}. ` +
      `The app does not follow redirects with credentials, so the token was not sent there. If the API has moved, change the base URL of connection "${context.connectionLabel}".`,
  };
}

export function networkError(cause: unknown, context: RequestContext): ExplorerError {
  return {
    kind: 'network',
    message: `Could not talk to ${context.origin}: ${describeNetworkCause(cause)}. Check the network connection and the base URL of connection "${context.connectionLabel}", then try again.`,
  };
}

export function timeoutError(timeoutMs: number, context: RequestContext): ExplorerError {
  const seconds = Number((timeoutMs / 1000).toFixed(2));
  return {
    kind: 'timeout',
    message:
      `The server at ${context.origin} did not answer within ${seconds} s. If it is slow for this search, raise the request timeout in the settings of ` +
      `connection "${context.connectionLabel}", or lower the page size.`,
  };
}

export function cancelledError(): ExplorerError {
  return { kind: 'cancelled', message: 'The request was cancelled.' };
}

function describeLocation({ locationId, locationName }: RequestContext): string {
  return locationName ? `location "${locationName}" (${locationId})` : `location ${locationId}`;
}

function codeNote(hints: ErrorHints): string {
  return hints.code ? `, code ${hints.code}` : '';
}

function serverSaid(hints: ErrorHints): string {
  return hints.message ? ` The server said: "${hints.message}"` : '';
}

function waitAdvice(retryAfterMs: number | undefined): string {
  if (retryAfterMs === undefined) return 'Wait a little before trying again.';
  // Retry-After: 0 is an ordinary gateway answer; the app still waits its own floor (common/errors/server-wait.ts).
  if (retryAfterMs === 0) return 'It asks to try again without waiting.';
  return `It asks to wait ${waitWords(retryAfterMs)} before trying again.`;
}

function redirectOrigin(location: string | null, from: string): string | undefined {
  if (!location) return undefined;
  try {
    return new URL(location, from).origin;
  } catch {
    return undefined;
  }
}

const NETWORK_CODES: Record<string, string> = {
  ECONNREFUSED: 'the connection was refused (is the server running, and is the port right?)',
  ECONNRESET: 'the connection was reset',
  ENOTFOUND: 'the host name could not be resolved',
  EAI_AGAIN: 'the host name could not be resolved (DNS is not answering)',
  ETIMEDOUT: 'the connection timed out',
  EHOSTUNREACH: 'the host is unreachable',
  ENETUNREACH: 'the network is unreachable',
  EPIPE: 'the connection was closed while the request was being sent',
  UND_ERR_SOCKET: 'the connection was closed unexpectedly',
  UND_ERR_CONNECT_TIMEOUT: 'the connection timed out',
  UND_ERR_HEADERS_TIMEOUT: 'the server sent no response headers in time',
  UND_ERR_BODY_TIMEOUT: 'the server stopped sending the response',
  CERT_HAS_EXPIRED: "the server's TLS certificate has expired",
  DEPTH_ZERO_SELF_SIGNED_CERT: "the server's TLS certificate is self-signed and not trusted",
  SELF_SIGNED_CERT_IN_CHAIN: "the server's TLS certificate chain is not trusted",
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: "the server's TLS certificate could not be verified",
  ERR_TLS_CERT_ALTNAME_INVALID: "the server's TLS certificate does not match its host name",
};

/** Walks the cause chain (fetch wraps the socket error) for a code or a message worth showing. */
function describeNetworkCause(error: unknown): string {
  let fallback: string | undefined;
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && NETWORK_CODES[code]) return NETWORK_CODES[code];
    if (typeof code === 'string' && code.startsWith('E')) return `the connection failed (${code})`;
    if (current.message && current.message !== 'fetch failed') fallback = current.message;
  }
  return fallback === undefined || fallback === 'terminated'
    ? 'the connection failed or was interrupted'
    : `the connection failed (${fallback.slice(0, 200)})`;
}
