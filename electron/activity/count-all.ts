import type { ApiClient } from '../api-client/client';
import { readLeanPage } from '../api-client/lean-page';
import type { RequestRegistry } from '../api-client/requests';
import { createTokenRedactor } from '../api-client/redact-token';
import { walkWithProgress } from '../api-client/walk-with-progress';
import { createProgressReporter } from '../export/export-progress';
import { DEFAULT_MAX_EXPORT_PAGES } from '../export/export-all';
import type { ExportSource } from '../export/export-all';
import { createActivityCounter } from '../../common/activity/activity-counter';
import type { CountAllOutcome, CountProgress } from '../../common/activity/activity-data';
import { ExplorerFailure } from '../../common/errors/failure';
import { DEFAULT_MAX_RESTARTS } from '../../common/paging/page-walk';
import type { ParsedInput } from '../../common/ipc/contract';
import type { RoleChoices } from '../../common/records/vocabulary/role-fields';

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
  countAll(input: ParsedInput<'countAll'>, source: ExportSource, choices?: RoleChoices): Promise<CountAllOutcome>;
  /** false when no count runs under that id. */
  cancel(countId: string): boolean;
}

/**
 * "Count all": every page of the search, through the same client and page walk as "export all"
 * (retries, restarts after an expired token, loop guard, page cap, one request in flight), but
 * each page is only counted per time unit and series (activity-counter.ts) and dropped: no
 * flatten, no CSV, no file. So pages are read lean (lean-page.ts): as parsed, not scrubbed
 * string by string. What leaves main of them is scrubbed by the counter: the series labels and
 * the time field's name; the rest is numbers. Errors come from the client, scrubbed there.
 */
export function createAllCounter(deps: AllCounterDeps): AllCounter {
  const clock = deps.clock ?? (() => performance.now());
  const registryKey = (countId: string) => `count:${countId}`;

  async function countAll(input: ParsedInput<'countAll'>, source: ExportSource, choices?: RoleChoices): Promise<CountAllOutcome> {
    const key = registryKey(input.countId);
    const signal = deps.requests.start(key);
    const redactor = createTokenRedactor(source.token);
    const counter = createActivityCounter({ scrubLabel: redactor.redact, ...(choices && { choices }) });
    const progress = createProgressReporter({
      exportId: input.countId,
      emit: ({ exportId, rowsPerSecond: _rate, ...rest }) => deps.emitProgress({ countId: exportId, ...rest }),
      now: clock,
      ...(deps.progressIntervalMs !== undefined && { intervalMs: deps.progressIntervalMs }),
    });
    progress.update({});
    const walk = walkWithProgress(
      deps.client,
      { ...source, locationId: input.locationId, body: input.body, pageSize: input.pageSize, signal, readPage: readLeanPage },
      { progress, kept: 'counted', maxRestarts: deps.maxRestarts ?? DEFAULT_MAX_RESTARTS, maxPages: deps.maxPages ?? DEFAULT_MAX_EXPORT_PAGES },
    );
    let rows = 0;
    try {
      for await (const page of walk.pages) {
        counter.add(page);
        rows += page.length;
      }
      if (signal.aborted) return { status: 'cancelled', rows, pages: walk.pagesRead };
      return { status: 'complete', counts: counter.counts(), pages: walk.pagesRead, restarts: walk.restarts };
    } catch (error) {
      if (!(error instanceof ExplorerFailure)) throw error;
      if (signal.aborted) return { status: 'cancelled', rows, pages: walk.pagesRead };
      return { status: 'failed', rows, pages: walk.pagesRead, error: error.error, counts: counter.counts() };
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
