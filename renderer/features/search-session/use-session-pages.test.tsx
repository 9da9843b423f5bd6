import type { ReactNode } from 'react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ExplorerApi } from '../../../common/ipc/contract';
import { AppProviders } from '../../app/AppProviders';
import { createQueryClient } from '../../app/query-client';
import { createFakeExplorer } from '../../test/fake-explorer';
import { acrossSource } from './across-source';
import { ROW_BUDGET, RowBudgetContext } from './row-budget';
import { createSearchWalk } from './search-walk';
import { useSearchPages } from './use-search-pages';
import { useSessionPages } from './use-session-pages';

/** 6 messages a location, 2 a page or a screen: three pages to the end, whatever the source. */
const fakeOptions = { messagesPerLocation: 6, defaultPageSize: 2, acrossScreenRows: 2 };

/** What each kind of source looks like from outside: how a session of it is opened and what main was asked. */
interface Kind {
  name: string;
  open: () => () => ReturnType<typeof useSessionPages>;
  /** The reads main was asked for, in order: where each resumed (null: the first page). */
  reads: (fake: ReturnType<typeof createFakeExplorer>) => (string | null)[];
}

const kinds: Kind[] = [
  {
    name: 'one stream (a location’s grid, N = 1)',
    open: () => () => {
      const [walk] = useState(createSearchWalk);
      const params = { connectionId: 'demo', baseUrl: 'http://127.0.0.1:4010', locationId: 'loc-downtown', body: {}, pageSize: 0 };
      return useSearchPages(params, 'grid', true, walk);
    },
    reads: (fake) => fake.searches().map((input) => input.pageToken ?? null),
  },
  {
    name: 'N streams merged in main (several locations)',
    open: () => () => {
      const [walk] = useState(createSearchWalk);
      const params = { connectionId: 'demo', locationIds: ['loc-downtown', 'loc-airport'], body: {}, pageSize: 0, run: 1 };
      const source = acrossSource(params, {
        requestId: 'across-test',
        fieldsForFirst: () => Promise.resolve(undefined),
        onFirstScreen: () => {},
      });
      return useSessionPages(source, true, walk);
    },
    reads: (fake) => (fake.calls.searchAcrossLocations ?? []).map((input) => input.cursor ?? null),
  },
];

function render(kind: Kind, api?: (fake: ReturnType<typeof createFakeExplorer>) => ExplorerApi, rowBudget = ROW_BUDGET) {
  const fake = createFakeExplorer(fakeOptions);
  window.explorer = api?.(fake) ?? fake.api;
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders client={client}>
      <RowBudgetContext.Provider value={rowBudget}>{children}</RowBudgetContext.Provider>
    </AppProviders>
  );
  const { result } = renderHook(kind.open(), { wrapper });
  return { fake, client, result };
}

/** Every read of the session waits until `release` is called. */
function holding(fake: ReturnType<typeof createFakeExplorer>) {
  const held: (() => void)[] = [];
  const requestIds: string[] = [];
  const hold =
    <I extends { requestId: string }, R>(run: (input: I) => Promise<R>) =>
    (input: I) => {
      requestIds.push(input.requestId);
      return new Promise<R>((resolve) => held.push(() => resolve(run(input))));
    };
  const api = { ...fake.api, searchMessages: hold(fake.api.searchMessages), searchAcrossLocations: hold(fake.api.searchAcrossLocations) };
  return { api, held, requestIds, release: () => held.splice(0).forEach((go) => go()) };
}

describe.each(kinds)('the one session hook over $name', (kind) => {
  it('reads the first page, then each next one from where the last resumes, to the end', async () => {
    const { fake, result } = render(kind);
    await waitFor(() => expect(result.current.query.data?.pages).toHaveLength(1));
    while (result.current.query.hasNextPage) await act(() => result.current.query.fetchNextPage());
    expect(result.current.query.data?.pages).toHaveLength(3);
    const reads = kind.reads(fake);
    expect(reads).toHaveLength(3);
    expect(reads[0]).toBeNull();
    expect(reads.slice(1).every((place) => typeof place === 'string')).toBe(true);
    // At the end, asking for more asks main nothing.
    act(() => result.current.fetchNext());
    expect(kind.reads(fake)).toHaveLength(3);
  });

  it('joins a second ask for the next page to the one on its way: main is asked once', async () => {
    let gate: ReturnType<typeof holding> | undefined;
    const { fake, result } = render(kind, (made) => (gate = holding(made)).api);
    await waitFor(() => expect(gate?.held).toHaveLength(1));
    act(() => gate?.release());
    await waitFor(() => expect(result.current.query.data?.pages).toHaveLength(1));
    act(() => result.current.fetchNext());
    await waitFor(() => expect(gate?.held).toHaveLength(1));
    act(() => result.current.fetchNext());
    act(() => result.current.keepLooking());
    act(() => gate?.release());
    await waitFor(() => expect(result.current.query.data?.pages).toHaveLength(2));
    expect(kind.reads(fake)).toHaveLength(2);
  });

  it('stops asking at the row budget when no page can be dropped, and says so', async () => {
    // Two locations' screens hold 4 rows, one stream's pages 2: a budget of 4 is reached at the second page, at the first screen.
    const { fake, result } = render(kind, undefined, 4);
    await waitFor(() => expect(result.current.query.data?.pages).toHaveLength(1));
    act(() => result.current.fetchNext());
    await waitFor(() => expect(result.current.atRowBudget).toBe(true));
    expect(result.current.loadedRows).toBe(4);
    const asked = kind.reads(fake).length;
    act(() => result.current.fetchNext());
    act(() => result.current.keepLooking());
    expect(kind.reads(fake)).toHaveLength(asked);
    expect(result.current.query.isFetching).toBe(false);
  });

  it('starts again from the first page, the pages read before dropped', async () => {
    const { fake, result } = render(kind);
    await waitFor(() => expect(result.current.query.data?.pages).toHaveLength(1));
    act(() => result.current.fetchNext());
    await waitFor(() => expect(result.current.query.data?.pages).toHaveLength(2));
    await act(() => result.current.restartFromFirstPage());
    await waitFor(() => expect(result.current.query.data?.pages).toHaveLength(1));
    expect(kind.reads(fake).at(-1)).toBeNull();
    expect(kind.reads(fake)).toHaveLength(3);
  });

  it('tells main to cancel the request under way when the query is cancelled', async () => {
    let gate: ReturnType<typeof holding> | undefined;
    const { fake, client, result } = render(kind, (made) => (gate = holding(made)).api);
    await waitFor(() => expect(gate?.held).toHaveLength(1));
    const requestId = gate?.requestIds[0];
    expect(requestId).toBeDefined();
    expect(result.current.query.isFetching).toBe(true);
    await act(() => client.cancelQueries({ queryKey: result.current.queryKey }));
    expect(fake.calls.cancelRequest?.map((input) => input.requestId)).toEqual([requestId]);
  });
});
