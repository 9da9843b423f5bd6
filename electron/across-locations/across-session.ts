import { isFailure } from '../../common/errors/failure';
import type { ExplorerError, SearchPage } from '../../common/ipc/contract';
import type { AcrossOrder, LocatedRow, LocationProgress } from '../../common/ipc/across-locations-data';
import { acceptPage, clearError, createLocationStream, isLive, progressOf } from './location-stream';
import type { RoleBinding } from '../../common/records/vocabulary/role-fields';
import { bindingText } from '../../common/records/vocabulary/role-fields';
import { isSource } from './location-stream';
import type { LocationStream, LocationWalkRules, SearchSource } from './location-stream';
import { checkPageOrder } from './time-order';
import { comesLate, nextMergeStep, nextTurnStep } from '../../common/paging/merge-order';
import type { MergeStep } from '../../common/paging/merge-order';
import type { PagePlace } from '../../common/paging/page-place';

/** Fetches one page of one source (page token as the server gave it, none for the first). */
export type FetchLocationPage = (source: SearchSource, from: PagePlace | undefined, signal: AbortSignal) => Promise<SearchPage>;

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
  /** The time to merge by, as the window reads it (the connection's one detection, the user's choice winning); none: rows come in turns. */
  time?: RoleBinding;
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
  /**
   * "Show the others now": the sources the screen under way is still waiting for stop holding the
   * merge; their rows are placed when they come, marked where they land if newer than rows shown.
   */
  showOthersNow(): void;
  progress(): LocationProgress[];
}

/**
 * A search across locations, or for a list of numbers (at one location or several): every source
 * (location, or location and number) its own stream, merged newest first while every page that
 * arrives proves the order (common/paging/merge-order.ts: a row is placed only when no stream the
 * merge waits for can still send a newer one, so a row shown is never moved), else in turns with
 * the reason. A source's error stops only that source, and a source the user set aside stops
 * holding the others; rows either sends later that are newer than rows placed come marked late.
 */
export function createAcrossSession(options: AcrossSessionOptions): AcrossSession {
  const streams = options.sources.map((source) => createLocationStream(options.walkRules, source));
  let order: AcrossOrder = { mode: 'pending' };
  // The time of the oldest row placed so far, merged: a row newer than it comes late.
  let frontier = Infinity;
  // Wakes a screen waiting for reads when the user chooses to stop waiting (showOthersNow).
  let wake: () => void = () => undefined;
  let shownTime: string | undefined;

  function toTurns(reason: string): void {
    if (order.mode !== 'turns') order = { mode: 'turns', reason };
  }

  function label(stream: LocationStream): string {
    const where = stream.name ? `"${stream.name}"` : stream.locationId;
    return stream.source.number === undefined ? where : `${stream.source.number} at ${where}`;
  }

  function place(stream: LocationStream, items: Record<string, unknown>[]): void {
    if (order.mode === 'turns' || items.length === 0) {
      stream.buffer.push(...items.map((item) => ({ item })));
      return;
    }
    const time = options.time;
    if (time === undefined) {
      toTurns(
        `no time field was found in the results from ${label(stream)}: to merge by time, choose the time field in Manage connection → Fields`,
      );
      stream.buffer.push(...items.map((item) => ({ item })));
      return;
    }
    order = { mode: 'merged', timeField: (shownTime ??= bindingText(time)) };
    const verdict = checkPageOrder(items, time, shownTime, stream.lastTime, label(stream));
    if (!verdict.ok) {
      toTurns(verdict.reason);
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

  /** The stream's read under way, or a new one; one at a time, whichever screen started it. */
  function read(stream: LocationStream, signal: AbortSignal): Promise<void> {
    stream.reading ??= fetchInto(stream, signal).finally(() => {
      stream.reading = undefined;
    });
    return stream.reading;
  }

  function nextStep(): MergeStep {
    const holds = (stream: LocationStream) => isLive(stream) && !stream.setAside;
    if (order.mode === 'turns') {
      return nextTurnStep(streams.map((stream) => ({ buffered: stream.buffer.length > 0, holds: holds(stream), placed: stream.placed })));
    }
    return nextMergeStep(streams.map((stream) => ({ head: stream.buffer[0]?.time, bound: stream.lastTime, holds: holds(stream) })));
  }

  function take(from: LocationStream): LocatedRow | undefined {
    const row = from.buffer.shift();
    if (!row) return undefined;
    from.placed += 1;
    const placed: LocatedRow = {
      locationId: from.locationId,
      ...(from.source.number !== undefined && { number: from.source.number }),
      item: row.item,
    };
    if (order.mode !== 'merged' || row.time === undefined) return placed;
    if (!comesLate(row.time, frontier)) {
      frontier = row.time;
      return placed;
    }
    from.late += 1;
    return { ...placed, late: true };
  }

  /** Set-aside sources are still read when they run out (fetching stays fair), but nothing waits for them. */
  function readSetAside(signal: AbortSignal): void {
    for (const stream of streams) {
      if (!stream.setAside || !isLive(stream) || stream.buffer.length > 0 || stream.reading) continue;
      // Its failure is kept on the stream by fetchInto; a cancel ends it with the search.
      read(stream, signal).catch(() => undefined);
    }
  }

  async function nextScreen(signal: AbortSignal): Promise<ScreenCore> {
    const rows: LocatedRow[] = [];
    let rounds = 0;
    while (rows.length < options.screenRows) {
      readSetAside(signal);
      const step = nextStep();
      if (step.kind === 'read') {
        if (rounds >= options.maxRoundsPerScreen) break;
        rounds += 1;
        // One request in flight per source; the connection's gate keeps the total at its limit.
        const woken = new Promise<void>((resolve) => {
          wake = resolve;
        });
        await Promise.race([Promise.all(step.streams.map((index) => read(streams[index]!, signal))), woken]);
        continue;
      }
      if (step.kind === 'idle') break;
      const row = take(streams[step.stream]!);
      if (row) rows.push(row);
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
    showOthersNow() {
      for (const stream of streams) if (stream.reading) stream.setAside = true;
      wake();
    },
    progress,
  };
}
