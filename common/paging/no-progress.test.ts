import { describe, expect, it } from 'vitest';
import { noProgressReached, SCREEN_NO_PROGRESS, walkCanGoOn } from './no-progress';

describe('the no-progress rule', () => {
  it('is reached at the count and at each further as many, never before or at none', () => {
    const reached = (empty: number, repeated: number) => noProgressReached({ empty, repeated }, { pages: 3, on: 'pause' });
    expect([reached(0, 0), reached(1, 1), reached(2, 1), reached(0, 4), reached(3, 3)]).toEqual([false, false, true, false, true]);
  });

  it('lets a walk go on after a failure or a pause for no progress, never after a stop it made itself', () => {
    expect(walkCanGoOn({ kind: 'server', message: 'HTTP 500' })).toBe(true);
    expect(walkCanGoOn({ kind: 'server', walkStop: 'no_progress', message: 'No new row.' })).toBe(true);
    for (const walkStop of ['server_loop', 'page_cap', 'too_many_restarts', 'page_token_too_long'] as const) {
      expect(walkCanGoOn({ kind: 'server', walkStop, message: 'Stopped.' })).toBe(false);
    }
    expect(SCREEN_NO_PROGRESS).toEqual({ pages: 10, on: 'pause' });
  });
});
