import { setMaxListeners } from 'node:events';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { MAX_LIST_SEARCHES } from '../../common/limits/number-list-limits';
import type { ExplorerError, LocatedRow, LocationProgress } from '../../common/ipc/contract';
import type { RetryNoticeDetails } from '../api-client/client';
import type { AcrossSession } from '../across-locations/across-session';
import type { JobSource } from './job-runner';

/** Distinct reasons a failed job says in its own message (the manifest, when a file is kept, has each location's). */
const MAX_REASONS_SAID = 3;

/** The session across locations as a job reads it: its screens' rows, and each location's state. */
export interface AcrossSource extends JobSource<LocatedRow[]> {
  locations(): LocationProgress[];
  /** How the rows were ordered, in words for the manifest. */
  order(): string;
}

/**
 * Every row of a search across locations, screen by screen from a session of its own (each
 * location its own walk, through the connection's gate), opened when the job reads. A location
 * that stopped with an error does not end the others: the job ends failed once they are done,
 * saying which and `missing`, what the job lacks of them.
 */
export function acrossSource(
  open: (onRetry: (notice: RetryNoticeDetails) => void) => Promise<AcrossSession>,
  missing: string,
): AcrossSource {
  let locations: LocationProgress[] = [];
  let order = 'pending';
  const sum = (field: 'pages' | 'restarts') => locations.reduce((total, location) => total + location[field], 0);

  async function* read({ signal, progress }: Parameters<AcrossSource['read']>[0]): AsyncGenerator<LocatedRow[]> {
    // Every search waiting for a slot of the connection's gate listens to the job's one cancel.
    setMaxListeners(MAX_LIST_SEARCHES * 2, signal);
    const session = await open((notice) => progress.update({ retrying: notice }));
    locations = session.progress();
    for (;;) {
      const pagesBefore = sum('pages');
      const screen = await session.nextScreen(signal);
      locations = screen.locations;
      if (screen.order.mode === 'turns') order = `not merged by time, each search's rows in turns: ${screen.order.reason}`;
      else if (screen.order.mode === 'merged') order = `merged newest first by ${screen.order.timeField}`;
      yield screen.rows;
      progress.update({ pages: sum('pages') - pagesBefore, rows: screen.rows.length, restarts: sum('restarts'), retrying: null });
      if (!screen.more) return;
      await nextTurn();
    }
  }

  return {
    read,
    partFailure(): ExplorerError | null {
      const failed = locations.filter((location) => location.error);
      if (failed.length === 0) return null;
      const which = failed
        .map((location) => (location.number === undefined ? '' : `${location.number} at `) + (location.name ?? location.locationId))
        .join(', ');
      // The reasons themselves, not only the manifest's: a job that wrote no row keeps no file.
      const reasons = [...new Set(failed.map((location) => location.error!.message))];
      const shown =
        reasons.slice(0, MAX_REASONS_SAID).join(' · ') +
        (reasons.length > MAX_REASONS_SAID ? ` · and ${reasons.length - MAX_REASONS_SAID} more` : '');
      return {
        kind: failed[0]!.error!.kind,
        message: `${failed.length} of ${locations.length} ${locations.some((location) => location.number !== undefined) ? 'searches' : 'locations'} stopped with an error (${which})${missing} ${shown}`,
      };
    },
    locations: () => locations,
    order: () => order,
    pages: () => sum('pages'),
    restarts: () => sum('restarts'),
  };
}
