/**
 * Where in a text a run of the token can be, found without reading every character through
 * findRuns' rolling hash: a page of results is mostly text the token is nowhere near, and the
 * full scan over all of it cost more than the rest of the client's work on a page. Here a page's
 * characters are read only by indexOf (for backslashes) and by samples of GRAM every `step`.
 *
 * "Visible" below means any character the stream reads (scan-chars.ts): not an invisible one, not
 * a separator; and a sample is read as the stream reads it (folded). Take any window
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
import { isSkipped, readAs } from './scan-chars';
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
  // A sample starting in a run of skipped characters (indentation, say) reads what the one
  // before it in the same run read, and its zone would lie in that one's: skipped, so a long run
  // is walked once, not once per sample.
  let sameAsBefore = -1;
  // A window's sample lies inside it, so none starts fewer than GRAM characters from the end.
  for (let at = 0; at + GRAM <= length; at += step) {
    const a = text.charCodeAt(at);
    const b = text.charCodeAt(at + 1);
    const c = text.charCodeAt(at + 2);
    // Three printable ASCII characters and no separator (most samples), else the next three
    // visible ones. A backslash is read like any other: a sample holding one is no case-1
    // window's, so what it finds only adds a zone.
    if (
      ((a - 0x21) | (b - 0x21) | (c - 0x21) | (0x7e - a) | (0x7e - b) | (0x7e - c)) >= 0 &&
      (SEPARATOR[a]! | SEPARATOR[b]! | SEPARATOR[c]!) === 0
    ) {
      if (!hasBit(grams, mixed(Math.imul(Math.imul(a | 0x20, 31) + (b | 0x20), 31) + (c | 0x20)))) continue;
      if (neighbours && sideMiss(text, at - 1, -1, grams) && sideMiss(text, at + GRAM, 1, grams)) continue;
    } else {
      // One separator among three printable characters (a space in words, a `-` or `:` in a
      // time: a quarter of a page's samples), then a fourth: the three others, without a loop.
      const d = at + 3 < length ? text.charCodeAt(at + 3) : 0;
      const skips = PLAIN[d] === 1 ? SEPARATOR[a]! + SEPARATOR[b]! + SEPARATOR[c]! + PLAIN[a]! + PLAIN[b]! + PLAIN[c]! : 0;
      let gram: number;
      let end = at + 4;
      // 3: each of the three is printable, one of them a separator.
      if (skips === 3 && SEPARATOR[a]! + SEPARATOR[b]! + SEPARATOR[c]! === 1)
        gram = SEPARATOR[a] ? hash3(b, c, d) : SEPARATOR[b] ? hash3(a, c, d) : hash3(a, b, d);
      else if (at < sameAsBefore) continue;
      else {
        gram = visibleGram(text, at);
        end = gramEnd;
        sameAsBefore = gramFirst;
      }
      if (gram < 0 || !hasBit(grams, mixed(gram))) continue;
      if (neighbours && sideMiss(text, at - 1, -1, grams) && sideMiss(text, end, 1, grams)) continue;
    }
    sampled.push(at - step + 1, pastVisible(text, at, widest));
  }
  const escaped: number[] = [];
  for (let at = text.indexOf('\\'); at !== -1; at = text.indexOf('\\', at + 1)) {
    const read = readEscape(text, at);
    const code = read >>> 3;
    // `\"` in a message body, say: no window of a form holds a quote.
    if (!isSkipped(code) && !hasBit(chars, readAs(code))) continue;
    // `\n` between words, say: only where a form's piece lies beside it.
    if (
      neighbours &&
      isSkipped(code) &&
      noBackslashBefore(text, at - GRAM) &&
      plainMiss(text, at - GRAM, grams) &&
      plainMiss(text, at + (read & 7), grams)
    )
      continue;
    escaped.push(beforeVisible(text, at, widest - 1), pastVisible(text, at + MAX_CHAR_WIDTH, widest - 1));
  }
  const zones: number[] = [];
  let fromSampled = 0;
  let fromEscaped = 0;
  while (fromSampled < sampled.length || fromEscaped < escaped.length) {
    const takeSampled =
      fromEscaped >= escaped.length ||
      (fromSampled < sampled.length && (sampled[fromSampled] as number) <= (escaped[fromEscaped] as number));
    const list = takeSampled ? sampled : escaped;
    const at = takeSampled ? fromSampled : fromEscaped;
    const start = outsideEscapes(text, Math.max(0, list[at] as number));
    const end = Math.min(length, list[at + 1] as number);
    if (takeSampled) fromSampled += 2;
    else fromEscaped += 2;
    if (zones.length > 0 && start <= (zones[zones.length - 1] as number))
      zones[zones.length - 1] = Math.max(zones[zones.length - 1] as number, end);
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
 * Per UTF-16 code unit, 1 for a printable ASCII character the stream reads as itself (folded):
 * not a space or other separator. And 1 for the ASCII separators. One lookup each, in the
 * sampling loop that reads every page.
 */
const PLAIN = new Uint8Array(0x10000);
const SEPARATOR = new Uint8Array(0x10000);
for (let code = 0x20; code <= 0x7e; code++) {
  if (isSkipped(code)) SEPARATOR[code] = 1;
  else PLAIN[code] = 1;
}

/** The unmixed hash of three characters read as the stream reads printable ASCII (gramAt's). */
function hash3(a: number, b: number, c: number): number {
  return Math.imul(Math.imul(a | 0x20, 31) + (b | 0x20), 31) + (c | 0x20);
}

/**
 * Whether the GRAM characters from `at` are plain (printable ASCII, no separator, no backslash)
 * and hit no bucket, or lie (partly) outside the text, where no window can be either.
 */
function plainMiss(text: string, at: number, grams: Uint32Array): boolean {
  if (at < 0 || at + GRAM > text.length) return true;
  const a = text.charCodeAt(at);
  const b = text.charCodeAt(at + 1);
  const c = text.charCodeAt(at + 2);
  if ((PLAIN[a]! & PLAIN[b]! & PLAIN[c]!) !== 1 || a === 0x5c || b === 0x5c || c === 0x5c) return false;
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

/** Where the gram visibleGram read last starts and ends: set by it, so it allocates nothing. */
let gramFirst = 0;
let gramEnd = 0;

/** The unmixed hash of the GRAM visible characters from `from` (as gramAt's), or -1 if the text ends first. */
function visibleGram(text: string, from: number): number {
  let hash = 0;
  let taken = 0;
  let at = from;
  gramFirst = text.length;
  for (; taken < GRAM && at < text.length; at++) {
    const code = readAs(text.charCodeAt(at));
    if (code === 0) continue;
    if (taken === 0) gramFirst = at;
    hash = Math.imul(hash, 31) + (code | 0x20);
    taken += 1;
  }
  gramEnd = at;
  return taken === GRAM ? hash : -1;
}

/** Characters a side may walk over (separators, invisible ones) before it is taken as no miss. */
const MAX_SIDE_WALK = 4 * GRAM;

/**
 * Whether the GRAM visible characters next to a sample, walking from `from` by `step` (1 forward,
 * −1 back) over skipped ones, are read as written (no backslash among what is walked) and hit no
 * bucket; or the text ends first, where no window can be either. A backslash, or a walk longer
 * than MAX_SIDE_WALK, is no miss: the zone is kept. A side inside a case-1 window holds no
 * backslash, so its characters are the window's stream units, and a piece of a form.
 */
function sideMiss(text: string, from: number, step: 1 | -1, grams: Uint32Array): boolean {
  let first = 0;
  let second = 0;
  let third = 0;
  let taken = 0;
  for (let at = from, walked = 0; taken < GRAM; at += step, walked++) {
    if (at < 0 || at >= text.length) return true;
    const raw = text.charCodeAt(at);
    if (raw === 0x5c || walked >= MAX_SIDE_WALK) return false;
    const code = readAs(raw);
    if (code === 0) continue;
    // In reading order: walking back, the first character found is the last of the gram.
    if (step === 1) {
      first = second;
      second = third;
      third = code;
    } else {
      third = second;
      second = first;
      first = code;
    }
    taken += 1;
  }
  return !hasBit(grams, mixed(Math.imul(Math.imul(first | 0x20, 31) + (second | 0x20), 31) + (third | 0x20)));
}

/** Where the `count`-th visible character from `from` ends (the text's end if there are fewer). */
function pastVisible(text: string, from: number, count: number): number {
  let seen = 0;
  let at = from;
  while (seen < count && at < text.length) {
    if (!isSkipped(text.charCodeAt(at))) seen += 1;
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
    if (!isSkipped(text.charCodeAt(at))) seen += 1;
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
