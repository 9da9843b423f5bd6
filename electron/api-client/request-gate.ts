import { ExplorerFailure } from '../../common/errors/failure';
import { cancelledError } from './http-errors';
import { sleep as realSleep } from './sleep';

/**
 * What the searches of one connection share when several locations are read at once: at most
 * `maxInFlight` HTTP exchanges at a time, and one backoff. The server's rate limits are not shown
 * by the contract, but a 429/503 with Retry-After to any location is taken as the server asking
 * the whole connection (one token) to wait: every location's next attempt waits it out too,
 * rather than each location spending its own retries on a limit they share.
 */
export interface RequestGate {
  /** Runs one exchange once a slot is free and no backoff is pending; rejects as cancelled when the signal aborts first. */
  run<T>(exchange: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** The server asked to wait `ms`: no exchange of this gate starts before then. */
  holdFor(ms: number): void;
  readonly inFlight: number;
}

export interface RequestGateDeps {
  maxInFlight: number;
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export function createRequestGate({ maxInFlight, now = Date.now, sleep = realSleep }: RequestGateDeps): RequestGate {
  let inFlight = 0;
  let heldUntil = 0;
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

  async function acquire(signal?: AbortSignal): Promise<void> {
    for (;;) {
      if (signal?.aborted) throw new ExplorerFailure(cancelledError());
      const hold = heldUntil - now();
      if (hold > 0) {
        await sleep(hold, signal).catch(() => {
          throw new ExplorerFailure(cancelledError());
        });
      } else if (inFlight < maxInFlight) {
        inFlight += 1;
        return;
      } else {
        await slotFreed(signal);
      }
    }
  }

  function release(): void {
    inFlight -= 1;
    // One waiter per freed slot; it re-checks the backoff itself.
    const [next] = waiting;
    next?.();
  }

  return {
    async run(exchange, signal) {
      await acquire(signal);
      try {
        return await exchange();
      } finally {
        release();
      }
    },
    holdFor(ms) {
      heldUntil = Math.max(heldUntil, now() + ms);
    },
    get inFlight() {
      return inFlight;
    },
  };
}
