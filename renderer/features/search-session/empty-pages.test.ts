import { describe, expect, it } from 'vitest';
import type { LoadedPage } from './loaded-page';
import { emptyPagesPause } from './empty-pages';

const last = (number: number, emptyRun: number, more = true): LoadedPage[] => [
  { items: [], nextPageToken: more ? 'next' : null, previousPageToken: null, listMember: 'smsMessages', receivedAt: '', attempts: 1, number, rowOffset: 0, emptyRun },
];

describe('emptyPagesPause', () => {
  it('asks after 10 empty pages in a row, only while more pages exist', () => {
    expect(emptyPagesPause(last(9, 9), null)).toEqual({ run: 9, paused: false });
    expect(emptyPagesPause(last(10, 10), null)).toEqual({ run: 10, paused: true });
    expect(emptyPagesPause(last(10, 10, false), null).paused).toBe(false);
  });

  it('after Continue, asks again 10 pages later, or after a fresh run of 10 once rows came in between', () => {
    expect(emptyPagesPause(last(19, 19), 10).paused).toBe(false);
    expect(emptyPagesPause(last(20, 20), 10).paused).toBe(true);
    // Rows at page 15, then empty pages 16 to 24 and 25: the new run counts from its own start.
    expect(emptyPagesPause(last(24, 9), 10).paused).toBe(false);
    expect(emptyPagesPause(last(25, 10), 10).paused).toBe(true);
  });
});
