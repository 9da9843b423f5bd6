import { setMaxListeners } from 'node:events';
import type { ParsedInput } from '../../common/ipc/contract';
import { MAX_ACROSS_LOCATIONS } from '../../common/ipc/contract';
import type { AcrossLocationsScreen, LocationProgress } from '../../common/ipc/across-locations-data';
import { ExplorerFailure, isFailure } from '../../common/errors/failure';
import type { ApiClient } from '../api-client/client';
import { searchPageResuming } from '../api-client/page-resume';
import type { RequestGate } from '../api-client/request-gate';
import type { RequestRegistry } from '../api-client/requests';
import { createAcrossSession } from '../across-locations/across-session';
import { createSessionRegistry } from '../across-locations/session-registry';
import type { ConnectionsService } from '../connections/connections-service';
import { clientContext, requestTarget } from '../connections/request-target';
import type { EmitEvent } from '../ipc/register';
import type { ExplainRefusal } from './refusal-check';

/** Rows per screen of the merged list. */
export const ACROSS_SCREEN_ROWS = 100;
/** Rounds of page fetches before a screen answers with what it has (empty pages without end). */
const MAX_ROUNDS_PER_SCREEN = 25;

export interface AcrossLocationsDeps {
  connections: Pick<ConnectionsService, 'credentials' | 'getState'>;
  client: ApiClient;
  requests: RequestRegistry;
  emit: EmitEvent;
  explainRefusal: ExplainRefusal;
  gateOf: (connectionId: string) => RequestGate;
}

/**
 * The same filters run per location in main, each location with its own page tokens and walk;
 * the renderer gets screens of one list and a strip of per-location progress, never a token.
 */
export function createAcrossLocationsSearch(deps: AcrossLocationsDeps) {
  const registry = createSessionRegistry();

  async function startSession({ connectionId, locationIds, body, pageSize, requestId }: ParsedInput<'searchAcrossLocations'>): Promise<string> {
    const state = await deps.connections.getState('');
    const connection = state.connections.find((candidate) => candidate.id === connectionId);
    if (!connection) throw new ExplorerFailure({ kind: 'not_found', message: 'This connection no longer exists. Choose another one.' });
    const names = new Map(connection.locations.map((location) => [location.id, location.name]));
    const gate = deps.gateOf(connectionId);
    const session = createAcrossSession({
      locations: [...new Set(locationIds)].map((id) => ({ id, ...(names.get(id) !== undefined && { name: names.get(id) }) })),
      screenRows: ACROSS_SCREEN_ROWS,
      maxRoundsPerScreen: MAX_ROUNDS_PER_SCREEN,
      fetchPage: async (locationId, pageToken, signal) => {
        const target = await requestTarget(deps.connections, connectionId, locationId);
        return searchPageResuming(deps.client, {
          ...clientContext(target), locationId, body, pageSize, signal, gate,
          ...(pageToken !== undefined && { pageToken }),
          onRetry: (notice) => deps.emit('requestRetry', { requestId, ...notice }),
        });
      },
      describeFailure: async (locationId, error) => {
        if (!isFailure(error)) throw error;
        // A 401 says which it refused, the location or the token, as for one location.
        return error.error.kind === 'unauthorized' ? deps.explainRefusal(error.error, connectionId, locationId) : error.error;
      },
    });
    return registry.add(session);
  }

  return {
    async searchAcrossLocations(input: ParsedInput<'searchAcrossLocations'>): Promise<AcrossLocationsScreen> {
      const cursor = input.cursor ?? (await startSession(input));
      const { session, following } = registry.claim(cursor);
      const signal = deps.requests.start(input.requestId);
      // Every location waiting for a slot of the connection's gate listens to this one cancel.
      setMaxListeners(MAX_ACROSS_LOCATIONS * 2, signal);
      try {
        const screen = await session.nextScreen(signal);
        return { ...screen, cursor: following };
      } finally {
        deps.requests.finish(input.requestId, signal);
      }
    },

    async retryAcrossLocation({ cursor, locationId }: ParsedInput<'retryAcrossLocation'>): Promise<LocationProgress[]> {
      const session = registry.find(cursor);
      if (!session.retry(locationId)) {
        throw new ExplorerFailure({ kind: 'invalid_request', message: 'This location stopped by itself (see its message) and cannot be resumed; run the search again.' });
      }
      return session.progress();
    },
  };
}
