import { describe, expect, it } from 'vitest';
import { ExplorerFailure } from '../../common/errors/failure';
import type { SearchPage } from '../../common/ipc/contract';
import type { ApiClient, SearchRequest } from './client';
import type { WalkProgress } from './walk-with-progress';
import { walkWithProgress } from './walk-with-progress';

type Change = Parameters<WalkProgress['update']>[0];

const params = {
  baseUrl: 'http://127.0.0.1:9',
  token: 'test-token',
  locationId: 'loc-1',
  body: {},
  pageSize: 2,
  timeoutMs: 1000,
  connectionId: 'c1',
  connectionLabel: 'Walk',
};

function page(ids: string[], nextPageToken: string | null): SearchPage {
  return {
    items: ids.map((id) => ({ id })),
    nextPageToken,
    previousPageToken: null,
    listMember: 'smsMessages',
    receivedAt: '',
    attempts: 1,
  };
}

/** Pages by token: undefined is the first; a token mapped to 'expired' is rejected as a bad page token. */
function clientOf(pages: Map<string | undefined, SearchPage | 'expired'>, seen: SearchRequest[] = []): ApiClient {
  return {
    searchMessages: async (request) => {
      seen.push(request);
      const answer = pages.get(request.pageToken);
      if (answer === 'expired') throw new ExplorerFailure({ kind: 'invalid_request', status: 400, message: 'Bad page token.' });
      if (!answer) throw new Error(`no page for ${request.pageToken}`);
      if (request.pageToken === undefined)
        request.onRetry?.({ attempt: 1, delayMs: 0, error: { kind: 'rate_limited', message: 'Slow down.' } });
      return answer;
    },
  };
}

describe('walkWithProgress', () => {
  it('tells each page once the caller has handled it, then lets the event loop in', async () => {
    const changes: (Change | string)[] = [];
    const walk = walkWithProgress(
      clientOf(
        new Map([
          [undefined, page(['a', 'b'], 't1')],
          ['t1', page([], null)],
        ]),
      ),
      params,
      {
        progress: { update: (change) => changes.push(change) },
        kept: 'counted',
        maxRestarts: 1,
        maxPages: 10,
      },
    );
    for await (const items of walk.pages) {
      changes.push(`handled ${items.length}`);
      // A turn of the event loop happens after the progress of this page, before the next page is handed out.
      setImmediate(() => changes.push('turn'));
    }
    expect(changes).toEqual([
      { retrying: { attempt: 1, delayMs: 0, error: { kind: 'rate_limited', message: 'Slow down.' } } },
      'handled 2',
      { pages: 1, rows: 2, emptyPages: 0, retrying: null },
      'turn',
      'handled 0',
      { pages: 1, rows: 0, emptyPages: 1, retrying: null },
      'turn',
    ]);
    expect(walk.pagesRead).toBe(2);
  });

  it('counts restarts and skips what was handed out before them, with the caller’s parameters on every request', async () => {
    const seen: SearchRequest[] = [];
    const pages = new Map<string | undefined, SearchPage | 'expired'>([
      [undefined, page(['a', 'b'], 't1')],
      ['t1', 'expired'],
    ]);
    const served = clientOf(pages, seen);
    // Once it has rejected t1, the server's first page holds one more message and is the last.
    const client: ApiClient = {
      searchMessages: (request) =>
        served.searchMessages(request).finally(() => request.pageToken === 't1' && pages.set(undefined, page(['a', 'b', 'c'], null))),
    };
    const changes: Change[] = [];
    const readPage = () => ({ items: [], nextPageToken: null, previousPageToken: null, listMember: 'x' });
    const walk = walkWithProgress(
      client,
      { ...params, readPage },
      { progress: { update: (change) => changes.push(change) }, kept: 'written', maxRestarts: 1, maxPages: 10 },
    );
    const handed: string[] = [];
    for await (const items of walk.pages) handed.push(...items.map((item) => String(item.id)));
    expect(handed).toEqual(['a', 'b', 'c']);
    expect(walk.restarts).toBe(1);
    expect(changes).toContainEqual({ restarts: 1 });
    expect(seen.every((request) => request.readPage === readPage && request.locationId === 'loc-1')).toBe(true);
  });

  it('stops at the page cap with the walk’s own error, having told the pages read', async () => {
    const changes: Change[] = [];
    const walk = walkWithProgress(
      clientOf(
        new Map([
          [undefined, page(['a'], 't1')],
          ['t1', page(['b'], 't2')],
        ]),
      ),
      params,
      {
        progress: { update: (change) => changes.push(change) },
        kept: 'written',
        maxRestarts: 1,
        maxPages: 1,
      },
    );
    const failure = await (async () => {
      try {
        for await (const _ of walk.pages);
      } catch (error) {
        return error;
      }
      return undefined;
    })();
    expect(failure).toBeInstanceOf(ExplorerFailure);
    expect((failure as ExplorerFailure).error).toMatchObject({ walkStop: 'page_cap' });
    expect(walk.pagesRead).toBe(1);
  });
});
