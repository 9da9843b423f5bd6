import type { ConnectionsService } from '../connections/connections-service';
import { requestTarget } from '../connections/request-target';
import type { RequestTarget } from '../connections/request-target';

/**
 * The request target of a location, read once for the page requests of it that start together:
 * a list of 30 numbers asks 30 first pages of one location in the same round, and each reading
 * the token and connection again was about a tenth of main's CPU for that screen. A read is
 * shared only while it is pending; the next round reads afresh, so a token changed or a
 * connection removed between rounds still counts, as it does for one search.
 */
export function createSharedTargetReads(connections: Pick<ConnectionsService, 'credentials'>, connectionId: string): (locationId: string) => Promise<RequestTarget> {
  const pending = new Map<string, Promise<RequestTarget>>();
  return (locationId) => {
    const shared = pending.get(locationId);
    if (shared) return shared;
    const read = requestTarget(connections, connectionId, locationId);
    pending.set(locationId, read);
    const forget = () => void pending.delete(locationId);
    read.then(forget, forget);
    return read;
  };
}
