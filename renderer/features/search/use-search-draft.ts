import { useState } from 'react';
import { initialDraft } from './search-draft';
import type { ChipField, SearchDraft, SubmittedSearch } from './search-draft';

/** What the results were searched with: the form's draft and what was sent (`numbers`: a pasted list, searched one number at a time). */
export interface AppliedSearch {
  draft: SearchDraft;
  search: SubmittedSearch;
  numbers?: readonly string[] | undefined;
}

/**
 * The search form's state, the same for one location and for several or a list: the draft being
 * edited, what the results were searched with, whether the two differ (the pending note), and
 * whether the form is folded into chips and which field a chip opened.
 */
export function useSearchDraft(start: AppliedSearch, startDraft: SearchDraft = start.draft) {
  const [draft, setDraftState] = useState<SearchDraft>(startDraft);
  const [applied, setApplied] = useState<AppliedSearch>(start);
  const [pending, setPending] = useState(false);
  const [collapsed, setCollapsed] = useState(false);
  const [focusField, setFocusField] = useState<ChipField | null>(null);
  return {
    draft,
    applied,
    pending,
    collapsed,
    focusField,
    setDraft: (next: SearchDraft) => {
      setDraftState(next);
      setPending(true);
    },
    expand: (field: ChipField | null) => {
      setCollapsed(false);
      setFocusField(field);
    },
    collapse: () => setCollapsed(true),
    focused: () => setFocusField(null),
    /** A draft that cannot be sent (a stored search this form no longer reads, a bad edit): open, its errors at the fields. */
    refused: (next: SearchDraft) => {
      setDraftState(next);
      setPending(true);
      setCollapsed(false);
    },
    /** Sent: the form folds into the chips of what was sent. */
    sent: (next: AppliedSearch) => {
      setDraftState(next.draft);
      setPending(false);
      setCollapsed(true);
      setApplied(next);
    },
    /** A search gone back to: shown as it was sent, the form as it is (open or folded). */
    restored: (next: AppliedSearch) => {
      setDraftState(next.draft);
      setPending(false);
      setApplied(next);
    },
    /**
     * Clear filters: the fields emptied (the page size kept), the focus in the first, and nothing
     * sent until Search; it says "not applied" while the results shown are still filtered.
     */
    clearForm: () => {
      setDraftState((current) => ({ ...initialDraft, pageSize: current.pageSize }));
      setPending(Object.keys(applied.search.body).length > 0 || applied.numbers !== undefined);
      setFocusField('query');
    },
  };
}

export type SearchDraftState = ReturnType<typeof useSearchDraft>;
