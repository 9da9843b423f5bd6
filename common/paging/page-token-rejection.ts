// Which failures of a request that carried a page token may be about that token. Browser-safe:
// used by main's probe (api/page-resume.ts) and by the renderer's test double, so both agree.
import type { ExplorerError } from '../ipc/contract';

/** 4xx answers that are about something else than the page token: the API token, time, rate. */
export const NOT_ABOUT_THE_PAGE_TOKEN: ReadonlySet<number> = new Set([401, 403, 408, 429]);

export function mayBeAboutThePageToken(error: ExplorerError): boolean {
  if (error.kind === 'page_token_expired') return true;
  const { status } = error;
  return status !== undefined && status >= 400 && status < 500 && !NOT_ABOUT_THE_PAGE_TOKEN.has(status);
}
