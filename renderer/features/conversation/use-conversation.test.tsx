import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { AppProviders } from '../../app/AppProviders';
import { createQueryClient } from '../../app/query-client';
import { generateMessages } from '../../test/fake-data';
import { createFakeExplorer } from '../../test/fake-explorer';
import { openConversationWalk, useConversation } from './use-conversation';

describe('a conversation against a server that re-sends what was shown', () => {
  it('pauses after ten pages without a new message, whatever the tokens, and says why', async () => {
    const shown = generateMessages('loc-downtown', 3);
    const fake = createFakeExplorer({ pagesByLocation: { 'loc-downtown': Array.from({ length: 2000 }, () => shown) } });
    fake.failSearch(
      { kind: 'page_token_expired', status: 400, serverMessage: 'Invalid page token', message: 'Rejected.' },
      (input) => input.pageToken !== undefined,
    );
    window.explorer = fake.api;
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <AppProviders client={client}>{children}</AppProviders>;
    const params = { connectionId: 'demo', baseUrl: 'http://127.0.0.1:4010', locationId: 'loc-downtown', body: {}, pageSize: 0 };
    const walk = openConversationWalk(client, params, true);
    const { result } = renderHook(() => useConversation(params, true, walk), { wrapper });

    await waitFor(() => expect(result.current.records).toHaveLength(3));
    act(() => result.current.fetchMore());
    await waitFor(() => expect(result.current.noProgress.paused).toBe(true));
    expect(result.current.noProgress.reason?.message).toMatch(
      /^No new row in the last 10 pages: the server sent 10 pages of rows already shown/,
    );
    // The first page, the rejected token (answered by the first page again), and ten more.
    expect(fake.searches()).toHaveLength(12);
    act(() => result.current.fetchMore());
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fake.searches()).toHaveLength(12);

    act(() => result.current.continuePastNoProgress());
    await waitFor(() => expect(fake.searches()).toHaveLength(22));
    expect(result.current.records).toHaveLength(3);
  }, 30_000);
});

describe('a conversation against a server that replays the same rows under fresh tokens, with no restart', () => {
  it('shows each message once and pauses after ten pages without a new one, saying why, until Keep looking', async () => {
    const shown = generateMessages('loc-downtown', 2);
    const fake = createFakeExplorer({ pagesByLocation: { 'loc-downtown': Array.from({ length: 2000 }, () => shown) } });
    window.explorer = fake.api;
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <AppProviders client={client}>{children}</AppProviders>;
    const params = { connectionId: 'demo', baseUrl: 'http://127.0.0.1:4010', locationId: 'loc-downtown', body: {}, pageSize: 0 };
    const walk = openConversationWalk(client, params, true);
    const { result } = renderHook(() => useConversation(params, true, walk), { wrapper });

    await waitFor(() => expect(result.current.records).toHaveLength(2));
    act(() => result.current.fetchMore());
    await waitFor(() => expect(result.current.noProgress.paused).toBe(true));
    expect(result.current.noProgress.reason?.message).toMatch(
      /^No new row in the last 10 pages: the server sent 10 pages of rows already shown, each with a page token for more\. Paused/,
    );
    expect(result.current.records).toHaveLength(2);
    expect(result.current.notice).toBeNull();
    // The first page and ten more: scrolling asks for nothing while it waits.
    expect(fake.searches()).toHaveLength(11);
    act(() => result.current.fetchMore());
    expect(result.current.query.isFetching).toBe(false);
    expect(fake.searches()).toHaveLength(11);

    act(() => result.current.continuePastNoProgress());
    await waitFor(() => expect(fake.searches()).toHaveLength(21));
    await waitFor(() => expect(result.current.noProgress.paused).toBe(true));
    expect(result.current.records).toHaveLength(2);
  }, 30_000);
});

describe('opening a conversation', () => {
  it('asks for the first page from the press, and the panel walks on from that request without asking again', async () => {
    const fake = createFakeExplorer({ messagesPerLocation: 4 });
    window.explorer = fake.api;
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <AppProviders client={client}>{children}</AppProviders>;
    const params = {
      connectionId: 'demo',
      baseUrl: 'http://127.0.0.1:4010',
      locationId: 'loc-downtown',
      body: { phone_number: '+15550100' },
      pageSize: 0,
    };

    const walk = openConversationWalk(client, params, true);
    await waitFor(() => expect(fake.searches()).toHaveLength(1));
    const { result } = renderHook(() => useConversation(params, true, walk), { wrapper });

    await waitFor(() => expect(result.current.query.isSuccess).toBe(true));
    expect(fake.searches()).toHaveLength(1);
    expect(fake.searches()[0]).toMatchObject({ locationId: 'loc-downtown', body: { phone_number: '+15550100' } });
  });

  it('asks for nothing while its location cannot be searched', async () => {
    const fake = createFakeExplorer({ messagesPerLocation: 4 });
    window.explorer = fake.api;
    const params = { connectionId: 'demo', baseUrl: 'http://127.0.0.1:4010', locationId: 'loc-downtown', body: {}, pageSize: 0 };
    openConversationWalk(createQueryClient(), params, false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.searches()).toHaveLength(0);
  });
});
