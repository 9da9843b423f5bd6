import type { ConnectionView, SearchLinkData } from '../../../common/ipc/contract';
import { sameServer } from '../../../common/searches/link-server';

/** The locations a link names: every one of a search of several, else its one. */
export function linkedLocationIds(link: SearchLinkData): readonly string[] {
  return link.kind === 'search' && link.locationIds ? link.locationIds : [link.locationId];
}

/** Of the locations a link names, those this computer has under the link's connection, and those it lacks. */
export function linkLocationsHere(link: SearchLinkData, connections: readonly ConnectionView[]): { known: string[]; missing: string[] } {
  const connection = connections.find((known) => known.id === link.connectionId);
  const here = new Set(connection?.locations.map((location) => location.id));
  const ids = linkedLocationIds(link);
  return { known: ids.filter((id) => here.has(id)), missing: ids.filter((id) => !here.has(id)) };
}

/**
 * The link's search at the given locations of a connection (one or several, in the link's order):
 * what is opened when the user picks a place of their own or searches the locations they have.
 */
export function linkAt(link: SearchLinkData, connectionId: string, locationIds: readonly string[]): SearchLinkData {
  const [first = link.locationId] = locationIds;
  if (link.kind === 'conversation') return { ...link, connectionId, locationId: first };
  const { locationIds: _named, ...search } = link;
  return { ...search, connectionId, locationId: first, ...(locationIds.length > 1 && { locationIds: [...locationIds] }) };
}

/**
 * The link as this computer can open it. Connection ids are made per computer, so a link copied
 * on another names an id this one lacks: it is then at this computer's connection to the same
 * server that has the link's location, when exactly one does. None, or several (which the user
 * must choose between), leaves the link as it came, to be asked about.
 */
export function linkHere(link: SearchLinkData, connections: readonly ConnectionView[]): SearchLinkData {
  if (connections.some((connection) => connection.id === link.connectionId)) return link;
  const matches = connections.filter(
    (connection) =>
      sameServer(link.baseUrl, connection.baseUrl) && connection.locations.some((location) => location.id === link.locationId),
  );
  const [only] = matches;
  return matches.length === 1 && only ? linkAt(link, only.id, linkedLocationIds(link)) : link;
}

/** The searches a link runs: one per location and number (a list of numbers), one when it names no list. */
export function linkSearchCount(link: SearchLinkData): number {
  return linkedLocationIds(link).length * (link.kind === 'search' && link.numbers ? link.numbers.length : 1);
}
