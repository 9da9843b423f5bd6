import { describe, expect, it } from 'vitest';
import { searchDraftSchema } from '../../../common/ipc/data-schemas';
import { MAX_LIST_NUMBERS } from '../../../common/limits/number-list-limits';
import { describeDraft } from '../search/filter-chips';
import { emptyFilters } from '../search/filters';
import { readPhoneList } from '../numbers/phone-list';
import { phoneRegionFor } from '../numbers/phone-number';
import { draftFromData, initialDraft } from '../search/search-draft';
import { listRunDraft } from './list-run-draft';

const US = phoneRegionFor('America/Chicago');

describe('what Recent searches keeps of a run of a list', () => {
  it('keeps the numbers searched, which read back into the field as the same list, said by their count', () => {
    const pasted = {
      ...emptyFilters,
      status: 'FAILED' as const,
      phoneNumber: 'Phone, (512) 555-0148, call back, 512.555.0149, +1 512 555 0150',
    };
    const numbers = ['+15125550148', '+15125550149', '+15125550150'];
    const draft = listRunDraft({ filters: pasted, rawBody: '{"tag": "x"}', pageSize: '25' }, numbers);
    // The raw body and page size it ran with too: the list view sends them to every number's search.
    expect(draft).toEqual({
      filters: { ...pasted, phoneNumber: '+15125550148, +15125550149, +15125550150' },
      rawBody: '{"tag": "x"}',
      pageSize: '25',
    });
    const again = readPhoneList(draft.filters.phoneNumber, US);
    expect(again.kind === 'list' && again.numbers).toEqual(numbers);
    expect(describeDraft(draftFromData(draft))).toBe('Failed · With any of 3 numbers · Raw JSON {"tag": "x"} · 25 per page');
  });

  it('keeps a run of one number (the list edited down to it) as typed', () => {
    const one = { ...initialDraft, filters: { ...emptyFilters, phoneNumber: '(512) 555-0148' } };
    expect(listRunDraft(one, undefined).filters.phoneNumber).toBe('(512) 555-0148');
    expect(describeDraft(draftFromData(listRunDraft(one, undefined)))).toBe('With (512) 555-0148');
  });

  it('stores a list of the most numbers at their longest, and refuses one longer', () => {
    const longest = Array.from({ length: MAX_LIST_NUMBERS }, (_, index) => `+${String(index + 1).padStart(3, '9')}${'1'.repeat(12)}`);
    expect(longest.every((number) => number.length === 16)).toBe(true);
    const stored = listRunDraft(initialDraft, longest);
    expect(searchDraftSchema.safeParse(stored).success).toBe(true);
    expect(
      searchDraftSchema.safeParse({ ...stored, filters: { ...stored.filters, phoneNumber: `${stored.filters.phoneNumber}, +15125550148` } })
        .success,
    ).toBe(false);
  });
});
