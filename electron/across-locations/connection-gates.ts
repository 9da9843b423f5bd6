import { createRequestGate } from '../api-client/request-gate';
import type { RequestGate } from '../api-client/request-gate';

/** Requests at once per connection when its locations are searched together. */
export const MAX_IN_FLIGHT_PER_CONNECTION = 3;

/** One gate per connection, shared by every search across its locations (one token, one backoff). */
export function createConnectionGates(maxInFlight = MAX_IN_FLIGHT_PER_CONNECTION): (connectionId: string) => RequestGate {
  const gates = new Map<string, RequestGate>();
  return (connectionId) => {
    let gate = gates.get(connectionId);
    if (!gate) {
      gate = createRequestGate({ maxInFlight });
      gates.set(connectionId, gate);
    }
    return gate;
  };
}
