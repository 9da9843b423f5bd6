export interface RequestRegistry {
  /** Registers a request and returns the signal that cancels it. */
  start(requestId: string): AbortSignal;
  /**
   * Forgets a request that ended (whatever the outcome): only the run `signal` was started for,
   * so a request that ends after its id was started again does not unregister the newer one.
   */
  finish(requestId: string, signal: AbortSignal): void;
  /** Cancels a running request; false when none runs under that id (already finished). */
  cancel(requestId: string): boolean;
  /** Cancels everything, e.g. when the window goes away. */
  cancelAll(): void;
}

/**
 * The renderer cannot hold an AbortController across IPC, so it names its requests and cancels
 * them by id. A second start() with a running id cancels the first: the renderer has moved on.
 */
export function createRequestRegistry(): RequestRegistry {
  const running = new Map<string, AbortController>();

  function cancel(requestId: string): boolean {
    const controller = running.get(requestId);
    if (!controller) return false;
    running.delete(requestId);
    controller.abort();
    return true;
  }

  return {
    start(requestId) {
      cancel(requestId);
      const controller = new AbortController();
      running.set(requestId, controller);
      return controller.signal;
    },
    finish(requestId, signal) {
      if (running.get(requestId)?.signal === signal) running.delete(requestId);
    },
    cancel,
    cancelAll() {
      for (const requestId of [...running.keys()]) cancel(requestId);
    },
  };
}
