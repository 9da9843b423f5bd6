import { isRetryableError } from '../../../common/errors/error-table';
import { timerDelayMs } from '../../../common/errors/server-wait';
import type { WaitStop } from '../../../common/errors/server-wait';
import type { ExplorerError } from '../../../common/ipc/contract';
import { followDelayMs } from './follow-delay';

/** Follow stops by itself after this long without the user looking (no input while the window shows). */
export const FOLLOW_IDLE_STOP_MS = 60 * 60_000;

export type FollowPause = 'hidden' | 'scrolled';

export type FollowStatus =
  | { state: 'following'; failures: number; error: ExplorerError | null; waitMs: number }
  | { state: 'paused'; reason: FollowPause }
  | { state: 'stopped'; reason: 'idle' | 'error'; error?: ExplorerError }
  /** The server asked for a wait past the clamp's ceiling, or again after the automatic resumes: the user decides. */
  | { state: 'stopped'; reason: 'server-wait'; error?: ExplorerError; wait: WaitStop };

export interface FollowLoopDeps {
  intervalMs: number;
  /** One look at the newest results; rejects with the error the look met. */
  look: (signal: AbortSignal) => Promise<void>;
  /** Why looking must wait now (the window hidden, the user scrolled away from the top), or null. */
  pauseReason: () => FollowPause | null;
  /** When the user last looked (input while the window showed). */
  lastLookAt: () => number;
  now: () => number;
  random: () => number;
  errorOf: (error: unknown) => ExplorerError;
  onStatus: (status: FollowStatus) => void;
}

export interface FollowLoop {
  /** Something that may end a pause changed (visibility, scroll): looks now when nothing holds it back. */
  wake(): void;
  /** Ends the loop and any look on its way. */
  stop(): void;
}

/** Looks at once, then every interval; pauses, backs off and stops by the rules above. */
export function startFollowLoop(deps: FollowLoopDeps): FollowLoop {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let looking: AbortController | null = null;
  let ended = false;
  let paused = false;
  let failures = 0;
  let lastError: ExplorerError | null = null;

  const schedule = (delayMs: number) => {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => void tick(), timerDelayMs(delayMs));
  };
  const end = (status: FollowStatus) => {
    ended = true;
    if (timer !== null) clearTimeout(timer);
    looking?.abort();
    deps.onStatus(status);
  };

  async function tick(): Promise<void> {
    timer = null;
    if (ended || looking) return;
    const idleMs = deps.now() - deps.lastLookAt();
    if (idleMs >= FOLLOW_IDLE_STOP_MS) return end({ state: 'stopped', reason: 'idle' });
    const pause = deps.pauseReason();
    if (pause) {
      paused = true;
      deps.onStatus({ state: 'paused', reason: pause });
      // Nothing is asked while paused; only the hour without a look still counts.
      schedule(FOLLOW_IDLE_STOP_MS - idleMs);
      return;
    }
    paused = false;
    const controller = new AbortController();
    looking = controller;
    try {
      await deps.look(controller.signal);
      failures = 0;
      lastError = null;
    } catch (error) {
      if (controller.signal.aborted) return;
      lastError = deps.errorOf(error);
      if (!isRetryableError(lastError)) return end({ state: 'stopped', reason: 'error', error: lastError });
      failures += 1;
    } finally {
      if (looking === controller) looking = null;
    }
    if (ended) return;
    const delay = followDelayMs(deps.intervalMs, failures, lastError, deps.random);
    if (delay.kind !== 'wait') return end({ state: 'stopped', reason: 'server-wait', wait: delay, ...(lastError && { error: lastError }) });
    deps.onStatus({ state: 'following', failures, error: lastError, waitMs: delay.ms });
    schedule(delay.ms);
  }

  deps.onStatus({ state: 'following', failures: 0, error: null, waitMs: 0 });
  schedule(0);
  return {
    wake() {
      if (!ended && paused && !looking && deps.pauseReason() === null) schedule(0);
    },
    stop() {
      ended = true;
      if (timer !== null) clearTimeout(timer);
      looking?.abort();
    },
  };
}
