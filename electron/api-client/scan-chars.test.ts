import { describe, expect, it } from 'vitest';
import { isInvisible } from './invisible-chars';
import { isSkipped, readAs, SEPARATORS } from './scan-chars';

describe('how the scan reads a character', () => {
  it('folds every BMP character whose NFKC form is one ASCII character to it, lower-cased, as the engine’s NFKC says', () => {
    const wrong: string[] = [];
    for (let code = 0x80; code <= 0xffff; code++) {
      if ((code >= 0xd800 && code <= 0xdfff) || isSkipped(code)) continue;
      const nfkc = String.fromCharCode(code).normalize('NFKC');
      const expected = nfkc.length === 1 && nfkc.charCodeAt(0) < 0x80 ? nfkc.toLowerCase().charCodeAt(0) : code;
      if (readAs(code) !== expected) wrong.push(code.toString(16));
    }
    expect(wrong).toEqual([]);
  });

  it('skips invisible characters and the separators, however NFKC writes them, and nothing else', () => {
    const skipped = (char: string) => isSkipped(char.charCodeAt(0));
    for (const char of [...SEPARATORS, '\u00a0', '\u2002', '\u3000', '\uff0d', '\uff1a', '\uff0e', '\u2024', '\ufe13'])
      expect(skipped(char), char).toBe(true);
    for (const char of ['_', '~', ',', '/', '+', '=', '@', '\u2010', 'a', '0']) expect(skipped(char), char).toBe(false);
    for (let code = 0; code <= 0xffff; code++) if (isInvisible(code)) expect(isSkipped(code)).toBe(true);
  });

  it('reads ASCII letters lower-cased and every other printable ASCII character as itself', () => {
    expect([...'AZaz09_~'].map((char) => String.fromCharCode(readAs(char.charCodeAt(0)))).join('')).toBe('azaz09_~');
  });
});
