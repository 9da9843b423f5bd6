/**
 * Where in a text a run of the token can be, found without reading every character through
 * findRuns' rolling hash: a page of results is mostly text the token is nowhere near, and the
 * full scan over all of it cost more than the rest of the client's work on a page. Here a page's
 * characters are read only by indexOf (for backslashes) and by samples of GRAM every `step`.
 *
 * "Visible" below means any character but an invisible one (isInvisible). Take any window
 * findRuns reports: `size` stream characters (shortest ≤ size ≤ widest) spelling a window of a
 * form, its units covering the text from `a` to `b`. Either
 * 1. no backslash lies in [a, b). Each unit is then one character, read as is (ASCII letters
 *    lower-cased) or skipped as invisible. Samples start every `step` = shortest − GRAM + 1
 *    characters and read the next GRAM visible characters, skipping invisible ones. One starts at
 *    some i in [a, a + step): at most step − 1 of the window's characters lie before i, so the
 *    GRAM it reads are the window's, a piece of a normalised form, whose bucket is set. Its zone
 *    runs from i − step + 1 to past the widest-th visible character from i, and holds [a, b).
 * 2. escapes start in it, at p1 < … < pk. Each stands for an invisible character or one some form
 *    holds (else no form's window could match). Before p1, between one's escape (at most
 *    MAX_CHAR_WIDTH characters from it) and the next, and after the last escape, the window holds
 *    at most widest − 1 visible characters, and any number of invisible ones. The zone of such a
 *    backslash p runs from the (widest − 1)-th visible character before p to past the
 *    (widest − 1)-th visible character from p + MAX_CHAR_WIDTH: the zones of p1…pk reach one
 *    another and, merged, hold [a, b). Every backslash is looked at as if an escape started there
 *    (a second one of `\\` is not, and gets a zone or not, which only costs a zone).
 * Zones that overlap or touch are merged, and a zone's start is moved back to any backslash up to
 * MAX_CHAR_WIDTH − 1 characters before it, until there is none: no escape then covers the start,
 * so findRunsIn over each zone reads the full scan's stream from the zone's start and finds every
 * window inside it, with the same span; a window inside no zone matches nothing. The spans are
 * therefore the full scan's, in the same order (the differential test in run-zones.test.ts
 * compares the two).
 *
 * Neighbours (when shortest ≥ 3 × GRAM − 1): a page's repeated keys, digits and hex hit a bucket
 * by chance in about one sample in a hundred, and each such zone cost a scan of ~25 characters.
 * So a zone is dropped when the GRAM characters on either side of its sample, or of its escape,
 * are plain (printable ASCII, no backslash, no escape reaching them) and neither hits. Sound: in
 * case 1 the sample's characters are the window's k-th to (k + GRAM − 1)-th visible ones, with
 * k ≤ step; if k > GRAM, the GRAM before the sample are the window's too, else the window goes on
 * at least GRAM characters past it (k + 2 × GRAM − 1 ≤ shortest), and a window's pieces all hit.
 * A sample that had to skip invisible characters keeps its zone. In case 2, a window holding an
 * invisible escape has at least GRAM of its characters on one side of it (shortest ≥ 2 × GRAM);
 * plain, they are the ones next to the escape. Only ever a zone no window needs is dropped.
 */
import type { RunIndex, Span } from './token-runs';
import { isInvisible } from './invisible-chars';
import { findRunsIn, MAX_CHAR_WIDTH, normalise, readEscape } from './token-runs';

/** Characters per sample: 3 reads a page in the fewest reads (4 in 9 characters cost more) with few false hits (0.1–2% of samples). */
const GRAM = 3;

/** Below this many characters between samples, sampling saves little over the full scan. */
const MIN_STEP = 4;

/** The shortest window for which every sample or escape has a side that lies in the window (see Neighbours above). */
const MIN_NEIGHBOURED = 3 * GRAM - 1;

/** Buckets of the sample set: a 40-character token's ~300 pieces fill 0.1% of them (32 KB, built once per token: redactor-cache.ts). */
const GRAM_BITS = 18;

export interface ZoneFilter {
  step: number;
  widest: number;
  /** A bit per bucket, set where some piece of a normalised form hashes to. */
  grams: Uint32Array;
  /** A bit per UTF-16 code unit that some normalised form holds. */
  chars: Uint32Array;
  /** Whether zones without a hit on either side are dropped (see Neighbours above). */
  neighbours: boolean;
}

/** A filter for the indexes' forms, or null when their windows are too short to sample (the full scan is used). */
export function buildZoneFilter(forms: readonly string[], indexes: readonly RunIndex[]): ZoneFilter | null {
  const sizes = indexes.map((index) => index.size);
  const shortest = Math.min(...sizes);
  const step = shortest - GRAM + 1;
  if (sizes.length === 0 || step < MIN_STEP) return null;
  const grams = new Uint32Array(1 << (GRAM_BITS - 5));
  const chars = new Uint32Array(1 << (16 - 5));
  for (const normal of forms.map(normalise)) {
    for (let at = 0; at + GRAM <= normal.length; at++) setBit(grams, gramAt(normal, at));
    for (let at = 0; at < normal.length; at++) setBit(chars, normal.charCodeAt(at));
  }
  return { step, widest: Math.max(...sizes), grams, chars, neighbours: shortest >= MIN_NEIGHBOURED };
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
  const { step, widest, grams, chars, neighbours } = filter;
  const length = text.length;
  // Two lists, each in order of its zones' starts (and ends), merged at the end.
  const sampled: number[] = [];
  // A window's sample lies inside it, so none starts fewer than GRAM characters from the end.
  for (let at = 0; at + GRAM <= length; at += step) {
    const a = text.charCodeAt(at);
    const b = text.charCodeAt(at + 1);
    const c = text.charCodeAt(at + 2);
    // Three printable ASCII characters (nearly every sample), else the next three visible ones.
    // A backslash is read like any other: a sample holding one is no case-1 window's, so what it
    // finds only adds a zone.
    if (((a - 0x20) | (b - 0x20) | (c - 0x20) | (0x7e - a) | (0x7e - b) | (0x7e - c)) >= 0) {
      if (!hasBit(grams, mixed(Math.imul(Math.imul(a | 0x20, 31) + (b | 0x20), 31) + (c | 0x20)))) continue;
      if (neighbours && plainMiss(text, at - GRAM, grams) && plainMiss(text, at + GRAM, grams)) continue;
    } else {
      const gram = visibleGram(text, at);
      if (gram < 0 || !hasBit(grams, mixed(gram))) continue;
    }
    sampled.push(at - step + 1, pastVisible(text, at, widest));
  }
  const escaped: number[] = [];
  for (let at = text.indexOf('\\'); at !== -1; at = text.indexOf('\\', at + 1)) {
    const read = readEscape(text, at);
    let code = read >>> 3;
    if (code >= 0x41 && code <= 0x5a) code |= 0x20;
    // `\"` in a message body, say: no window of a form holds a quote.
    if (!isInvisible(code) && !hasBit(chars, code)) continue;
    // `\n` between words, say: only where a form's piece lies beside it.
    if (neighbours && isInvisible(code) && noBackslashBefore(text, at - GRAM) && plainMiss(text, at - GRAM, grams) && plainMiss(text, at + (read & 7), grams)) continue;
    escaped.push(beforeVisible(text, at, widest - 1), pastVisible(text, at + MAX_CHAR_WIDTH, widest - 1));
  }
  const zones: number[] = [];
  let fromSampled = 0;
  let fromEscaped = 0;
  while (fromSampled < sampled.length || fromEscaped < escaped.length) {
    const takeSampled = fromEscaped >= escaped.length || (fromSampled < sampled.length && (sampled[fromSampled] as number) <= (escaped[fromEscaped] as number));
    const list = takeSampled ? sampled : escaped;
    const at = takeSampled ? fromSampled : fromEscaped;
    const start = outsideEscapes(text, Math.max(0, list[at] as number));
    const end = Math.min(length, list[at + 1] as number);
    if (takeSampled) fromSampled += 2;
    else fromEscaped += 2;
    if (zones.length > 0 && start <= (zones[zones.length - 1] as number)) zones[zones.length - 1] = Math.max(zones[zones.length - 1] as number, end);
    else zones.push(start, end);
  }
  return zones;
}

/** `at`, or before the backslashes up to MAX_CHAR_WIDTH − 1 characters before it, whose escapes may cover it. */
function outsideEscapes(text: string, at: number): number {
  let start = at;
  for (let back = start - 1; back >= 0 && back >= start - (MAX_CHAR_WIDTH - 1); back--) {
    if (text.charCodeAt(back) === 0x5c) start = back;
  }
  return start;
}

/**
 * Whether the GRAM characters from `at` are plain (printable ASCII, no backslash) and hit no
 * bucket, or lie (partly) outside the text, where no window can be either.
 */
function plainMiss(text: string, at: number, grams: Uint32Array): boolean {
  if (at < 0 || at + GRAM > text.length) return true;
  const a = text.charCodeAt(at);
  const b = text.charCodeAt(at + 1);
  const c = text.charCodeAt(at + 2);
  if (((a - 0x20) | (b - 0x20) | (c - 0x20) | (0x7e - a) | (0x7e - b) | (0x7e - c)) < 0 || a === 0x5c || b === 0x5c || c === 0x5c) return false;
  return !hasBit(grams, mixed(Math.imul(Math.imul(a | 0x20, 31) + (b | 0x20), 31) + (c | 0x20)));
}

/** No backslash in the MAX_CHAR_WIDTH − 1 characters before `at`: no escape reaches it from there. */
function noBackslashBefore(text: string, at: number): boolean {
  for (let back = at - 1; back >= 0 && back >= at - (MAX_CHAR_WIDTH - 1); back--) {
    if (text.charCodeAt(back) === 0x5c) return false;
  }
  return true;
}

/** A sample's or piece's unmixed hash as its bucket. */
function mixed(hash: number): number {
  return Math.imul(hash, 0x9e3779b1) >>> (32 - GRAM_BITS);
}

function setBit(bits: Uint32Array, bit: number): void {
  bits[bit >>> 5] = (bits[bit >>> 5] as number) | (1 << (bit & 31));
}

function hasBit(bits: Uint32Array, bit: number): boolean {
  return (((bits[bit >>> 5] as number) >>> (bit & 31)) & 1) !== 0;
}

/** The unmixed hash of the GRAM visible characters from `from` (as gramAt's), or -1 if the text ends first. */
function visibleGram(text: string, from: number): number {
  let hash = 0;
  let taken = 0;
  for (let at = from; taken < GRAM && at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (isInvisible(code)) continue;
    hash = Math.imul(hash, 31) + (code | 0x20);
    taken += 1;
  }
  return taken === GRAM ? hash : -1;
}

/** Where the `count`-th visible character from `from` ends (the text's end if there are fewer). */
function pastVisible(text: string, from: number, count: number): number {
  let seen = 0;
  let at = from;
  while (seen < count && at < text.length) {
    if (!isInvisible(text.charCodeAt(at))) seen += 1;
    at += 1;
  }
  return at;
}

/** Where the `count`-th visible character before `from` starts (0 if there are fewer). */
function beforeVisible(text: string, from: number, count: number): number {
  let seen = 0;
  let at = from;
  while (seen < count && at > 0) {
    at -= 1;
    if (!isInvisible(text.charCodeAt(at))) seen += 1;
  }
  return at;
}

/**
 * The bucket of the GRAM characters at `at`, with the 0x20 bit of each set: that folds ASCII
 * letters' case, as the stream does, and folds a few other pairs too, which only costs a zone.
 * zonesOf computes the same inline (for GRAM = 3) and in visibleGram.
 */
function gramAt(text: string, at: number): number {
  let hash = 0;
  for (let offset = 0; offset < GRAM; offset++) hash = Math.imul(hash, 31) + (text.charCodeAt(at + offset) | 0x20);
  return mixed(hash);
}
