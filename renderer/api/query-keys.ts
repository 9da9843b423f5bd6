import { canonicalJson } from './canonical-json';

/** What one pagination session depends on: everything but the page token (contract rule 7). */
export interface SearchParams {
  connectionId: string;
  locationId: string;
  body: Record<string, unknown>;
  pageSize: number;
}

export const queryKeys = {
  appState: ['app-state'] as const,
  search: (params: SearchParams) =>
    ['messages-search', params.connectionId, params.locationId, canonicalJson(params.body), params.pageSize] as const,
  /** Prefix of every search of one connection. */
  searchesOf: (connectionId: string) => ['messages-search', connectionId] as const,
};

export type SearchQueryKey = ReturnType<typeof queryKeys.search>;
