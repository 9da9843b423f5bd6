import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SEARCH_FILTERS } from '../../../common/searches/filter-fields';
import { searchLinkOf } from '../../../common/searches/search-link';
import { useLinkRequest } from './use-link-request';

const link = searchLinkOf(
  { connectionId: 'c1', locationId: 'loc-a' },
  { [SEARCH_FILTERS.status.field]: 'FAILED' },
  new Date('2025-11-25T00:00:00Z'),
).link;

describe('useLinkRequest', () => {
  it('applies a request only once the workspace shows its place, and once', () => {
    const runSearch = vi.fn();
    const onApplied = vi.fn();
    const target = (locationId: string) => ({
      connectionId: 'c1',
      locationId,
      zone: 'UTC',
      pageSize: '',
      runSearch,
      openConversation: vi.fn(),
      onApplied,
    });
    const { rerender } = renderHook(({ locationId }) => useLinkRequest({ link, count: 1 }, target(locationId)), {
      initialProps: { locationId: 'loc-b' },
    });
    expect(runSearch).not.toHaveBeenCalled();
    rerender({ locationId: 'loc-a' });
    rerender({ locationId: 'loc-a' });
    expect(runSearch).toHaveBeenCalledTimes(1);
    expect(runSearch.mock.calls[0]?.[0]).toMatchObject({ filters: { status: 'FAILED', range: 'custom', createdTo: '2025-11-25 00:00' } });
    expect(onApplied).toHaveBeenCalledTimes(1);
  });
});
