/**
 * Finds runs of a secret in text in one pass, whatever way the text writes them. The text is
 * read as a normalised stream: JSON escapes and `\xHH` decoded (`\u0061`, `\/`, `\n`, `\x61`…),
 * then each character read as scan-chars.ts says: invisible characters (controls and Unicode's
 * default-ignorable ones) and separators (space, hyphen, colon, dot) skipped, letters folded to
 * lower-case ASCII (NFKC's one-character folds included: full-width `ｔｏｋ` reads `tok`), by one
 * table lookup. So a token written as `\u0074\u006f…`, as `a\/b`, wrapped over lines, spaced out,
 * grouped as `74:6f:6b`, full-width or broken by a control character is seen whole, and the span
 * it covers in the original text (escapes and breaks included) is reported.
 *
 * A form is matched by its windows: every substring of `size` characters is indexed, and each
 * window of the stream is looked up through a rolling hash in a hash table, so the cost is a few
 * integer operations per character whatever the number of forms (no regex alternation).
 * Overlapping hits merge, so any run of `size` or more characters of a form is found.
 */
import { readAs } from './scan-chars';

export interface RunIndex {
  size: number;
  /**
   * Open-addressing hash table of the windows, in typed arrays so a lookup allocates nothing:
   * `slots` holds 1 + a window's number (0 = empty), `hashes` its rolling hash.
   */
  slots: Int32Array;
  hashes: Int32Array;
  /** 32 - log2(table size): a hash's slot is its top bits, mixed. */
  shift: number;
  /** The windows' characters, `size` per window, to confirm a hash match. */
  chars: Uint16Array;
  /**
   * Per window, the character that follows it in a form and the window that character makes
   * (-1: none). Inside a run, which is most of a page full of echoes, the next window is then
   * known without a lookup.
   */
  nextCode: Int32Array;
  nextWindow: Int32Array;
  /** BASE^size, to take the oldest character out of the rolling hash. */
  drop: number;
  /** Ring buffers of the last `size` stream characters and where each starts in the text. */
  codes: Int32Array;
  starts: Int32Array;
}

export type Span = [start: number, end: number];

const BASE = 0x01000193;

/** Forms of one length apart from the rest: every window of `size` characters of each, in typed arrays. */
export function buildRunIndex(forms: readonly string[], size: number): RunIndex {
  const normals = forms.map(normalise);
  let windows = 0;
  for (const normal of normals) windows += Math.max(0, normal.length - size + 1);
  // At most a quarter full, so a miss (nearly every character) ends at the first empty slot.
  let shift = 26;
  while (1 << (32 - shift) < windows * 4) shift -= 1;
  const slots = new Int32Array(1 << (32 - shift));
  const hashes = new Int32Array(slots.length);
  const chars = new Uint16Array(windows * size);
  const nextCode = new Int32Array(windows).fill(-1);
  const nextWindow = new Int32Array(windows).fill(-1);
  let drop = 1;
  for (let at = 0; at < size; at++) drop = Math.imul(drop, BASE);
  const index: RunIndex = {
    size,
    slots,
    hashes,
    shift,
    chars,
    nextCode,
    nextWindow,
    drop,
    codes: new Int32Array(size),
    starts: new Int32Array(size),
  };
  let count = 0;
  for (const normal of normals) {
    let hash = 0;
    let previous = -1;
    for (let at = 0; at < normal.length; at++) {
      const code = normal.charCodeAt(at);
      hash = (Math.imul(hash, BASE) + code - (at >= size ? Math.imul(normal.charCodeAt(at - size), drop) : 0)) | 0;
      if (at + 1 < size) continue;
      const first = at + 1 - size;
      let number = findWindow(index, hash, normal, first);
      if (number < 0) {
        number = count++;
        for (let offset = 0; offset < size; offset++) chars[number * size + offset] = normal.charCodeAt(first + offset);
        let slot = slotOf(hash, shift);
        while (slots[slot] !== 0) slot = (slot + 1) & (slots.length - 1);
        slots[slot] = number + 1;
        hashes[slot] = hash;
      }
      // What follows a window in the first form (and place) it occurs, as the scan's shortcut.
      if (previous >= 0 && nextCode[previous] === -1) {
        nextCode[previous] = code;
        nextWindow[previous] = number;
      }
      previous = number;
    }
  }
  return index;
}

/** The number of the window `normal` holds from `first` (hash given), or -1 if not indexed yet. */
function findWindow(index: RunIndex, hash: number, normal: string, first: number): number {
  const { size, slots, hashes, shift, chars } = index;
  for (let slot = slotOf(hash, shift); slots[slot] !== 0; slot = (slot + 1) & (slots.length - 1)) {
    if (hashes[slot] !== hash) continue;
    const base = ((slots[slot] as number) - 1) * size;
    let offset = 0;
    while (offset < size && chars[base + offset] === normal.charCodeAt(first + offset)) offset += 1;
    if (offset === size) return (slots[slot] as number) - 1;
  }
  return -1;
}

/**
 * The spans of `text` covered by windows of the index, in order, overlapping ones merged.
 * This runs over the stretches of every page a server sends that run-zones.ts cannot rule out,
 * and over every decoded string that may hold what the raw text did not: the loop reads each
 * character once, with no allocation and no division.
 */
export function findRuns(text: string, index: RunIndex): Span[] {
  return findRunsIn(text, index, 0, text.length, []);
}

/**
 * findRuns over the characters from `from` to `to` only, as if the text began at `from`, adding
 * to `spans` (merged with its last span where they touch). `from` must not fall inside an escape
 * (no backslash in the 5 characters before it), so the stream read here is the full scan's from
 * that point; a window is found when all its characters start before `to`.
 */
export function findRunsIn(text: string, index: RunIndex, from: number, to: number, spans: Span[]): Span[] {
  const { size, drop, codes, starts, nextCode, nextWindow, slots, shift } = index;
  const length = Math.min(to, text.length);
  let hash = 0;
  let seen = 0;
  // The ring slot of the oldest character in the window (and where the next one goes).
  let slot = 0;
  let at = from;
  // The window the last character completed, or -1.
  let current = -1;
  while (at < length) {
    const start = at;
    let code = text.charCodeAt(at);
    if (code === 0x5c) {
      const read = readEscape(text, at);
      code = read >>> 3;
      at += read & 7;
    } else at += 1;
    code = readAs(code);
    if (code === 0) continue;
    const oldest = seen >= size ? (codes[slot] as number) : 0;
    hash = (Math.imul(hash, BASE) + code - Math.imul(oldest, drop)) | 0;
    codes[slot] = code;
    starts[slot] = start;
    slot = slot + 1 === size ? 0 : slot + 1;
    seen += 1;
    if (seen < size) continue;
    if (current >= 0 && nextCode[current] === code) current = nextWindow[current] as number;
    // An empty first slot (nearly every character of innocent text) is a miss without a call.
    else current = slots[slotOf(hash, shift)] === 0 ? -1 : lookUp(index, hash, slot);
    if (current < 0) continue;
    const spanStart = starts[slot] as number;
    const last = spans[spans.length - 1];
    if (last !== undefined && spanStart <= last[1]) last[1] = at;
    else spans.push([spanStart, at]);
  }
  return spans;
}

/** The number of the window the ring spells (oldest character at `first`), or -1. */
function lookUp(index: RunIndex, hash: number, first: number): number {
  const { size, slots, hashes, shift, chars, codes } = index;
  const mask = slots.length - 1;
  for (let slot = slotOf(hash, shift); slots[slot] !== 0; slot = (slot + 1) & mask) {
    if (hashes[slot] !== hash) continue;
    const base = ((slots[slot] as number) - 1) * size;
    let ring = first;
    let offset = 0;
    while (offset < size && chars[base + offset] === codes[ring]) {
      offset += 1;
      ring = ring + 1 === size ? 0 : ring + 1;
    }
    if (offset === size) return (slots[slot] as number) - 1;
  }
  return -1;
}

/** The stream `findRuns` reads, as a string: what forms are indexed as. */
export function normalise(text: string): string {
  let out = '';
  let at = 0;
  while (at < text.length) {
    const read = text.charCodeAt(at) === 0x5c ? readEscape(text, at) : (text.charCodeAt(at) << 3) | 1;
    at += read & 7;
    const code = readAs(read >>> 3);
    if (code !== 0) out += String.fromCharCode(code);
  }
  return out;
}

const SIMPLE_ESCAPES: Record<number, number> = {
  0x22: 0x22,
  0x2f: 0x2f,
  0x5c: 0x5c,
  0x62: 0x08,
  0x66: 0x0c,
  0x6e: 0x0a,
  0x72: 0x0d,
  0x74: 0x09,
};

/**
 * The character a backslash at `at` stands for, packed with how many text characters it took
 * (1 for a lone backslash, 2 for `\/`, 4 for `\xHH`, 6 for `\uXXXX`) in the low 3 bits: no
 * allocation. `\xHH` is not JSON (JSON.parse refuses it) but C, Python and shell write bytes so.
 */
export function readEscape(text: string, at: number): number {
  const next = at + 1 < text.length ? text.charCodeAt(at + 1) : -1;
  if (next === 0x75) {
    const value = hexDigits(text, at + 2, 4);
    return value < 0 ? (0x5c << 3) | 1 : (value << 3) | 6;
  }
  if (next === 0x78) {
    const value = hexDigits(text, at + 2, 2);
    return value < 0 ? (0x5c << 3) | 1 : (value << 3) | 4;
  }
  const simple = SIMPLE_ESCAPES[next];
  return simple === undefined ? (0x5c << 3) | 1 : (simple << 3) | 2;
}

function hexDigits(text: string, at: number, count: number): number {
  if (at + count > text.length) return -1;
  let value = 0;
  for (let offset = 0; offset < count; offset++) {
    const digit = hexDigit(text.charCodeAt(at + offset));
    if (digit < 0) return -1;
    value = (value << 4) | digit;
  }
  return value;
}

function hexDigit(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  const lower = code | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x61 + 10 : -1;
}

/** The longest way to write one character: `\uXXXX`. */
export const MAX_CHAR_WIDTH = 6;

/** The top bits of the hash, mixed: the low bits of a polynomial hash depend on the last characters only. */
function slotOf(hash: number, shift: number): number {
  return Math.imul(hash, 0x9e3779b1) >>> shift;
}
