import { describe, expect, it } from 'vitest';
import { createRandom } from '../test/random-values';
import { plantedText, randomToken } from '../test/planted-tokens';
import { tokenForms } from './redact-token';
import { mergeSpans } from './run-zones';
import type { Span } from './token-runs';
import { buildRunIndex, findRuns, normalise } from './token-runs';

/**
 * findRuns written the slow, obvious way: the text's stream as a list of characters with the
 * span each came from, every window of it compared as a string with every window of the forms.
 */
function referenceRuns(text: string, forms: string[], size: number): Span[] {
  const windows = new Set<string>();
  for (const normal of forms.map(normalise)) for (let at = 0; at + size <= normal.length; at++) windows.add(normal.slice(at, at + size));
  const stream: { char: string; start: number; end: number }[] = [];
  for (let at = 0; at < text.length;) {
    const start = at;
    const unit = /^\\(u[0-9a-fA-F]{4}|["\\/bfnrt])/.exec(text.slice(at, at + 6));
    at += unit ? (unit[0] as string).length : 1;
    const char = normalise(text.slice(start, at));
    if (char !== '') stream.push({ char, start, end: at });
  }
  const spans: Span[] = [];
  for (let at = 0; at + size <= stream.length; at++) {
    const window = stream.slice(at, at + size);
    if (windows.has(window.map((unit) => unit.char).join(''))) spans.push([window[0]!.start, window[size - 1]!.end]);
  }
  return mergeSpans(spans);
}

// Fuzz runs take seconds on a loaded machine.
describe('findRuns', { timeout: 30_000 }, () => {
  it('finds what a plain reading of the stream finds, for random tokens planted in every form', () => {
    const random = createRandom(0x70c3);
    let found = 0;
    for (let trial = 0; trial < 250; trial++) {
      const token = randomToken(random);
      for (const [size, forms] of tokenForms(token)) {
        const index = buildRunIndex(forms, size);
        for (let text = 0; text < 3; text++) {
          const planted = plantedText(random, token);
          const expected = referenceRuns(planted, forms, size);
          found += expected.length;
          expect(findRuns(planted, index), JSON.stringify({ token, planted })).toEqual(expected);
        }
      }
    }
    expect(found).toBeGreaterThan(150);
  });
});
