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
  /** The search across locations of the connection (locationId is then empty): all of them, or the chosen set. */
  across?: 'all' | 'chosen';
}

/**
 * The searches across locations of each connection that has more than one: all of them, and the
 * chosen set (`chosenCount` says how many it has, or null: none chosen yet, so "Choose locations…").
 */
export function acrossTargets(
  connections: readonly ConnectionView[],
  chosenCount: (connection: ConnectionView) => number | null,
): SwitchTarget[] {
  return connections
    .filter((connection) => connection.locations.length > 1)
    .flatMap((connection) => {
      const total = connection.locations.length;
      const chosen = chosenCount(connection);
      const target = (scope: 'all' | 'chosen', locationLabel: string, words: string): SwitchTarget => ({
        key: `${connection.id}\u0000${scope === 'all' ? '*' : '+'}`,
        connectionId: connection.id,
        locationId: '',
        connectionLabel: connection.label,
        locationLabel,
        refused: false,
        searchText: `${connection.label} ${locationLabel} ${words}`.toLowerCase(),
        across: scope,
      });
      return [
        target('all', `All locations (${total})`, 'every across'),
        target(
          'chosen',
          chosen === null ? 'Choose locations…' : `Chosen locations (${chosen} of ${total})`,
          'choose chosen some set across',
        ),
      ];
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
