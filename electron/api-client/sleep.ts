import { timerDelayMs } from '../../common/errors/server-wait';

/** Waits `ms` (cut to what a timer keeps), or rejects as soon as `signal` aborts (a cancel must not wait out a backoff). */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, timerDelayMs(ms));
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
