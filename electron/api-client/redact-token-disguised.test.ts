// The disguises a red team found slipping past the scan (issue 35): separators between the
// characters, NFKC look-alikes, hex written with separators or `\x`, pieces shorter than a run.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SHORT_TEXT_DISGUISES, TOKEN_DISGUISES } from '../test/token-disguises';
import { createTokenRedactor, REDACTED } from './redact-token';

const fakeToken = () => `tok_${randomBytes(30).toString('base64url')}`;

describe('createTokenRedactor, disguised echoes', () => {
  it.each(TOKEN_DISGUISES)('removes the token %s, in text and in a JSON page', (_name, disguise) => {
    const token = fakeToken();
    const redactor = createTokenRedactor(token);
    const echoed = disguise(token);
    expect(redactor.redact(`said «${echoed}» then`)).toBe(`said «${REDACTED}» then`);
    // In a page, as the app reads it: the raw text redacted, then each string JSON.parse decodes scrubbed.
    const page = JSON.stringify({ smsMessages: [{ body: `x ${'filler words '.repeat(40)}«${echoed}» y` }] });
    const { text, scrubs } = redactor.redactJson(page);
    const body = (JSON.parse(text) as { smsMessages: { body: string }[] }).smsMessages[0]?.body ?? '';
    expect(scrubs.strings ? scrubs.strings(body) : body).toMatch(new RegExp(`«${REDACTED.replace(/[[\]]/g, '\\$&')}» y$`));
  });

  // One base64url token in 64 ends with `-`, a separator the scan skips: the disguise must not leave it behind.
  it.each(TOKEN_DISGUISES)('removes a token ending in its own separator, %s, whole', (_name, disguise) => {
    const token = `tok_${randomBytes(30).toString('base64url').slice(0, 39)}-`;
    expect(createTokenRedactor(token).redact(`said «${disguise(token)}» then`)).toBe(`said «${REDACTED}» then`);
  });

  it.each(SHORT_TEXT_DISGUISES)('removes the token as %s from a short text, when asked to', (_name, disguise) => {
    const token = fakeToken();
    expect(createTokenRedactor(token, { utf16Hex: true }).redact(`x «${disguise(token)}» y`)).toBe(`x «${REDACTED}» y`);
  });

  it('widens a match over the token’s own separators at its ends, not over a sentence’s full stop or the spaces around it', () => {
    const token = 'tok-abcdefghijklmnopqrstuvwx-';
    const { redact } = createTokenRedactor(token);
    expect(redact(`key ${token} next`)).toBe(`key ${REDACTED} next`);
    expect(redact(`key ${token.slice(4)}.`)).toBe(`key ${REDACTED}.`);
    expect(createTokenRedactor('tokabcdefghijklmnop').redact('is tokabcdefghijklmnop.')).toBe(`is ${REDACTED}.`);
  });

  it('leaves innocent text with separators alone: times, numbers, prose', () => {
    const { redact } = createTokenRedactor(fakeToken());
    const innocent = '2026-11-28T07:03:47.000Z · +1 512 555 0148 · a.b.c-d:e f g h i j k l m n o · 74:6f:6b';
    expect(redact(innocent)).toBe(innocent);
  });
});
