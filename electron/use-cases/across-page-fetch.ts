import { isFailure } from '../../common/errors/failure';
import type { SearchPage } from '../../common/ipc/contract';
import { mayBeAboutThePageToken } from '../../common/paging/page-token-rejection';
import type { ApiClient, SearchRequest } from '../api-client/client';
import { searchPageResuming } from '../api-client/page-resume';

export interface AcrossPageSizes {
  /** Each location's first page: its share of a screen (across-locations/first-page-size.ts). */
  first: number;
  /** The pages after it: the page size the user chose. */
  following: number;
}

/** One page of one location's session in a search across locations; the page size is chosen here. */
export type AcrossPageFetch = (request: Omit<SearchRequest, 'pageSize'>) => Promise<SearchPage>;

/**
 * Pages of a search across locations: a location's first page at its share of a screen, the
 * following ones at the user's page size, which the contract allows (rule 7: only the parameters
 * other than page_token and page_size must stay the same across the pages of a session).
 *
 * A server may still bind its page tokens to the page size they were issued with. That is
 * checked, not assumed: when a page at the user's size is refused as a page token can be (a 4xx
 * such as 400), the same token is asked again at the first page's size. If the server takes it,
 * it binds sizes, and from then on every location of this search keeps its first page's size: no
 * restart, nothing read twice, nothing shown as a restart. If it refuses that too, the token
 * itself is the problem (expired): the usual restart from page one follows (page-resume.ts).
 */
export function createAcrossPageFetch(client: ApiClient, sizes: AcrossPageSizes): AcrossPageFetch {
  let keepFirstSize = sizes.first === sizes.following;
  return async (request) => {
    if (request.pageToken === undefined) return searchPageResuming(client, { ...request, pageSize: sizes.first });
    if (!keepFirstSize) {
      try {
        return await client.searchMessages({ ...request, pageSize: sizes.following });
      } catch (error) {
        if (!isFailure(error) || !mayBeAboutThePageToken(error.error)) throw error;
      }
    }
    const page = await searchPageResuming(client, { ...request, pageSize: sizes.first });
    if (page.restartedAfter === undefined) keepFirstSize = true;
    return page;
  };
}
