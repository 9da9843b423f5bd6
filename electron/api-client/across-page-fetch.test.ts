import { describe, expect, it } from 'vitest';
import { ExplorerFailure } from '../../common/errors/failure';
import type { SearchPage } from '../../common/ipc/contract';
import type { ApiClient, SearchRequest } from './client';
import { createAcrossPageFetch } from './across-page-fetch';
import type { PageSizeOutcome } from './across-page-fetch';

const REQUEST = {
  baseUrl: 'http://127.0.0.1:1',
  token: 'fake-token',
  locationId: 'loc-a',
  body: {},
  timeoutMs: 1000,
  connectionId: 'c1',
  connectionLabel: 'Acme',
};

/** A server of maximum `max` that says so in no words an app could key on: a bare 400. */
function bareServer(max: number, refuseAlso: (request: SearchRequest) => boolean = () => false) {
  const asked: number[] = [];
  const client: ApiClient = {
    searchMessages: async (request) => {
      asked.push(request.pageSize);
      if (request.pageSize > max || refuseAlso(request))
        throw new ExplorerFailure({ kind: 'invalid_request', status: 400, message: 'The API rejected the request (HTTP 400).' });
      const page: SearchPage = {
        items: [{ n: request.pageSize }],
        nextPageToken: null,
        previousPageToken: null,
        listMember: 'results',
        receivedAt: '',
        attempts: 1,
      };
      return page;
    },
  };
  return { client, asked };
}

function learner() {
  const learned: PageSizeOutcome[] = [];
  return { learned, learn: async (outcome: PageSizeOutcome) => void learned.push(outcome) };
}

describe('the first page of a location across locations', () => {
  it('goes on at the server default when a bare 400 refuses its size and the default is taken, and the next locations start there', async () => {
    const { client, asked } = bareServer(40);
    const { learned, learn } = learner();
    const fetch = createAcrossPageFetch(client, { first: 50, following: 0 }, learn);
    expect((await fetch(REQUEST)).items).toEqual([{ n: 0 }]);
    expect((await fetch({ ...REQUEST, locationId: 'loc-b' })).items).toEqual([{ n: 0 }]);
    expect(asked).toEqual([50, 0, 0]);
    expect(learned).toEqual([{ refused: 50 }]);
  });

  it('learns a size the server took', async () => {
    const { client } = bareServer(40);
    const { learned, learn } = learner();
    await createAcrossPageFetch(client, { first: 25, following: 0 }, learn)(REQUEST);
    expect(learned).toEqual([{ accepted: 25 }]);
  });

  it('answers with the refusal, learning nothing, when the default is refused too (the query is the problem)', async () => {
    const { client, asked } = bareServer(40, () => true);
    const { learned, learn } = learner();
    await expect(createAcrossPageFetch(client, { first: 50, following: 0 }, learn)(REQUEST)).rejects.toMatchObject({
      error: { status: 400 },
    });
    expect(asked).toEqual([50, 0]);
    expect(learned).toEqual([]);
  });

  it('never asks again for a refusal that cannot be about the size (401)', async () => {
    const asked: number[] = [];
    const client: ApiClient = {
      searchMessages: async (request) => {
        asked.push(request.pageSize);
        throw new ExplorerFailure({ kind: 'unauthorized', status: 401, message: 'Unauthorized' });
      },
    };
    await expect(createAcrossPageFetch(client, { first: 50, following: 0 }, learner().learn)(REQUEST)).rejects.toMatchObject({
      error: { status: 401 },
    });
    expect(asked).toEqual([50]);
  });
});
