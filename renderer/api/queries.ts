import { hashKey, infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { InfiniteData, UseInfiniteQueryOptions } from '@tanstack/react-query';
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

/**
 * A search across locations (N streams merged in main) in the same family: under its connection's
 * prefix, so a new token resets it too; `run` counts presses of Search, as main's cursor is good once.
 */
const acrossKey = (params: AcrossSessionParams) =>
  [
    'messages-search',
    params.connectionId,
    'across-locations',
    params.locationIds,
    params.numbers ?? null,
    params.body,
    params.pageSize,
    params.run,
  ] as const;

export type AcrossQueryKey = ReturnType<typeof acrossKey>;

/** The key of any search session: one location's grid, a conversation, several locations or a list. */
export type SessionQueryKey = PagesQueryKey | AcrossQueryKey;

/** What a session brings to its query: how a page is fetched, where the next and previous ones resume, how many are kept. */
export type SessionPaging<TPage> = Pick<
  UseInfiniteQueryOptions<TPage, Error, InfiniteData<TPage, string | null>, SessionQueryKey, string | null>,
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

  acrossKey,

  /**
   * One paging session per key: a view and (connection, location, body, page size), or a search
   * across locations and its run. Where the collection resumes (a page token, main's cursor) is the
   * page param, never part of the key. A conversation has its own key, so its walk (restarts,
   * loop guard) never mixes with the grid's even when the grid shows the same search. A session
   * nobody shows is dropped at once (gcTime 0): coming back to a location starts afresh rather
   * than resuming with page tokens that may have expired, and another location's rows are never
   * shown meanwhile. Nothing is refetched behind the user's back (query-client.ts): main refuses
   * its cursor twice rather than skip or repeat rows.
   */
  sessionPages: <TPage>(queryKey: SessionQueryKey, paging: SessionPaging<TPage>) =>
    infiniteQueryOptions<TPage, Error, InfiniteData<TPage, string | null>, SessionQueryKey, string | null>({
      ...paging,
      queryKey,
      initialPageParam: null,
      gcTime: 0,
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

/** The id of any session's paging (one stream or N merged) from its query key, hashed as searchSessionId is. */
export function sessionIdOf(queryKey: SessionQueryKey): string {
  return hashKey(queryKey);
}
