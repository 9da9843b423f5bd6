import { isRedirect, kindTitle, pointsAtPageSize, rejectedBodyField } from '../../../common/errors/error-table';
import type { ErrorKind, ExplorerError } from '../../../common/ipc/contract';
import type { WalkRestartKind } from '../../../common/paging/page-token-rejection';
import { isWalkRestartKind, stoppedAtOversizedToken } from '../../../common/paging/page-token-rejection';

/**
 * Next steps, each a button: retry (the page that failed), restart (start again from the first
 * page), reenter-token / pick-location (401), change-page-size (the server rejected it),
 * connection-settings (a wrong or moved base URL), edit-filters (the server refused a filter:
 * the same request gets the same answer, so Retry is never offered for it).
 */
export type ErrorAction =
  'retry' | 'restart' | 'reenter-token' | 'pick-location' | 'change-page-size' | 'connection-settings' | 'edit-filters';

export interface ErrorDescription {
  title: string;
  /** Main's message: what happened and, for 401, which connection and location and both causes. */
  detail: string;
  /** Never empty: every error leaves the user something to do. */
  actions: ErrorAction[];
}

/** A refused place in the walk: start again from the first page, or try the page once more. */
const WALK_RESTART_STEPS: ErrorAction[] = ['restart', 'retry'];

/** A Record, so every other kind has its next step (the restart kind is asked of common/paging/); the titles come from the error table. */
const NEXT_STEPS: Readonly<Record<Exclude<ErrorKind, WalkRestartKind>, ErrorAction[]>> = {
  unauthorized: ['reenter-token', 'pick-location'],
  vault_unavailable: ['reenter-token'],
  invalid_request: ['retry', 'restart'],
  rate_limited: ['retry'],
  server: ['retry'],
  network: ['retry'],
  timeout: ['retry'],
  malformed_response: ['retry'],
  cancelled: ['retry'],
  not_found: ['connection-settings', 'retry'],
  io: ['retry'],
};

/** Every error kind with its next step. Main's messages are already written for support staff. */
export function describeError(error: ExplorerError): ErrorDescription {
  const detail = withAttempts(error);
  if (error.walkStop === 'server_loop') return { title: 'The server is repeating its pages', detail, actions: ['restart'] };
  if (error.walkStop === 'page_cap') return { title: 'Stopped at the page limit', detail, actions: ['restart'] };
  if (stoppedAtOversizedToken(error)) return { title: 'The server sent an oversized page token', detail, actions: ['restart'] };
  if (error.walkStop === 'no_progress') return { title: 'No new rows from the server', detail, actions: ['restart'] };
  if (error.kind === 'invalid_request' && pointsAtPageSize(error.field, error.serverMessage)) {
    return { title: 'The page size was rejected', detail, actions: ['change-page-size', 'retry'] };
  }
  const refused = rejectedBodyField(error);
  if (refused) {
    return { title: `The server refused the filter ${refused}`, detail: error.serverMessage ?? detail, actions: ['edit-filters'] };
  }
  // Main told the 401's two causes apart (electron/api-client/refusal-cause.ts): the likely fix goes first.
  if (error.kind === 'unauthorized' && error.refused === 'location') {
    return { title: 'Access to this location was refused (401)', detail, actions: ['pick-location', 'reenter-token'] };
  }
  if (error.kind === 'unauthorized' && error.refused === 'token') {
    return { title: 'The API token was refused (401)', detail, actions: ['reenter-token', 'pick-location'] };
  }
  // A redirect is never followed (the token would go along); retrying gets the same answer.
  if (error.kind === 'server' && error.status !== undefined && isRedirect(error.status)) {
    return { title: `The server redirected the request (${error.status})`, detail, actions: ['connection-settings'] };
  }
  const shown = error.kind === 'invalid_request' && error.field ? `${detail} (field: ${error.field})` : detail;
  const { kind } = error;
  return { title: kindTitle(error), detail: shown, actions: isWalkRestartKind(kind) ? WALK_RESTART_STEPS : NEXT_STEPS[kind] };
}

function withAttempts(error: ExplorerError): string {
  return error.attempts && error.attempts > 1 ? `${error.message} (${error.attempts} attempts)` : error.message;
}
