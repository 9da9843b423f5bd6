import type { JobKind } from '../../common/ipc/job-id';

/** What main runs under a name the window gave: a search (a page, a screen across locations), or a job of one kind. */
export type RequestKind = 'search' | JobKind;

export interface RequestRegistry {
  /** Registers a request of a kind and returns the signal that cancels it. */
  start(kind: RequestKind, requestId: string): AbortSignal;
  /**
   * Forgets a request that ended (whatever the outcome): only the run `signal` was started for,
   * so a request that ends after its id was started again does not unregister the newer one.
   */
  finish(kind: RequestKind, requestId: string, signal: AbortSignal): void;
  /** Cancels a running request of that kind; false when none runs under that id (already finished). */
  cancel(kind: RequestKind, requestId: string): boolean;
  /** Cancels everything, e.g. when the window goes away. */
  cancelAll(): void;
}

/**
 * The renderer cannot hold an AbortController across IPC, so it names its requests and cancels
 * them by id. A second start() with a running id of the same kind cancels the first: the renderer
 * has moved on. Each kind has its own ids (a map per kind, no id strings joined), so no search id
 * the window chooses, "export:W" included, can name or cancel a job.
 */
export function createRequestRegistry(): RequestRegistry {
  const running = new Map<RequestKind, Map<string, AbortController>>();
  const ofKind = (kind: RequestKind) => running.get(kind) ?? running.set(kind, new Map()).get(kind)!;

  function cancel(kind: RequestKind, requestId: string): boolean {
    const requests = ofKind(kind);
    const controller = requests.get(requestId);
    if (!controller) return false;
    requests.delete(requestId);
    controller.abort();
    return true;
  }

  return {
    start(kind, requestId) {
      cancel(kind, requestId);
      const controller = new AbortController();
      ofKind(kind).set(requestId, controller);
      return controller.signal;
    },
    finish(kind, requestId, signal) {
      const requests = ofKind(kind);
      if (requests.get(requestId)?.signal === signal) requests.delete(requestId);
    },
    cancel,
    cancelAll() {
      for (const [kind, requests] of running) for (const requestId of [...requests.keys()]) cancel(kind, requestId);
    },
  };
}
