// Which failures of a request that carried a page token may be about that token, and which of any
// request may be about a field it sent (page_size). Browser-safe: used by main's probes
// (electron/api-client/page-resume.ts, the first pages across locations) and by the renderer's test double, so they agree.
import { statusRule } from '../errors/error-table';
import type { ErrorKind, ExplorerError } from '../ipc/contract';

/** What the error table blames a 4xx on when it is not the request: the API token, time, rate (401/403/408/429). */
const NOT_ABOUT_THE_PAGE_TOKEN: ReadonlySet<ErrorKind> = new Set(['unauthorized', 'timeout', 'rate_limited']);

/** A 4xx but those: main's expired-token fast path and its probe both start from this. */
export function statusMayBeAboutThePageToken(status: number): boolean {
  return status >= 400 && status < 500 && !NOT_ABOUT_THE_PAGE_TOKEN.has(statusRule(status).kind);
}

/** The walk's place was refused as expired: the view starts its walk again from the first page (contract rule 6). */
export function restartsTheWalk(error: ExplorerError | null | undefined): boolean {
  return error?.kind === 'page_token_expired';
}

export function mayBeAboutThePageToken(error: ExplorerError): boolean {
  if (error.kind === 'page_token_expired') return true;
  return error.status !== undefined && statusMayBeAboutThePageToken(error.status);
}

/**
 * A 4xx but 401/403/408/429: it may be about a field the request sent, such as a page_size above
 * the server's maximum. Never decided by the server's words: the caller asks again without the field.
 */
export function mayBeAboutARequestField(error: ExplorerError): boolean {
  return error.status !== undefined && statusMayBeAboutThePageToken(error.status);
}
