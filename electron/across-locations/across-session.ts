import { isFailure } from '../../common/errors/failure';
import type { ExplorerError, SearchPage } from '../../common/ipc/contract';
import type { AcrossOrder, LocatedRow, LocationProgress } from '../../common/ipc/across-locations-data';
import { acceptPage, clearError, createLocationStream, isLive, progressOf } from './location-stream';
import type { RoleChoices } from '../../common/records/vocabulary/role-fields';
import { isSource } from './location-stream';
import type { LocationStream, LocationWalkRules, SearchSource } from './location-stream';
import { checkPageOrder, findTimeField } from './time-order';

/** Fetches one page of one source (page token as the server gave it, none for the first). */
export type FetchLocationPage = (source: SearchSource, pageToken: string | undefined, signal: AbortSignal) => Promise<SearchPage>;

/** Turns what a location's page fetch threw into what its strip shows. */
export type DescribeFailure = (locationId: string, error: unknown) => Promise<ExplorerError>;

export interface AcrossSessionOptions {
  /** One per location, or per location and listed number: each its own search, merged into one list. */
  sources: readonly SearchSource[];
  fetchPage: FetchLocationPage;
  describeFailure: DescribeFailure;
  /** Rows per screen. */
  screenRows: number;
  /**
   * Rounds of page fetches one screen may take before it answers with what it has: a server
   * sending empty pages without end must not hold the screen forever (the grid offers to go on).
   */
  maxRoundsPerScreen: number;
  /** The user's choice of fields for the connection (Manage connection → Fields): the time to merge by wins over detection. */
  choices?: RoleChoices;
  /** Each location's walk: when it pauses or stops for lack of new rows, and its page cap. */
  walkRules: LocationWalkRules;
}

export interface ScreenCore {
  rows: LocatedRow[];
  locations: LocationProgress[];
  order: AcrossOrder;
  more: boolean;
}

export interface AcrossSession {
  nextScreen(signal: AbortSignal): Promise<ScreenCore>;
  /** Clears one source's error so the next screen reads it again; false when it cannot be resumed. */
  retry(locationId: string, number?: string): boolean;
  progress(): LocationProgress[];
}

/**
 * A search across locations, or for a list of numbers (at one location or several): every source
 * (location, or location and number) its own stream, merged newest first while every
 * page that arrives proves the order, else grouped by location with the reason. A screen takes
 * the newest buffered row each time, and fetches first from any live location whose buffer ran
 * out (it could hold the next-due row); the others are not read. A location's error stops only
 * that location. A screen is shared fairly: no location places more than its share of it while
 * another still has rows to give (so rows dated far ahead cannot fill every screen); a row held
 * back by that rule and placed later is marked late, as it is out of time order.
 */
export function createAcrossSession(options: AcrossSessionOptions): AcrossSession {
  const streams = options.sources.map((source) => createLocationStream(options.walkRules, source));
  let order: AcrossOrder = { mode: 'pending' };
  // The time of the oldest row placed so far, merged. A location resumed by Retry may then send
  // rows newer than it (the others went on without it); those are marked late, never passed off
  // as following the rows before them.
  let frontier = Infinity;

  function toGrouped(reason: string): void {
    if (order.mode !== 'grouped') order = { mode: 'grouped', reason };
  }

  function label(stream: LocationStream): string {
    const where = stream.name ? `"${stream.name}"` : stream.locationId;
    return stream.source.number === undefined ? where : `${stream.source.number} at ${where}`;
  }

  function place(stream: LocationStream, items: Record<string, unknown>[]): void {
    if (order.mode === 'grouped' || items.length === 0) {
      stream.buffer.push(...items.map((item) => ({ item })));
      return;
    }
    const field = order.mode === 'merged' ? order.timeField : findTimeField(items, options.choices);
    if (field === undefined) {
      toGrouped(`no time field was found in the results from ${label(stream)}: to merge by time, choose the time field in Manage connection → Fields`);
      stream.buffer.push(...items.map((item) => ({ item })));
      return;
    }
    order = { mode: 'merged', timeField: field };
    const verdict = checkPageOrder(items, field, stream.lastTime, label(stream));
    if (!verdict.ok) {
      toGrouped(verdict.reason);
      stream.buffer.push(...items.map((item) => ({ item })));
      return;
    }
    stream.buffer.push(...items.map((item, index) => ({ item, time: verdict.times[index] })));
    stream.lastTime = verdict.times.at(-1);
  }

  async function fetchInto(stream: LocationStream, signal: AbortSignal): Promise<void> {
    try {
      const page = await options.fetchPage(stream.source, stream.nextToken ?? undefined, signal);
      place(stream, acceptPage(stream, page));
    } catch (error) {
      // A cancel is the whole search's, not this location's failure.
      if (isFailure(error, 'cancelled') || signal.aborted) throw error;
      stream.error = await options.describeFailure(stream.locationId, error);
    }
  }

  /**
   * Locations to read before the next row can be placed. Merged: every live location whose buffer
   * ran out, since the row placed last was the newest and came from it, so its next row may be the
   * next due (any other empty one ran out in the same round). Grouped: only the current location.
   */
  function due(): LocationStream[] {
    if (order.mode === 'grouped') {
      const current = streams.find((stream) => stream.buffer.length > 0 || isLive(stream));
      return current && current.buffer.length === 0 ? [current] : [];
    }
    return streams.filter((stream) => stream.buffer.length === 0 && isLive(stream));
  }

  /**
   * The next row to show, or undefined when no location has one buffered. Locations that placed
   * their share of this screen (`placedNow`) give way while another has a row buffered.
   */
  function take(placedNow: Map<LocationStream, number>, share: number): LocatedRow | undefined {
    const buffered = streams.filter((stream) => stream.buffer.length > 0);
    const underShare = buffered.filter((stream) => (placedNow.get(stream) ?? 0) < share);
    // Grouped, the rows go location by location on purpose: the share is for the merged list.
    const candidates = order.mode === 'merged' && underShare.length > 0 ? underShare : buffered;
    const from =
      order.mode === 'grouped'
        ? candidates[0]
        : candidates.reduce<LocationStream | undefined>((best, stream) => {
            const time = stream.buffer[0]?.time;
            if (time === undefined) return best;
            return best === undefined || time > (best.buffer[0]?.time ?? -Infinity) ? stream : best;
          }, undefined);
    const row = from?.buffer.shift();
    if (!from || !row) return undefined;
    from.placed += 1;
    placedNow.set(from, (placedNow.get(from) ?? 0) + 1);
    const placed: LocatedRow = { locationId: from.locationId, ...(from.source.number !== undefined && { number: from.source.number }), item: row.item };
    if (order.mode !== 'merged' || row.time === undefined) return placed;
    if (row.time <= frontier) {
      frontier = row.time;
      return placed;
    }
    from.late += 1;
    return { ...placed, late: true };
  }

  async function nextScreen(signal: AbortSignal): Promise<ScreenCore> {
    const rows: LocatedRow[] = [];
    let rounds = 0;
    const placedNow = new Map<LocationStream, number>();
    const share = Math.ceil(options.screenRows / Math.max(1, streams.filter((stream) => stream.buffer.length > 0 || isLive(stream)).length));
    while (rows.length < options.screenRows) {
      const toRead = due();
      if (toRead.length > 0) {
        if (rounds >= options.maxRoundsPerScreen) break;
        rounds += 1;
        // One request in flight per location; the connection's gate keeps the total at its limit.
        await Promise.all(toRead.map((stream) => fetchInto(stream, signal)));
        continue;
      }
      const row = take(placedNow, share);
      if (!row) break;
      rows.push(row);
    }
    const more = streams.some((stream) => stream.buffer.length > 0 || isLive(stream));
    return { rows, locations: progress(), order, more };
  }

  function progress(): LocationProgress[] {
    return streams.map(progressOf);
  }

  return {
    nextScreen,
    retry(locationId, number) {
      const stream = streams.find((candidate) => isSource(candidate.source, locationId, number));
      if (!stream) return false;
      clearError(stream);
      return stream.error === undefined;
    },
    progress,
  };
}
