import type { SearchDraftData } from '../../../common/ipc/contract';
import { emptyFilters, filtersToBody, MESSAGE_STATUSES, rangeProblem, TIME_PRESETS } from './filters';
import type { SearchFilters } from './filters';
import { parsePageSize } from './page-size';
import { parseRawBody } from './raw-body';
import { filterBodyProblem } from '../../../common/limits/filter-body-limits';

/** A search the user asked for: the body sent with every page and the page size. */
export interface SubmittedSearch {
  body: Record<string, unknown>;
  pageSize: number;
}

/** The form's draft: the stored one (SearchDraftData) with the form's narrowed filters. */
export type SearchDraft = Omit<SearchDraftData, 'filters'> & { filters: SearchFilters };

export const initialDraft: SearchDraft = { filters: emptyFilters, rawBody: '', pageSize: '' };

export type DraftCheck =
  | { ok: true; search: SubmittedSearch }
  | { ok: false; rawBodyError?: string; pageSizeError?: string; rangeError?: string; bodyError?: string };

/** Raw JSON fields override the form's: the editor is for what the form does not know. Presets count back from `now`. */
export function checkDraft(draft: SearchDraft, maxPageSize: number, now: Date): DraftCheck {
  const raw = parseRawBody(draft.rawBody);
  const pageSize = parsePageSize(draft.pageSize, maxPageSize);
  const range = rangeProblem(draft.filters);
  if (raw.ok && pageSize.ok && !range) {
    const body = { ...filtersToBody(draft.filters, now), ...raw.body };
    // Main refuses such a body too (the IPC contract); saying so here keeps Search disabled with the reason.
    const bodyError = filterBodyProblem(body);
    return bodyError ? { ok: false, bodyError } : { ok: true, search: { body, pageSize: pageSize.value } };
  }
  return {
    ok: false,
    ...(raw.ok ? {} : { rawBodyError: raw.message }),
    ...(pageSize.ok ? {} : { pageSizeError: pageSize.message }),
    ...(range ? { rangeError: range } : {}),
  };
}

const oneOf = <T extends string>(value: string, allowed: readonly T[]): T | '' => (allowed.includes(value as T) ? (value as T) : '');

/** A stored draft back into the form; values this version does not know become "any". */
export function draftFromData(data: SearchDraftData): SearchDraft {
  const { filters } = data;
  return {
    filters: {
      query: filters.query,
      direction: oneOf(filters.direction, ['INBOUND', 'OUTBOUND'] as const),
      status: oneOf(filters.status, MESSAGE_STATUSES),
      phoneNumber: filters.phoneNumber,
      range: oneOf(filters.range, [...TIME_PRESETS.map(([value]) => value), 'custom'] as const),
      createdFrom: filters.createdFrom,
      createdTo: filters.createdTo,
    },
    rawBody: data.rawBody,
    pageSize: data.pageSize,
  };
}
