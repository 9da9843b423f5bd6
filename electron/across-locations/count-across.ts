import { setImmediate as nextTurn } from 'node:timers/promises';
import type { RoleChoices } from '../../common/records/vocabulary/role-fields';
import { createLocatedCounter } from '../../common/activity/located-counter';
import type { CountAllOutcome, CountProgress } from '../../common/activity/activity-data';
import { ExplorerFailure } from '../../common/errors/failure';
import type { LocationProgress, ParsedInput } from '../../common/ipc/contract';
import type { RetryNoticeDetails } from '../api-client/client';
import type { RequestRegistry } from '../api-client/requests';
import { createProgressReporter } from '../export/export-progress';
import type { AcrossSession } from './across-session';

export interface CountAcrossDeps {
  requests: RequestRegistry;
  emitProgress: (progress: CountProgress) => void;
  now: () => number;
}

export interface OpenedForCount {
  session: AcrossSession;
  /** Removes the connection's token from text the server sent (series labels are its values). */
  redact: (text: string) => string;
  /** The user's choice of fields for the connection: counted as the one-location chart counts. */
  choices: RoleChoices | undefined;
}

/** The registry key of a count: the same as one location's "Count all", so one Cancel stops either. */
export const countKey = (countId: string) => `count:${countId}`;

/**
 * "Count all" across locations: the session export-all reads (each location its own page walk,
 * restarts, loop guard, the connection's gate), screen by screen, but every row is only counted by
 * time, status, direction and location, then dropped. A location that stopped with an error makes
 * the count "failed" with what it counted: the chart never calls it all messages.
 */
export async function countAcrossLocations(
  deps: CountAcrossDeps,
  input: ParsedInput<'countAllAcrossLocations'>,
  open: (onRetry: (notice: RetryNoticeDetails) => void) => Promise<OpenedForCount>,
): Promise<CountAllOutcome> {
  const key = countKey(input.countId);
  const signal = deps.requests.start(key);
  const progress = createProgressReporter({
    exportId: input.countId,
    emit: ({ exportId, rowsPerSecond: _rate, ...rest }) => deps.emitProgress({ countId: exportId, ...rest }),
    now: deps.now,
  });
  progress.update({});
  let rows = 0;
  let pagesSaid = 0;
  let locations: LocationProgress[] = [];
  try {
    const opened = await open((notice) => progress.update({ retrying: notice }));
    locations = opened.session.progress();
    const names = new Map(locations.map((location) => [location.locationId, location.name ?? location.locationId]));
    const counter = createLocatedCounter((id) => names.get(id) ?? id, { scrubLabel: opened.redact, locationIds: locations.map((location) => location.locationId), ...(opened.choices && { choices: opened.choices }) });
    for (;;) {
      const screen = await opened.session.nextScreen(signal);
      locations = screen.locations;
      counter.add(screen.rows);
      rows += screen.rows.length;
      const pagesNow = sum(locations, 'pages');
      progress.update({ pages: pagesNow - pagesSaid, rows: screen.rows.length, restarts: sum(locations, 'restarts'), retrying: null });
      pagesSaid = pagesNow;
      if (!screen.more) break;
      await nextTurn();
    }
    const pages = sum(locations, 'pages');
    if (signal.aborted) return { status: 'cancelled', rows, pages };
    const failed = locations.filter((location) => location.error);
    if (failed.length === 0) return { status: 'complete', counts: counter.counts(), pages, restarts: sum(locations, 'restarts') };
    const which = failed.map((location) => location.name ?? location.locationId).join(', ');
    return {
      status: 'failed',
      rows,
      pages,
      error: { kind: failed[0]!.error!.kind, message: `${failed.length} of ${locations.length} locations stopped with an error (${which}); their messages after that are not counted.` },
      counts: counter.counts(),
    };
  } catch (error) {
    if (!(error instanceof ExplorerFailure)) throw error;
    const pages = sum(locations, 'pages');
    if (signal.aborted) return { status: 'cancelled', rows, pages };
    return { status: 'failed', rows, pages, error: error.error, counts: null };
  } finally {
    deps.requests.finish(key, signal);
    progress.finish();
  }
}

function sum(locations: readonly LocationProgress[], field: 'pages' | 'restarts'): number {
  return locations.reduce((total, location) => total + location[field], 0);
}
