// What a refused page token means, in one place: which failures of a request that carried one may
// be about it, which of any request may be about a field it sent (page_size), the error kind that
// restarts a walk, the walk stop of an oversized token, and the refusal to send a token to another
// server than the one that issued it. Other layers ask these (restartsTheWalk(error)...) rather
// than write the wire's words (tools/architecture/page-token-homes.ts). Browser-safe: used by main
// (the client's probe, the first pages across locations, the search handler) and by the renderer.
import { statusRule } from '../errors/error-table';
import { ExplorerFailure } from '../errors/failure';
import type { ConnectionView, ErrorKind, ExplorerError } from '../ipc/contract';

/** What the error table blames a 4xx on when it is not the request: the API token, time, rate (401/403/408/429). */
const NOT_ABOUT_THE_PAGE_TOKEN: ReadonlySet<ErrorKind> = new Set(['unauthorized', 'timeout', 'rate_limited']);

/** The kind of a refused place in the walk: the view starts again from the first page (contract rule 6). */
export type WalkRestartKind = Extract<ErrorKind, 'page_token_expired'>;

/** A 4xx but those: main's expired-token fast path and its probe both start from this. */
export function statusMayBeAboutThePageToken(status: number): boolean {
  return status >= 400 && status < 500 && !NOT_ABOUT_THE_PAGE_TOKEN.has(statusRule(status).kind);
}

/** Whether a kind restarts the walk: a table of next steps keyed by the other kinds asks this first. */
export function isWalkRestartKind(kind: ErrorKind): kind is WalkRestartKind {
  return kind === 'page_token_expired';
}

/** The walk's place was refused as expired: the view starts its walk again from the first page (contract rule 6). */
export function restartsTheWalk(error: ExplorerError | null | undefined): boolean {
  return error !== null && error !== undefined && isWalkRestartKind(error.kind);
}

/** The walk stopped itself at a next token longer than a page token may be (common/paging/page-walk.ts). */
export function stoppedAtOversizedToken(error: ExplorerError): boolean {
  return error.walkStop === 'page_token_too_long';
}

export function mayBeAboutThePageToken(error: ExplorerError): boolean {
  if (restartsTheWalk(error)) return true;
  return error.status !== undefined && statusMayBeAboutThePageToken(error.status);
}

/**
 * A 4xx but 401/403/408/429: it may be about a field the request sent, such as a page_size above
 * the server's maximum. Never decided by the server's words: the caller asks again without the field.
 */
export function mayBeAboutARequestField(error: ExplorerError): boolean {
  return error.status !== undefined && statusMayBeAboutThePageToken(error.status);
}

/**
 * A page token belongs to the server that issued it: once the connection points at another base
 * URL than when its paging session started, the next page is refused rather than asked of the
 * other server, which would receive the first one's token.
 */
export function pageTokenForOtherServer(connectionLabel: string): ExplorerError {
  return {
    kind: 'page_token_expired',
    message:
      `The connection "${connectionLabel}" now points at another server than when this search started, so its page token, issued by the earlier one, ` +
      'is not sent to it. Run the search again to read from the first page of the new server.',
  };
}

/** The connection as the renderer sees it: its base URL (the demo's is a label, resolved per request) and its name. */
type TokenHolder = { connection: Pick<ConnectionView, 'baseUrl' | 'label'> };

/** Refuses a next page once the connection points elsewhere than `issuedBy`, its base URL when the session started. */
export function refuseTokenForOtherServer(issuedBy: string, target: TokenHolder): void {
  if (target.connection.baseUrl === issuedBy) return;
  throw new ExplorerFailure(pageTokenForOtherServer(target.connection.label));
}

/** The page a request asks for, without where its token came from: refused when the connection moved since (above). */
export function onIssuingServer<R extends { pageToken?: string; pageTokenFrom?: string }>(
  { pageTokenFrom, ...request }: R,
  target: TokenHolder,
): Omit<R, 'pageTokenFrom'> {
  if (request.pageToken !== undefined && pageTokenFrom !== undefined) refuseTokenForOtherServer(pageTokenFrom, target);
  return request;
}
