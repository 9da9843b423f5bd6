import { describe, expect, it } from 'vitest';
import type { ExplorerError } from '../../../common/ipc/contract';
import type { LoadedPage } from './loaded-page';
import { noProgressPause } from './no-progress-pause';

const reason: ExplorerError = { kind: 'server', walkStop: 'no_progress', message: 'No new row in the last 10 pages.' };
const last = (number: number, marked: boolean): LoadedPage[] => [
  {
    items: [],
    nextPageToken: 'next',
    previousPageToken: null,
    listMember: 'smsMessages',
    receivedAt: '',
    attempts: 1,
    number,
    rowOffset: 0,
    ...(marked && { noProgress: reason }),
  },
];

describe('noProgressPause', () => {
  it('pauses at a page the walk marked, only while more pages exist, and says why', () => {
    expect(noProgressPause(last(9, false), true, null)).toEqual({ paused: false, reason: null });
    expect(noProgressPause(last(10, true), true, null)).toEqual({ paused: true, reason });
    expect(noProgressPause(last(10, true), false, null).paused).toBe(false);
    expect(noProgressPause(undefined, true, null).paused).toBe(false);
  });

  it('counts the pages loaded where the source does not number them (the screens of a merged search)', () => {
    const screens = [{}, {}, { noProgress: reason }];
    expect(noProgressPause(screens, true, null).paused).toBe(true);
    expect(noProgressPause(screens, true, 3).paused).toBe(false);
    expect(noProgressPause([...screens, {}, { noProgress: reason }], true, 3).paused).toBe(true);
  });

  it('after going on past the marked page, pauses again only at a later marked page', () => {
    expect(noProgressPause(last(10, true), true, 10).paused).toBe(false);
    expect(noProgressPause(last(11, false), true, 10).paused).toBe(false);
    expect(noProgressPause(last(20, true), true, 10).paused).toBe(true);
  });
});
