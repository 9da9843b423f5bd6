import type { LocationTestResult, ParsedInput } from '../../common/ipc/contract';
import { isFailure } from '../../common/errors/failure';
import type { ApiClient } from '../api-client/client';
import type { ConnectionsService } from '../connections/connections-service';
import { testConnection } from '../connections/test-connection';

export interface ConnectionTestDeps {
  connections: Pick<ConnectionsService, 'credentials' | 'recordVerification' | 'resolveAddress'>;
  client: ApiClient;
  now: () => Date;
}

/**
 * "Test connection", and for a saved connection tested with the very token it keeps (at the same
 * address), each location's result recorded as Verify records its own: it is the same one-result
 * search, so the badges say what the test just found. A token typed but not saved says nothing of
 * the saved one, so then nothing is recorded.
 */
export function createConnectionTest({ connections, client, now }: ConnectionTestDeps) {
  return async (input: ParsedInput<'testConnection'>): Promise<LocationTestResult[]> => {
    const results = await testConnection(client, input, connections.resolveAddress);
    const { connectionId } = input;
    if (connectionId === undefined) return results;
    const saved = await savedTarget(connections, connectionId, results);
    if (!saved || saved.token !== input.token || saved.baseUrl !== (await connections.resolveAddress(input.baseUrl))) return results;
    const checkedAt = now().toISOString();
    for (const { locationId, status, error } of results) {
      if (!saved.locationIds.has(locationId)) continue;
      await connections.recordVerification(connectionId, locationId, {
        status,
        checkedAt,
        ...(error && { error: { ...error, connectionId } }),
      });
    }
    return results;
  };
}

/** The connection's saved token and address, or null when it, the tested locations or its token are gone. */
async function savedTarget(connections: ConnectionTestDeps['connections'], connectionId: string, results: readonly LocationTestResult[]) {
  try {
    const { connection, baseUrl, token } = await connections.credentials(connectionId, results[0]?.locationId ?? '');
    return { baseUrl, token, locationIds: new Set(connection.locations.map((location) => location.id)) };
  } catch (error) {
    if (isFailure(error)) return null;
    throw error;
  }
}
