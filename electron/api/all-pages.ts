import { ExplorerFailure, isFailure } from '../errors/failure';
import type { ApiClient, SearchParams } from './client';
import { cancelledError } from './http-errors';

export interface AllPagesOptions {
  /** How many expired page tokens are survived by starting over; one more is rethrown. */
  maxRestarts?: number;
  onRestart?: (info: { restarts: number }) => void;
}

export interface PageOfNewItems {
  /** The page's items not yielded before (after a restart, earlier pages come back again). */
  items: Record<string, unknown>[];
  /** 1-based, counted from the first page of the current pass (a restart counts from 1 again). */
  pageNumber: number;
}

/**
 * Walks a whole collection, following the contract: the same parameters on every page, the end
 * only when next_page_token is null (short and empty pages are normal), and an expired token
 * means starting over from the first page. Items already yielded in an earlier pass are left
 * out, so every message comes out once.
 */
export async function* iterateAllPages(
  client: ApiClient,
  params: Omit<SearchParams, 'pageToken'>,
  options: AllPagesOptions = {},
): AsyncGenerator<PageOfNewItems> {
  const maxRestarts = options.maxRestarts ?? 3;
  const seen = new Set<string>();
  let restarts = 0;
  let pageToken: string | undefined;
  let pageNumber = 0;
  for (;;) {
    if (params.signal?.aborted) throw new ExplorerFailure(cancelledError());
    let page;
    try {
      page = await client.searchMessages(pageToken === undefined ? params : { ...params, pageToken });
    } catch (error) {
      if (!isFailure(error, 'page_token_expired') || restarts >= maxRestarts) throw error;
      restarts += 1;
      options.onRestart?.({ restarts });
      pageToken = undefined;
      pageNumber = 0;
      continue;
    }
    pageNumber += 1;
    const items = page.items.filter((item) => {
      const key = identity(item);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    yield { items, pageNumber };
    if (page.nextPageToken === null) return;
    pageToken = page.nextPageToken;
  }
}

/** The item's id when it has a usable one, else its content (key order does not matter). */
function identity(item: Record<string, unknown>): string {
  const { id } = item;
  if (typeof id === 'string') return `id:s:${id}`;
  if (typeof id === 'number') return `id:n:${id}`;
  return `json:${canonicalJson(item)}`;
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
