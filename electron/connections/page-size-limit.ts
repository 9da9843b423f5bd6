import { fail } from '../../common/errors/failure';
import type { ConnectionView, PageSizeLimit } from '../../common/ipc/contract';

import type { PageSizeOutcome } from '../api-client/across-page-fetch';

/**
 * What a connection knows of its server's maximum page size after one more answer. The contract
 * says a page_size above the maximum is rejected but not what the maximum is, so it is learned:
 * the largest size answered and the smallest refused. A size taken at or above an old refusal
 * means the server's maximum went up (the refusal is forgotten); a refusal at or below an old
 * acceptance, that it went down (the acceptance is forgotten).
 */
export function learnPageSize(limit: PageSizeLimit | undefined, outcome: PageSizeOutcome): PageSizeLimit {
  if ('accepted' in outcome) {
    const accepted = Math.max(limit?.accepted ?? 0, outcome.accepted);
    const refused = limit?.refused !== undefined && limit.refused > accepted ? limit.refused : undefined;
    return { accepted, ...(refused !== undefined && { refused }) };
  }
  const refused = Math.min(limit?.refused ?? Number.POSITIVE_INFINITY, outcome.refused);
  const accepted = limit?.accepted !== undefined && limit.accepted < refused ? limit.accepted : undefined;
  return { ...(accepted !== undefined && { accepted }), refused };
}

/** The largest page_size the user may choose: the connection's maximum, kept under a size the server refused. */
export function allowedMaxPageSize(maxPageSize: number, limit: PageSizeLimit | undefined): number {
  return limit?.refused === undefined ? maxPageSize : Math.max(1, Math.min(maxPageSize, limit.refused - 1));
}

/**
 * A page size the app picks by itself (not the user's choice), within what the server is known to
 * take: once a size was refused, no size above the largest answered is tried again (no guessing in
 * between, one refusal at a time); with none answered, the server's default (0).
 */
export function pageSizeWithin(size: number, limit: PageSizeLimit | undefined): number {
  return limit?.refused === undefined ? size : Math.min(size, limit.accepted ?? 0);
}

export function samePageSizeLimit(a: PageSizeLimit | undefined, b: PageSizeLimit | undefined): boolean {
  return a?.accepted === b?.accepted && a?.refused === b?.refused;
}

/**
 * The user's page size, checked against what the connection allows before anything is sent: the
 * renderer checks it too, but may hold the connection as it was before main learned a refusal.
 */
export function assertPageSizeAllowed(connection: ConnectionView, pageSize: number): void {
  if (pageSize <= connection.maxPageSize) return;
  const refused = connection.pageSizeLimit?.refused;
  const why = refused === undefined ? '' : ` (the server refused ${refused})`;
  fail(
    'invalid_request',
    `A page size of ${pageSize} is above what “${connection.label}” allows: at most ${connection.maxPageSize}${why}. Choose a smaller one, or leave it empty for the server's default.`,
    {
      field: 'page_size',
      connectionId: connection.id,
      connectionLabel: connection.label,
    },
  );
}
