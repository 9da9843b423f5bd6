/**
 * How long to wait after a failed attempt, shared by main's retries (electron/api-client/retry.ts)
 * and Follow's next look (renderer/features/follow/follow-delay.ts): capped exponential backoff with
 * full jitter, random() * min(maxDelayMs, baseDelayMs * 2^(attempt - 1)), unless the server said
 * when (Retry-After), which wins.
 */
export interface Backoff {
  baseDelayMs: number;
  maxDelayMs: number;
}

/** `attempt`: the 1-based number of the attempt that just failed. */
export function backoffDelayMs(backoff: Backoff, attempt: number, retryAfterMs: number | undefined, random: () => number): number {
  if (retryAfterMs !== undefined) return retryAfterMs;
  return Math.round(random() * Math.min(backoff.maxDelayMs, backoff.baseDelayMs * 2 ** (attempt - 1)));
}
