import type { ConnectionView } from '../../../common/ipc/contract';
import { isRefusedLocation, locationTitle } from '../connections/connection-labels';

export interface SwitchTarget {
  key: string;
  connectionId: string;
  locationId: string;
  connectionLabel: string;
  locationLabel: string;
  /** The token may not read this location (main found out from a 401): shown, still choosable. */
  refused: boolean;
  searchText: string;
  /** Every location of the connection at once (locationId is then empty). */
  allLocations?: boolean;
}

/** The search across all locations of each connection that has more than one. */
export function allLocationsTargets(connections: readonly ConnectionView[]): SwitchTarget[] {
  return connections
    .filter((connection) => connection.locations.length > 1)
    .map((connection) => {
      const locationLabel = `All locations (${connection.locations.length})`;
      return {
        key: `${connection.id}\u0000*`,
        connectionId: connection.id,
        locationId: '',
        connectionLabel: connection.label,
        locationLabel,
        refused: false,
        searchText: `${connection.label} ${locationLabel} every across`.toLowerCase(),
        allLocations: true,
      };
    });
}

/** Every connection × location pair, in the order of the switchers. */
export function switchTargets(connections: readonly ConnectionView[]): SwitchTarget[] {
  return connections.flatMap((connection) =>
    connection.locations.map((location) => {
      const locationLabel = locationTitle(location);
      return {
        key: `${connection.id}\u0000${location.id}`,
        connectionId: connection.id,
        locationId: location.id,
        connectionLabel: connection.label,
        locationLabel,
        refused: isRefusedLocation(location),
        searchText: `${connection.label} ${locationLabel}`.toLowerCase(),
      };
    }),
  );
}

/** Every word typed must appear somewhere in the connection or location (any order, any case). */
export function filterTargets(targets: readonly SwitchTarget[], typed: string): SwitchTarget[] {
  const words = typed.toLowerCase().split(/\s+/).filter(Boolean);
  return targets.filter((target) => words.every((word) => target.searchText.includes(word)));
}
