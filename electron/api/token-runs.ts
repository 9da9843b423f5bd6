/**
 * Finds runs of a secret in text in one pass, whatever way the text writes them. The text is
 * read as a normalised stream: JSON escapes decoded (`\u0061`, `\/`, `\n`…), invisible
 * characters (controls, zero-width, BOM) skipped, ASCII letters lower-cased. So a token written
 * as `\u0074\u006f…`, as `a\/b`, wrapped over lines or broken by a control character is seen
 * whole, and the span it covers in the original text (escapes and breaks included) is reported.
 *
 * A form is matched by its windows: every substring of `size` characters is indexed, and each
 * window of the stream is looked up through a rolling hash and a bit table, so the cost is a few
 * integer operations per character whatever the number of forms (no regex alternation).
 * Overlapping hits merge, so any run of `size` or more characters of a form is found.
 */
export interface RunIndex {
  size: number;
  windows: ReadonlySet<string>;
  /** Bit per hash bucket: a clear bit rules a window out without building its string. */
  buckets: Int32Array;
  /** BASE^size, to take the oldest character out of the rolling hash. */
  drop: number;
  /** Ring buffers of the last `size` stream characters and where each starts in the text. */
  codes: Int32Array;
  starts: Int32Array;
}

export type Span = [start: number, end: number];

const BASE = 0x01000193;
const BUCKET_BITS = 20;

/** Forms of one length apart from the rest: every window of `size` characters of each. */
export function buildRunIndex(forms: readonly string[], size: number): RunIndex {
  const windows = new Set<string>();
  for (const form of forms) {
    const normal = normalise(form);
    for (let at = 0; at + size <= normal.length; at++) windows.add(normal.slice(at, at + size));
  }
  const buckets = new Int32Array(1 << (BUCKET_BITS - 5));
  for (const window of windows) {
    let hash = 0;
    for (let at = 0; at < size; at++) hash = (Math.imul(hash, BASE) + window.charCodeAt(at)) | 0;
    const bucket = bucketOf(hash);
    buckets[bucket >>> 5] = (buckets[bucket >>> 5] as number) | (1 << (bucket & 31));
  }
  let drop = 1;
  for (let at = 0; at < size; at++) drop = Math.imul(drop, BASE);
  return { size, windows, buckets, drop, codes: new Int32Array(size), starts: new Int32Array(size) };
}

/** The spans of `text` covered by windows of the index, in order, overlapping ones merged. */
export function findRuns(text: string, index: RunIndex, into: Span[] = []): Span[] {
  const { size, windows, buckets, drop, codes, starts } = index;
  const length = text.length;
  let hash = 0;
  let seen = 0;
  let at = 0;
  while (at < length) {
    const start = at;
    const read = readChar(text, at);
    const code = read >>> 3;
    at += read & 7;
    if (isInvisible(code)) continue;
    const slot = seen % size;
    const oldest = seen >= size ? (codes[slot] as number) : 0;
    hash = (Math.imul(hash, BASE) + code - Math.imul(oldest, drop)) | 0;
    codes[slot] = code;
    starts[slot] = start;
    seen += 1;
    if (seen < size) continue;
    const bucket = bucketOf(hash);
    if (((buckets[bucket >>> 5] as number) & (1 << (bucket & 31))) === 0) continue;
    const first = seen % size;
    let window = '';
    for (let offset = 0; offset < size; offset++) window += String.fromCharCode(codes[(first + offset) % size] as number);
    if (!windows.has(window)) continue;
    const from = starts[first] as number;
    const last = into[into.length - 1];
    if (last !== undefined && from <= last[1]) last[1] = at;
    else into.push([from, at]);
  }
  return into;
}

/** The stream `findRuns` reads, as a string: what forms are indexed as. */
export function normalise(text: string): string {
  let out = '';
  let at = 0;
  while (at < text.length) {
    const read = readChar(text, at);
    at += read & 7;
    if (!isInvisible(read >>> 3)) out += String.fromCharCode(read >>> 3);
  }
  return out;
}

const SIMPLE_ESCAPES: Record<number, number> = { 0x22: 0x22, 0x2f: 0x2f, 0x5c: 0x5c, 0x62: 0x08, 0x66: 0x0c, 0x6e: 0x0a, 0x72: 0x0d, 0x74: 0x09 };

/**
 * The stream character at `at` (folded), packed with how many text characters it took (1, 2
 * for `\/`, 6 for `\uXXXX`) in the low 3 bits: one number, no allocation per character.
 */
function readChar(text: string, at: number): number {
  const code = text.charCodeAt(at);
  if (code !== 0x5c || at + 1 >= text.length) return (fold(code) << 3) | 1;
  const next = text.charCodeAt(at + 1);
  if (next === 0x75) {
    const value = hex4(text, at + 2);
    return value < 0 ? (code << 3) | 1 : (fold(value) << 3) | 6;
  }
  const simple = SIMPLE_ESCAPES[next];
  return simple === undefined ? (code << 3) | 1 : (simple << 3) | 2;
}

function hex4(text: string, at: number): number {
  if (at + 4 > text.length) return -1;
  let value = 0;
  for (let offset = 0; offset < 4; offset++) {
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

/** ASCII letters only: tokens are ASCII, and a full Unicode fold per character would cost more than the rest. */
function fold(code: number): number {
  return code >= 0x41 && code <= 0x5a ? code | 0x20 : code;
}

/** Controls (C0, DEL, C1), zero-width spaces and joiners, and the BOM: nothing a reader sees. */
function isInvisible(code: number): boolean {
  if (code < 0x20) return true;
  if (code < 0x7f) return false;
  return code <= 0x9f || (code >= 0x200b && code <= 0x200d) || code === 0x2060 || code === 0xfeff;
}

function bucketOf(hash: number): number {
  return Math.imul(hash, 0x9e3779b1) >>> (32 - BUCKET_BITS);
}
