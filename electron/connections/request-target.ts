import type { ConnectionView, LocationView } from '../../common/ipc/contract';
import type { ConnectionsService } from './connections-service';

/** Where a request to the API goes and as whom: for main only, the token never crosses IPC. */
export interface RequestTarget {
  connection: ConnectionView;
  location: LocationView;
  baseUrl: string;
  token: string;
}

/**
 * The connection, the location (with its name, for error messages), the base URL and the token
 * in one read of that connection: a search page no longer rebuilds the whole app state for a name.
 * Fails with not_found when either is gone and vault_unavailable when the token cannot be read.
 */
export async function requestTarget(
  connections: Pick<ConnectionsService, 'credentials'>,
  connectionId: string,
  locationId: string,
): Promise<RequestTarget> {
  const { connection, baseUrl, token } = await connections.credentials(connectionId, locationId);
  // credentials() checked the location exists; the fallback only satisfies the type.
  const location = connection.locations.find((candidate) => candidate.id === locationId) ?? { id: locationId };
  return { connection, location, baseUrl, token };
}

/** What the API client needs of a target besides the request itself, as its error messages name it. */
export function clientContext({ connection, location, baseUrl, token }: RequestTarget) {
  return {
    baseUrl,
    token,
    timeoutMs: connection.requestTimeoutMs,
    connectionId: connection.id,
    connectionLabel: connection.label,
    ...(location.name !== undefined && { locationName: location.name }),
  };
}
