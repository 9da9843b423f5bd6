import { ExplorerFailure, isFailure } from '../../common/errors/failure';
import { cancelledError } from './http-errors';
import { sleep as realSleep } from './sleep';

/**
 * What the searches of one connection share when several locations are read at once: at most
 * `maxInFlight` HTTP exchanges at a time. A 429/503's Retry-After holds only the location it was
 * sent for (`key`): the contract does not show whether limits are per token or per location, and
 * one location's long wait must not hold every other one (a limit they do share sends each its
 * own Retry-After, and each waits that out).
 *
 * The limit is the user's choice, but a server that answers "too many requests" (429) or
 * "unavailable" (503) gets fewer at once: the number allowed halves (once for the exchanges that
 * were running together, not once per refusal among them), down to one, and grows back by one
 * after as many exchanges in a row succeed, up to the limit. The contract shows no rate limits,
 * so the app learns the server's from its answers rather than guess them.
 */
export interface RequestGate {
  /** Runs one exchange once a slot is free and no backoff of its key is pending; rejects as cancelled when the signal aborts first. */
  run<T>(exchange: () => Promise<T>, signal: AbortSignal | undefined, key: string): Promise<T>;
  /** The server asked to wait `ms`: no exchange of this key starts before then. */
  holdFor(ms: number, key: string): void;
  /** The user's limit (the connection's setting); what is allowed starts again from it when it changes. */
  setLimit(maxInFlight: number): void;
  readonly inFlight: number;
  /** Exchanges allowed at once now: the limit, or fewer while the server is overloaded. */
  readonly allowed: number;
}

export interface RequestGateDeps {
  maxInFlight: number;
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export function createRequestGate({ maxInFlight, now = Date.now, sleep = realSleep }: RequestGateDeps): RequestGate {
  let limit = maxInFlight;
  let allowed = maxInFlight;
  // Exchanges that succeeded since `allowed` last changed, and which change that was: a refusal
  // by an exchange that started before the last slow-down was already answered by it.
  let streak = 0;
  let epoch = 0;
  let inFlight = 0;
  const heldUntil = new Map<string, number>();
  const waiting = new Set<() => void>();

  function slotFreed(signal?: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      const wake = () => {
        waiting.delete(wake);
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      const onAbort = () => {
        waiting.delete(wake);
        reject(new ExplorerFailure(cancelledError()));
      };
      waiting.add(wake);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  async function acquire(signal: AbortSignal | undefined, key: string): Promise<void> {
    for (;;) {
      if (signal?.aborted) throw new ExplorerFailure(cancelledError());
      const hold = (heldUntil.get(key) ?? 0) - now();
      if (hold > 0) {
        await sleep(hold, signal).catch(() => {
          throw new ExplorerFailure(cancelledError());
        });
      } else if (inFlight < allowed) {
        inFlight += 1;
        return;
      } else {
        await slotFreed(signal);
      }
    }
  }

  function wakeOne(): void {
    // It re-checks the backoff and the slots itself.
    const [next] = waiting;
    next?.();
  }

  function release(): void {
    inFlight -= 1;
    wakeOne();
  }

  function succeeded(): void {
    streak += 1;
    if (streak < allowed || allowed >= limit) return;
    allowed += 1;
    streak = 0;
    epoch += 1;
    wakeOne();
  }

  function overloaded(startedIn: number): void {
    if (startedIn !== epoch) return;
    allowed = Math.max(1, Math.floor(allowed / 2));
    streak = 0;
    epoch += 1;
  }

  return {
    async run(exchange, signal, key) {
      await acquire(signal, key);
      const startedIn = epoch;
      try {
        const result = await exchange();
        succeeded();
        return result;
      } catch (error) {
        if (isOverloadAnswer(error)) overloaded(startedIn);
        throw error;
      } finally {
        release();
      }
    },
    holdFor(ms, key) {
      heldUntil.set(key, Math.max(heldUntil.get(key) ?? 0, now() + ms));
    },
    setLimit(maxInFlight) {
      if (maxInFlight === limit) return;
      limit = maxInFlight;
      allowed = maxInFlight;
      streak = 0;
      epoch += 1;
      // Every waiter looks again: a higher limit has room for several at once (those that do not
      // fit wait again).
      for (const wake of [...waiting]) wake();
    },
    get inFlight() {
      return inFlight;
    },
    get allowed() {
      return allowed;
    },
  };
}

/** A 429, or a 503: the server says it has more than it can take now. */
function isOverloadAnswer(error: unknown): boolean {
  return isFailure(error, 'rate_limited') || (isFailure(error, 'server') && error.error.status === 503);
}
