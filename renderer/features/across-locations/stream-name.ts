import type { LocationProgress } from '../../../common/ipc/contract';
import { formatPhone } from '../results/format-cell';

/**
 * How the strip and the waiting note name one search: its location, or a listed number (grouped as
 * the grid writes numbers), "at" its location when several locations are searched.
 */
export function streamName(
  stream: Pick<LocationProgress, 'locationId' | 'name' | 'number'>,
  names: ReadonlyMap<string, string>,
  severalPlaces: boolean,
): string {
  const place = stream.name ?? names.get(stream.locationId) ?? stream.locationId;
  if (stream.number === undefined) return place;
  const number = formatPhone(stream.number);
  return severalPlaces ? `${number} at ${place}` : number;
}
