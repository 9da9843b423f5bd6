import type { SearchDraftData } from '../../../common/ipc/contract';
import { checkFilters, emptyFilters } from './filters';
import { MESSAGE_DIRECTIONS, MESSAGE_STATUSES } from '../../../common/searches/filter-fields';
import type { ReadContext, SearchFilters } from './filters';
import { parsePageSize } from './page-size';
import { parseRawBody } from './raw-body';
import { filterBodyProblem } from '../../../common/limits/filter-body-limits';
import { listAndPhoneFilterProblem } from '../../../common/searches/number-list';
import { TIME_PRESETS } from './time-range';

/** A search the user asked for: the body sent with every page and the page size. */
export interface SubmittedSearch {
  body: Record<string, unknown>;
  pageSize: number;
}

/** The form's draft: the stored one (SearchDraftData) with the form's narrowed filters. */
export type SearchDraft = Omit<SearchDraftData, 'filters'> & { filters: SearchFilters };

export const initialDraft: SearchDraft = { filters: emptyFilters, rawBody: '', pageSize: '' };

/** A field of the form: a filter, the page size or the raw JSON body (what a chip or an error points at). */
export type ChipField = keyof SearchFilters | 'pageSize' | 'rawBody';

/**
 * The problems of a draft, each at its field (`body`: the whole body is over what main accepts):
 * nothing is sent while there is one.
 */
export type FormErrors = Partial<Record<ChipField | 'body', string>>;

/**
 * `numbers`: a pasted list, searched one number at a time with this body and merged (the
 * across-locations view); `unread`: its entries that are not a number, named beside the results.
 */
export type DraftCheck = { ok: true; search: SubmittedSearch; numbers?: string[]; unread?: string[] } | { ok: false; errors: FormErrors };

/**
 * Raw JSON fields override the form's: the editor is for what the form does not know. Presets
 * count back from `now`; typed times and numbers are read in `context`.
 */
export function checkDraft(draft: SearchDraft, maxPageSize: number, now: Date, context: ReadContext): DraftCheck {
  const raw = parseRawBody(draft.rawBody);
  const pageSize = parsePageSize(draft.pageSize, maxPageSize);
  const filters = checkFilters(draft.filters, now, context);
  const errors: FormErrors = { ...filters.errors };
  // Each number of a list is sent with the raw body too: one that sets the phone filter as well is main's refusal, said here.
  const rawProblem = raw.ok ? listAndPhoneFilterProblem(raw.body, filters.numbers) : raw.message;
  if (rawProblem !== undefined) errors.rawBody = rawProblem;
  if (!pageSize.ok) errors.pageSize = pageSize.message;
  if (raw.ok && pageSize.ok && Object.keys(errors).length === 0) {
    const body = { ...filters.body, ...raw.body };
    // Main refuses such a body too (the IPC contract); saying so here keeps Search disabled with the reason.
    const bodyError = filterBodyProblem(body);
    const list = { ...(filters.numbers && { numbers: filters.numbers }), ...(filters.unread && { unread: filters.unread }) };
    if (!bodyError) return { ok: true, search: { body, pageSize: pageSize.value }, ...list };
    errors.body = bodyError;
  }
  return { ok: false, errors };
}

const oneOf = <T extends string>(value: string, allowed: readonly T[]): T | '' => (allowed.includes(value as T) ? (value as T) : '');

/** A stored draft back into the form; values this version does not know become "any". */
export function draftFromData(data: SearchDraftData): SearchDraft {
  const { filters } = data;
  return {
    filters: {
      query: filters.query,
      direction: oneOf(filters.direction, MESSAGE_DIRECTIONS),
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
