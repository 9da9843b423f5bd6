// The forms a server may write the token in: escaped, sliced, broken, encoded.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTokenRedactor, REDACTED, RUN_CHARS } from './redact-token';

/** Base64 (with '/' and '+') of random bytes: long like the service's tokens. */
const fakeToken = (bytes = 150) => `tok/${randomBytes(bytes).toString('base64')}`;
const escapeAll = (text: string) => [...text].map((char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
const escapeAt = (text: string, at: number) =>
  `${text.slice(0, at)}\\u${text.charCodeAt(at).toString(16).toUpperCase().padStart(4, '0')}${text.slice(at + 1)}`;

function expectClean(out: string, token: string): void {
  const lower = out.toLowerCase();
  for (let at = 0; at + RUN_CHARS <= token.length; at++) expect(lower).not.toContain(token.slice(at, at + RUN_CHARS).toLowerCase());
  expect(out).toContain(REDACTED);
}

describe('createTokenRedactor, escaped forms', () => {
  it.each([
    ['one character as \\uXXXX', (token: string) => escapeAt(token, 20)],
    ['every character as \\uXXXX', escapeAll],
    ['"/" as "\\/" (PHP json_encode)', (token: string) => token.replace(/\//g, '\\/')],
    ['mixed case', (token: string) => [...token].map((char, at) => (at % 2 ? char.toUpperCase() : char.toLowerCase())).join('')],
    ['a \\n escape in the middle', (token: string) => `${token.slice(0, 100)}\\n${token.slice(100)}`],
  ])('removes the token written with %s, escapes and all', (_name, write) => {
    const token = fakeToken();
    const { redact } = createTokenRedactor(token);
    const raw = `{"note":"x ${write(token)} y"}`;
    const out = redact(raw);
    expect(out).toBe(`{"note":"x ${REDACTED} y"}`);
    expectClean(JSON.parse(out).note as string, token);
  });

  it('removes a token with a character outside the BMP, written as a surrogate pair of escapes', () => {
    const token = `${fakeToken(30)}😀${fakeToken(30)}`;
    const { redact } = createTokenRedactor(token);
    expect(redact(`"${escapeAll(token)}"`)).toBe(`"${REDACTED}"`);
    expect(redact(JSON.parse(`"${escapeAll(token)}"`) as string)).toBe(REDACTED);
  });
});

describe('createTokenRedactor, partial and broken echoes', () => {
  it('removes a 24-character slice of the token, and any run of 12 or more', () => {
    const token = fakeToken();
    const { redact } = createTokenRedactor(token);
    // Quoted: the words beside a slice could go on the token's run (separators are skipped).
    expect(redact(`token "${token.slice(50, 74)}" is not valid`)).toBe(`token "${REDACTED}" is not valid`);
    expect(redact(`ends "${token.slice(-RUN_CHARS)}".`)).toBe(`ends "${REDACTED}".`);
  });

  it('leaves innocent text and slices shorter than 12 characters alone', () => {
    const token = fakeToken();
    const { redact } = createTokenRedactor(token);
    // The slice is quoted in characters no token of this alphabet holds: after "piece " the scan
    // (which skips the space) took the "e" along whenever the token's 10th character was an e (1 run in 30).
    const text = `hint ${token.slice(-4)}, piece «${token.slice(10, 10 + RUN_CHARS - 1)}», ${'Bearer abc'} ${randomBytes(200).toString('base64')}`;
    expect(redact(text)).toBe(text);
  });

  it('removes the token with control or zero-width characters inside, so tidying cannot rebuild it', () => {
    const token = fakeToken();
    const { redact } = createTokenRedactor(token);
    for (const inside of ['\n', '\r\n', '\u0000', '\u200b', '\t\u007f']) {
      const out = redact(`a ${token.slice(0, 60)}${inside}${token.slice(60, 61)}${inside}${token.slice(61)} b`);
      expect(out).toBe(`a ${REDACTED} b`);
    }
  });

  it('removes hex of the token in either case, and base64 wrapped over lines', () => {
    const token = fakeToken();
    const { redact } = createTokenRedactor(token);
    const bearer = Buffer.from('Bearer ').toString('hex');
    const hex = bearer + Buffer.from(token).toString('hex');
    expect(redact(`x${hex}y`)).toBe(`x${bearer}${REDACTED}y`);
    expect(redact(hex.toUpperCase())).toBe(`${bearer.toUpperCase()}${REDACTED}`);
    const wrapped = Buffer.from(`trace;authorization=Bearer ${token};end`).toString('base64').replace(/.{76}/g, '$&\r\n');
    const out = redact(wrapped);
    expect(out).toContain(REDACTED);
    for (const piece of out.split(REDACTED))
      expect(Buffer.from(piece.replace(/\s/g, ''), 'base64').toString('latin1')).not.toContain(token.slice(0, RUN_CHARS));
  });

  it('matches a token shorter than a run whole, and only whole', () => {
    const token = 'abc/def9';
    const { redact } = createTokenRedactor(token);
    expect(redact('x abc\\/DEF9 y')).toBe(`x ${REDACTED} y`);
    expect(redact('x abc/def y')).toBe('x abc/def y');
  });
});
