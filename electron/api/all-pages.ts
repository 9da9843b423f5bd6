import { ExplorerFailure, isFailure } from '../errors/failure';
import type { SearchPage } from '../ipc/contract';
import type { ApiClient, SearchParams } from './client';
import type { FingerprintSet } from './fingerprint-set';
import { cancelledError } from './http-errors';

export interface AllPagesOptions {
  /** Fingerprints of the items handed out; after a restart, earlier pages come back and are skipped. */
  seen: FingerprintSet;
  /** How many expired page tokens are survived by starting over; one more is rethrown. */
  maxRestarts: number;
  onRestart?: (restarts: number) => void;
}

/**
 * Walks a whole collection, following the contract: the same parameters on every page, the end
 * only when next_page_token is null (short and empty pages are normal), and an expired token
 * means starting over from the first page. Yields each page's new items (possibly none), so
 * every message comes out once. Shaped for exports of millions of rows:
 * - items are told apart by 64-bit fingerprints of their ids (fingerprint-set.ts), not the id
 *   strings, so a million rows cost about 17 MB instead of about 100 MB;
 * - a fingerprint can collide, and a filter would then drop a message. The pages of one unbroken
 *   pass never repeat an item, so until the first restart fingerprints are only recorded and
 *   every item is yielded; only the passes after a restart are filtered, which is where a
 *   collision can still cost a message (odds in fingerprint-set.ts);
 * - the next page is requested as soon as the current one arrives, so the server prepares it
 *   while the caller handles this one. Still one request at a time, in order.
 */
export async function* walkAllPages(
  client: ApiClient,
  params: Omit<SearchParams, 'pageToken'>,
  options: AllPagesOptions,
): AsyncGenerator<Record<string, unknown>[]> {
  // Stops the read-ahead request when the caller stops early (its own signal, or just breaking out).
  const stop = new AbortController();
  const signal = params.signal ? AbortSignal.any([params.signal, stop.signal]) : stop.signal;
  const fetchPage = (pageToken?: string): Promise<SearchPage> => {
    const page = client.searchMessages(pageToken === undefined ? { ...params, signal } : { ...params, signal, pageToken });
    // A read-ahead may fail while the caller is still busy: it is awaited (and reported) on the
    // next turn, so it must not count as an unhandled rejection meanwhile.
    page.catch(() => {});
    return page;
  };

  let restarts = 0;
  let pending = fetchPage();
  try {
    for (;;) {
      let page: SearchPage;
      try {
        page = await pending;
      } catch (error) {
        if (!isFailure(error, 'page_token_expired') || restarts >= options.maxRestarts) throw error;
        restarts += 1;
        options.onRestart?.(restarts);
        pending = fetchPage();
        continue;
      }
      const next = page.nextPageToken;
      if (next !== null) pending = fetchPage(next);
      yield newItems(page.items, options.seen, restarts > 0);
      if (next === null) return;
      // A read-ahead page that arrived just before the caller cancelled must not be handed out after it.
      if (params.signal?.aborted) throw new ExplorerFailure(cancelledError());
    }
  } finally {
    stop.abort();
  }
}

function newItems(items: Record<string, unknown>[], seen: FingerprintSet, filter: boolean): Record<string, unknown>[] {
  return items.filter((item) => {
    const isNew = seen.addIfNew(identity(item));
    return isNew || !filter;
  });
}

/** The item's id when it has a usable one, else its content (key order does not matter). */
function identity(item: Record<string, unknown>): string {
  const { id } = item;
  if (typeof id === 'string') return `s:${id}`;
  if (typeof id === 'number') return `n:${id}`;
  return `j:${canonicalJson(item)}`;
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
