import { ExplorerFailure } from '../../common/errors/failure';
import { cancelledError } from './http-errors';
import { sleep as realSleep } from './sleep';

/**
 * What the searches of one connection share when several locations are read at once: at most
 * `maxInFlight` HTTP exchanges at a time. A 429/503's Retry-After holds only the location it was
 * sent for (`key`): the contract does not show whether limits are per token or per location, and
 * one location's long wait must not hold every other one (a limit they do share sends each its
 * own Retry-After, and each waits that out).
 */
export interface RequestGate {
  /** Runs one exchange once a slot is free and no backoff of its key is pending; rejects as cancelled when the signal aborts first. */
  run<T>(exchange: () => Promise<T>, signal: AbortSignal | undefined, key: string): Promise<T>;
  /** The server asked to wait `ms`: no exchange of this key starts before then. */
  holdFor(ms: number, key: string): void;
  readonly inFlight: number;
}

export interface RequestGateDeps {
  maxInFlight: number;
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export function createRequestGate({ maxInFlight, now = Date.now, sleep = realSleep }: RequestGateDeps): RequestGate {
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
    async run(exchange, signal, key) {
      await acquire(signal, key);
      try {
        return await exchange();
      } finally {
        release();
      }
    },
    holdFor(ms, key) {
      heldUntil.set(key, Math.max(heldUntil.get(key) ?? 0, now() + ms));
    },
    get inFlight() {
      return inFlight;
    },
  };
}
