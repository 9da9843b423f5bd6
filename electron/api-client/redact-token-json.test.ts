// redactJson's two answers, each pinned on a few bodies: the page's text, and which strings
// JSON.parse decodes from it are scanned again (only those holding a backslash, and only when the
// text can decode one). redact-json.test.ts checks the same against the full scrub on random bodies.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTokenRedactor, REDACTED } from './redact-token';

const fakeToken = () => `tok_${randomBytes(24).toString('base64url')}`;

describe('redactJson', () => {
  it('redacts a body holding the token and scans every decoded string and text with the full scrub', () => {
    const token = fakeToken();
    const redactor = createTokenRedactor(token);
    const json = redactor.redactJson(`{"a":"${token}"}`);
    expect(json.text).toBe(`{"a":"${REDACTED}"}`);
    expect(json.scrubs.strings).toBe(redactor.redact);
    expect(json.scrubs.text).toBe(redactor.redact);
  });

  it('leaves a body without the token as it is, and scrubs text the app writes itself', () => {
    const token = fakeToken();
    const redactor = createTokenRedactor(token);
    const body = '{"a":"b\\\\c"}';
    const json = redactor.redactJson(body);
    expect(json.text).toBe(body);
    expect(json.scrubs.text(`x ${token} y`)).toBe(`x ${REDACTED} y`);
  });

  it('scans a decoded string that holds a backslash, and only such a string', () => {
    const token = fakeToken();
    const redactor = createTokenRedactor(token);
    const strings = redactor.redactJson('{"a":"b\\\\c"}').scrubs.strings;
    if (strings === null) throw new Error('a body with an escaped backslash needs its decoded strings scanned');
    expect(strings(`a\\ ${token}`)).toBe(`a\\ ${REDACTED}`);
    // Without a backslash a decoded string is a piece of the text already scanned: it is kept as is.
    expect(strings(`x ${token}`)).toBe(`x ${token}`);
  });

  it.each([
    ['an escaped backslash', '{"a":"\\\\"}', true],
    ['a backslash written \\u005c', '{"a":"\\u005c"}', true],
    ['a backslash written \\u005C', '{"a":"x\\u005Cx"}', true],
    ['a backslash escape after others', '{"a":"\\n\\t\\u0041\\\\"}', true],
    ['other escapes only', '{"a":"\\"\\/\\n\\u0041"}', false],
    ['"005c" after an escape that is not \\u', '{"a":"\\n005c"}', false],
    ['\\u escapes of other characters', '{"a":"\\u005d\\u105c\\u0050"}', false],
    ['no backslash at all', '{"a":"005c"}', false],
    ['an escaped quote right after the first character', '"\\"x"', false],
  ])('scans decoded strings for a body with %s: %s', (_name, body, scanned) => {
    expect(createTokenRedactor(fakeToken()).redactJson(body).scrubs.strings !== null).toBe(scanned);
  });
});
