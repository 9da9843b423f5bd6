import { backoffDelayMs } from '../../../common/errors/backoff';
import type { ServerWait } from '../../../common/errors/server-wait';
import type { ExplorerError } from '../../../common/ipc/contract';

/** Follow never waits longer than this between looks after failures (unless the server says so). */
export const FOLLOW_MAX_BACKOFF_MS = 10 * 60_000;

/**
 * The wait before the next look: the connection's interval, or after `failures` failed looks in
 * a row, the shared backoff from twice that interval, never under the interval. A Retry-After goes
 * through the one clamp (common/errors/server-wait.ts): at least that backoff's step, and a wait
 * past its ceiling, or a fourth in a row, stops Follow instead of arming a timer.
 */
export function followDelayMs(intervalMs: number, failures: number, error: ExplorerError | null, random: () => number): ServerWait {
  if (failures === 0 || !error) return { kind: 'wait', ms: intervalMs };
  const backoff = { baseDelayMs: 2 * intervalMs, maxDelayMs: Math.max(2 * intervalMs, FOLLOW_MAX_BACKOFF_MS) };
  const wait = backoffDelayMs(backoff, failures, error.retryAfterMs, random);
  return wait.kind === 'wait' ? { kind: 'wait', ms: Math.max(intervalMs, wait.ms) } : wait;
}
