// redactJson skips scanning strings JSON.parse decoded where that cannot change them: the page it
// gives must be exactly the one the full scrub (every string, every name) gives.
import { describe, expect, it } from 'vitest';
import { createRandom } from '../test/random-values';
import { plantedBody, randomToken } from '../test/planted-tokens';
import { createTokenRedactor } from './redact-token';
import { parseSearchResponse } from './response';

const JSON_TYPE = 'application/json';

/** The page, or the failure's message: both paths must end alike. */
function outcome(parse: () => unknown): unknown {
  try {
    return parse();
  } catch (error) {
    return { failed: (error as Error).message };
  }
}

// 1,600 bodies take about 20 s on a loaded core, and several times that instrumented for mutation
// testing, whose 180 s per test this matches (a describe-level timeout overrides the config's).
describe('redactJson', { timeout: 180_000 }, () => {
  it('gives the page the full scrub gives, for bodies with the token planted in every form', () => {
    const random = createRandom(0x15e7);
    const paths = { unscanned: 0, backslashStrings: 0, everyString: 0, parsed: 0 };
    for (let trial = 0; trial < 400; trial++) {
      const token = randomToken(random);
      const redactor = createTokenRedactor(token);
      for (let body = 0; body < 4; body++) {
        const text = plantedBody(random, token);
        const fast = redactor.redactJson(text);
        if (fast.scrubs.strings === null) paths.unscanned += 1;
        else if (fast.scrubs.strings === redactor.redact) paths.everyString += 1;
        else paths.backslashStrings += 1;
        const full = outcome(() => parseSearchResponse(JSON_TYPE, redactor.redact(text), redactor.redact));
        if (!('failed' in (full as object))) paths.parsed += 1;
        expect(
          outcome(() => parseSearchResponse(JSON_TYPE, fast.text, fast.scrubs)),
          JSON.stringify({ token, text }),
        ).toEqual(full);
      }
    }
    // Every path taken often, and most bodies valid JSON.
    expect(paths.unscanned).toBeGreaterThan(150);
    expect(paths.backslashStrings).toBeGreaterThan(150);
    expect(paths.everyString).toBeGreaterThan(150);
    expect(paths.parsed).toBeGreaterThan(1000);
  });

  it.each([
    ['\\\\', (inner: string) => JSON.stringify({ smsMessages: [{ note: inner }] })],
    ['\\u005c', (inner: string) => `{"smsMessages":[{"note":"\\u005C${inner.slice(1)}"}]}`],
  ])('scans a string that decodes to an escape the raw text never held (a backslash written %s)', (_written, write) => {
    // Longer than the piece, so that neither end a masked echo shows is in the raw text either.
    const token = 'Z1_tok_9f8e7d6c_Q2W3';
    const redactor = createTokenRedactor(token);
    // "\\u0074ok_…" decodes to `\u0074ok_…`, whose own stream reads "tok_…": only the decoded
    // string holds all 12 characters.
    const text = write('\\u0074ok_9f8e7d6c');
    const fast = redactor.redactJson(text);
    expect(fast.text).toBe(text);
    expect(parseSearchResponse(JSON_TYPE, fast.text, fast.scrubs).items).toEqual([{ note: '[redacted]' }]);
  });

  it('sees through the colon and white space JSON puts between a name and its value: the raw scan finds what the depth cap’s JSON would join', () => {
    const token = '0123456789ab":"cdefghijkl9876543210';
    const redactor = createTokenRedactor(token);
    // Raw, a colon and a space separate the name from its value, both skipped by the scan.
    const deep = `${'{"x": '.repeat(40)}{"ab": "cdefghijkl"}${'}'.repeat(40)}`;
    const fast = redactor.redactJson(`{"smsMessages": [${deep}]}`);
    expect(fast.text).toContain('{"[redacted]"}');
    expect(fast.text).not.toContain('cdefghijkl');
  });
});
