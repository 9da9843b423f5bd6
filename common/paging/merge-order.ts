// The one order of a merged search (several locations, a list of numbers): which stream gives the
// next row, or which streams must be read before any row can be placed. A row shown is never
// moved, so a row is placed only when no stream the merge waits for can still send a newer one.
// Fetching stays fair (every stream that may hold the next row is read in the same round);
// placing stays in order.

/** What the merge knows of one stream (a location's search, or one listed number's at it). */
export interface MergeStream {
  /** The time of its next row not yet placed (epoch ms); undefined when it has none buffered. */
  head: number | undefined;
  /**
   * The newest time its next page can bring: the time of the last row it sent, since each
   * stream is checked to run newest first. undefined before its first page (anything may come).
   */
  bound: number | undefined;
  /**
   * The merge waits for it: it may send more rows, and it was neither stopped (an error, a
   * pause) nor set aside by the user ("Show the others now"). A stream that does not hold may
   * still have rows buffered; they are placed by time with the rest.
   */
  holds: boolean;
}

export type MergeStep =
  /** Place the head of this stream next. */
  | { kind: 'place'; stream: number }
  /** Read these streams before placing anything: each may send a row newer than every head. */
  | { kind: 'read'; streams: number[] }
  /** Nothing to place and nothing to wait for: the merge is over, or every stream left stopped. */
  | { kind: 'idle' };

/**
 * Merged newest first: the newest buffered head, unless a holding stream with nothing buffered
 * could still send a newer row (its bound is above that head, or unknown); then every such stream
 * is read first. Of equal heads the stream listed first goes first, so the order is the same on
 * every run.
 */
export function nextMergeStep(streams: readonly MergeStream[]): MergeStep {
  let newest: number | undefined;
  streams.forEach((stream, index) => {
    if (stream.head === undefined) return;
    if (newest === undefined || stream.head > (streams[newest]!.head as number)) newest = index;
  });
  const best = newest === undefined ? undefined : streams[newest]!.head;
  const toRead = streams.flatMap((stream, index) =>
    stream.holds && stream.head === undefined && (best === undefined || stream.bound === undefined || stream.bound > best) ? [index] : [],
  );
  if (toRead.length > 0) return { kind: 'read', streams: toRead };
  return newest === undefined ? { kind: 'idle' } : { kind: 'place', stream: newest };
}

/** What the turns know of one stream when the rows are not merged by time. */
export interface TurnStream {
  /** It has rows not yet placed. */
  buffered: boolean;
  /** As MergeStream.holds. */
  holds: boolean;
  /** Rows it placed so far. */
  placed: number;
}

/**
 * Not merged by time (a stream disproved the order, or no time field was found): the rows go in
 * turns, from the buffered stream that placed fewest so far (the first listed of equals), and a
 * holding stream with nothing buffered is read first. No stream holds the others: one that never
 * ends, or sends rows out of order, takes its turn like the rest.
 */
export function nextTurnStep(streams: readonly TurnStream[]): MergeStep {
  const toRead = streams.flatMap((stream, index) => (stream.holds && !stream.buffered ? [index] : []));
  if (toRead.length > 0) return { kind: 'read', streams: toRead };
  let fewest: number | undefined;
  streams.forEach((stream, index) => {
    if (!stream.buffered) return;
    if (fewest === undefined || stream.placed < streams[fewest]!.placed) fewest = index;
  });
  return fewest === undefined ? { kind: 'idle' } : { kind: 'place', stream: fewest };
}

/**
 * Whether a row placed at `time` comes after a newer one already placed (`frontier`, the oldest
 * time placed so far): only a stream that stopped or was set aside while the others went on can
 * send one. It is shown where it lands, marked, never moved into place: rows already read stay.
 */
export function comesLate(time: number, frontier: number): boolean {
  return time > frontier;
}
