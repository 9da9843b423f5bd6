// Which failures of a request that carried a page token may be about that token. Browser-safe:
// used by main's probe (api/page-resume.ts) and by the renderer's test double, so both agree.
import { statusRule } from '../errors/error-table';
import type { ErrorKind, ExplorerError } from '../ipc/contract';

/** What the error table blames a 4xx on when it is not the request: the API token, time, rate (401/403/408/429). */
const NOT_ABOUT_THE_PAGE_TOKEN: ReadonlySet<ErrorKind> = new Set(['unauthorized', 'timeout', 'rate_limited']);

/** A 4xx but those: main's expired-token fast path and its probe both start from this. */
export function statusMayBeAboutThePageToken(status: number): boolean {
  return status >= 400 && status < 500 && !NOT_ABOUT_THE_PAGE_TOKEN.has(statusRule(status).kind);
}

export function mayBeAboutThePageToken(error: ExplorerError): boolean {
  if (error.kind === 'page_token_expired') return true;
  return error.status !== undefined && statusMayBeAboutThePageToken(error.status);
}
