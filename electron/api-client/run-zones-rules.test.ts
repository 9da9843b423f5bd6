// The zones' arithmetic, pinned on texts small enough to work out by hand from the rules in
// run-zones.ts: where a sample's and an escape's zone start and end, which escapes get one, how
// starts move back off escapes and how zones merge. The differential tests beside this file show
// the spans are right; these show the zones are no wider than the rules say.
import { describe, expect, it } from 'vitest';
import type { ZoneFilter } from './run-zones';
import { buildZoneFilter, findRunsInZones, mergeSpans, zonesOf } from './run-zones';
import { buildRunIndex } from './token-runs';

const filterOf = (forms: string[], sizes: number[]): ZoneFilter | null =>
  buildZoneFilter(
    forms,
    sizes.map((size) => buildRunIndex(forms, size)),
  );
/** The filter with every zone a sample or escape gives, as if no neighbour were looked at: the zones' arithmetic alone. */
const everyZone = (filter: ZoneFilter | null): ZoneFilter => ({ ...(filter as ZoneFilter), neighbours: false });
const x = (count: number) => 'x'.repeat(count);

describe('buildZoneFilter', () => {
  it('samples only when the shortest window leaves at least 4 characters between samples', () => {
    expect(filterOf([], [])).toBeNull();
    expect(filterOf(['abcde'], [5])).toBeNull();
    expect(filterOf(['abcdef'], [6])).toMatchObject({ step: 4, widest: 6 });
    expect(filterOf(['abcdefghij'], [6, 10])).toMatchObject({ step: 4, widest: 10 });
    expect(filterOf(['abcdefghij'], [10, 6])).toMatchObject({ step: 4, widest: 10 });
  });

  it('holds a bit per bucket of pieces (32 KB) and a bit per UTF-16 code unit', () => {
    const filter = filterOf(['abcdef'], [6]) as ZoneFilter;
    expect(filter.grams.byteLength).toBe(32 * 1024);
    expect(filter.chars.length * 32).toBe(0x10000);
  });

  it('spreads the pieces over the whole sample set, so a false hit stays as rare as its fill', () => {
    const filter = filterOf(['Zq7/xR2+kLm9wT4vYb6NpQ3sHd8Jc5Fg1Ae0Ku6W'], [20]) as ZoneFilter;
    const half = filter.grams.length / 2;
    expect(filter.grams.subarray(half).some((word) => word !== 0)).toBe(true);
  });
});

describe('zonesOf', () => {
  // Windows of 8: samples every 6 characters, zones reach 8 visible characters on.
  const filter = () => everyZone(filterOf(['abc/defgh'], [8]));

  it('gives a sample that hits a zone from step − 1 characters before it to past the widest-th visible character from it', () => {
    // The sample at 24 reads "/de".
    expect(zonesOf(`${x(21)}abc/defgh${x(20)}`, filter())).toEqual([19, 32]);
    expect(zonesOf(`${x(20)}ab\u200b\u200bc\u200b/defgh${x(20)}`, filter())).toEqual([19, 33]);
    expect(zonesOf(x(60), filter())).toEqual([]);
    // The form's last piece, and the text's last sample.
    expect(zonesOf(`${x(24)}fgh${x(20)}`, filter())).toEqual([19, 32]);
    expect(zonesOf(`${x(42)}efg`, filter())).toEqual([37, 45]);
    // "gh" and a space is no piece of the form, though it is what reading past the form's end gives.
    expect(zonesOf(`${x(24)}gh ${x(20)}`, filter())).toEqual([]);
  });

  it('reads a sample holding an invisible character, wherever it is, by the visible characters that follow', () => {
    for (const invisible of ['\u200b', '\n', '\u0000']) {
      for (const run of [`${invisible}efgh`, `e${invisible}fgh`, `ef${invisible}gh`])
        expect(zonesOf(`${x(24)}${run}${x(20)}`, filter()), JSON.stringify(run)).toEqual([19, 33]);
    }
  });

  it('gives no zone to a sample cut short by the end of the text', () => {
    const spaced = everyZone(filterOf(['abcdefgh~'], [8]));
    expect(zonesOf(`${x(24)}gh~`, spaced)).toEqual([19, 27]);
    expect(zonesOf(`${x(24)}gh `, spaced)).toEqual([]);
    expect(zonesOf(`${x(24)}g\u200bh`, spaced)).toEqual([]);
    // No sample starts fewer than 3 characters from the end: one there would read "gh" and nothing, like "gh ".
    expect(zonesOf(`${x(24)}gh`, spaced)).toEqual([]);
  });

  it('clips zones to the text', () => {
    expect(zonesOf('defgh', filter())).toEqual([0, 5]);
    expect(zonesOf(`${x(10)}\\/`, filter())).toEqual([3, 12]);
  });

  it('gives an escape of a character some form holds, or of an invisible one, a zone of widest − 1 visible characters either side', () => {
    for (const escape of ['\\u0061', '\\u0041', '\\u200b', '\\u0048'])
      expect(zonesOf(`${x(20)}${escape}${x(20)}`, filter()), escape).toEqual([13, 33]);
    expect(zonesOf(`${x(18)}\u200b\u200b${'\\u0061'}${x(20)}`, filter())).toEqual([11, 33]);
    expect(zonesOf(`${x(20)}${'\\u0061'}\u200b${x(20)}`, filter())).toEqual([13, 34]);
  });

  it('folds an escaped letter’s case from A to Z only, as the stream does', () => {
    const edges = everyZone(filterOf(['qrstuvwz['], [8]));
    for (const escape of ['\\u005a', '\\u005b']) expect(zonesOf(`${x(20)}${escape}${x(20)}`, edges), escape).toEqual([13, 33]);
    for (const escape of ['\\u007b', '\\u003b']) expect(zonesOf(`${x(20)}${escape}${x(20)}`, edges), escape).toEqual([]);
  });

  it('looks at backslashes only', () => {
    // An "n" after the first character would read as an escaped newline if that character were taken for a backslash.
    expect(zonesOf(`xn${x(40)}`, filter())).toEqual([]);
    expect(zonesOf(`${x(20)}\\n${x(20)}`, filter())).toEqual([13, 33]);
  });

  it('gives no zone to an escape of a character no form holds', () => {
    for (const escape of ['\\u0022', '\\"', '\\u007a', '\\u005a', '\\u0040', '\\u005b'])
      expect(zonesOf(`${x(20)}${escape}${x(20)}`, filter()), escape).toEqual([]);
  });

  it('merges zones that touch or overlap, and keeps apart zones with a character between them', () => {
    expect(zonesOf(`${x(20)}\\u0061${x(14)}\\u0061${x(20)}`, filter())).toEqual([13, 53]);
    expect(zonesOf(`${x(20)}\\u0061${x(15)}\\u0061${x(20)}`, filter())).toEqual([13, 33, 34, 54]);
    expect(zonesOf(`${x(20)}\\u0061${x(4)}\\u0061${x(20)}`, filter())).toEqual([13, 43]);
  });

  it('merges a sample’s zones with an escape’s, whichever starts first', () => {
    // The escape's zone is 13–33; the sample at 30 reads "def" and its zone is 25–38.
    expect(zonesOf(`${x(20)}\\u0061abc/defgh${x(20)}`, filter())).toEqual([13, 38]);
    // The sample at 18 reads "def" (zone 13–26); the escape at 40 has the zone 33–53.
    expect(zonesOf(`${x(14)}abc/defgh${x(17)}\\u0061${x(20)}`, filter())).toEqual([13, 26, 33, 53]);
  });

  it('moves a zone’s start back to a backslash up to 5 characters before it, and on from there', () => {
    // The zone of the sample at 24 starts at 19.
    const run = 'abcdefgh';
    expect(zonesOf(`${x(14)}\\"${x(4)}${run}${x(20)}`, filter())).toEqual([14, 32]);
    expect(zonesOf(`${x(13)}\\"${x(5)}${run}${x(20)}`, filter())).toEqual([19, 32]);
    expect(zonesOf(`${x(9)}\\"${x(3)}\\"${x(4)}${run}${x(20)}`, filter())).toEqual([9, 32]);
    // Not forward onto a backslash just after it, and back to one at the text's start.
    expect(zonesOf(`${x(20)}\\"xxefgh${x(20)}`, filter())).toEqual([19, 32]);
    expect(zonesOf(`\\"xxxxefgh${x(20)}`, filter())).toEqual([0, 14]);
  });
});

describe('zonesOf, neighbours', () => {
  // The same filter as above, with its neighbours looked at (its windows of 8 are long enough).
  const filter = () => filterOf(['abc/defgh'], [8]) as ZoneFilter;

  it('are looked at only when the shortest window is at least 3 × 3 − 1 characters', () => {
    expect(filterOf(['abcdefg'], [7])?.neighbours).toBe(false);
    expect(filter().neighbours).toBe(true);
  });

  it('drop a sample’s zone when the 3 characters on either side of it are plain and no piece', () => {
    expect(zonesOf(`${x(24)}fgh${x(20)}`, filter())).toEqual([]);
    expect(zonesOf(`${x(21)}abc/defgh${x(20)}`, filter())).toEqual([19, 32]);
    expect(zonesOf(`${x(24)}abc/de${x(20)}`, filter())).toEqual([19, 32]);
    // Nothing before the text's start: the side after it decides.
    expect(zonesOf(`abc/de${x(20)}`, filter())).toEqual([0, 8]);
    // The last 3 characters of the text are a side like any other.
    expect(zonesOf(`${x(18)}/defgh`, filter())).toEqual([13, 24]);
    expect(zonesOf(`${x(18)}/dexxx`, filter())).toEqual([]);
  });

  it('read nothing outside the text as a side', () => {
    // Outside the text a read gives no character, which the bucket arithmetic would take for a space.
    const tilded = filterOf(['ab~~~cdefgh'], [8]) as ZoneFilter;
    expect(zonesOf(`${x(15)}~~~cde${x(20)}`, tilded)).toEqual([13, 26]);
    expect(zonesOf(`cde${x(20)}`, tilded)).toEqual([]);
    expect(zonesOf(`${x(18)}cde~~`, tilded)).toEqual([]);
  });

  it('judge a side by its next 3 characters the stream reads, over separators and invisible ones, any letter included', () => {
    expect(zonesOf(`${x(21)}é${x(2)}fgh${x(20)}`, filter())).toEqual([]);
    expect(zonesOf(`${x(24)}fghé${x(20)}`, filter())).toEqual([]);
    expect(zonesOf(`${x(20)}-x\u200bx fgh${x(20)}`, filter())).toEqual([]);
    // The side before reads "c/d" over the separators, a piece of the form (a sample itself too).
    expect(zonesOf(`${x(18)}c/d - fgh${x(20)}`, filter())).toEqual([13, 32]);
  });

  it('keep a sample’s zone when a side holds a backslash', () => {
    expect(zonesOf(`${x(22)}\\"fgh${x(20)}`, filter())).toEqual([19, 32]);
    // A backslash anywhere in a side makes it no plain one.
    expect(zonesOf(`${x(24)}fgh\\"x${x(20)}`, filter())).toEqual([19, 32]);
    expect(zonesOf(`${x(24)}fghxx\\"${x(20)}`, filter())).toEqual([19, 32]);
    // A sample that skipped an invisible character is judged by its sides too.
    expect(zonesOf(`${x(24)}f\u200bgh${x(20)}`, filter())).toEqual([]);
  });

  it('drop an invisible escape’s zone when the 3 characters on either side of it are plain and no piece', () => {
    expect(zonesOf(`${x(20)}\\n${x(20)}`, filter())).toEqual([]);
    expect(zonesOf(`${x(20)}\\n`, filter())).toEqual([]);
    expect(zonesOf(`${x(17)}fgh\\n${x(20)}`, filter())).toEqual([13, 33]);
    expect(zonesOf(`${x(20)}\\nabc${x(20)}`, filter())).toEqual([13, 33]);
    expect(zonesOf(`${x(20)}\\u200babc${x(20)}`, filter())).toEqual([13, 33]);
    // The text's first 3 characters are a side like any other.
    expect(zonesOf(`fgh\\n${x(20)}`, filter())).toEqual([0, 16]);
    expect(zonesOf(`xxx\\n${x(20)}`, filter())).toEqual([]);
  });

  it('keep an escape’s zone when the characters before it may be the end of another escape, or the escaped character is held by a form', () => {
    // "6gh" is no piece, but the stream reads "fgh" there.
    expect(zonesOf(`${x(13)}\\u0066gh\\n${x(20)}`, filter())).toEqual([6, 34]);
    expect(zonesOf(`${x(15)}\\"xxx\\n${x(20)}`, filter())).toEqual([13, 33]);
    // An escape reaches at most 5 characters on: a backslash 6 before the side may end at it, one 7 before may not.
    expect(zonesOf(`${x(16)}\\"${x(6)}\\n${x(20)}`, filter())).toEqual([16, 37]);
    expect(zonesOf(`${x(15)}\\"${x(7)}\\n${x(20)}`, filter())).toEqual([]);
    expect(zonesOf(`\\"${x(4)}\\n${x(20)}`, filter())).toEqual([0, 19]);
    expect(zonesOf(`${x(20)}\\u0061${x(20)}`, filter())).toEqual([13, 33]);
  });
});

describe('mergeSpans', () => {
  it('sorts the spans by start and merges those that touch, overlap or lie inside another', () => {
    expect(
      mergeSpans([
        [10, 12],
        [0, 4],
        [4, 6],
        [1, 3],
        [7, 8],
      ]),
    ).toEqual([
      [0, 6],
      [7, 8],
      [10, 12],
    ]);
    expect(
      mergeSpans([
        [0, 10],
        [2, 3],
        [10, 11],
      ]),
    ).toEqual([[0, 11]]);
    expect(mergeSpans([])).toEqual([]);
  });

  it('leaves the spans given as they were', () => {
    const first: [number, number] = [0, 4];
    mergeSpans([first, [2, 9]]);
    expect(first).toEqual([0, 4]);
  });
});

describe('findRunsInZones', () => {
  it('finds nothing where there is no zone, and merges what each index finds', () => {
    const forms = ['abcdefghijkl', 'mnopqr'];
    const indexes = [buildRunIndex([forms[0] as string], 12), buildRunIndex([forms[1] as string], 6)];
    const filter = buildZoneFilter(forms, indexes) as ZoneFilter;
    expect(findRunsInZones(x(80), indexes, filter)).toEqual([]);
    expect(findRunsInZones(`${x(30)}abcdefghijklmnopqr${x(30)}`, indexes, filter)).toEqual([[30, 48]]);
    expect(findRunsInZones(`${x(30)}mnopqr${x(9)}abcdefghijkl${x(30)}`, indexes, filter)).toEqual([
      [30, 36],
      [45, 57],
    ]);
  });
});
