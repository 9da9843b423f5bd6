import type { ConnectionView, LocationView, PageSizeLimit } from '../../../common/ipc/contract';

/** The badge a connection earns: its token needs re-entering, or is weakly protected. */
export function connectionBadge(connection: ConnectionView): string | null {
  if (connection.needsToken) return 'Needs token';
  if (connection.storage === 'weak') return 'Weak key';
  if (connection.storage === 'session') return 'Session only';
  return null;
}

export function connectionOptionText(connection: ConnectionView): string {
  const hint = connection.hint ? ` …${connection.hint}` : '';
  const badge = connectionBadge(connection);
  return `${connection.label}${hint}${badge ? ` (${badge.toLowerCase()})` : ''}`;
}

export function locationTitle(location: LocationView): string {
  return location.name ? `${location.name} (${location.id})` : location.id;
}

/**
 * A location as the top bar's select lists it: its name alone (the id, in the tooltip, cut the name
 * at 1024 px: "Harbor Dental Studio (loc-h"), with the id only where the name is missing or shared.
 */
export function switcherLabel(location: LocationView, locations: readonly LocationView[]): string {
  if (!location.name) return location.id;
  const shared = locations.some((other) => other.id !== location.id && other.name === location.name);
  return shared ? locationTitle(location) : location.name;
}

/** Main found that the token works but may not read this location (a 401 about the location). */
export function isRefusedLocation(location: LocationView): boolean {
  return location.verification?.status === 'failed' && location.verification.error?.refused === 'location';
}

/** The last search or check at this location was refused (401), whether the location or the whole token. */
export function isAccessRefused(location: LocationView): boolean {
  return location.verification?.status === 'failed' && location.verification.error?.kind === 'unauthorized';
}

/** A short mark for the location list; the badge beside the switcher spells it out. */
export function verificationMark(location: LocationView): string {
  if (!location.verification) return '';
  if (location.verification.status === 'ok') return ' ✓';
  return isAccessRefused(location) ? ' ✗ refused' : ' ✗ access failed';
}

/** What main learned of the server's page size limit from its answers, in one line; null before it learned anything. */
export function pageSizeLimitText(limit: PageSizeLimit | undefined): string | null {
  if (limit?.accepted === undefined && limit?.refused === undefined) return null;
  const accepted = `Largest page the server accepted: ${limit.accepted ?? 'none yet'}`;
  return limit.refused === undefined ? accepted : `${accepted} / refused: ${limit.refused}`;
}
