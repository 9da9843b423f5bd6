import { setImmediate as nextTurn } from 'node:timers/promises';
import { walkAllPages } from '../api-client/all-pages';
import type { ApiClient } from '../api-client/client';
import type { RequestRegistry } from '../api-client/requests';
import { createTokenRedactor } from '../api-client/redact-token';
import { createProgressReporter } from '../export/export-progress';
import { DEFAULT_MAX_EXPORT_PAGES } from '../export/export-all';
import type { ExportSource } from '../export/export-all';
import { createActivityCounter } from '../../common/activity/activity-counter';
import type { CountAllOutcome, CountProgress } from '../../common/activity/activity-data';
import { ExplorerFailure } from '../../common/errors/failure';
import { createFingerprintSet } from '../../common/paging/fingerprint-set';
import { DEFAULT_MAX_RESTARTS } from '../../common/paging/page-walk';
import type { ParsedInput } from '../../common/ipc/contract';

export interface AllCounterDeps {
  client: ApiClient;
  emitProgress: (progress: CountProgress) => void;
  /** Cancel signals (shared with searches and exports, so quitting stops a count too). */
  requests: RequestRegistry;
  clock?: () => number;
  maxRestarts?: number;
  maxPages?: number;
  progressIntervalMs?: number;
}

export interface AllCounter {
  countAll(input: ParsedInput<'countAll'>, source: ExportSource): Promise<CountAllOutcome>;
  /** false when no count runs under that id. */
  cancel(countId: string): boolean;
}

/**
 * "Count all": every page of the search, through the same client and page walk as "export all"
 * (retries, restarts after an expired token, loop guard, page cap, one request in flight), but
 * each page is only counted per time unit and series (activity-counter.ts) and dropped: no
 * flatten, no CSV, no file. Labels come from the server, so they are scrubbed of the token here,
 * before anything leaves main.
 */
export function createAllCounter(deps: AllCounterDeps): AllCounter {
  const clock = deps.clock ?? (() => performance.now());
  const registryKey = (countId: string) => `count:${countId}`;

  async function countAll(input: ParsedInput<'countAll'>, source: ExportSource): Promise<CountAllOutcome> {
    const key = registryKey(input.countId);
    const signal = deps.requests.start(key);
    const redactor = createTokenRedactor(source.token);
    const counter = createActivityCounter({ scrubLabel: (label) => redactor.redact(label) });
    const progress = createProgressReporter({
      exportId: input.countId,
      emit: ({ exportId, rowsPerSecond: _rate, ...rest }) => deps.emitProgress({ countId: exportId, ...rest }),
      now: clock,
      ...(deps.progressIntervalMs !== undefined && { intervalMs: deps.progressIntervalMs }),
    });
    progress.update({});
    let rows = 0;
    let pages = 0;
    let restarts = 0;
    let emptyPages = 0;
    try {
      const items = walkAllPages(
        deps.client,
        {
          ...source,
          locationId: input.locationId,
          body: input.body,
          pageSize: input.pageSize,
          signal,
          onRetry: (notice) => progress.update({ retrying: notice }),
        },
        {
          seen: createFingerprintSet(),
          kept: 'counted',
          maxRestarts: deps.maxRestarts ?? DEFAULT_MAX_RESTARTS,
          maxPages: deps.maxPages ?? DEFAULT_MAX_EXPORT_PAGES,
          onRestart: (count) => {
            restarts = count;
            progress.update({ restarts: count });
          },
          onPage: (walk) => {
            emptyPages = walk.emptyPages;
          },
        },
      );
      for await (const page of items) {
        pages += 1;
        counter.add(page);
        rows += page.length;
        progress.update({ pages: 1, rows: page.length, emptyPages, retrying: null });
        // Let IPC and other requests in between pages, even when everything is already buffered.
        await nextTurn();
      }
      if (signal.aborted) return { status: 'cancelled', rows, pages };
      return { status: 'complete', counts: counter.counts(), pages, restarts };
    } catch (error) {
      if (!(error instanceof ExplorerFailure)) throw error;
      if (signal.aborted) return { status: 'cancelled', rows, pages };
      return { status: 'failed', rows, pages, error: error.error, counts: counter.counts() };
    } finally {
      deps.requests.finish(key, signal);
      progress.finish();
    }
  }

  return {
    countAll,
    cancel: (countId) => deps.requests.cancel(registryKey(countId)),
  };
}
