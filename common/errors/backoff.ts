import type { ServerWait } from './server-wait';
import { serverWait } from './server-wait';

/**
 * How long to wait after a failed attempt, shared by main's retries (electron/api-client/retry.ts)
 * and Follow's next look (renderer/features/follow/follow-delay.ts): capped exponential backoff with
 * full jitter, random() * min(maxDelayMs, baseDelayMs * 2^(attempt - 1)), unless the server said
 * when (Retry-After), which goes through the one clamp (server-wait.ts): at least the same
 * step without jitter, at most its ceiling, and never a timer after too many resumes.
 */
export interface Backoff {
  baseDelayMs: number;
  maxDelayMs: number;
}

/** `attempt`: the 1-based number of the attempt that just failed (the automatic resume that follows has the same number). */
export function backoffDelayMs(backoff: Backoff, attempt: number, retryAfterMs: number | undefined, random: () => number): ServerWait {
  if (retryAfterMs !== undefined) return serverWait(retryAfterMs, attempt, backoff.baseDelayMs);
  return { kind: 'wait', ms: Math.round(random() * Math.min(backoff.maxDelayMs, backoff.baseDelayMs * 2 ** (attempt - 1))) };
}
