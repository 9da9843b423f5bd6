// The redactor's own rules, each pinned: the empty token, the shortest text scanned, the forms'
// minimum length and alignment arithmetic, and the margin dropped after a cut.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTokenRedactor, MASKED_END_CHARS, REDACTED, redactCutText, RUN_CHARS, tokenForms } from './redact-token';

const fakeToken = () => `tok_${randomBytes(30).toString('base64url')}`;
const escapeAll = (text: string) => [...text].map((char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');

describe('createTokenRedactor rules', () => {
  it('with no token, changes nothing, drops nothing after a cut and scrubs no decoded string', () => {
    const redactor = createTokenRedactor('');
    expect(redactor.redact('any text')).toBe('any text');
    expect(redactor.cutMargin).toBe(0);
    const json = redactor.redactJson('{"a":"\\\\b"}');
    expect(json.text).toBe('{"a":"\\\\b"}');
    expect(json.scrubs.strings).toBeNull();
    expect(json.scrubs.text('any text')).toBe('any text');
  });

  it('redacts a text exactly as long as the shortest form', () => {
    expect(createTokenRedactor('abc/def9').redact('abc/def9')).toBe(REDACTED);
    const token = fakeToken();
    expect(createTokenRedactor(token).redact(token.slice(0, RUN_CHARS - 1))).toBe(REDACTED);
  });

  it('needs no scrub of decoded strings when the body has no escaped backslash', () => {
    const redactor = createTokenRedactor(fakeToken());
    expect(redactor.redactJson('{"a":"b\\"c\\u0041"}').scrubs.strings).toBeNull();
    expect(redactor.redactJson('{"a":"b\\\\c"}').scrubs.strings).not.toBeNull();
    expect(redactor.redactJson('{"a":"b\\u005Cc"}').scrubs.strings).not.toBeNull();
  });

  it('looks for encoded forms of 8 characters and more only, so a tiny token does not match its hex by chance', () => {
    expect(createTokenRedactor('ab').redact('x 6162 y')).toBe('x 6162 y');
    // "wxyz" is 7778797a in hex: 8 characters, the shortest encoded form looked for.
    expect(createTokenRedactor('wxyz').redact('x 7778797a y')).toBe(`x ${REDACTED} y`);
  });

  it('looks for a token in these forms: as is, URL-encoded, the ends a masked echo shows, hex, and base64’s stable middle at each alignment', () => {
    expect(tokenForms('tok_0123456789ab/cd')).toEqual(
      new Map([
        [
          RUN_CHARS,
          [
            'tok_0123456789ab/cd',
            'tok_0123456789ab%2Fcd',
            '746f6b5f3031323334353637383961622f6364',
            // Base64 and base64url after 0, 1 and 2 leading bytes (here without "+" or "/", so each pair is alike).
            'dG9rXzAxMjM0NTY3ODlhYi9jZ',
            'dG9rXzAxMjM0NTY3ODlhYi9jZ',
            'Rva18wMTIzNDU2Nzg5YWIvY2',
            'Rva18wMTIzNDU2Nzg5YWIvY2',
            '0b2tfMDEyMzQ1Njc4OWFiL2Nk',
            '0b2tfMDEyMzQ1Njc4OWFiL2Nk',
          ],
        ],
        [RUN_CHARS - 1, ['tok_0123456', '456789ab/cd', 'tok_0123456', '6789ab%2Fcd']],
      ]),
    );
    // Shorter than a run, each form is its own window size, and none has ends of its own.
    expect(tokenForms('abc/def9')).toEqual(
      new Map([
        [8, ['abc/def9']],
        [10, ['abc%2Fdef9', 'YWJjL2RlZj', 'YWJjL2RlZj', 'FiYy9kZWY5', 'FiYy9kZWY5', 'hYmMvZGVmO', 'hYmMvZGVmO']],
        [RUN_CHARS, ['6162632f64656639']],
      ]),
    );
    // As long as a masked end: matched whole (as is and URL-encoded), not again as its own ends.
    expect(tokenForms('tok_abcdefg').get(MASKED_END_CHARS)).toEqual(['tok_abcdefg', 'tok_abcdefg']);
  });

  it('matches nothing for a token that is all invisible characters', () => {
    expect(createTokenRedactor('\u0001').redact('plain text')).toBe('plain text');
  });

  it('redacts base64 of the token up to its last character fixed by the token alone, leaving the padding', () => {
    // 40 bytes: 53 characters fixed by them, one shared with the padding bits, then "==".
    const token = `tok_${randomBytes(27).toString('base64url')}`.slice(0, 40);
    const encoded = Buffer.from(token).toString('base64');
    expect(encoded).toHaveLength(56);
    expect(createTokenRedactor(token).redact(encoded)).toBe(`${REDACTED}${encoded.slice(53)}`);
    // One byte before it: the token's first two bits share a character with that byte.
    const shifted = Buffer.from(`!${token}`).toString('base64');
    expect(createTokenRedactor(token).redact(shifted)).toBe(`${shifted.slice(0, 2)}${REDACTED}${shifted.slice(54)}`);
  });

  it('starts the redaction at the first character the token’s bytes fix, after zero bytes as after any other', () => {
    const token = fakeToken();
    const { redact } = createTokenRedactor(token);
    for (const lead of [1, 2]) {
      const encoded = Buffer.concat([Buffer.alloc(lead), Buffer.from(token)]).toString('base64');
      // One zero byte fills the first character and 2 bits of the next; two fill 2 characters and 4 bits.
      const fixedFrom = lead + 1;
      expect(redact(encoded).startsWith(`${encoded.slice(0, fixedFrom)}${REDACTED}`)).toBe(true);
    }
  });

  it('redacts base64url of a token whose base64 is full of "+" and "/"', () => {
    const token = `${'?>'.repeat(15)}${randomBytes(6).toString('hex')}`;
    const standard = Buffer.from(token).toString('base64');
    expect(standard).toMatch(/[+/]/);
    const url = Buffer.from(token).toString('base64url');
    const { redact } = createTokenRedactor(token);
    expect(redact(`a ${standard} b`)).toMatch(new RegExp(`^a ${REDACTED.replace(/[[\]]/g, '\\$&')}.{0,4} b$`));
    expect(redact(`a ${url} b`)).toMatch(new RegExp(`^a ${REDACTED.replace(/[[\]]/g, '\\$&')}.{0,4} b$`));
  });

  it('drops after a cut exactly the most a split form can leave unrecognised: 11 characters, each written as \\uXXXX', () => {
    const token = fakeToken();
    const redactor = createTokenRedactor(token);
    const piece = escapeAll(token.slice(20, 20 + RUN_CHARS - 1));
    expect(piece).toHaveLength(66);
    // Kept text ends in "!", which no token of this alphabet holds: after "kept " the scan (which
    // skips the space) took the "t" along whenever the token's 20th character was a t (1 run in 32).
    expect(redactCutText(redactor, `kept! ${piece}`, true)).toBe('kept! ');
    expect(redactCutText(redactor, `kept! ${piece}`, false)).toBe(`kept! ${piece}`);
    expect(redactCutText(redactor, 'short', true)).toBe('');
  });
});
