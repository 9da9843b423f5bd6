import type { JobProgress } from '../../common/ipc/contract';

export const PROGRESS_INTERVAL_MS = 100;

export interface ProgressReporterDeps {
  jobId: string;
  emit: (progress: JobProgress) => void;
  /** A monotonic clock in milliseconds (performance.now), so elapsed time never goes back. */
  now: () => number;
  intervalMs?: number;
}

export interface ProgressChange {
  pages?: number;
  rows?: number;
  restarts?: number;
  /** The new total of empty pages. */
  emptyPages?: number;
  /** null clears it (a page arrived); undefined leaves it as it is. */
  retrying?: JobProgress['retrying'] | null;
  /** What a conversation's spool holds now (totals). */
  spooled?: JobProgress['spooled'];
}

export interface ProgressReporter {
  /** Adds to the counts (pages and rows are increments, restarts the new total). */
  update(change: ProgressChange): void;
  /** Sends the final state at once; later updates are ignored. */
  finish(): void;
  /** The state as the last event said, or would say now. */
  snapshot(): JobProgress;
}

/**
 * Progress for the renderer, at most one event per interval (10 per second by default), so a fast
 * job does not flood IPC: a change inside the interval is sent at its end, with whatever has
 * changed by then. Counts only grow. A failing emit (the window went away) does not stop the job.
 * No estimate of the total: the contract gives none (estimatedTotal stays absent).
 */
export function createProgressReporter(deps: ProgressReporterDeps): ProgressReporter {
  const interval = deps.intervalMs ?? PROGRESS_INTERVAL_MS;
  const startedAt = deps.now();
  let pages = 0;
  let rows = 0;
  let restarts = 0;
  let emptyPages = 0;
  let retrying: JobProgress['retrying'];
  let spooled: JobProgress['spooled'];
  let lastSentAt = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let finished = false;

  function snapshot(): JobProgress {
    const elapsedMs = Math.max(0, Math.round(deps.now() - startedAt));
    return {
      jobId: deps.jobId,
      pages,
      rows,
      rowsPerSecond: elapsedMs > 0 ? Math.round((rows * 1000) / elapsedMs) : 0,
      elapsedMs,
      restarts,
      emptyPages,
      ...(retrying && { retrying }),
      ...(spooled && { spooled }),
    };
  }

  function send(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    lastSentAt = deps.now();
    try {
      deps.emit(snapshot());
    } catch {
      // The renderer misses one progress event; the job goes on.
    }
  }

  return {
    update(change) {
      if (finished) return;
      pages += change.pages ?? 0;
      rows += change.rows ?? 0;
      restarts = Math.max(restarts, change.restarts ?? 0);
      emptyPages = Math.max(emptyPages, change.emptyPages ?? 0);
      if (change.retrying !== undefined) retrying = change.retrying ?? undefined;
      if (change.spooled) spooled = { ...change.spooled };
      const wait = lastSentAt + interval - deps.now();
      if (wait <= 0) send();
      else timer ??= setTimeout(send, wait);
    },
    finish() {
      if (finished) return;
      retrying = undefined;
      send();
      finished = true;
    },
    snapshot,
  };
}
