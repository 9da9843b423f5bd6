import type { ConnectionView, SearchLinkData } from '../../../common/ipc/contract';

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
