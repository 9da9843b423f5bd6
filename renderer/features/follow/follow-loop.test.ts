import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExplorerFailure } from '../../../common/errors/failure';
import type { ExplorerError } from '../../../common/ipc/contract';
import type { FollowPause, FollowStatus } from './follow-loop';
import { FOLLOW_IDLE_STOP_MS, startFollowLoop } from './follow-loop';
import { FOLLOW_MAX_BACKOFF_MS, followDelayMs } from './follow-delay';
import { followStatusText } from './follow-status-text';

const INTERVAL = 10_000;

function harness(failWith: () => ExplorerError | null = () => null) {
  const looks: number[] = [];
  const statuses: FollowStatus[] = [];
  const state = { pause: null as FollowPause | null, lastLook: Date.now() };
  const loop = startFollowLoop({
    intervalMs: INTERVAL,
    look: async () => {
      looks.push(Date.now());
      const error = failWith();
      if (error) throw new ExplorerFailure(error);
    },
    pauseReason: () => state.pause,
    lastLookAt: () => state.lastLook,
    now: Date.now,
    random: () => 1,
    errorOf: (error) => (error as ExplorerFailure).error,
    onStatus: (status) => statuses.push(status),
  });
  return { looks, statuses, state, loop };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(Date.UTC(2025, 0, 1));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the follow loop', () => {
  it('looks at once, then every interval', async () => {
    const { looks, loop } = harness();
    await vi.advanceTimersByTimeAsync(35_000);
    expect(looks.map((at) => at - Date.UTC(2025, 0, 1))).toEqual([0, 10_000, 20_000, 30_000]);
    loop.stop();
  });

  it('asks nothing while the window is hidden or the user scrolled away, and looks again on return', async () => {
    const { looks, statuses, state, loop } = harness();
    await vi.advanceTimersByTimeAsync(1);
    state.pause = 'hidden';
    await vi.advanceTimersByTimeAsync(60_000);
    expect(looks).toHaveLength(1);
    expect(statuses.at(-1)).toEqual({ state: 'paused', reason: 'hidden' });
    state.pause = 'scrolled';
    loop.wake();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(looks).toHaveLength(1);
    state.pause = null;
    loop.wake();
    await vi.advanceTimersByTimeAsync(1);
    expect(looks).toHaveLength(2);
    expect(statuses.at(-1)).toMatchObject({ state: 'following' });
    loop.stop();
  });

  it('stops by itself after an hour without a look, and not before', async () => {
    const { looks, statuses, state, loop } = harness();
    await vi.advanceTimersByTimeAsync(FOLLOW_IDLE_STOP_MS - 20_000);
    state.lastLook = Date.now();
    await vi.advanceTimersByTimeAsync(FOLLOW_IDLE_STOP_MS - 20_000);
    expect(statuses.at(-1)).toMatchObject({ state: 'following' });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(statuses.at(-1)).toEqual({ state: 'stopped', reason: 'idle' });
    const count = looks.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(looks).toHaveLength(count);
    loop.stop();
  });

  it('stops after an hour hidden too', async () => {
    const { statuses, state, loop } = harness();
    await vi.advanceTimersByTimeAsync(1);
    state.pause = 'hidden';
    await vi.advanceTimersByTimeAsync(FOLLOW_IDLE_STOP_MS);
    expect(statuses.at(-1)).toEqual({ state: 'stopped', reason: 'idle' });
    loop.stop();
  });

  it("waits as long as a 429's Retry-After says, then the interval again", async () => {
    let failing = true;
    const { looks, loop } = harness(() =>
      failing ? { kind: 'rate_limited', status: 429, message: 'Too many', retryAfterMs: 45_000 } : null,
    );
    await vi.advanceTimersByTimeAsync(1);
    failing = false;
    await vi.advanceTimersByTimeAsync(44_000);
    expect(looks).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(looks).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(looks).toHaveLength(3);
    loop.stop();
  });

  it('backs off on 503s without Retry-After, longer after each, never past the cap', async () => {
    const { looks, statuses, loop } = harness(() => ({ kind: 'server', status: 503, message: 'Busy' }));
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    const gaps = looks.slice(1).map((at, index) => at - (looks[index] ?? 0));
    expect(gaps.slice(0, 4)).toEqual([20_000, 40_000, 80_000, 160_000]);
    expect(Math.max(...gaps)).toBe(FOLLOW_MAX_BACKOFF_MS);
    expect(statuses.at(-1)).toMatchObject({ state: 'following', error: { status: 503 } });
    loop.stop();
  });

  it('stops on an error that asking again cannot mend (401), saying it', async () => {
    const { looks, statuses, loop } = harness(() => ({ kind: 'unauthorized', status: 401, message: 'Token refused' }));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(looks).toHaveLength(1);
    expect(statuses.at(-1)).toMatchObject({ state: 'stopped', reason: 'error', error: { status: 401 } });
    loop.stop();
  });
});

describe('followDelayMs', () => {
  const limited = (retryAfterMs: number): ExplorerError => ({ kind: 'rate_limited', status: 429, message: '', retryAfterMs });

  it('is the interval without failures and never under it', () => {
    expect(followDelayMs(INTERVAL, 0, null, () => 1)).toEqual({ kind: 'wait', ms: INTERVAL });
    expect(followDelayMs(INTERVAL, 3, null, () => 1)).toEqual({ kind: 'wait', ms: INTERVAL });
    expect(followDelayMs(INTERVAL, 0, limited(3_000_000_000), () => 1)).toEqual({ kind: 'wait', ms: INTERVAL });
    expect(followDelayMs(INTERVAL, 1, { kind: 'server', status: 503, message: '' }, () => 0)).toEqual({ kind: 'wait', ms: INTERVAL });
    expect(followDelayMs(INTERVAL, 1, { kind: 'server', status: 503, message: '' }, () => 1)).toEqual({ kind: 'wait', ms: 2 * INTERVAL });
  });

  it('puts the backoff’s step under a short or zero Retry-After, doubling with each failure', () => {
    expect([1, 2, 3].map((failures) => followDelayMs(INTERVAL, failures, limited(0), () => 0))).toEqual([
      { kind: 'wait', ms: 20_000 },
      { kind: 'wait', ms: 40_000 },
      { kind: 'wait', ms: 80_000 },
    ]);
    expect(followDelayMs(INTERVAL, 1, limited(2000), () => 1)).toEqual({ kind: 'wait', ms: 20_000 });
    expect(followDelayMs(INTERVAL, 1, limited(45_000), () => 0)).toEqual({ kind: 'wait', ms: 45_000 });
    // An hour's interval backs off past the 10-minute cap, to twice the interval.
    expect(followDelayMs(3_600_000, 3, { kind: 'server', status: 503, message: '' }, () => 1)).toEqual({ kind: 'wait', ms: 7_200_000 });
    // A short interval still waits at least the interval itself.
    expect(followDelayMs(1_000, 1, limited(0), () => 0)).toEqual({ kind: 'wait', ms: 2_000 });
  });

  it('stops rather than wait past the ceiling, or a fourth time in a row', () => {
    expect(followDelayMs(INTERVAL, 1, limited(3_000_000_000), () => 0)).toEqual({ kind: 'too-long', askedMs: 3_000_000_000 });
    expect(followDelayMs(INTERVAL, 1, limited(Number.POSITIVE_INFINITY), () => 0)).toMatchObject({ kind: 'too-long' });
    expect(followDelayMs(INTERVAL, 4, limited(0), () => 0)).toEqual({ kind: 'ask', resumes: 3 });
  });
});

describe('the follow loop and a server’s wait', () => {
  it('stops after one look at a Retry-After of 3,000,000 s, saying so, instead of looking at once (timer overflow)', async () => {
    const { looks, statuses, loop } = harness(() => ({
      kind: 'rate_limited',
      status: 429,
      message: 'Too many',
      retryAfterMs: 3_000_000_000,
    }));
    await vi.advanceTimersByTimeAsync(12_000);
    expect(looks).toHaveLength(1);
    expect(statuses.at(-1)).toMatchObject({ state: 'stopped', reason: 'server-wait', wait: { kind: 'too-long', askedMs: 3_000_000_000 } });
    expect(followStatusText(statuses.at(-1)!, INTERVAL)).toBe(
      'Follow: Rate limited (429). The server asked to wait 34 days; stopped. Retry when you choose.',
    );
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(looks).toHaveLength(1);
    loop.stop();
  });

  it('on Retry-After 0 waits a floor that grows, and asks the user after three resumes', async () => {
    const { looks, statuses, loop } = harness(() => ({ kind: 'server', status: 503, message: 'Busy', retryAfterMs: 0 }));
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    const gaps = looks.slice(1).map((at, index) => at - (looks[index] ?? 0));
    expect(gaps).toEqual([20_000, 40_000, 80_000]);
    expect(statuses.at(-1)).toMatchObject({ state: 'stopped', reason: 'server-wait', wait: { kind: 'ask', resumes: 3 } });
    loop.stop();
  });
});
