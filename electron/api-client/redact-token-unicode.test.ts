// Invisible characters as Unicode defines them, and the masked echo of a token's two ends.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTokenRedactor, MASKED_END_CHARS, REDACTED, RUN_CHARS } from './redact-token';
import { isInvisible } from './invisible-chars';
import { normalise } from './token-runs';
import { createRandom } from '../test/random-values';

const fakeToken = (bytes = 60) => `tok_${randomBytes(bytes).toString('base64url')}`;

/** Every code point with Unicode's Default_Ignorable_Code_Point property, as the JavaScript engine's own tables know it. */
function defaultIgnorables(): number[] {
  const property = /\p{Default_Ignorable_Code_Point}/u;
  const found: number[] = [];
  for (let code = 0; code <= 0x10ffff; code++) if (property.test(String.fromCodePoint(code))) found.push(code);
  return found;
}

describe('invisible characters', () => {
  const ignorables = defaultIgnorables();

  it('skips every Default_Ignorable_Code_Point, in the BMP and as a surrogate pair', () => {
    expect(ignorables.length).toBeGreaterThan(4000);
    const missed = ignorables.filter((code) => normalise(`a${String.fromCodePoint(code)}b`) !== 'ab');
    expect(missed.map((code) => code.toString(16))).toEqual([]);
  });

  it('keeps every other BMP character that is not a control visible', () => {
    const property = /\p{Default_Ignorable_Code_Point}|\p{Cc}|\p{Cs}/u;
    const wronglySkipped: string[] = [];
    for (let code = 0x20; code <= 0xffff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      if (!property.test(String.fromCharCode(code)) && isInvisible(code)) wronglySkipped.push(code.toString(16));
    }
    expect(wronglySkipped).toEqual([]);
  });

  it.each([
    ['soft hyphen', '\u00ad'],
    ['left-to-right mark', '\u200e'],
    ['invisible times', '\u2062'],
    ['isolates', '\u2066\u2067\u2068\u2069'],
    ['variation selector 16', '\ufe0f'],
    ['combining grapheme joiner', '\u034f'],
    ['Mongolian vowel separator', '\u180e'],
    ['tag characters', '\u{e0041}\u{e007f}'],
    ['musical formatting character', '\u{1d173}'],
  ])('removes the token broken by the %s', (_name, inside) => {
    const token = fakeToken();
    const { redact } = createTokenRedactor(token);
    const broken = token.split('').join(inside);
    expect(redact(`a ${broken} b`)).toBe(`a ${REDACTED} b`);
    expect(redact(JSON.stringify({ note: broken }))).toBe(`{"note":"${REDACTED}"}`);
  });
});

describe('masked echo', () => {
  it('removes the first and last 11 characters a server shows of a long token', () => {
    expect(MASKED_END_CHARS).toBe(RUN_CHARS - 1);
    // A token of its own seed: for 1 random token in 20 the case below holds, and the two ends are one run.
    const token = `tok_${createRandom(0x3a5ced).bytes(60).toString('base64url')}`;
    const { redact } = createTokenRedactor(token);
    for (const dots of ['…', '...', '****']) {
      const echo = `token ${token.slice(0, MASKED_END_CHARS)}${dots}${token.slice(-MASKED_END_CHARS)} is not valid`;
      expect(redact(echo)).toBe(`token ${REDACTED}${dots}${REDACTED} is not valid`);
    }
  });

  it('removes the masked echo of a token of 22 characters or fewer, which is the whole token', () => {
    for (const length of [13, 17, 22]) {
      const token = fakeToken(40).slice(0, length);
      const { redact } = createTokenRedactor(token);
      const echo = `${token.slice(0, MASKED_END_CHARS)}…${token.slice(-MASKED_END_CHARS)}`;
      const out = redact(`key ${echo}`);
      expect(out).toBe(`key ${REDACTED}…${REDACTED}`);
    }
  });

  it('reads the two ends as one run when the scan skips the dots between and the token’s 12th character is the last end’s first: more is hidden, never less', () => {
    const token = 'tok_Q3vL9xZt2mWp8rKd4nHs7bYcItEf6gAu5oNe';
    expect(token[MASKED_END_CHARS]).toBe(token.at(-MASKED_END_CHARS));
    const { redact } = createTokenRedactor(token);
    const ends = (dots: string) => `token ${token.slice(0, MASKED_END_CHARS)}${dots}${token.slice(-MASKED_END_CHARS)} is not valid`;
    expect(redact(ends('...'))).toBe(`token ${REDACTED} is not valid`);
    expect(redact(ends('****'))).toBe(`token ${REDACTED}****${REDACTED} is not valid`);
  });

  it('leaves an 11-character piece from the middle alone: only the ends are what a mask shows', () => {
    const token = fakeToken();
    const { redact } = createTokenRedactor(token);
    const middle = token.slice(20, 20 + MASKED_END_CHARS);
    // Quoted in characters no token of this alphabet holds: after a letter and a space, the scan
    // took the letter along whenever the token's 20th character was it (1 run in 40).
    expect(redact(`piece «${middle}»`)).toBe(`piece «${middle}»`);
  });
});
