import { isFailure } from '../../common/errors/failure';
import type { SearchPage } from '../../common/ipc/contract';
import type { PagePlace } from '../../common/paging/page-place';
import { mayBeAboutARequestField, mayBeAboutThePageToken } from '../../common/paging/page-token-rejection';
import type { ApiClient, SearchRequest } from './client';
import { searchPageResuming } from './all-pages';

export interface AcrossPageSizes {
  /** Each location's first page: its share of a screen (across-locations/first-page-size.ts). */
  first: number;
  /** The pages after it: the page size the user chose. */
  following: number;
}

/** One page of one location's session in a search across locations, from where its walk resumes (none: its first page); the page size is chosen here. */
export type AcrossPageFetch = (request: Omit<SearchRequest, 'pageSize' | 'pageToken'>, from?: PagePlace) => Promise<SearchPage>;

/** One answer to a page_size the app chose: the server took it, or refused it as too large. */
export type PageSizeOutcome = { accepted: number } | { refused: number };

/** Told what a first page's size taught about the server's maximum (kept with the connection). */
export type LearnPageSize = (outcome: PageSizeOutcome) => Promise<void>;

/**
 * Pages of a search across locations: a location's first page at its share of a screen, the
 * following ones at the user's page size, which the contract allows (rule 7: only the parameters
 * other than page_token and page_size must stay the same across the pages of a session).
 *
 * The first page's size is the app's choice, not the user's, and the contract does not say the
 * server's maximum. So a first page refused as a request can be (a 4xx but 401/403/408/429) is
 * asked again without a page size (0: the server's default). If that works, the size was the
 * cause, whatever the server's words: that location goes on at the default, nothing having been
 * read yet, so no row is lost or repeated; the locations after it start at the default; and the
 * refused size is learned. If it fails too, its error is the answer (it is about the query).
 *
 * A server may still bind its page tokens to the page size they were issued with. That is
 * checked, not assumed: when a page at the user's size is refused as a page token can be (a 4xx
 * such as 400), the same token is asked again at the first page's size. If the server takes it,
 * it binds sizes, and from then on every location of this search keeps its first page's size: no
 * restart, nothing read twice, nothing shown as a restart. If it refuses that too, the token
 * itself is the problem (expired): the usual restart from page one follows (all-pages.ts).
 */
export function createAcrossPageFetch(client: ApiClient, sizes: AcrossPageSizes, learn: LearnPageSize): AcrossPageFetch {
  let first = sizes.first;
  let keepFirstSize = first === sizes.following;

  async function firstPage(request: Omit<SearchRequest, 'pageSize' | 'pageToken'>): Promise<SearchPage> {
    const asked = first;
    try {
      const page = await client.searchMessages({ ...request, pageSize: asked });
      if (asked > 0) await learn({ accepted: asked });
      return page;
    } catch (error) {
      if (asked === 0 || !isFailure(error) || !mayBeAboutARequestField(error.error)) throw error;
      const page = await client.searchMessages({ ...request, pageSize: 0 });
      if (first === asked) {
        first = 0;
        keepFirstSize = sizes.following === 0;
      }
      await learn({ refused: asked });
      return page;
    }
  }

  return async (request, from) => {
    if (from === undefined) return firstPage(request);
    const at = { ...request, pageToken: from };
    if (!keepFirstSize) {
      try {
        return await client.searchMessages({ ...at, pageSize: sizes.following });
      } catch (error) {
        if (!isFailure(error) || !mayBeAboutThePageToken(error.error)) throw error;
      }
    }
    const page = await searchPageResuming(client, { ...at, pageSize: first });
    if (page.restartedAfter === undefined) keepFirstSize = true;
    return page;
  };
}
