import type { RetryNotice } from '../../../common/ipc/contract';

export interface PendingRetry extends RetryNotice {
  /** Date.now() when the notice arrived, to count down delayMs. */
  noticedAt: number;
}

export interface ActivitySnapshot {
  inFlight: number;
  retry: PendingRetry | null;
}

/**
 * The search requests of this window that main is working on, and the latest "retrying in N s"
 * notice for one of them. Main pushes retry notices for every request; only ours are kept.
 */
export interface RequestActivity {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => ActivitySnapshot;
  start: (requestId: string) => void;
  finish: (requestId: string) => void;
  noteRetry: (notice: RetryNotice, now: number) => void;
}

export function createRequestActivity(): RequestActivity {
  const inFlight = new Set<string>();
  const listeners = new Set<() => void>();
  let snapshot: ActivitySnapshot = { inFlight: 0, retry: null };

  const publish = (retry: PendingRetry | null) => {
    snapshot = { inFlight: inFlight.size, retry };
    for (const listener of listeners) listener();
  };

  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    start: (requestId) => {
      inFlight.add(requestId);
      publish(snapshot.retry);
    },
    finish: (requestId) => {
      inFlight.delete(requestId);
      publish(snapshot.retry?.requestId === requestId ? null : snapshot.retry);
    },
    noteRetry: (notice, now) => {
      if (inFlight.has(notice.requestId)) publish({ ...notice, noticedAt: now });
    },
  };
}
