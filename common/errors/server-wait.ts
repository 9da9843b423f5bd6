/**
 * The one clamp between a server's Retry-After and a timer. The header is read once, in main
 * (parseRetryAfter, to a finite number of milliseconds); every wait that follows from it (main's
 * next attempt, Follow's next look, the grid's countdown; the jobs and the search across locations
 * through main's attempts) goes through serverWait, which gives it a floor and a ceiling:
 *
 * - floor: the caller's backoff base, doubling with each automatic resume in a row, so
 *   `Retry-After: 0` (an ordinary gateway answer) cannot make a loop;
 * - ceiling: MAX_SERVER_WAIT_MS. A longer wait is not waited out but stops what asked, with the
 *   reason in words: a timer would overflow past 2^31 - 1 ms and fire at once, and a wait of days
 *   is an outage or a hostile answer, not a rate limit;
 * - after MAX_AUTO_RESUMES automatic resumes in a row the user is asked instead.
 */

/** The longest wait a server may impose on a view, a job or Follow: longer, and it stops and says why. */
export const MAX_SERVER_WAIT_MS = 10 * 60_000;
/** Automatic resumes in a row after a server's wait before the user is asked (main's 3 retries of one request are the same rule). */
export const MAX_AUTO_RESUMES = 3;
/** The grid's first automatic resume after a server's wait waits at least this; each next one twice as long. */
export const AUTO_RESUME_BASE_MS = 1_000;
/** Retry-After is read up to a year: a longer one (400 digits, a date in 2999) is still a finite number, which survives JSON and structured clone. */
export const RETRY_AFTER_READ_MAX_MS = 365 * 24 * 3_600_000;
/** setTimeout's longest delay: a longer one (a signed 32-bit count of milliseconds) fires at once. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Retry-After as delta-seconds or an HTTP date (relative to `now`), in milliseconds from 0 to
 * RETRY_AFTER_READ_MAX_MS; anything else (negative, words, empty) is ignored as not said.
 */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Math.min(RETRY_AFTER_READ_MAX_MS, Math.round(Number(text) * SECOND));
  if (!/[a-z]/i.test(text)) return undefined;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.min(RETRY_AFTER_READ_MAX_MS, Math.max(0, date - now));
}

/** What to do about a server's wait: wait `ms`, or stop and ask the user (the wait is too long, or resuming by itself did not help). */
export type ServerWait = { kind: 'wait'; ms: number } | { kind: 'too-long'; askedMs: number } | { kind: 'ask'; resumes: number };

export type WaitStop = Exclude<ServerWait, { kind: 'wait' }>;

/** The least wait before automatic resume number `resume` (1-based): the base, doubling each time, never past the ceiling. */
export function resumeFloorMs(baseMs: number, resume: number): number {
  return Math.min(MAX_SERVER_WAIT_MS, baseMs * 2 ** (resume - 1));
}

/**
 * The clamp: `retryAfterMs` (what the server asked) before automatic resume number `resume`
 * (1-based) of a caller whose backoff starts at `baseMs`. Zero, negative or unreadable (NaN)
 * asks wait the floor; Infinity or anything past the ceiling stops.
 */
export function serverWait(retryAfterMs: number, resume: number, baseMs: number): ServerWait {
  if (retryAfterMs > MAX_SERVER_WAIT_MS) return { kind: 'too-long', askedMs: retryAfterMs };
  if (resume > MAX_AUTO_RESUMES) return { kind: 'ask', resumes: MAX_AUTO_RESUMES };
  const floor = resumeFloorMs(baseMs, resume);
  return { kind: 'wait', ms: retryAfterMs > floor ? retryAfterMs : floor };
}

/** A delay setTimeout keeps: past MAX_TIMER_MS it would fire at once, so it is cut there; below 0 or NaN is 0. */
export function timerDelayMs(ms: number): number {
  return ms > 0 ? Math.min(ms, MAX_TIMER_MS) : 0;
}

/** "120 s", "25 min", "5 h", "34 days", "a year or more": a wait as a person reads it. */
export function waitWords(ms: number): string {
  if (!(ms < RETRY_AFTER_READ_MAX_MS)) return 'a year or more';
  if (ms < 5 * MINUTE) return `${Math.ceil(ms / SECOND)} s`;
  if (ms < 2 * HOUR) return `${Math.round(ms / MINUTE)} min`;
  if (ms < 2 * DAY) return `${Math.round(ms / HOUR)} h`;
  return `${Math.floor(ms / DAY)} days`;
}

/** Why a wait stopped instead of firing, as one sentence that ends with what the user can do. */
export function waitStopText(stop: WaitStop): string {
  return stop.kind === 'too-long'
    ? `The server asked to wait ${waitWords(stop.askedMs)}; stopped. Retry when you choose.`
    : `The server asked to wait again after ${stop.resumes} automatic retries; stopped. Retry when you choose.`;
}
