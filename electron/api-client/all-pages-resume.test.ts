import { describe, expect, it } from 'vitest';
import { ExplorerFailure } from '../../common/errors/failure';
import type { SearchPage } from '../../common/ipc/contract';
import type { ApiClient, SearchRequest } from './client';
import { searchPageResuming } from './all-pages';

const FIRST_PAGE: SearchPage = {
  items: [{ id: 'm1' }],
  nextPageToken: 'next',
  previousPageToken: null,
  listMember: 'smsMessages',
  receivedAt: '2026-01-01T00:00:00.000Z',
  attempts: 1,
};

/** A client whose requests with a page token fail with `status`; the first page always works. */
function clientRejectingPageTokens(status: number) {
  const sent: (string | undefined)[] = [];
  const client: ApiClient = {
    searchMessages: async (params) => {
      sent.push(params.pageToken);
      if (params.pageToken === undefined) return FIRST_PAGE;
      throw new ExplorerFailure({
        kind: status === 401 || status === 403 ? 'unauthorized' : 'invalid_request',
        status,
        message: `HTTP ${status}`,
      });
    },
  };
  return { client, sent };
}

const params = { pageToken: 'tok-page-2' } as SearchRequest;

describe('searchPageResuming', () => {
  it.each([401, 403, 408, 429])(
    'does not probe after a %i: that answer is about the API token, time or rate, not the page token',
    async (status) => {
      const { client, sent } = clientRejectingPageTokens(status);
      await expect(searchPageResuming(client, params)).rejects.toMatchObject({ error: { status } });
      expect(sent).toEqual(['tok-page-2']);
    },
  );

  it.each([400, 404, 409, 422])('probes the first page after a %i and restarts when it works', async (status) => {
    const { client, sent } = clientRejectingPageTokens(status);
    const page = await searchPageResuming(client, params);
    expect(sent).toEqual(['tok-page-2', undefined]);
    expect(page.restartedAfter).toEqual({ status });
    expect(page.items).toEqual(FIRST_PAGE.items);
  });

  it('does not probe after a 5xx: the server failed, the page token did not', async () => {
    const { client, sent } = clientRejectingPageTokens(500);
    await expect(searchPageResuming(client, params)).rejects.toMatchObject({ error: { status: 500 } });
    expect(sent).toEqual(['tok-page-2']);
  });
});
