/**
 * The UTF-16 code units the token scan skips as nothing a reader sees: controls (C0, DEL, C1) and
 * Unicode's Default_Ignorable_Code_Point property (DerivedCoreProperties.txt), the characters a
 * renderer draws as nothing. The ranges below are that property as Node 20's ICU 78 (Unicode 17)
 * lists it, printed by testing `/\p{Default_Ignorable_Code_Point}/u` on every code point;
 * redact-token-unicode.test.ts checks them against the engine's own table, so a newer Unicode
 * that adds one fails there.
 */
const DEFAULT_IGNORABLE_BMP: readonly (readonly [number, number])[] = [
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x061c, 0x061c],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x206f],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
  [0xfff0, 0xfff8],
];

/**
 * Outside the BMP the property holds U+1BCA0–1BCA3, U+1D173–1D17A and U+E0000–E0FFF. The scan
 * reads code units one at a time, so a pair is judged by its high surrogate: the low one is
 * always skipped (a token is ASCII: a visible pair still breaks a run by its high surrogate), and
 * so are the high surrogates that begin those ranges. D82F and D834 also begin visible
 * characters (Duployan, musical symbols), which are then skipped too: that can only widen what
 * is redacted, never let a token through.
 */
const HIGH_SURROGATES_OF_IGNORABLES: readonly (readonly [number, number])[] = [
  [0xd82f, 0xd82f],
  [0xd834, 0xd834],
  [0xdb40, 0xdb43],
];
const LOW_SURROGATES: readonly [number, number] = [0xdc00, 0xdfff];

const INVISIBLE = new Uint8Array(0x10000);
for (const [from, to] of [[0x00, 0x1f], [0x7f, 0x9f], ...DEFAULT_IGNORABLE_BMP, ...HIGH_SURROGATES_OF_IGNORABLES, LOW_SURROGATES])
  INVISIBLE.fill(1, from as number, (to as number) + 1);

/** Whether the scan skips this UTF-16 code unit (see above). */
export function isInvisible(code: number): boolean {
  return INVISIBLE[code] === 1;
}
