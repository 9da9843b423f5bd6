import { setMaxListeners } from 'node:events';
import type { ParsedInput } from '../../common/ipc/contract';
import type { AcrossLocationsScreen, ExportAllOutcome, LocationProgress } from '../../common/ipc/contract';
import type { ExportJobs } from '../jobs/export-jobs';
import type { CountJobs } from '../jobs/count-jobs';
import { ExplorerFailure } from '../../common/errors/failure';
import type { RequestRegistry } from '../api-client/requests';
import { createSessionRegistry } from '../across-locations/session-registry';
import type { EmitEvent } from '../ipc/register';
import { openAcrossSession } from './across-session-factory';
import type { AcrossSession } from '../across-locations/across-session';
import type { AcrossSessionDeps } from './across-session-factory';
import type { RetryNoticeDetails } from '../api-client/client';
import { createTokenRedactor } from '../api-client/redact-token';
import type { CountAllOutcome } from '../../common/ipc/activity-data';
import { JOB_NO_PROGRESS, SCREEN_NO_PROGRESS } from '../../common/paging/no-progress';
import type { LocationWalkRules } from '../across-locations/location-stream';
import { DEFAULT_MAX_JOB_PAGES } from '../jobs/export-jobs';
import { MAX_LIST_SEARCHES } from '../../common/limits/number-list-limits';

/**
 * Rows per screen of the merged list: two screenfuls of a 1080-pixel window. The first screen is
 * what a search waits for, and a smaller one answers sooner (it is read, sent and parsed whole);
 * the next one is asked for 20 rows before the end, while the rows above are read.
 */
export const ACROSS_SCREEN_ROWS = 50;
/**
 * Rounds of page fetches before a screen answers with what it has (empty pages without end). An
 * export's or count's screen answers too and the job reads on: its bounds are each location's
 * page cap and no-progress stop (JOB_WALK_RULES).
 */
const MAX_ROUNDS_PER_SCREEN = 25;
/**
 * A screen waits for every location whose next row may be due: one asked to wait longer than this
 * (Retry-After) stops with the server's answer and its Retry button, and the others go on.
 */
const VIEW_MAX_RETRY_AFTER_MS = 5_000;
/** The view pauses a location that sends nothing new and offers to go on; its screens bound the rest. */
const VIEW_WALK_RULES: LocationWalkRules = { noProgress: SCREEN_NO_PROGRESS, kept: 'shown' };
/** Each location of an export or count reads at most as many pages as one location's export, and stops when nothing new comes. */
const jobWalkRules = (kept: 'written' | 'counted'): LocationWalkRules => ({
  noProgress: JOB_NO_PROGRESS,
  maxPages: DEFAULT_MAX_JOB_PAGES,
  kept,
});

export interface AcrossLocationsDeps extends AcrossSessionDeps {
  requests: RequestRegistry;
  emit: EmitEvent;
  exportJobs: Pick<ExportJobs, 'exportAcross'>;
  countJobs: Pick<CountJobs, 'countAcross'>;
}

/** Rows an export takes from its session at a time. */
const EXPORT_SCREEN_ROWS = 1_000;

/**
 * The same filters run per location in main, each location with its own page tokens and walk;
 * the renderer gets screens of one list and a strip of per-location progress, never a token.
 */
export function createAcrossLocationsSearch(deps: AcrossLocationsDeps) {
  const registry = createSessionRegistry();
  // The session each request's screen is reading now: "Show the others now" names the request,
  // since a first screen has no cursor yet.
  const reading = new Map<string, AcrossSession>();

  async function startSession({
    connectionId,
    locationIds,
    numbers,
    body,
    pageSize,
    requestId,
    fields,
  }: ParsedInput<'searchAcrossLocations'>): Promise<string> {
    const { session } = await openAcrossSession(deps, {
      connectionId,
      locationIds,
      numbers,
      body,
      pageSize,
      fields,
      screenRows: ACROSS_SCREEN_ROWS,
      maxRoundsPerScreen: MAX_ROUNDS_PER_SCREEN,
      walkRules: VIEW_WALK_RULES,
      maxRetryAfterMs: VIEW_MAX_RETRY_AFTER_MS,
      onRetry: (notice) => deps.emit('requestRetry', { requestId, ...notice }),
    });
    return registry.add(session);
  }

  return {
    async searchAcrossLocations(input: ParsedInput<'searchAcrossLocations'>): Promise<AcrossLocationsScreen> {
      const cursor = input.cursor ?? (await startSession(input));
      const { session, following } = registry.claim(cursor);
      const signal = deps.requests.start('search', input.requestId);
      // Every search waiting for a slot of the connection's gate listens to this one cancel.
      setMaxListeners(MAX_LIST_SEARCHES * 2, signal);
      reading.set(input.requestId, session);
      try {
        const screen = await session.nextScreen(signal);
        return { ...screen, cursor: following };
      } finally {
        deps.requests.finish('search', input.requestId, signal);
        if (reading.get(input.requestId) === session) reading.delete(input.requestId);
      }
    },

    /** The export reads a session of its own, through the same gate, so the grid's screens are not taken from it. */
    async exportAcrossLocations(input: ParsedInput<'exportAcrossLocations'>): Promise<ExportAllOutcome | null> {
      const open = (onRetry: (notice: RetryNoticeDetails) => void) =>
        openAcrossSession(deps, {
          ...input,
          screenRows: EXPORT_SCREEN_ROWS,
          maxRoundsPerScreen: MAX_ROUNDS_PER_SCREEN,
          walkRules: jobWalkRules('written'),
          onRetry,
        });
      return deps.exportJobs.exportAcross(input, open);
    },

    /** Count all reads a session of its own too, counting each screen and dropping its rows. */
    async countAllAcrossLocations(input: ParsedInput<'countAllAcrossLocations'>): Promise<CountAllOutcome> {
      const open = async (onRetry: (notice: RetryNoticeDetails) => void) =>
        (
          await openAcrossSession(deps, {
            ...input,
            screenRows: EXPORT_SCREEN_ROWS,
            maxRoundsPerScreen: MAX_ROUNDS_PER_SCREEN,
            walkRules: jobWalkRules('counted'),
            onRetry,
          })
        ).session;
      // Series labels are the server's values: scrubbed of the token here, as one location's count does.
      const credentials = await deps.connections.credentials(input.connectionId, input.locationIds[0]!);
      const redactor = createTokenRedactor(credentials.token);
      return deps.countJobs.countAcross(input, open, (text) => redactor.redact(text));
    },

    showOthersNow({ requestId }: ParsedInput<'showOthersNow'>): LocationProgress[] | null {
      const session = reading.get(requestId);
      if (!session) return null;
      session.showOthersNow();
      return session.progress();
    },

    async retryAcrossLocation({ cursor, locationId, number }: ParsedInput<'retryAcrossLocation'>): Promise<LocationProgress[]> {
      const session = registry.find(cursor);
      if (!session.retry(locationId, number)) {
        throw new ExplorerFailure({
          kind: 'invalid_request',
          message: 'This location stopped by itself (see its message) and cannot be resumed; run the search again.',
        });
      }
      return session.progress();
    },
  };
}
