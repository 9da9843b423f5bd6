// The zones are a shortcut: the spans must be exactly the full scan's, whatever the text holds.
import { describe, expect, it } from 'vitest';
import { createRandom } from '../test/random-values';
import { plantedText, randomToken } from '../test/planted-tokens';
import { tokenForms } from './redact-token';
import { buildZoneFilter, findRunsInZones, mergeSpans, zonesOf } from './run-zones';
import type { Span } from './token-runs';
import { buildRunIndex, findRuns } from './token-runs';

function scanners(token: string) {
  const bySize = tokenForms(token);
  const indexes = [...bySize].map(([size, forms]) => buildRunIndex(forms, size));
  const filter = buildZoneFilter([...bySize.values()].flat(), indexes);
  return {
    filter,
    full: (text: string): Span[] => mergeSpans(indexes.flatMap((index) => findRuns(text, index))),
    zoned: (text: string): Span[] => (filter === null ? [] : findRunsInZones(text, indexes, filter)),
  };
}

// Fuzz runs take seconds on a loaded machine.
describe('findRunsInZones', { timeout: 30_000 }, () => {
  it('finds exactly the full scan’s spans in texts with the token planted in every form', () => {
    const random = createRandom(0x2f0e5);
    let sampled = 0;
    let found = 0;
    for (let trial = 0; trial < 1500; trial++) {
      const token = randomToken(random);
      const { filter, full, zoned } = scanners(token);
      if (filter === null) continue;
      sampled += 1;
      for (let text = 0; text < 4; text++) {
        const planted = plantedText(random, token);
        const expected = full(planted);
        found += expected.length;
        expect(zoned(planted), JSON.stringify({ token, planted })).toEqual(expected);
      }
    }
    // The trials must exercise both outcomes: many tokens long enough to sample, many runs found.
    expect(sampled).toBeGreaterThan(700);
    expect(found).toBeGreaterThan(1000);
  });

  it('finds a run wherever it starts against the samples, and one broken every character', () => {
    const token = 'abcdefghijklmnopqrstuvwxyz0123456789';
    const { full, zoned } = scanners(token);
    for (let shift = 0; shift < 20; shift++) {
      for (const run of [token.slice(3, 15), token.slice(0, 12).split('').join('\u200b'), token.slice(5, 17).split('').join('\\u200b')]) {
        const text = `${'x'.repeat(shift)}${run}${'y'.repeat(shift)}`;
        expect(zoned(text)).toEqual(full(text));
        expect(zoned(text)).toHaveLength(1);
      }
    }
  });

  it('finds a 12-character run at every offset against the samples, with an escape or invisible characters at every place in it', () => {
    const token = 'Zq7/xR2+kLm9wT4vYb6N';
    const { full, zoned } = scanners(token);
    const escape = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
    const writings = (run: string): string[] => {
      const out: string[] = [];
      for (let at = 0; at < run.length; at++) {
        out.push(`${run.slice(0, at)}${escape(run[at] as string)}${run.slice(at + 1)}`);
        for (const invisible of ['\u200b', '\u200b'.repeat(30), '\\u200b', '\\n'])
          out.push(`${run.slice(0, at)}${invisible}${run.slice(at)}`);
        // Invisible characters on both sides of an escape, which count for nothing in the stream.
        const broken = (text: string) => text.split('').join('\u200b'.repeat(3));
        out.push(`${broken(run.slice(0, at))}${escape(run[at] as string)}${broken(run.slice(at + 1))}`);
      }
      return out;
    };
    let checked = 0;
    for (let from = 0; from + 12 <= token.length; from += 4) {
      for (const run of writings(token.slice(from, from + 12))) {
        for (let shift = 0; shift < 12; shift++) {
          const text = `${'x'.repeat(30 + shift)}${run}${'y'.repeat(30)}`;
          expect(zoned(text), JSON.stringify(text)).toEqual(full(text));
          checked += full(text).length;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('starts no zone inside an escape, so the text is read as the full scan reads it', () => {
    // `\\` then `u0061…`: the token's own text, which only a scan starting at the second backslash would misread.
    const slashes = scanners('u0061bcdefghijklmnop');
    const doubled = `${'z'.repeat(40)}\\\\u0061bcdefghijklmnop${'z'.repeat(40)}`;
    expect(slashes.zoned(doubled)).toEqual(slashes.full(doubled));
    // `\u0022` (a quote, in no form, so it has no zone of its own) ends in "2", and "2abcdefghijk"
    // is a window of the token: a zone starting at that "2" would find what the full scan does not.
    const quote = scanners('q2abcdefghijklmnop');
    for (let shift = 0; shift < 30; shift++) {
      const text = `${'x'.repeat(shift)}\\u0022abcdefghijk${'y'.repeat(30)}`;
      expect(quote.full(text)).toEqual([]);
      expect(quote.zoned(text), text).toEqual([]);
    }
  });

  it('scans little of innocent text', () => {
    const { filter } = scanners(`tok_${'Q7x'.repeat(12)}`);
    if (filter === null) throw new Error('expected a filter');
    const page = JSON.stringify(
      Array.from({ length: 500 }, (_unused, index) => ({
        id: `SM${index.toString(16).padStart(32, '0')}`,
        body: 'Hi Nadia! 👋 Just checking in.',
        to: '+15035550107',
      })),
    );
    const zones = zonesOf(page, filter);
    let covered = 0;
    for (let at = 0; at < zones.length; at += 2) covered += (zones[at + 1] as number) - (zones[at] as number);
    expect(covered / page.length).toBeLessThan(0.05);
  });
});
