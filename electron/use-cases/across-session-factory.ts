import type { ExplorerError } from '../../common/ipc/contract';
import { ExplorerFailure, isFailure } from '../../common/errors/failure';
import type { ApiClient } from '../api-client/client';
import type { RequestGate } from '../api-client/request-gate';
import { createAcrossSession } from '../across-locations/across-session';
import { firstPageSize } from '../across-locations/first-page-size';
import { createAcrossPageFetch } from '../api-client/across-page-fetch';
import type { PageSizeOutcome } from '../api-client/across-page-fetch';
import { pageSizeWithin } from '../connections/page-size-limit';
import type { AcrossSession } from '../across-locations/across-session';
import type { LocationWalkRules } from '../across-locations/location-stream';
import type { ConnectionsService } from '../connections/connections-service';
import { clientContext, requestTarget } from '../connections/request-target';
import { refuseTokenForOtherServer } from '../../common/paging/page-token-rejection';
import type { ExplainRefusal } from './refusal-check';
import type { RecordAnswered } from './record-answered';
import type { RetryNoticeDetails } from '../api-client/client';
import type { RoleFields } from '../../common/records/vocabulary/role-fields';
import { bodyForNumber, listAndPhoneFilterProblem } from '../../common/searches/number-list';

export interface AcrossSessionDeps {
  connections: Pick<ConnectionsService, 'credentials' | 'getState' | 'recordPageSize'>;
  client: ApiClient;
  explainRefusal: ExplainRefusal;
  recordAnswered: RecordAnswered;
  /** The connection's gate, at its "requests at once". */
  gateOf: (connectionId: string, requestsAtOnce: number) => RequestGate;
}

export interface AcrossSessionRequest {
  connectionId: string;
  locationIds: readonly string[];
  /** A pasted list: one search per number at each location, merged with the rest. */
  numbers?: readonly string[] | undefined;
  body: Record<string, unknown>;
  pageSize: number;
  screenRows: number;
  maxRoundsPerScreen: number;
  walkRules: LocationWalkRules;
  /** The fields the window reads the records by (the connection's one detection): the merge orders by their time. */
  fields?: RoleFields | undefined;
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
  const gate = deps.gateOf(connectionId, connection.requestsAtOnce);
  const listProblem = listAndPhoneFilterProblem(body, request.numbers);
  if (listProblem) throw new ExplorerFailure({ kind: 'invalid_request', message: listProblem });
  const locations = [...new Set(request.locationIds)];
  // Location by location, each number of a list at each: the strip lists them in this order.
  const sources = locations.flatMap((locationId) =>
    (request.numbers ?? [undefined]).map((number) => ({
      locationId,
      name: names.get(locationId),
      ...(number !== undefined && { number }),
    })),
  );
  // The connection's maximum already stays under a size the server refused (connection-view.ts);
  // the first pages, the app's own choice, also keep to sizes the server is known to take.
  const limit = connection.pageSizeLimit;
  const first = pageSizeWithin(
    firstPageSize({ pageSize, screenRows: request.screenRows, locations: sources.length, maxPageSize: connection.maxPageSize }),
    limit,
  );
  const following = Math.min(pageSize, connection.maxPageSize);
  // What is learned is a help for the next search: failing to save it must not fail this one.
  const learn = (outcome: PageSizeOutcome) => deps.connections.recordPageSize(connectionId, outcome).catch(() => undefined);
  const fetchAcross = createAcrossPageFetch(deps.client, { first, following }, learn);
  const session = createAcrossSession({
    sources,
    screenRows: request.screenRows,
    maxRoundsPerScreen: request.maxRoundsPerScreen,
    ...(request.fields?.time !== undefined && { time: request.fields.time }),
    walkRules: request.walkRules,
    fetchPage: async ({ locationId, number }, from, signal) => {
      const target = await requestTarget(deps.connections, connectionId, locationId);
      if (from !== undefined) refuseTokenForOtherServer(connection.baseUrl, target);
      const page = await fetchAcross(
        {
          ...clientContext(target),
          locationId,
          body: bodyForNumber(body, number),
          signal,
          gate,
          // Named, so the view can say which search it waits for and why.
          onRetry: (notice) => request.onRetry({ ...notice, locationId, ...(number !== undefined && { number }) }),
          ...(request.maxRetryAfterMs !== undefined && { maxRetryAfterMs: request.maxRetryAfterMs }),
        },
        from,
      );
      await deps.recordAnswered(target);
      return page;
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
