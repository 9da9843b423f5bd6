import type { LocationVerification } from '../../common/ipc/contract';
import { isFailure } from '../../common/errors/failure';
import type { ApiClient } from '../api-client/client';
import type { ConnectionsService } from '../connections/connections-service';
import { clientContext, requestTarget } from '../connections/request-target';
import type { ExplainRefusal } from './refusal-check';

export interface VerifyLocationDeps {
  connections: Pick<ConnectionsService, 'credentials' | 'recordVerification'>;
  client: Pick<ApiClient, 'searchMessages'>;
  now: () => Date;
  explainRefusal: ExplainRefusal;
}

/**
 * "Verify access": a one-row search with the connection's token. Its outcome, good or bad, is
 * recorded on the location and answered; only a failure to reach that point (no token, location
 * gone) is an error.
 */
export function createLocationVerifier({ connections, client, now, explainRefusal }: VerifyLocationDeps) {
  return async (connectionId: string, locationId: string): Promise<LocationVerification> => {
    const target = await requestTarget(connections, connectionId, locationId);
    const checkedAt = now().toISOString();
    let verification: LocationVerification;
    try {
      await client.searchMessages({ ...clientContext(target), locationId, body: {}, pageSize: 1 });
      verification = { status: 'ok', checkedAt };
    } catch (error) {
      if (!isFailure(error)) throw error;
      // A 401 says which it refused, the location or the token, where main can find out.
      verification = { status: 'failed', checkedAt, error: await explainRefusal(error.error, connectionId, locationId) };
    }
    await connections.recordVerification(connectionId, locationId, verification);
    return verification;
  };
}
