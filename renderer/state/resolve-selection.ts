import type { AppState, ConnectionView, LocationView } from '../../common/ipc/contract';

/** What the workspace shows; a connection may have no location yet. */
export interface ActiveSelection {
  connection: ConnectionView;
  location: LocationView | null;
}

export interface WantedSelection {
  connectionId: string;
  locationId: string | null;
}

/**
 * The wanted pair if it still exists, else the last used one, else the demo (first run), else the
 * first connection. A vanished location falls back to its connection's first location.
 */
export function resolveSelection(state: AppState, wanted: WantedSelection | null): ActiveSelection | null {
  const candidates = [wanted, state.lastUsed, demoSelection(state), firstSelection(state)];
  for (const candidate of candidates) {
    const connection = candidate && state.connections.find((c) => c.id === candidate.connectionId);
    if (!connection) continue;
    const location = connection.locations.find((l) => l.id === candidate?.locationId) ?? connection.locations[0] ?? null;
    return { connection, location };
  }
  return null;
}

function demoSelection(state: AppState): WantedSelection | null {
  const demo = state.connections.find((c) => c.isDemo);
  return demo ? { connectionId: demo.id, locationId: demo.locations[0]?.id ?? null } : null;
}

function firstSelection(state: AppState): WantedSelection | null {
  const first = state.connections[0];
  return first ? { connectionId: first.id, locationId: first.locations[0]?.id ?? null } : null;
}
