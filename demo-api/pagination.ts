// Cursor pagination over the positions of one search. A forward page scans from its cursor and
// collects up to page_size matches; a backward page (previous_page_token) scans down from its
// cursor and returns what it found in forward order. One extra match is looked for beyond the
// page, so the next cursor points at the next match and the last page carries no next token.
// Sparse pages drop the tail of a page and point the next cursor at the first dropped match, so
// the union of all pages is still exactly the matching messages, each once.
import type { Cursor, ScanDirection } from './page-token';
import { mix32 } from './random';

/** The positions of one search: [start, end) and which of them match. */
export interface MatchPositions {
  start: number;
  end: number;
  matches(index: number): boolean;
}

export interface PageOptions {
  pageSize: number;
  /** Fraction (0..1) of pages that come back short or empty before the end. */
  sparseRate: number;
  sparseSeed: number;
  previousTokens: boolean;
  /** Most positions one scan may test: a rare filter over a huge location returns a short page instead of stalling. */
  scanBudget: number;
}

export interface Page {
  /** Matching positions, in server (forward) order. */
  indices: number[];
  next: Cursor | null;
  previous: Cursor | null;
}

interface Scan {
  found: number[];
  /** Where the scan stopped, as a boundary a cursor can resume from. */
  boundary: number;
  /** The scan reached the edge of the range: nothing is left in that direction. */
  complete: boolean;
}

export function computePage(positions: MatchPositions, cursor: Cursor | null, options: PageOptions): Page {
  const from = cursor ? Math.min(Math.max(cursor.position, positions.start), positions.end) : positions.start;
  const hops = cursor?.hops ?? 0;
  return cursor?.direction === 'backward' ? backwardPage(positions, from, hops, options) : forwardPage(positions, from, hops, options);
}

function forwardPage(positions: MatchPositions, from: number, hops: number, options: PageOptions): Page {
  const scanned = scan(positions, from, 'forward', options.pageSize + 1, options.scanBudget);
  let indices = scanned.found.slice(0, options.pageSize);
  let next = continuation(scanned, options.pageSize, 'forward');
  const keep = hops === 0 ? sparseLength(from, 'forward', indices.length, options) : indices.length;
  if (keep < indices.length) {
    next = { direction: 'forward', position: indices[keep] ?? from, hops: 1 };
    indices = indices.slice(0, keep);
  }
  const previous = options.previousTokens && from > positions.start ? edgeCursor(positions, from, 'backward', options) : null;
  return { indices, next, previous };
}

function backwardPage(positions: MatchPositions, from: number, hops: number, options: PageOptions): Page {
  const scanned = scan(positions, from, 'backward', options.pageSize + 1, options.scanBudget);
  let kept = scanned.found.slice(0, options.pageSize);
  let previous = continuation(scanned, options.pageSize, 'backward');
  const keep = hops === 0 ? sparseLength(from, 'backward', kept.length, options) : kept.length;
  if (keep < kept.length) {
    previous = { direction: 'backward', position: (kept[keep] ?? from - 1) + 1, hops: 1 };
    kept = kept.slice(0, keep);
  }
  return { indices: kept.reverse(), next: edgeCursor(positions, from, 'forward', options), previous };
}

/** The cursor after a full scan: at the match beyond the page, where the budget ran out, or none at the end. */
function continuation(scanned: Scan, pageSize: number, direction: ScanDirection): Cursor | null {
  const beyond = scanned.found[pageSize];
  if (beyond !== undefined) return { direction, position: direction === 'forward' ? beyond : beyond + 1, hops: 0 };
  return scanned.complete ? null : { direction, position: scanned.boundary, hops: 0 };
}

/** A cursor toward the first match on the other side of a page's edge, or null when there is none. */
function edgeCursor(positions: MatchPositions, from: number, direction: ScanDirection, options: PageOptions): Cursor | null {
  return continuation(scan(positions, from, direction, 1, options.scanBudget), 0, direction);
}

function scan(positions: MatchPositions, from: number, direction: ScanDirection, wanted: number, budget: number): Scan {
  const found: number[] = [];
  const step = direction === 'forward' ? 1 : -1;
  let index = direction === 'forward' ? from : from - 1;
  const inRange = (position: number) => position >= positions.start && position < positions.end;
  for (let tested = 0; inRange(index) && found.length < wanted && tested < budget; tested++, index += step) {
    if (positions.matches(index)) found.push(index);
  }
  return { found, boundary: direction === 'forward' ? index : index + 1, complete: !inRange(index) };
}

/**
 * How many of a page's items to keep: all of them, or (for a seeded fraction of pages) fewer,
 * sometimes none. Decided by the cursor alone, so asking again for the same token gives the same page.
 */
function sparseLength(from: number, direction: ScanDirection, length: number, options: PageOptions): number {
  if (length === 0 || options.sparseRate <= 0) return length;
  const seed = mix32(mix32(options.sparseSeed, options.pageSize), direction === 'forward' ? 0 : 1);
  if (mix32(seed, from) / 0x1_0000_0000 >= options.sparseRate) return length;
  const shape = mix32(seed ^ 0x5bd1e995, from) / 0x1_0000_0000;
  return shape < 0.4 ? 0 : Math.min(length - 1, 1 + Math.floor(((shape - 0.4) / 0.6) * (length - 1)));
}
