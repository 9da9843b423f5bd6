import type { ExplorerError, SearchPage } from '../../common/ipc/contract';
import type { LocationProgress } from '../../common/ipc/across-locations-data';
import type { NoProgressRule } from '../../common/paging/no-progress';
import { walkCanGoOn } from '../../common/paging/no-progress';
import { createPageWalk, DEFAULT_MAX_RESTARTS } from '../../common/paging/page-walk';
import type { PageWalk, WalkKept } from '../../common/paging/page-walk';

/** The bounds of each location's walk: the view pauses and asks, a job (export, count) stops. */
export interface LocationWalkRules {
  noProgress: NoProgressRule;
  /** Pages one location may read at most (jobs); the view is bounded by its screens. */
  maxPages?: number;
  kept: WalkKept;
}

/** A result waiting to be placed, with its time once the order is known to be by time. */
export interface BufferedRow {
  item: Record<string, unknown>;
  time?: number;
}

/**
 * What one search of a merged search asks: a location, and for a list of numbers one of them
 * (sent in the phone filter). A search across locations has one per location.
 */
export interface SearchSource {
  locationId: string;
  name?: string | undefined;
  number?: string | undefined;
}

/** Two sources are the same search: the same location and the same listed number (or none). */
export function isSource(source: SearchSource, locationId: string, number: string | undefined): boolean {
  return source.locationId === locationId && source.number === number;
}

/**
 * One source's own session within a merged search: its page tokens, its walk (restarts, loop
 * guard, empty runs: common/paging/page-walk.ts), the rows it sent that are not placed yet, and
 * how it stopped. Nothing here is shared with another source.
 */
export interface LocationStream {
  readonly source: SearchSource;
  readonly locationId: string;
  readonly name: string | undefined;
  walk: PageWalk;
  /** undefined before the first page; null once the location has no more. */
  nextToken: string | null | undefined;
  buffer: BufferedRow[];
  /** The time of the last row this location sent: its later rows can be no newer. */
  lastTime: number | undefined;
  placed: number;
  /** Rows placed after Retry that are newer than rows of other locations already placed. */
  late: number;
  error: ExplorerError | undefined;
  notice: string | undefined;
  /** Its page request under way, if any: one at a time, even across screens. */
  reading: Promise<void> | undefined;
  /** The user chose "Show the others now" while the merge waited for it: it no longer holds the others. */
  setAside: boolean;
}

export function createLocationStream(rules: LocationWalkRules, source: SearchSource): LocationStream {
  return {
    source,
    locationId: source.locationId,
    name: source.name,
    walk: createPageWalk({ maxRestarts: DEFAULT_MAX_RESTARTS, ...rules }),
    nextToken: undefined,
    buffer: [],
    lastTime: undefined,
    placed: 0,
    late: 0,
    error: undefined,
    notice: undefined,
    reading: undefined,
    setAside: false,
  };
}

/** The stream may still send rows: not at its end, not stopped by an error. */
export function isLive(stream: LocationStream): boolean {
  return stream.nextToken !== null && stream.error === undefined;
}

/** Takes a page into the stream through its walk; returns the rows the walk kept. */
export function acceptPage(stream: LocationStream, page: SearchPage): Record<string, unknown>[] {
  const step = stream.walk.accept(page);
  if (step.restartNotice !== undefined) stream.notice = step.restartNotice;
  stream.nextToken = step.next;
  // Paused with its next page token kept: Retry goes on from there.
  const stopped = step.stop ?? step.pause;
  if (stopped) stream.error = stopped;
  return step.items;
}

/** After a failure the user chose to retry: the walk resumes with the page token it had. */
export function clearError(stream: LocationStream): void {
  // A walk that stopped itself (loop, restarts) must not be resumed: it would repeat what it refused.
  if (stream.error === undefined || !walkCanGoOn(stream.error)) return;
  stream.error = undefined;
}

export function progressOf(stream: LocationStream): LocationProgress {
  return {
    locationId: stream.locationId,
    ...(stream.name !== undefined && { name: stream.name }),
    ...(stream.source.number !== undefined && { number: stream.source.number }),
    rows: stream.placed,
    pages: stream.walk.pages,
    restarts: stream.walk.restarts,
    ...(stream.late > 0 && { lateRows: stream.late }),
    ...(stream.setAside && { setAside: true }),
    // Rows still buffered are still to come: "end" only once the last of them is placed.
    ended: stream.nextToken === null && stream.error === undefined && stream.buffer.length === 0,
    ...(stream.error !== undefined && { error: stream.error }),
    ...(stream.notice !== undefined && { notice: stream.notice }),
  };
}
