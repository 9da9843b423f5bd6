import type { ConnectionView, ExplorerError } from '../../common/ipc/contract';
import { isFailure } from '../../common/errors/failure';
import type { ApiClient } from '../api-client/client';
import type { ConnectionsService } from '../connections/connections-service';
import { isUnauthorized, refusalFromProbe, refusalNamedByServer, withRefusal } from '../api-client/refusal-cause';
import type { ProbeOutcome } from '../api-client/refusal-cause';

export interface RefusalCheckDeps {
  connections: ConnectionsService;
  client: ApiClient;
  appVersion: string;
  now: () => Date;
}

/** Gives a 401 its cause, the location or the token, where main can tell; any other error as it is. */
export type ExplainRefusal = (error: ExplorerError, connectionId: string, locationId: string) => Promise<ExplorerError>;

/**
 * Tells a refused location from a refused token (rules in api-client/refusal-cause.ts) and records
 * the 401 as the location's failed verification, whichever it was: the badge then reads Refused, and
 * the top bar and the switcher mark a refused location. Any other error comes back unchanged.
 */
export function createRefusalCheck(deps: RefusalCheckDeps): ExplainRefusal {
  const { connections, client } = deps;

  async function probe(connection: ConnectionView, locationId: string): Promise<ProbeOutcome> {
    try {
      const { baseUrl, token } = await connections.credentials(connection.id, locationId);
      await client.searchMessages({
        baseUrl,
        token,
        locationId,
        body: {},
        pageSize: 1,
        timeoutMs: connection.requestTimeoutMs,
        connectionId: connection.id,
        connectionLabel: connection.label,
      });
      return 'answered';
    } catch (error) {
      if (isFailure(error) && isUnauthorized(error.error)) return 'refused';
      return 'inconclusive';
    }
  }

  /** Another location of the connection to check with, one already verified first. */
  function otherLocation(connection: ConnectionView, locationId: string): string | undefined {
    const others = connection.locations.filter((location) => location.id !== locationId);
    return (others.find((location) => location.verification?.status === 'ok') ?? others[0])?.id;
  }

  return async function explainRefusal(error: ExplorerError, connectionId: string, locationId: string): Promise<ExplorerError> {
    if (!isUnauthorized(error)) return error;
    const state = await connections.getState(deps.appVersion);
    const connection = state.connections.find((candidate) => candidate.id === connectionId);
    if (!connection) return error;
    const name = connection.locations.find((location) => location.id === locationId)?.name;
    const subject = { connectionLabel: connection.label, locationId, ...(name !== undefined && { locationName: name }) };
    const named = refusalNamedByServer(error, locationId);
    let cause = named;
    if (!cause) {
      const other = otherLocation(connection, locationId);
      cause = other === undefined ? null : refusalFromProbe(await probe(connection, other));
    }
    const explained = cause ? withRefusal(error, cause, subject, named === null) : error;
    // Whatever it refused, this location was refused: its badge says so until a search or check is answered.
    await connections.recordVerification(connectionId, locationId, {
      status: 'failed',
      checkedAt: deps.now().toISOString(),
      error: explained,
    });
    return explained;
  };
}
