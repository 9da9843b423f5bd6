import type { CountAllOutcome } from '../../common/ipc/activity-data';
import type { ParsedInput } from '../../common/ipc/contract';
import type { CountJobs } from '../jobs/count-jobs';
import type { ConnectionsService } from '../connections/connections-service';
import { clientContext, requestTarget } from '../connections/request-target';
import { assertPageSizeAllowed } from '../connections/page-size-limit';

export interface ActivityCountsDeps {
  connections: Pick<ConnectionsService, 'credentials'>;
  countJobs: Pick<CountJobs, 'countAll'>;
}

/** The activity chart's "Count all": the token is read here, in main, and only counts go back. */
export function createActivityCounts({ connections, countJobs }: ActivityCountsDeps) {
  return {
    async countAll(input: ParsedInput<'countAll'>): Promise<CountAllOutcome> {
      const target = await requestTarget(connections, input.connectionId, input.locationId);
      assertPageSizeAllowed(target.connection, input.pageSize);
      return countJobs.countAll(input, clientContext(target));
    },
  };
}
