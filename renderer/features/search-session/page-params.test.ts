import { describe, expect, it } from 'vitest';
import type { SearchPage } from '../../../common/ipc/contract';
import { MAX_LOADED_PAGES, MIN_LOADED_ROWS, maxPagesFor, nextPageParam, previousPageParam } from './page-params';

function page(items: number, nextPageToken: string | null, previousPageToken: string | null = null): SearchPage {
  return {
    items: Array.from({ length: items }, (_, id) => ({ id })),
    nextPageToken,
    previousPageToken,
    listMember: 'smsMessages',
    receivedAt: '2024-01-01T00:00:00Z',
    attempts: 1,
  };
}

describe('page params come from tokens only', () => {
  it('continues after an empty or short page that has a next token', () => {
    expect(nextPageParam(page(0, 'tok-a'))).toBe('tok-a');
    expect(nextPageParam(page(1, 'tok-b'))).toBe('tok-b');
  });

  it('ends after a full page without a next token', () => {
    expect(nextPageParam(page(100, null))).toBeUndefined();
  });

  it('passes tokens through untouched', () => {
    const opaque = 'AbC-_123~weird.token';
    expect(nextPageParam(page(3, opaque))).toBe(opaque);
    expect(previousPageParam(page(3, null, opaque))).toBe(opaque);
  });

  it('limits loaded pages only when the server gives previous tokens', () => {
    expect(maxPagesFor([page(100, 't1'), page(100, 't2')])).toBeUndefined();
    expect(maxPagesFor([page(100, 't1'), page(100, 't2', 'p1')])).toBe(MAX_LOADED_PAGES);
    // After a restart nothing is dropped: the old walk's tokens are stale, the new one's lead elsewhere.
    expect(maxPagesFor([page(100, 't1'), page(100, 't2', 'p1'), { ...page(100, 't3'), afterRestart: true }])).toBeUndefined();
  });

  it('keeps enough small pages to hold many more rows than a window shows', () => {
    expect(maxPagesFor([page(0, 't1'), page(10, 't2', 'p1')])).toBe(MIN_LOADED_ROWS / 10);
  });
});
