import { createRequestGate } from '../api-client/request-gate';
import type { RequestGate } from '../api-client/request-gate';

/**
 * One gate per connection, shared by every search across its locations (one token, one backoff),
 * at the connection's "requests at once" (requests-at-once.ts); a changed setting applies from the
 * next search that asks for the gate.
 */
export function createConnectionGates(): (connectionId: string, requestsAtOnce: number) => RequestGate {
  const gates = new Map<string, RequestGate>();
  return (connectionId, requestsAtOnce) => {
    const gate = gates.get(connectionId) ?? createRequestGate({ maxInFlight: requestsAtOnce });
    gates.set(connectionId, gate);
    gate.setLimit(requestsAtOnce);
    return gate;
  };
}
