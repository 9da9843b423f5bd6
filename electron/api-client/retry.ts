/**
 * When and how long to wait before repeating a search (searches are read-only, so repeating one
 * is safe).
 *
 * What is retried is the error table's call (common/errors/error-table.ts, which the renderer
 * reads too), plus a success whose body is not valid JSON (TransientBodyFailure: plausibly cut
 * off by a gateway). The other malformed responses (wrong shape, wrong content type, empty, too
 * large) are the server's settled answer: repeating them would only repeat the answer (or the
 * oversized download).
 *
 * Delay: common/errors/backoff.ts (capped exponential backoff with full jitter, unless the server
 * sent Retry-After, which goes through the one clamp, common/errors/server-wait.ts: at least
 * 500 ms, 1 s, 2 s between the attempts, so `Retry-After: 0` is no loop). A Retry-After longer
 * than maxRetryAfterMs, or than the clamp's ceiling, ends the retries: the error keeps
 * retryAfterMs so the UI can count down or say why it stopped instead.
 */
import { backoffDelayMs } from '../../common/errors/backoff';
import { isRetryableError } from '../../common/errors/error-table';
import type { ExplorerFailure } from '../../common/errors/failure';
import { TransientBodyFailure } from './response';

export interface RetryPolicy {
  /** Attempts in all, the first one included. */
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  maxRetryAfterMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 4,
  baseDelayMs: 500,
  maxDelayMs: 8000,
  maxRetryAfterMs: 60_000,
};

export function isRetryable(failure: ExplorerFailure): boolean {
  return failure instanceof TransientBodyFailure || isRetryableError(failure.error);
}

/**
 * The wait before the attempt after `attempt` (1-based number of the attempt that just failed),
 * or null to give up and report the failure.
 */
export function retryDelay(policy: RetryPolicy, failure: ExplorerFailure, attempt: number, random: () => number): number | null {
  if (attempt >= policy.maxAttempts || !isRetryable(failure)) return null;
  const { retryAfterMs } = failure.error;
  if (retryAfterMs !== undefined && retryAfterMs > policy.maxRetryAfterMs) return null;
  const wait = backoffDelayMs(policy, attempt, retryAfterMs, random);
  return wait.kind === 'wait' ? wait.ms : null;
}
