import { filtersToBody } from './filters';
import type { SearchFilters } from './filters';
import { parsePageSize } from './page-size';
import { parseRawBody } from './raw-body';

/** A search the user asked for: the body sent with every page and the page size. */
export interface SubmittedSearch {
  body: Record<string, unknown>;
  pageSize: number;
}

export interface SearchDraft {
  filters: SearchFilters;
  rawBody: string;
  pageSize: string;
}

export type DraftCheck =
  | { ok: true; search: SubmittedSearch }
  | { ok: false; rawBodyError?: string; pageSizeError?: string };

/** Raw JSON fields override the form's: the editor is for what the form does not know. */
export function checkDraft(draft: SearchDraft, maxPageSize: number): DraftCheck {
  const raw = parseRawBody(draft.rawBody);
  const pageSize = parsePageSize(draft.pageSize, maxPageSize);
  if (raw.ok && pageSize.ok) {
    return { ok: true, search: { body: { ...filtersToBody(draft.filters), ...raw.body }, pageSize: pageSize.value } };
  }
  return {
    ok: false,
    ...(raw.ok ? {} : { rawBodyError: raw.message }),
    ...(pageSize.ok ? {} : { pageSizeError: pageSize.message }),
  };
}
