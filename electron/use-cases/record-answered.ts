import type { ConnectionsService } from '../connections/connections-service';
import type { RequestTarget } from '../connections/request-target';

export interface AnsweredRecordDeps {
  connections: Pick<ConnectionsService, 'recordVerification'>;
  now: () => Date;
}

/** Records that a search was answered at the target's location, when its badge does not already say so. */
export type RecordAnswered = (target: RequestTarget) => Promise<void>;

/**
 * A search the server answered proves what Verify would (its one-result search): the token may read
 * the location, so it is recorded as Verify records it and the badge stops asking. A location already
 * verified is left as it is (no write per page). Failing to record must not fail the search it follows.
 */
export function createAnsweredRecord({ connections, now }: AnsweredRecordDeps): RecordAnswered {
  return async ({ connection, location }) => {
    if (location.verification?.status === 'ok') return;
    const verification = { status: 'ok' as const, checkedAt: now().toISOString() };
    await connections.recordVerification(connection.id, location.id, verification).catch(() => undefined);
  };
}
