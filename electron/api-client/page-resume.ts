import { isFailure } from '../../common/errors/failure';
import type { SearchPage } from '../../common/ipc/contract';
import { mayBeAboutThePageToken } from '../../common/paging/page-token-rejection';
import type { ApiClient, SearchRequest } from './client';

/**
 * One page of a pagination session, surviving a rejected page token without guessing how the
 * server words it. The contract says tokens may expire and the walk then restarts, but not how
 * a server answers an expired token. So when a request that carried a page token fails with a
 * 4xx other than 401/403/408/429, the first page is asked for with the same parameters:
 * - it works: the token was the problem. That first page comes back marked `restartedAfter`
 *   (with the server's own words), and the caller starts over, skipping what it already has;
 * - it fails too: the problem is the query, and that error is thrown.
 * 410 and "expired" wording take the same way (the probe is then simply the restart).
 * Used by browsing (the search IPC handler) and by "export all" (walkAllPages), so both follow
 * one rule; counting restarts is the walk's business (common/paging/page-walk.ts).
 */
export async function searchPageResuming(client: ApiClient, params: SearchRequest): Promise<SearchPage> {
  const { pageToken, ...firstPageParams } = params;
  if (pageToken === undefined) return client.searchMessages(params);
  try {
    return await client.searchMessages(params);
  } catch (error) {
    if (!isFailure(error) || !mayBeAboutThePageToken(error.error)) throw error;
    const firstPage = await client.searchMessages(firstPageParams);
    return {
      ...firstPage,
      restartedAfter: {
        ...(error.error.status !== undefined && { status: error.error.status }),
        ...(error.error.serverMessage !== undefined && { serverMessage: error.error.serverMessage }),
      },
    };
  }
}
