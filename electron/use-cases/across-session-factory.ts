import type { ExplorerError } from '../../common/ipc/contract';
import { ExplorerFailure, isFailure } from '../../common/errors/failure';
import type { ApiClient } from '../api-client/client';
import type { RequestGate } from '../api-client/request-gate';
import { createAcrossSession } from '../across-locations/across-session';
import { firstPageSize } from '../across-locations/first-page-size';
import { createAcrossPageFetch } from './across-page-fetch';
import type { AcrossSession } from '../across-locations/across-session';
import type { LocationWalkRules } from '../across-locations/location-stream';
import type { ConnectionsService } from '../connections/connections-service';
import { clientContext, refuseTokenForOtherServer, requestTarget } from '../connections/request-target';
import type { ExplainRefusal } from './refusal-check';
import type { RetryNoticeDetails } from '../api-client/client';

export interface AcrossSessionDeps {
  connections: Pick<ConnectionsService, 'credentials' | 'getState'>;
  client: ApiClient;
  explainRefusal: ExplainRefusal;
  gateOf: (connectionId: string) => RequestGate;
}

export interface AcrossSessionRequest {
  connectionId: string;
  locationIds: readonly string[];
  body: Record<string, unknown>;
  pageSize: number;
  screenRows: number;
  maxRoundsPerScreen: number;
  walkRules: LocationWalkRules;
  /** A location asked to wait longer stops with the server's answer (and Retry) rather than hold the screen. */
  maxRetryAfterMs?: number;
  onRetry: (notice: RetryNoticeDetails) => void;
}

/** A new search across locations of a connection: each location its own walk, all through the connection's gate. */
export interface OpenedAcrossSession {
  session: AcrossSession;
  connectionLabel: string;
  /** Locations the connection has, so a chosen set is never called "all". */
  connectionLocations: number;
  /** Every location of the connection is searched. */
  everyLocation: boolean;
}

export async function openAcrossSession(deps: AcrossSessionDeps, request: AcrossSessionRequest): Promise<OpenedAcrossSession> {
  const { connectionId, body, pageSize } = request;
  const state = await deps.connections.getState('');
  const connection = state.connections.find((candidate) => candidate.id === connectionId);
  if (!connection) throw new ExplorerFailure({ kind: 'not_found', message: 'This connection no longer exists. Choose another one.' });
  const names = new Map(connection.locations.map((location) => [location.id, location.name]));
  const gate = deps.gateOf(connectionId);
  const locations = [...new Set(request.locationIds)].map((id) => ({ id, ...(names.get(id) !== undefined && { name: names.get(id) }) }));
  const first = firstPageSize({ pageSize, screenRows: request.screenRows, locations: locations.length, maxPageSize: connection.maxPageSize });
  const fetchAcross = createAcrossPageFetch(deps.client, { first, following: pageSize });
  const session = createAcrossSession({
    locations,
    screenRows: request.screenRows,
    maxRoundsPerScreen: request.maxRoundsPerScreen,
    walkRules: request.walkRules,
    fetchPage: async (locationId, pageToken, signal) => {
      const target = await requestTarget(deps.connections, connectionId, locationId);
      if (pageToken !== undefined) refuseTokenForOtherServer(connection.baseUrl, target);
      return fetchAcross({
        ...clientContext(target), locationId, body, signal, gate,
        ...(pageToken !== undefined && { pageToken }),
        onRetry: request.onRetry,
        ...(request.maxRetryAfterMs !== undefined && { maxRetryAfterMs: request.maxRetryAfterMs }),
      });
    },
    describeFailure: async (locationId, error): Promise<ExplorerError> => {
      if (!isFailure(error)) throw error;
      // A 401 says which it refused, the location or the token, as for one location.
      return error.error.kind === 'unauthorized' ? deps.explainRefusal(error.error, connectionId, locationId) : error.error;
    },
  });
  const asked = new Set(request.locationIds);
  const everyLocation = connection.locations.every((location) => asked.has(location.id));
  return { session, connectionLabel: connection.label, connectionLocations: connection.locations.length, everyLocation };
}
