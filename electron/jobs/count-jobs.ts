import { createActivityCounter } from '../../common/activity/activity-counter';
import { createLocatedCounter } from '../../common/activity/located-counter';
import type { LocatedCounter } from '../../common/activity/located-counter';
import type { CountAllOutcome } from '../../common/ipc/activity-data';
import type { LocatedRow, ParsedInput } from '../../common/ipc/contract';
import { DEFAULT_MAX_RESTARTS } from '../../common/paging/page-walk';
import type { ApiClient, RetryNoticeDetails } from '../api-client/client';
import { readLeanPage } from '../api-client/lean-page';
import { createTokenRedactor } from '../api-client/redact-token';
import type { AcrossSession } from '../across-locations/across-session';
import { acrossSource } from './across-source';
import { counterSink } from './counter-sink';
import { DEFAULT_MAX_JOB_PAGES } from './export-jobs';
import type { LocationTarget } from './export-jobs';
import type { JobRunner } from './job-runner';
import { locationWalkSource } from './location-walk-source';

export interface CountJobsDeps {
  runner: JobRunner;
  client: ApiClient;
  maxRestarts?: number;
  maxPages?: number;
}

/**
 * "Count all" of one location and across locations: the sources the exports read (the same
 * walk: retries, restarts, loop guard, page cap), into a counter instead of a file. One
 * location's pages are read lean (lean-page.ts), as parsed and not scrubbed string by string:
 * what leaves main of them is scrubbed by the counter (series labels, the time field's name),
 * the rest is numbers.
 */
export function createCountJobs(deps: CountJobsDeps) {
  return {
    /** Counted through `input.fields`, as the window that asked reads the records. */
    countAll(input: ParsedInput<'countAll'>, target: LocationTarget): Promise<CountAllOutcome> {
      return deps.runner.run('count', input.countId, async () => {
        const redactor = createTokenRedactor(target.token);
        const source = locationWalkSource(
          deps.client,
          { ...target, locationId: input.locationId, body: input.body, pageSize: input.pageSize, readPage: readLeanPage },
          { kept: 'counted', maxRestarts: deps.maxRestarts ?? DEFAULT_MAX_RESTARTS, maxPages: deps.maxPages ?? DEFAULT_MAX_JOB_PAGES },
        );
        return {
          source,
          sink: counterSink(createActivityCounter({ scrubLabel: redactor.redact, ...(input.fields && { fields: input.fields }) }), source),
        };
      });
    },

    /**
     * Counted by time, status, direction and location, and by number for a list of numbers;
     * `redact` removes the connection's token from series labels (the server's values).
     */
    countAcross(
      input: ParsedInput<'countAllAcrossLocations'>,
      open: (onRetry: (notice: RetryNoticeDetails) => void) => Promise<AcrossSession>,
      redact: (text: string) => string,
    ): Promise<CountAllOutcome> {
      return deps.runner.run('count', input.countId, async () => {
        const source = acrossSource(open, '; their messages after that are not counted.');
        const nameOf = (locationId: string) =>
          source.locations().find((location) => location.locationId === locationId)?.name ?? locationId;
        // Made at the first screen, once the session has said the locations' names.
        let counter: LocatedCounter | undefined;
        const counterNow = () =>
          (counter ??= createLocatedCounter(nameOf, {
            scrubLabel: redact,
            locationIds: input.locationIds,
            numbers: input.numbers,
            ...(input.fields && { fields: input.fields }),
          }));
        return {
          source,
          sink: counterSink<LocatedRow[]>({ add: (rows) => counterNow().add(rows), counts: () => counterNow().counts() }, source),
        };
      });
    },

    /** false when no count runs under that id. */
    cancel: (countId: string) => deps.runner.cancel('count', countId),
  };
}

export type CountJobs = ReturnType<typeof createCountJobs>;
