import { backoffDelayMs } from '../../../common/errors/backoff';
import type { ExplorerError } from '../../../common/ipc/contract';

/** Follow never waits longer than this between looks after failures (unless the server says so). */
export const FOLLOW_MAX_BACKOFF_MS = 10 * 60_000;

/**
 * The wait before the next look: the connection's interval, or after `failures` failed looks in
 * a row, the shared backoff from that interval (Retry-After winning), never under the interval.
 */
export function followDelayMs(intervalMs: number, failures: number, error: ExplorerError | null, random: () => number): number {
  if (failures === 0 || !error) return intervalMs;
  const backoff = { baseDelayMs: intervalMs, maxDelayMs: Math.max(intervalMs, FOLLOW_MAX_BACKOFF_MS) };
  return Math.max(intervalMs, backoffDelayMs(backoff, failures + 1, error.retryAfterMs, random));
}
