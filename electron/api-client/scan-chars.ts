/**
 * How the token scan reads one UTF-16 code unit: skipped, or folded to the character a form holds.
 * - Skipped: the invisible ones (invisible-chars.ts), and the separators a server or a person puts
 *   between a secret's characters to quote, group or wrap it: space, hyphen, colon, dot (and every
 *   character NFKC makes one of them: no-break and typographic spaces, full-width `－：．`). The
 *   forms are read the same way, so a token holding `-` or `.` still matches itself.
 * - Folded: ASCII letters to lower case, and every BMP character whose NFKC form is one ASCII
 *   character to that character, lower-cased: full-width `ｔｏｋ`, circled `ⓣ`, super- and
 *   subscripts, letterlike symbols. NFKC of a whole page would cost more than the scan; one table
 *   lookup per character does not. Characters NFKC turns into several (`ﬁ`, `㎏`) and letters
 *   outside the BMP (mathematical 𝐭𝐨𝐤) are not folded: docs/security.md says so.
 */
import { isInvisible } from './invisible-chars';

/** What the scan ignores between a secret's characters. */
export const SEPARATORS = ' -:.';

/**
 * The BMP ranges holding every character whose NFKC form is one ASCII character (scan-chars.test.ts
 * checks this against the engine's NFKC over the whole BMP): looking only here builds the table in
 * a third of the time.
 */
const FOLDING_RANGES: readonly (readonly [number, number])[] = [
  [0x00a0, 0x33ff],
  [0xa000, 0xa7ff],
  [0xf900, 0xffff],
];

/** Per code unit: the character the scan reads (0 where it skips it). */
const READ_AS = new Uint16Array(0x10000);

for (let code = 0; code < 0x10000; code++) READ_AS[code] = code >= 0x41 && code <= 0x5a ? code | 0x20 : code;
for (const [from, to] of FOLDING_RANGES) {
  for (let code = from; code <= to; code++) {
    if (code >= 0xd800 && code <= 0xdfff) continue;
    const folded = String.fromCharCode(code).normalize('NFKC');
    if (folded.length === 1 && folded.charCodeAt(0) < 0x80) READ_AS[code] = folded.toLowerCase().charCodeAt(0);
  }
}
const SEPARATOR_CODES = new Set([...SEPARATORS].map((char) => char.charCodeAt(0)));
for (let code = 0; code < 0x10000; code++) {
  if (isInvisible(code) || SEPARATOR_CODES.has(READ_AS[code] as number)) READ_AS[code] = 0;
}

/** The character the scan reads for this code unit, or 0 when it skips it (NUL itself is a control: skipped). */
export function readAs(code: number): number {
  return READ_AS[code] as number;
}

/** Whether the scan skips this code unit. */
export function isSkipped(code: number): boolean {
  return READ_AS[code] === 0;
}
