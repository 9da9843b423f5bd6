/**
 * Where in a text a run of the token can be, found without reading every character through
 * findRuns' rolling hash: a page of results is mostly text the token is nowhere near, and the
 * full scan over all of it cost more than the rest of the client's work on a page.
 *
 * Take any window findRuns reports: `size` stream characters (size ≥ `shortest`, ≤ `widest`)
 * spelling a window of a form, covering the text from `a` to `b`. Either
 * 1. the text from a to b holds no stream break (STREAM_BREAK: a backslash or an invisible
 *    character). Then it is `size` characters read as they are, ASCII letters lower-cased, so its
 *    GRAM-character pieces are pieces of a normalised form. Samples are taken every
 *    `step` = shortest − GRAM + 1 characters, so one sample's GRAM characters lie inside [a, b);
 *    its piece is in `grams`, and its zone [i − step + 1, i + widest) holds [a, b); or
 * 2. it holds a break. Every escape and every invisible character in it starts at a break; the
 *    window's visible characters (at most `widest`) lie before its first break, between breaks
 *    or after the last one's escape (at most MAX_CHAR_WIDTH long), at most widest − 1 of them in
 *    any one gap. So the zones [p − widest + 1, p + MAX_CHAR_WIDTH + widest − 1) of its breaks p
 *    overlap one another and, merged, hold [a, b).
 * Zones that overlap or touch are merged. A merged zone cannot start inside an escape: a backslash
 * up to MAX_CHAR_WIDTH − 1 characters before it is a break whose own zone reaches past that start
 * and would have been merged with it. So findRunsIn over each zone reads the full scan's stream
 * from the zone's start and finds every window inside it, with the same span; a window inside no
 * zone matches nothing. The spans are therefore the full scan's, in the same order (the
 * differential test in run-zones.test.ts compares the two).
 */
import type { RunIndex, Span } from './token-runs';
import { findRunsIn, MAX_CHAR_WIDTH, normalise, STREAM_BREAK } from './token-runs';

/** Characters per sample. */
const GRAM = 4;

/** Below this many characters between samples, sampling saves little over the full scan. */
const MIN_STEP = 4;

/** Buckets of the sample set: with a 40-character token's ~400 pieces, 0.6% of samples of other text hit. */
const GRAM_BITS = 16;

export interface ZoneFilter {
  step: number;
  widest: number;
  /** A bit per bucket, set where some piece of a normalised form hashes to (8 KB: built per request). */
  grams: Uint32Array;
}

/** A filter for the indexes' forms, or null when their windows are too short to sample (the full scan is used). */
export function buildZoneFilter(forms: readonly string[], indexes: readonly RunIndex[]): ZoneFilter | null {
  const sizes = indexes.map((index) => index.size);
  const shortest = Math.min(...sizes);
  const step = shortest - GRAM + 1;
  if (sizes.length === 0 || step < MIN_STEP) return null;
  const grams = new Uint32Array(1 << (GRAM_BITS - 5));
  for (const normal of forms.map(normalise)) {
    for (let at = 0; at + GRAM <= normal.length; at++) {
      const bucket = gramAt(normal, at);
      grams[bucket >>> 5] = (grams[bucket >>> 5] as number) | (1 << (bucket & 31));
    }
  }
  return { step, widest: Math.max(...sizes), grams };
}

/** The spans findRuns would report for each index, merged across indexes, from the zones alone. */
export function findRunsInZones(text: string, indexes: readonly RunIndex[], filter: ZoneFilter): Span[] {
  const zones = zonesOf(text, filter);
  if (zones.length === 0) return [];
  const perIndex = indexes.map((index) => {
    const spans: Span[] = [];
    for (let at = 0; at < zones.length; at += 2) findRunsIn(text, index, zones[at] as number, zones[at + 1] as number, spans);
    return spans;
  });
  return perIndex.length === 1 ? (perIndex[0] as Span[]) : mergeSpans(perIndex.flat());
}

/** Overlapping or touching spans as one, in order of their starts. */
export function mergeSpans(spans: Span[]): Span[] {
  spans.sort((a, b) => a[0] - b[0]);
  const merged: Span[] = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last !== undefined && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push([span[0], span[1]]);
  }
  return merged;
}

/** The zones to scan, as start and end pairs, in order, merged. */
export function zonesOf(text: string, filter: ZoneFilter): number[] {
  const { step, widest, grams } = filter;
  // Two lists, each in order of its zones' starts, merged at the end.
  const sampled: number[] = [];
  for (let at = 0; at + GRAM <= text.length; at += step) {
    const bucket = gramAt(text, at);
    if ((((grams[bucket >>> 5] as number) >>> (bucket & 31)) & 1) !== 0) sampled.push(at - step + 1, at + widest);
  }
  const broken: number[] = [];
  // test() rather than exec(): no match object per break; lastIndex is one past it.
  const breaks = new RegExp(STREAM_BREAK.source, 'g');
  while (breaks.test(text)) broken.push(breaks.lastIndex - widest, breaks.lastIndex - 1 + MAX_CHAR_WIDTH + widest - 1);
  const zones: number[] = [];
  let fromSampled = 0;
  let fromBroken = 0;
  while (fromSampled < sampled.length || fromBroken < broken.length) {
    const takeSampled = fromBroken >= broken.length || (fromSampled < sampled.length && (sampled[fromSampled] as number) <= (broken[fromBroken] as number));
    const list = takeSampled ? sampled : broken;
    const at = takeSampled ? fromSampled : fromBroken;
    const start = Math.max(0, list[at] as number);
    const end = Math.min(text.length, list[at + 1] as number);
    if (takeSampled) fromSampled += 2;
    else fromBroken += 2;
    if (zones.length > 0 && start <= (zones[zones.length - 1] as number)) zones[zones.length - 1] = Math.max(zones[zones.length - 1] as number, end);
    else zones.push(start, end);
  }
  return zones;
}

/**
 * The bucket of the GRAM characters at `at`, with the 0x20 bit of each set: that folds ASCII
 * letters' case, as the stream does, and folds a few other pairs too, which only costs a zone.
 */
function gramAt(text: string, at: number): number {
  let hash = text.charCodeAt(at) | 0x20;
  hash = Math.imul(hash, 31) + (text.charCodeAt(at + 1) | 0x20);
  hash = Math.imul(hash, 31) + (text.charCodeAt(at + 2) | 0x20);
  hash = Math.imul(hash, 31) + (text.charCodeAt(at + 3) | 0x20);
  return Math.imul(hash, 0x9e3779b1) >>> (32 - GRAM_BITS);
}
