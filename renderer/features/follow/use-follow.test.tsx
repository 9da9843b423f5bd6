import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { AppProviders } from '../../app/AppProviders';
import { createQueryClient } from '../../app/query-client';
import { DEMO_FIELDS } from '../../test/demo-fields';
import { RESTART_TEXT } from '../search-session/restart-notice';
import { createSearchWalk } from '../search-session/search-walk';
import { useSearchPages } from '../search-session/use-search-pages';
import { messages } from './test/follow-pages';
import { createHeadServer, HEAD_PARAMS } from './test/head-server';
import { useFollow } from './use-follow';

/** Longer than any test: each look is the one Follow makes when switched on. */
const INTERVAL_MS = 3_600_000;

/** The grid's pages of one search and Follow on them, as the workspace puts them together. */
function renderFollowedGrid() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <AppProviders client={client}>{children}</AppProviders>;
  const walk = createSearchWalk();
  const { result } = renderHook(
    () => {
      const paging = useSearchPages(HEAD_PARAMS, 'grid', true, walk);
      const target = { params: HEAD_PARAMS, queryKey: paging.queryKey, sessionId: paging.sessionId, enabled: true, walk };
      return { paging, follow: useFollow(target, DEMO_FIELDS, INTERVAL_MS, () => undefined) };
    },
    { wrapper },
  );
  const shown = () => result.current.paging.query.data?.pages.flatMap((page) => page.items.map((item) => item.id)) ?? [];
  /** Follow on for one look: off again once the look is done, as Follow stays on. */
  const lookOnce = async (done: () => void) => {
    act(() => result.current.follow.toggle());
    await waitFor(done);
    act(() => result.current.follow.toggle());
  };
  return { result, shown, lookOnce };
}

const ids = (newest: number, oldest: number) => messages(newest, oldest).map((item) => item.id);

describe('Follow on the grid’s session', () => {
  it('puts new messages on top of the rows shown, and restarts its read with the grid’s notice when a token expires', async () => {
    const server = createHeadServer({ newest: 12 });
    const { result, shown, lookOnce } = renderFollowedGrid();
    await waitFor(() => expect(shown()).toEqual(ids(12, 8)));

    server.arrive(3);
    await lookOnce(() => {
      expect(shown()).toEqual(ids(15, 8));
      // Marked new until the user looks (switching Follow off clears the marks).
      expect(result.current.follow.markOf({ id: 'm15' })).toEqual({ fresh: true, change: null });
      expect(result.current.follow.markOf({ id: 'm12' })).toBeUndefined();
    });

    server.arrive(8);
    server.expireOnce('from-18');
    await lookOnce(() => expect(shown()).toEqual(ids(23, 8)));
    expect(result.current.paging.notice?.text).toBe(RESTART_TEXT);
    expect(server.asked.filter((input) => input.pageToken === 'from-18')).toHaveLength(2);

    // The grid's own walk restarts on its next page: the rows Follow put on top are its rows, not shown twice.
    server.expireOnce('from-7');
    await act(() => result.current.paging.query.fetchNextPage());
    expect(shown()).toEqual(ids(23, 4));
  });

  it('stops on an error asking again cannot mend, says why, and keeps the rows shown', async () => {
    const server = createHeadServer({ newest: 12 });
    const { result, shown } = renderFollowedGrid();
    await waitFor(() => expect(shown()).toEqual(ids(12, 8)));
    server.arrive(3);
    server.failRequest(1, { kind: 'unauthorized', status: 401, message: 'The server refused the API token (HTTP 401).' });
    act(() => result.current.follow.toggle());
    await waitFor(() =>
      expect(result.current.follow.status).toMatchObject({ state: 'stopped', reason: 'error', error: { kind: 'unauthorized' } }),
    );
    expect(result.current.follow.on).toBe(false);
    expect(shown()).toEqual(ids(12, 8));
  });

  it('cancels the read on its way in main when switched off', async () => {
    const server = createHeadServer({ newest: 12 });
    const { result, shown } = renderFollowedGrid();
    await waitFor(() => expect(shown()).toEqual(ids(12, 8)));
    server.hold();
    act(() => result.current.follow.toggle());
    await server.asks(2);
    act(() => result.current.follow.toggle());
    await waitFor(() => expect(server.cancelled).toEqual([server.asked[1]?.requestId]));
    expect(result.current.follow.on).toBe(false);
    expect(shown()).toEqual(ids(12, 8));
  });
});
