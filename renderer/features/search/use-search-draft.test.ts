import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { emptyFilters } from './filters';
import { initialDraft } from './search-draft';
import { useSearchDraft } from './use-search-draft';

const nothingSent = { draft: initialDraft, search: { body: {}, pageSize: 0 } };
const refund = { ...initialDraft, filters: { ...emptyFilters, query: 'refund' }, pageSize: '25' };

describe('the one search form’s state', () => {
  it('is pending after an edit, folds into the chips of what was sent, and opens on the field a chip names', () => {
    const { result } = renderHook(() => useSearchDraft(nothingSent));
    expect(result.current).toMatchObject({ draft: initialDraft, pending: false, collapsed: false, focusField: null });
    act(() => result.current.setDraft(refund));
    expect(result.current).toMatchObject({ draft: refund, pending: true, applied: nothingSent });

    const sent = { draft: refund, search: { body: { query: 'refund' }, pageSize: 25 } };
    act(() => result.current.sent(sent));
    expect(result.current).toMatchObject({ pending: false, collapsed: true, applied: sent });
    act(() => result.current.expand('query'));
    expect(result.current).toMatchObject({ collapsed: false, focusField: 'query' });
    act(() => result.current.focused());
    expect(result.current.focusField).toBeNull();
  });

  it('clears the fields but the page size, pending only while the results shown are filtered', () => {
    const { result } = renderHook(() => useSearchDraft(nothingSent, refund));
    act(() => result.current.clearForm());
    expect(result.current).toMatchObject({ draft: { ...initialDraft, pageSize: '25' }, pending: false, focusField: 'query' });

    act(() => result.current.sent({ draft: refund, search: { body: { query: 'refund' }, pageSize: 25 } }));
    act(() => result.current.clearForm());
    expect(result.current).toMatchObject({ draft: { ...initialDraft, pageSize: '25' }, pending: true });
    // A list searched one number at a time filters the results too, though its body is empty.
    act(() => result.current.sent({ draft: refund, search: { body: {}, pageSize: 25 }, numbers: ['+15125550148', '+15125550149'] }));
    act(() => result.current.clearForm());
    expect(result.current.pending).toBe(true);
  });

  it('opens a draft it cannot send with its errors, and shows a search gone back to as sent, folded or not', () => {
    const { result } = renderHook(() => useSearchDraft(nothingSent));
    act(() => result.current.sent({ draft: refund, search: { body: { query: 'refund' }, pageSize: 25 } }));
    const bad = { ...refund, rawBody: '{' };
    act(() => result.current.refused(bad));
    expect(result.current).toMatchObject({ draft: bad, pending: true, collapsed: false });
    act(() => result.current.restored(nothingSent));
    expect(result.current).toMatchObject({ draft: initialDraft, pending: false, collapsed: false, applied: nothingSent });
  });
});
