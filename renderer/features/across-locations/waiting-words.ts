import type { LocationProgress, RetryNotice } from '../../../common/ipc/contract';
import { streamName } from './stream-name';

/** Names past this are counted ("and 24 more"): the note stays one line. */
const NAMED = 3;

function seconds(ms: number): string {
  return `${Math.max(1, Math.round(ms / 1000))} s`;
}

function why(notice: RetryNotice): string {
  const { error, delayMs } = notice;
  if (error.retryAfterMs !== undefined || error.kind === 'rate_limited')
    return `the server asked it to wait (Retry-After), trying again in ${seconds(delayMs)}`;
  return `${error.message.replace(/\.$/, '')}; trying again in ${seconds(delayMs)}`;
}

function listed(names: readonly string[]): string {
  if (names.length <= NAMED) return names.join(', ');
  return `${names.slice(0, NAMED).join(', ')} and ${names.length - NAMED} more`;
}

/**
 * The searches that can still send a newer row: not ended, not stopped, not set aside; before the
 * first screen's progress, every search asked (each location, each listed number at it).
 */
export function liveStreams(
  progress: readonly LocationProgress[],
  locationIds: readonly string[],
  numbers: readonly string[] | undefined,
): LocationProgress[] {
  if (progress.length > 0) return progress.filter((stream) => !stream.ended && !stream.error && !stream.setAside);
  return locationIds.flatMap((locationId) =>
    (numbers ?? [undefined]).map((number) => ({
      locationId,
      rows: 0,
      pages: 0,
      restarts: 0,
      ended: false,
      ...(number !== undefined && { number }),
    })),
  );
}

/**
 * Which search the list waits for, and why: the searches main said it is waiting out (a
 * Retry-After, an error it retries), else the searches still reading, whose server is slow.
 */
export function waitingWords(
  retries: readonly RetryNotice[],
  live: readonly LocationProgress[],
  names: ReadonlyMap<string, string>,
): string {
  const severalPlaces =
    new Set(live.map((stream) => stream.locationId)).size > 1 || new Set(retries.map((notice) => notice.locationId)).size > 1;
  const named = retries.filter((notice) => notice.locationId !== undefined);
  if (named.length > 0) {
    return `Waiting for ${named.map((notice) => `${streamName({ locationId: notice.locationId ?? '', ...(notice.number !== undefined && { number: notice.number }) }, names, severalPlaces)}: ${why(notice)}`).join('; ')}.`;
  }
  if (live.length === 0) return 'Waiting for a search that has not answered yet.';
  return `Waiting for ${listed(live.map((stream) => streamName(stream, names, severalPlaces)))}: ${live.length === 1 ? 'its server has' : 'their servers have'} not answered yet (a slow server).`;
}
