// A scripted server behind the renderer's main process for Follow's tests: messages newest first
// in pages of `pageSize`, new ones arriving on top; a token can be made to expire (main answers
// with the first page, marked restartedAfter, as all-pages.ts searchPageResuming does), a request to fail, or
// requests to be held until settled or cancelled.
import type { ExplorerApi, ExplorerError, OperationInput, Result, SearchPage } from '../../../../common/ipc/contract';
import type { SearchSessionParams } from '../../../api/queries';
import { message, page } from './follow-pages';
import type { TestMessage } from './follow-pages';

type SearchInput = OperationInput<'searchMessages'>;

export const HEAD_PARAMS: SearchSessionParams = {
  connectionId: 'demo',
  baseUrl: 'http://127.0.0.1:4010',
  locationId: 'loc-downtown',
  body: { filters: { status: 'FAILED' } },
  pageSize: 5,
};

export function createHeadServer(options: { newest: number; pageSize?: number }) {
  const pageSize = options.pageSize ?? HEAD_PARAMS.pageSize;
  let newest = options.newest;
  const expired = new Set<string>();
  const looping = new Set<string>();
  const failures = new Map<number, ExplorerError>();
  const asked: SearchInput[] = [];
  const cancelled: string[] = [];
  const held = new Map<string, (result: Result<SearchPage>) => void>();
  let holding = false;
  const waiters: { count: number; done: () => void }[] = [];

  /** Tokens name the newest message of their page: they hold however many messages arrive meanwhile. */
  const pageFrom = (from: number): SearchPage => {
    const items: TestMessage[] = [];
    for (let n = from; n >= 1 && items.length < pageSize; n--) items.push(message(n));
    const oldest = from - items.length;
    return page(items, oldest >= 1 ? `from-${oldest}` : null);
  };

  const answer = (input: SearchInput): Result<SearchPage> => {
    const failure = failures.get(asked.length);
    if (failure) return { ok: false, error: failure };
    const token = input.pageToken;
    if (token !== undefined && expired.delete(token)) return { ok: true, value: { ...pageFrom(newest), restartedAfter: { status: 410 } } };
    const value = pageFrom(token === undefined ? newest : Number(token.slice('from-'.length)));
    return { ok: true, value: token !== undefined && looping.has(token) ? { ...value, nextPageToken: token } : value };
  };

  const api: Partial<ExplorerApi> = {
    searchMessages: (input) => {
      asked.push(input);
      for (const waiter of waiters.filter((candidate) => asked.length >= candidate.count)) waiter.done();
      if (!holding) return Promise.resolve(answer(input));
      return new Promise((settle) => held.set(input.requestId, settle));
    },
    // The grid's walk listens for main's retry notices; this server sends none.
    onRequestRetry: () => () => undefined,
    cancelRequest: (input) => {
      cancelled.push(input.requestId);
      held.get(input.requestId)?.({ ok: false, error: { kind: 'cancelled', message: 'Cancelled.' } });
      held.delete(input.requestId);
      return Promise.resolve({ ok: true, value: { cancelled: true } });
    },
  };
  window.explorer = api as ExplorerApi;

  return {
    asked,
    cancelled,
    /** `count` new messages arrive on top. */
    arrive(count: number) {
      newest += count;
    },
    /** The server refuses this token once, as expired. */
    expireOnce(token: string) {
      expired.add(token);
    },
    /** The page this token leads to names the same token as its next: a server going round in a loop. */
    loopAt(token: string) {
      looping.add(token);
    },
    /** The request `later` requests from now (1: the next one) fails with this error. */
    failRequest(later: number, error: ExplorerError) {
      failures.set(asked.length + later, error);
    },
    /** Requests wait until cancelled. */
    hold() {
      holding = true;
    },
    /** Resolves once `count` requests were asked for. */
    asks(count: number): Promise<void> {
      if (asked.length >= count) return Promise.resolve();
      return new Promise((done) => waiters.push({ count, done }));
    },
  };
}
