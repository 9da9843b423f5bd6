/**
 * Removes an API token from text a server sent back, before anything parses, truncates or keeps
 * it, and again from every string parsing decodes that could hold a run the raw text did not
 * (redactJson, decodedScrub; capDepth in deep-json.ts applies it). A buggy or
 * hostile server may echo the Authorization header anywhere: in a record, a key, a page token,
 * an error body, a header; whole or in part; escaped, wrapped or encoded. The token is looked
 * for in the forms it travels in:
 * - as is and URL-encoded;
 * - hex of its UTF-8 bytes (and, for short texts, of its UTF-16 code units in either byte order);
 * - base64 and base64url. Inside a longer base64 string the encoding depends on where the
 *   token's bytes fall against 3-byte groups, so each form is built for the three alignments
 *   and only its stable middle (the characters that depend on the token's bytes alone) is kept.
 * Any run of RUN_CHARS or more characters of a form is removed, in any letter case, full-width
 * or in another of NFKC's one-character look-alikes, written with any JSON or `\x` escapes, and
 * broken by any invisible characters or separators (space, hyphen, colon, dot), so hex grouped
 * as `74:6f` or a token cut in spaced pieces is one run (see token-runs.ts, scan-chars.ts): a
 * server quoting a slice of the token ("token abcd…ef is not valid") gives that slice away too.
 * Not matched: forms that rearrange or transform it (reversed, encrypted, hashed, other
 * encodings); docs/security.md says why.
 * Innocent text shorter than RUN_CHARS is never touched; a token shorter than that is matched whole.
 * Besides runs, the token's first and last MASKED_END_CHARS characters are each matched whole:
 * the "first 11…last 11" a server may show as a masked echo, which is the whole token when it has
 * 22 characters or fewer.
 */
import type { Scrubs } from '../../common/records/deep-json';
import type { ZoneFilter } from './run-zones';
import { buildZoneFilter, findRunsInZones, mergeSpans } from './run-zones';
import type { RunIndex, Span } from './token-runs';
import { buildRunIndex, findRuns, MAX_CHAR_WIDTH, normalise } from './token-runs';
import type { TokenEdges } from './span-edges';
import { tokenEdges, widenSpan } from './span-edges';

export const REDACTED = '[redacted]';

/** Long enough that no innocent text matches a token's run by chance, short enough that a quoted slice does. */
export const RUN_CHARS = 12;

/**
 * The ends of the token a masked echo shows ("tok_abcdefg…uvwxyz01234"): the longest piece a run
 * misses. Encoded, each end is longer than a run and already caught as one.
 */
export const MASKED_END_CHARS = RUN_CHARS - 1;

/** Shorter encoded forms would match ordinary text by chance. */
const MIN_ENCODED_CHARS = 8;

export type Redactor = (text: string) => string;

const keep: Redactor = (text) => text;

export interface TokenRedactor {
  redact: Redactor;
  /** Characters to drop after a cut: the most a form split by it can leave unrecognised. */
  cutMargin: number;
  /** The body with the token removed, and how to scrub what JSON.parse makes of it (see decodedScrub). */
  redactJson(text: string): RedactedJson;
}

export interface RedactedJson {
  text: string;
  scrubs: Scrubs;
}

export interface RedactorOptions {
  /**
   * Also look for the token as hex of UTF-16 (`0074006f…`). Its pieces are mostly zeros and
   * digits, which a page's times and numbers hit everywhere: the page scan's zones grew tenfold and
   * its cost about threefold (docs/benchmarks.md), so it is for short texts only (a link, a
   * notification), which are scanned whole anyway; docs/security.md says so.
   */
  utf16Hex?: boolean;
}

export function createTokenRedactor(token: string, options: RedactorOptions = {}): TokenRedactor {
  if (token === '') return { redact: keep, cutMargin: 0, redactJson: (text) => ({ text, scrubs: { strings: null, text: keep } }) };
  const bySize = tokenForms(token, options.utf16Hex === true);
  const indexes = [...bySize].map(([size, forms]) => buildRunIndex(forms, size));
  const filter = buildZoneFilter([...bySize.values()].flat(), indexes);
  const shortest = Math.min(...indexes.map((index) => index.size));
  const spansOf = (text: string): Span[] => (text.length < shortest ? [] : findAll(text, indexes, filter));
  const own = tokenEdges(token);
  const redact: Redactor = (text) => redactSpans(text, spansOf(text), own);
  return {
    redact,
    cutMargin: (RUN_CHARS - 1) * MAX_CHAR_WIDTH,
    redactJson: (text) => {
      const spans = spansOf(text);
      if (spans.length > 0) return { text: redactSpans(text, spans, own), scrubs: { strings: redact, text: redact } };
      return { text, scrubs: { strings: decodedScrub(text, redact), text: redact } };
    },
  };
}

/**
 * The scrub for the strings JSON.parse decodes from `text`, in which the full scan found no run.
 * Such a string without a backslash needs no scan: JSON.parse decodes exactly the escapes the
 * stream decodes (`\"`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t`, `\uXXXX`, the same code units, and
 * there are no others in JSON that parses), and outside strings JSON has no backslash, so the
 * stream reaches each string's opening quote between escapes. The string's stream is then a
 * contiguous piece of the text's, and any window of it a window of the text's, which matched
 * nothing. Only `\\` and `\u005c` decode to a backslash, which starts an escape in the
 * string's own stream that the text's never read: a string holding one is scanned whole, and when
 * the text holds neither, no string can. Text the app writes itself from parsed values (the JSON
 * of levels past the depth cap) is not such a piece and always gets the full scrub (Scrubs.text).
 */
function decodedScrub(text: string, redact: Redactor): Redactor | null {
  if (!decodesBackslash(text)) return null;
  return (decoded) => (decoded.includes('\\') ? redact(decoded) : decoded);
}

/** Whether the text holds `\\` or `\u005c` (any case), found by indexOf: a page has few backslashes. */
function decodesBackslash(text: string): boolean {
  for (let at = text.indexOf('\\'); at !== -1; at = text.indexOf('\\', at + 1)) {
    const next = text.charCodeAt(at + 1);
    if (next === 0x5c || (next === 0x75 && text.slice(at + 2, at + 6).toLowerCase() === '005c')) return true;
  }
  return false;
}

/** The forms the token is looked for in, by the size of their windows. */
export function tokenForms(token: string, utf16Hex = false): Map<number, string[]> {
  const bytes = Buffer.from(token, 'utf8');
  const plain = [token, encodeURIComponent(token)].flatMap((form) => [form, ...maskedEnds(form)]);
  const utf16 = Buffer.from(token, 'utf16le');
  // UTF-16 as hex (`0074006f…`, what `\u0074\u006f…` is without its backslashes), both byte orders.
  const wide = utf16Hex ? [utf16.toString('hex'), Buffer.from(utf16).swap16().toString('hex')] : [];
  const encoded = [bytes.toString('hex'), ...wide, ...base64Middles(bytes)].filter((form) => form.length >= MIN_ENCODED_CHARS);
  const bySize = new Map<number, string[]>();
  for (const form of [...plain, ...encoded]) {
    // A form shorter than a run is matched whole: its one window is itself.
    const size = Math.min(RUN_CHARS, normalise(form).length);
    if (size === 0) continue;
    bySize.set(size, [...(bySize.get(size) ?? []), form]);
  }
  return bySize;
}

/** The ends a masked echo shows, when the form is longer than they are (else it is matched whole already). */
function maskedEnds(form: string): string[] {
  return form.length > MASKED_END_CHARS ? [form.slice(0, MASKED_END_CHARS), form.slice(-MASKED_END_CHARS)] : [];
}

/**
 * Redacts, then (when the text was cut short by a size limit) drops its last `cutMargin`
 * characters, since a form split by the cut may leave a piece too short to be recognised.
 */
export function redactCutText(redactor: TokenRedactor, text: string, wasCut: boolean): string {
  const redacted = redactor.redact(text);
  return wasCut ? redacted.slice(0, Math.max(0, redacted.length - redactor.cutMargin)) : redacted;
}

function findAll(text: string, indexes: RunIndex[], filter: ZoneFilter | null): Span[] {
  if (filter !== null) return findRunsInZones(text, indexes, filter);
  if (indexes.length === 1) return findRuns(text, indexes[0] as RunIndex);
  return mergeSpans(indexes.flatMap((index) => findRuns(text, index)));
}

/** The text with each span replaced, widened over the token's own separators at its edges (span-edges.ts). */
function redactSpans(text: string, spans: Span[], edges: TokenEdges): string {
  if (spans.length === 0) return text;
  let out = '';
  let kept = 0;
  for (const [from, to] of spans) {
    const [start, end] = widenSpan(text, from, to, kept, edges);
    out += text.slice(kept, start) + REDACTED;
    kept = end;
  }
  return out + text.slice(kept);
}

/** For 0, 1 and 2 leading bytes: the base64 and base64url characters fixed by the secret's bytes alone. */
function base64Middles(bytes: Buffer): string[] {
  const middles: string[] = [];
  for (let lead = 0; lead < 3; lead++) {
    const text = Buffer.concat([Buffer.alloc(lead), bytes]).toString('base64');
    const from = Math.ceil((lead * 8) / 6);
    const to = Math.floor(((lead + bytes.length) * 8) / 6);
    const middle = text.slice(from, to);
    middles.push(middle, middle.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  return middles;
}
