import { ExplorerFailure, isFailure } from '../../common/errors/failure';
import type { SearchPage } from '../../common/ipc/contract';
import type { FingerprintSet } from '../../common/paging/fingerprint-set';
import type { PageWalk, WalkKept } from '../../common/paging/page-walk';
import { JOB_NO_PROGRESS } from '../../common/paging/no-progress';
import { createPageWalk } from '../../common/paging/page-walk';
import { mayBeAboutThePageToken } from '../../common/paging/page-token-rejection';
import type { ApiClient, SearchRequest } from './client';
import { cancelledError } from './http-errors';

/**
 * One page of a pagination session, surviving a rejected page token without guessing how the
 * server words it. The contract says tokens may expire and the walk then restarts, but not how
 * a server answers an expired token. So when a request that carried a page token fails with a
 * 4xx other than 401/403/408/429, the first page is asked for with the same parameters:
 * - it works: the token was the problem. That first page comes back marked `restartedAfter`
 *   (with the server's own words), and the caller starts over, skipping what it already has;
 * - it fails too: the problem is the query, and that error is thrown.
 * 410 and "expired" wording take the same way (the probe is then simply the restart).
 * Used by browsing (the search IPC handler) and by "export all" (walkAllPages), so both follow
 * one rule; counting restarts is the walk's business (common/paging/page-walk.ts).
 */
export async function searchPageResuming(client: ApiClient, params: SearchRequest): Promise<SearchPage> {
  const { pageToken, ...firstPageParams } = params;
  if (pageToken === undefined) return client.searchMessages(params);
  try {
    return await client.searchMessages(params);
  } catch (error) {
    if (!isFailure(error) || !mayBeAboutThePageToken(error.error)) throw error;
    const firstPage = await client.searchMessages(firstPageParams);
    return {
      ...firstPage,
      restartedAfter: {
        ...(error.error.status !== undefined && { status: error.error.status }),
        ...(error.error.serverMessage !== undefined && { serverMessage: error.error.serverMessage }),
      },
    };
  }
}

export interface AllPagesOptions {
  /** Fingerprints of the items handed out; after a restart, earlier pages come back and are skipped. */
  seen: FingerprintSet;
  /** How many rejected page tokens are survived by starting over; one more stops the walk. */
  maxRestarts: number;
  /** Pages read at most; past it the walk stops with a clear message. */
  maxPages?: number;
  /** What the caller does with the rows, for the walk's messages ('written' unless said). */
  kept?: WalkKept;
  onRestart?: (restarts: number, notice: string) => void;
  /** After each page, with the walk's counts (empty pages included). */
  onPage?: (walk: PageWalk) => void;
}

/**
 * Walks a whole collection, following the contract: the same parameters on every page, the end
 * only when next_page_token is null (short and empty pages are normal), and a rejected page
 * token means starting over from the first page (searchPageResuming, above, finds out whether it was the
 * token; common/paging/page-walk.ts skips what was handed out, stops a looping server, caps the pages).
 * Yields each page's new items (possibly none), so every message comes out once. Shaped for
 * exports of millions of rows:
 * - items are told apart by 64-bit fingerprints of their ids (fingerprint-set.ts), not the id
 *   strings, so a million rows cost about 9 MB instead of about 100 MB (ten million: 66 MB);
 * - the next page is requested as soon as the current one arrives, so the server prepares it
 *   while the caller handles this one. Still one request at a time, in order, and never one
 *   before the previous answer.
 */
export async function* walkAllPages(
  client: ApiClient,
  params: Omit<SearchRequest, 'pageToken'>,
  options: AllPagesOptions,
): AsyncGenerator<Record<string, unknown>[]> {
  // Stops the read-ahead request when the caller stops early (its own signal, or just breaking out).
  const stop = new AbortController();
  const signal = params.signal ? AbortSignal.any([params.signal, stop.signal]) : stop.signal;
  const fetchPage = (pageToken?: string): Promise<SearchPage> => {
    const page = searchPageResuming(client, pageToken === undefined ? { ...params, signal } : { ...params, signal, pageToken });
    // A read-ahead may fail while the caller is still busy: it is awaited (and reported) on the
    // next turn, so it must not count as an unhandled rejection meanwhile.
    page.catch(() => {});
    return page;
  };
  const walk = createPageWalk({
    maxRestarts: options.maxRestarts,
    kept: options.kept ?? 'written',
    seen: options.seen,
    // Nobody is there to say "go on": pages without a new row stop the walk (no-progress.ts).
    noProgress: JOB_NO_PROGRESS,
    ...(options.maxPages !== undefined && { maxPages: options.maxPages }),
  });
  const cancelled = () => params.signal?.aborted === true;

  let pending = fetchPage();
  try {
    for (;;) {
      const page = await pending;
      // A page (the read-ahead, often) that arrived before the caller cancelled is not handed out after it.
      if (cancelled()) throw new ExplorerFailure(cancelledError());
      const step = walk.accept(page);
      if (step.restartNotice !== undefined) options.onRestart?.(walk.restarts, step.restartNotice);
      const { next } = step;
      if (next !== null) pending = fetchPage(next);
      options.onPage?.(walk);
      yield step.items;
      if (step.stop) throw new ExplorerFailure(step.stop);
      if (next === null) return;
    }
  } finally {
    stop.abort();
  }
}
