import { hashKey, infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { InfiniteData, UseInfiniteQueryOptions } from '@tanstack/react-query';
import type { AcrossLocationsScreen, SearchPage } from '../../common/ipc/contract';
import { mainProcess } from './main-process';

/**
 * What one paging session of the grid depends on: everything but the page token (contract rule 7).
 * Not main's SearchRequest (electron/api-client/client.ts), which is one HTTP request and holds a token.
 */
export interface SearchSessionParams {
  connectionId: string;
  /** The connection's server: a page token is only ever sent back to the server that issued it. */
  baseUrl: string;
  locationId: string;
  body: Record<string, unknown>;
  pageSize: number;
}

/**
 * The body goes into the key as it is: TanStack hashes keys with object keys sorted and
 * undefined-valued keys left out, so bodies that differ only in key order are one session.
 */
const searchKey = (params: SearchSessionParams) =>
  ['messages-search', params.connectionId, params.baseUrl, params.locationId, params.body, params.pageSize] as const;

export type SearchQueryKey = ReturnType<typeof searchKey>;

/** A conversation's walk: the same server search as the grid's for that number, in a cache entry of its own. */
const conversationKey = (params: SearchSessionParams) => ['conversation', ...searchKey(params)] as const;

export type ConversationQueryKey = ReturnType<typeof conversationKey>;

/** The views that walk the pages of one search themselves: the grid, and a conversation's thread. */
export type PagesView = 'grid' | 'conversation';

export type PagesQueryKey = SearchQueryKey | ConversationQueryKey;

const pagesKey = (view: PagesView, params: SearchSessionParams): PagesQueryKey =>
  view === 'grid' ? searchKey(params) : conversationKey(params);

/** What the view brings to its query: how a page is fetched and placed, and how far to walk (backward only for the grid). */
export type SearchPaging<TPage extends SearchPage> = Pick<
  UseInfiniteQueryOptions<TPage, Error, InfiniteData<TPage, string | null>, PagesQueryKey, string | null>,
  'queryFn' | 'getNextPageParam' | 'getPreviousPageParam' | 'maxPages' | 'enabled'
>;

/** Every query the renderer keeps: its key, how it is fetched and how long it is kept. */
export const queries = {
  appState: () => queryOptions({ queryKey: ['app-state'] as const, queryFn: () => mainProcess.getState({}) }),

  dismissedBanners: () => queryOptions({ queryKey: ['dismissed-banners'] as const, queryFn: () => mainProcess.listDismissedBanners({}) }),

  /**
   * The first unfiltered page of a location, read only when a search must send its fields before
   * any view has read the connection's records (the one detection is made from it).
   */
  detectionSample: (connectionId: string, locationId: string) =>
    queryOptions({
      queryKey: ['detection-sample', connectionId, locationId] as const,
      queryFn: () => mainProcess.searchMessages({ requestId: crypto.randomUUID(), connectionId, locationId, body: {}, pageSize: 0 }),
      retry: false,
    }),

  /** Whether the app opens sms-explorer:// links (main keeps the choice). */
  linkSetting: () => queryOptions({ queryKey: ['link-setting'] as const, queryFn: () => mainProcess.getLinkSetting({}) }),

  /** Recent and saved searches of one connection × location; nothing to ask for without a location. */
  searchHistory: (connectionId: string, locationId: string | null) =>
    queryOptions({
      queryKey: ['search-history', connectionId, locationId ?? ''] as const,
      queryFn: () => mainProcess.listSearches({ connectionId, locationId: locationId ?? '' }),
      enabled: locationId !== null,
    }),

  /**
   * The saved column layout of one connection × location, or (null) of the connection's search
   * across locations: null when none is saved. A grid without a location has nothing to ask for.
   */
  columnLayout: (connectionId: string, locationId: string | null) =>
    queryOptions({
      queryKey: ['column-layout', connectionId, locationId] as const,
      queryFn: () => mainProcess.getColumnLayout({ connectionId, locationId }),
      enabled: locationId !== '',
      staleTime: Infinity,
    }),

  /** Prefix of every search of one connection. */
  searchesOf: (connectionId: string) => ['messages-search', connectionId] as const,

  searchKey,

  pagesKey,

  /**
   * One paging session per view and (connection, location, body, page size); the page token is
   * the page param, never part of the key. A conversation has its own key, so its walk (restarts,
   * loop guard) never mixes with the grid's even when the grid shows the same search. A session
   * nobody shows is dropped at once (gcTime 0): coming back to a location starts afresh rather
   * than resuming with page tokens that may have expired, and another location's rows are never
   * shown meanwhile.
   */
  searchPages: <TPage extends SearchPage>(view: PagesView, params: SearchSessionParams, paging: SearchPaging<TPage>) =>
    infiniteQueryOptions<TPage, Error, InfiniteData<TPage, string | null>, PagesQueryKey, string | null>({
      ...paging,
      queryKey: pagesKey(view, params),
      initialPageParam: null,
      gcTime: 0,
    }),

  /**
   * A search across locations: main keeps the sessions and the page tokens, the page param is the
   * opaque cursor of the next screen. Never refetched behind the user's back: a screen is asked
   * once (main refuses a cursor twice rather than skip or repeat rows), so Search starts a new run.
   * A location that failed keeps a next page to ask for (its retry), whether or not the others have more.
   */
  acrossLocations: (
    params: AcrossSessionParams,
    fetchScreen: (cursor: string | null) => Promise<AcrossLocationsScreen>,
    enabled: boolean,
  ) =>
    infiniteQueryOptions({
      enabled,
      queryKey: [
        'messages-across-locations',
        params.connectionId,
        params.locationIds,
        params.numbers ?? null,
        params.body,
        params.pageSize,
        params.run,
      ] as const,
      queryFn: ({ pageParam }) => fetchScreen(pageParam),
      initialPageParam: null as string | null,
      getNextPageParam: (last: AcrossLocationsScreen) =>
        last.more || last.locations.some((location) => location.error) ? last.cursor : null,
      gcTime: 0,
      staleTime: Infinity,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    }),
};

/** What one search across the locations of a connection depends on; `run` counts presses of Search. */
export interface AcrossSessionParams {
  connectionId: string;
  locationIds: readonly string[];
  /** A pasted list: one search per number at each location. */
  numbers?: readonly string[] | undefined;
  body: Record<string, unknown>;
  pageSize: number;
  run: number;
}

/** The id of a paging session: its query's hash, so two ids are equal exactly when the query is the same. */
export function searchSessionId(params: SearchSessionParams): string {
  return hashKey(searchKey(params));
}
