import type { ExplorerError } from '../../../common/ipc/contract';

/**
 * Next steps, each a button: retry (the page that failed), restart (start again from the first
 * page), reenter-token / pick-location (401), change-page-size (the server rejected it),
 * connection-settings (a wrong or moved base URL).
 */
export type ErrorAction = 'retry' | 'restart' | 'reenter-token' | 'pick-location' | 'change-page-size' | 'connection-settings';

export interface ErrorDescription {
  title: string;
  /** Main's message: what happened and, for 401, which connection and location and both causes. */
  detail: string;
  /** Never empty: every error leaves the user something to do. */
  actions: ErrorAction[];
}

/** Every error kind with its next step. Main's messages are already written for support staff. */
export function describeError(error: ExplorerError): ErrorDescription {
  const detail = withAttempts(error);
  if (error.walkStop === 'server_loop') return { title: 'The server is repeating its pages', detail, actions: ['restart'] };
  if (error.walkStop === 'page_cap') return { title: 'Stopped at the page limit', detail, actions: ['restart'] };
  switch (error.kind) {
    case 'unauthorized':
      return { title: 'Not authorized (401)', detail, actions: ['reenter-token', 'pick-location'] };
    case 'vault_unavailable':
      return { title: 'The saved token cannot be read', detail, actions: ['reenter-token'] };
    case 'invalid_request':
      if (isAboutPageSize(error)) return { title: 'The page size was rejected', detail, actions: ['change-page-size', 'retry'] };
      return { title: 'The request was rejected', detail: error.field ? `${detail} (field: ${error.field})` : detail, actions: ['retry', 'restart'] };
    case 'page_token_expired':
      return { title: 'The page token was rejected again', detail, actions: ['restart', 'retry'] };
    case 'rate_limited':
      return { title: 'Rate limited (429)', detail, actions: ['retry'] };
    case 'server':
      // A redirect is never followed (the token would go along); retrying gets the same answer.
      if (error.status !== undefined && error.status >= 300 && error.status < 400) {
        return { title: `The server redirected the request (${error.status})`, detail, actions: ['connection-settings'] };
      }
      return { title: `Server error${error.status ? ` (${error.status})` : ''}`, detail, actions: ['retry'] };
    case 'network':
      return { title: 'Cannot reach the server', detail, actions: ['retry'] };
    case 'timeout':
      return { title: 'The server did not answer in time', detail, actions: ['retry'] };
    case 'malformed_response':
      return { title: 'Unexpected response from the server', detail, actions: ['retry'] };
    case 'cancelled':
      return { title: 'Request cancelled', detail, actions: ['retry'] };
    case 'not_found':
      return { title: 'Not found', detail, actions: ['connection-settings', 'retry'] };
    case 'io':
      return { title: 'Something went wrong', detail, actions: ['retry'] };
  }
}

function isAboutPageSize(error: ExplorerError): boolean {
  return error.field === 'page_size' || /page[_ ]size/i.test(error.serverMessage ?? '');
}

function withAttempts(error: ExplorerError): string {
  return error.attempts && error.attempts > 1 ? `${error.message} (${error.attempts} attempts)` : error.message;
}

/** The short reason shown while main waits to try again. */
export function retryReason(error: ExplorerError): string {
  if (error.status === 503) return 'Server busy (503)';
  if (error.status === 429 || error.kind === 'rate_limited') return 'Rate limited (429)';
  if (error.status) return `Server error (${error.status})`;
  if (error.kind === 'timeout') return 'Timed out';
  return 'Network problem';
}
