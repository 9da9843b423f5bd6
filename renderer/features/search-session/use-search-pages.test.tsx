import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { AppProviders } from '../../app/AppProviders';
import { createQueryClient } from '../../app/query-client';
import { createFakeExplorer } from '../../test/fake-explorer';
import { MAX_LOADED_PAGES } from './page-params';
import { createSearchWalk } from './search-walk';
import { useSearchPages } from './use-search-pages';

const PAGE_ROWS = 100;
const pageOf = (number: number) => Array.from({ length: PAGE_ROWS }, (_unused, index) => ({ id: `p${number}-r${index}` }));

describe('the grid’s walk when pages are dropped and read again (maxPages, with previous tokens)', () => {
  it('reads a dropped page forward again as it was: its rows, in its place, not taken for rows already shown', async () => {
    const fake = createFakeExplorer({
      pagesByLocation: { 'loc-downtown': Array.from({ length: 40 }, (_unused, index) => pageOf(index + 1)) },
      previousTokens: true,
    });
    window.explorer = fake.api;
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <AppProviders client={client}>{children}</AppProviders>;
    const params = { connectionId: 'demo', baseUrl: 'http://127.0.0.1:4010', locationId: 'loc-downtown', body: {}, pageSize: 0 };
    const walk = createSearchWalk();
    const { result } = renderHook(() => useSearchPages(params, 'grid', true, walk), { wrapper });
    await waitFor(() => expect(result.current.query.data?.pages).toHaveLength(1));

    const numbers = () => result.current.query.data?.pages.map((page) => page.number) ?? [];
    // Past the window: the first pages are dropped.
    for (let fetches = 0; fetches < 3 * MAX_LOADED_PAGES && numbers()[0] === 1; fetches++)
      await act(() => result.current.query.fetchNextPage());
    expect(numbers()[0]).toBeGreaterThan(1);
    const lastRead = numbers().at(-1) ?? 0;
    // Back to the first page: the last ones are dropped; then forward again to the first of them.
    for (let fetches = 0; fetches < 3 * MAX_LOADED_PAGES && numbers()[0] !== 1; fetches++)
      await act(() => result.current.query.fetchPreviousPage());
    const dropped = (numbers().at(-1) ?? 0) + 1;
    expect(dropped).toBeLessThanOrEqual(lastRead);
    await act(() => result.current.query.fetchNextPage());
    await waitFor(() => expect(numbers().at(-1)).toBe(dropped));

    const last = result.current.query.data?.pages.at(-1);
    expect(last?.number).toBe(dropped);
    expect(last?.items[0]).toEqual({ id: `p${dropped}-r0` });
    expect(last?.items).toHaveLength(PAGE_ROWS);
    expect(result.current.noProgress.paused).toBe(false);
  }, 60_000);
});
