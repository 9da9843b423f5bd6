import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTokenRedactor, REDACTED, redactCutText } from './redact-token';

const fakeToken = () => `tok_${randomBytes(18).toString('base64url')}`;

describe('createTokenRedactor', () => {
  it('removes the token as is, URL-encoded, and in another letter case', () => {
    const token = `${fakeToken()}/+=`;
    const { redact } = createTokenRedactor(token);
    const text = `a ${token} b ${encodeURIComponent(token)} c ${token.toLowerCase()} d ${token.toUpperCase()}`;
    const out = redact(text);
    expect(out).not.toContain(token);
    expect(out.toLowerCase()).not.toContain(token.toLowerCase());
    expect(out.toLowerCase()).not.toContain(encodeURIComponent(token).toLowerCase());
    expect(out.split(REDACTED)).toHaveLength(5);
  });

  it('removes base64 and base64url forms of the token and of "Bearer <token>" at every byte alignment', () => {
    for (let trial = 0; trial < 20; trial++) {
      const token = fakeToken();
      const { redact } = createTokenRedactor(token);
      for (const secret of [token, `Bearer ${token}`]) {
        for (const lead of ['', 'x', 'xy', 'xyz', 'header.']) {
          for (const encoding of ['base64', 'base64url'] as const) {
            const encoded = Buffer.from(`${lead}${secret}!tail`).toString(encoding);
            const out = redact(`{"blob":"${encoded}"}`);
            expect(out).toContain(REDACTED);
            // Whatever is left cannot be decoded back into the token.
            expect(Buffer.from(out, encoding).toString('latin1')).not.toContain(token);
            for (const piece of out.split(REDACTED)) expect(Buffer.from(piece, encoding).toString('latin1')).not.toContain(token.slice(4));
          }
        }
      }
    }
  });

  it('leaves text without the token alone', () => {
    const { redact } = createTokenRedactor(fakeToken());
    const text = JSON.stringify({ smsMessages: [{ id: 'm1', body: 'hello' }], next_page_token: randomBytes(63).toString('base64url') });
    expect(redact(text)).toBe(text);
  });

  it('drops the tail of a cut text, where a split token could hide', () => {
    const token = fakeToken();
    const redactor = createTokenRedactor(token);
    const cut = `error: ${token}`.slice(0, -3);
    expect(redactCutText(redactor, cut, true)).not.toContain(token.slice(0, 6));
    expect(redactCutText(redactor, 'short', false)).toBe('short');
  });
});
