// The stream's rules, each pinned at its edges: which escapes decode (and how wide they are),
// which characters fold or vanish, and how spans start, end and merge. The fuzz test beside this
// file compares whole scans with a slow reading; these name the rule a wrong edge breaks.
import { describe, expect, it } from 'vitest';
import { createRandom } from '../test/random-values';
import { mergeSpans } from './run-zones';
import type { Span } from './token-runs';
import { buildRunIndex, findRuns, findRunsIn, normalise, readEscape } from './token-runs';

const LONE_BACKSLASH = (0x5c << 3) | 1;
const decoded = (code: number, width: number) => (code << 3) | width;
// Built in each test, not once per describe: what runs while the file is collected counts as run by no test.
const sixLetters = () => buildRunIndex(['abcdef'], 4);

describe('readEscape', () => {
  it('decodes \\uXXXX with any case of hex digit, six characters wide', () => {
    expect(readEscape('\\u0041', 0)).toBe(decoded(0x41, 6));
    expect(readEscape('\\u09af', 0)).toBe(decoded(0x09af, 6));
    expect(readEscape('\\uFACE', 0)).toBe(decoded(0xface, 6));
    expect(readEscape('\\uface', 0)).toBe(decoded(0xface, 6));
    expect(readEscape('x\\u0041', 1)).toBe(decoded(0x41, 6));
    expect(readEscape('\\u0000', 0)).toBe(decoded(0, 6));
  });

  it('reads a backslash alone when the four characters after \\u are not all hex digits or the text ends first', () => {
    // The characters either side of each range of hex digits: / : @ G ` g.
    for (const bad of ['/', ':', '@', 'G', '`', 'g']) {
      for (let place = 0; place < 4; place++) {
        const digits = `${'0'.repeat(place)}${bad}${'0'.repeat(3 - place)}`;
        expect(readEscape(`\\u${digits}`, 0), digits).toBe(LONE_BACKSLASH);
      }
    }
    expect(readEscape('\\u004', 0)).toBe(LONE_BACKSLASH);
    expect(readEscape('\\u', 0)).toBe(LONE_BACKSLASH);
    expect(readEscape('a\\', 1)).toBe(LONE_BACKSLASH);
  });

  it('decodes each of JSON’s short escapes, two characters wide, and no other', () => {
    const simple: [string, number][] = [
      ['"', 0x22],
      ['/', 0x2f],
      ['\\', 0x5c],
      ['b', 0x08],
      ['f', 0x0c],
      ['n', 0x0a],
      ['r', 0x0d],
      ['t', 0x09],
    ];
    for (const [char, code] of simple) expect(readEscape(`\\${char}`, 0), char).toBe(decoded(code, 2));
    for (const char of ['x', 'a', 'U', '0', "'"]) expect(readEscape(`\\${char}z`, 0), char).toBe(LONE_BACKSLASH);
  });
});

describe('normalise', () => {
  it('lower-cases ASCII letters only, from A to Z', () => {
    expect(normalise('@AZ[`az{')).toBe('@az[`az{');
    expect(normalise('ÀÉ')).toBe('ÀÉ');
  });

  it('decodes escapes, drops invisible characters written raw or escaped, and keeps a lone backslash', () => {
    expect(normalise('\\u0041\\/b\\u00')).toBe('a/b\\u00');
    expect(normalise('a\u200bb\\u200bc\nd\\ne\u007ff\u0000g')).toBe('abcdefg');
    expect(normalise('a b')).toBe('ab');
  });

  it('skips separators, decodes \\x escapes and folds NFKC look-alikes to lower-case ASCII', () => {
    expect(normalise('a b-c:d.e\u00a0f\u3000g\uff0dh')).toBe('abcdefgh');
    expect(normalise('\\x41\\x6a\\x4')).toBe('aj\\x4');
    expect(normalise('ＴＯＫ_ⓐ¹ℌ')).toBe('tok_a1h');
    expect(normalise('ﬁ𝐚')).toBe('ﬁ\ud835');
  });
});

describe('findRuns', () => {
  it('reports the span of a run in the original text, escapes and invisible characters included', () => {
    expect(findRuns('xxabcdxx', sixLetters())).toEqual([[2, 6]]);
    expect(findRuns('x\\u0061bcdx', sixLetters())).toEqual([[1, 10]]);
    expect(findRuns('xab\\u200bcdx', sixLetters())).toEqual([[1, 11]]);
    expect(findRuns('xabc\\u0064', sixLetters())).toEqual([[1, 10]]);
    expect(findRuns('\\\\abcd', sixLetters())).toEqual([[2, 6]]);
  });

  it('skips raw controls, DEL and other invisible characters as the forms’ reading does', () => {
    expect(findRuns('ab\ncd', sixLetters())).toEqual([[0, 5]]);
    expect(findRuns('ab\u0000\u001fcd', sixLetters())).toEqual([[0, 6]]);
    expect(findRuns('ab\u007fcd', sixLetters())).toEqual([[0, 5]]);
    expect(findRuns('ab\u00adcd', sixLetters())).toEqual([[0, 5]]);
    // Separators are skipped too, however NFKC writes them; any other character breaks the run.
    expect(findRuns('ab cd', sixLetters())).toEqual([[0, 5]]);
    expect(findRuns('ab\u00a0cd', sixLetters())).toEqual([[0, 5]]);
    expect(findRuns('ab~cd', sixLetters())).toEqual([]);
    expect(findRuns('ab,cd', sixLetters())).toEqual([]);
  });

  it('matches a form holding a space or a tilde, the printable edges', () => {
    expect(findRuns('x a b~c x', buildRunIndex(['a b~c'], 4))).toEqual([[2, 7]]);
    expect(findRuns('x ab~c x', buildRunIndex(['a b~c'], 4))).toEqual([[2, 6]]);
  });

  it('folds the case of A to Z only, not of the characters beside them', () => {
    expect(findRuns('-ABCD-', sixLetters())).toEqual([[1, 5]]);
    expect(findRuns('-CDEF-', sixLetters())).toEqual([[1, 5]]);
    const edges = buildRunIndex(['`xyz{'], 5);
    expect(findRuns('`XYZ{', edges)).toEqual([[0, 5]]);
    expect(findRuns('@xyz{', edges)).toEqual([]);
    expect(findRuns('`xyz[', edges)).toEqual([]);
  });

  it('merges runs that touch or overlap and keeps apart runs with a character between them', () => {
    expect(findRuns('abcdabcd', sixLetters())).toEqual([[0, 8]]);
    expect(findRuns('abcdef', sixLetters())).toEqual([[0, 6]]);
    expect(findRuns('abcd-abcd', sixLetters())).toEqual([
      [0, 4],
      [5, 9],
    ]);
  });

  it('finds a window wherever it is in a form, and in a second form as well as the first', () => {
    const two = buildRunIndex(['abcdefgh', 'qrstuvwx'], 4);
    expect(findRuns('--efgh--', two)).toEqual([[2, 6]]);
    expect(findRuns('--tuvw--', two)).toEqual([[2, 6]]);
    expect(findRuns('--defg--tuvwx', two)).toEqual([
      [2, 6],
      [8, 13],
    ]);
    expect(findRuns('--hqrs--', two)).toEqual([]);
  });

  it('confirms every character of a window, whatever its neighbours in the table hold', () => {
    // Doubled letters make a window's next neighbour in the table begin as it does.
    const doubled = buildRunIndex(['aabbccdd'], 4);
    expect(findRuns('aabb', doubled)).toEqual([[0, 4]]);
    expect(findRuns('bbcc', doubled)).toEqual([[0, 4]]);
    expect(findRuns('ccdd', doubled)).toEqual([[0, 4]]);
    expect(findRuns('aabc', doubled)).toEqual([]);
    expect(findRuns('bbdd', doubled)).toEqual([]);
  });

  it('holds many windows, and windows repeated in a form or across forms', () => {
    // Printable ASCII but the separators, which the stream skips.
    const long = Array.from({ length: 400 }, (_unused, at) => String.fromCharCode(0x21 + ((at * 7) % 90)).replace(/[-.:]/, '~')).join('');
    const big = buildRunIndex([long, long.slice(100, 200), 'zzzzzzzz'], 6);
    for (let at = 0; at + 6 <= long.length; at++) expect(findRuns(`  ${long.slice(at, at + 6)}  `, big), String(at)).toEqual([[2, 8]]);
    expect(findRuns(long, big)).toEqual([[0, long.length]]);
    expect(findRuns('zzzzzzzzzzzz', big)).toEqual([[0, 12]]);
  });

  it('finds a form no longer than a window, and nothing in text shorter than one', () => {
    const whole = buildRunIndex(['wxyz'], 4);
    expect(findRuns('wxyz', whole)).toEqual([[0, 4]]);
    expect(findRuns('wxy', whole)).toEqual([]);
    expect(findRuns('', whole)).toEqual([]);
  });
});

describe('findRuns, looking up a window', () => {
  it('finds no window in a long text holding none, though many of its windows land on taken slots', () => {
    const index = buildRunIndex(['abcdefghijklmnopqrstuvwx'], 4);
    let text = '';
    for (let at = 0; at < 5000; at++) text += String.fromCharCode(0x61 + ((at * at * 7 + at * 3) % 26));
    // The form's windows are four letters in a row of the alphabet, up to x.
    const expected: Span[] = [];
    for (let at = 0; at + 4 <= text.length; at++) {
      const first = text.charCodeAt(at);
      if (first <= 0x75 && [1, 2, 3].every((offset) => text.charCodeAt(at + offset) === first + offset)) expected.push([at, at + 4]);
    }
    expect(findRuns(text, index)).toEqual(mergeSpans(expected));
    expect(findRuns('zyxwzyxwqqqqzzzz'.repeat(300), index)).toEqual([]);
  });

  it('takes the shortcut to the next window only when the next character is the one its form holds', () => {
    const index = buildRunIndex(['abcdefg'], 4);
    expect(findRuns('abcdf-', index)).toEqual([[0, 4]]);
    expect(findRuns('abcdg-', index)).toEqual([[0, 4]]);
    expect(findRuns('-bcdeg-', index)).toEqual([[1, 5]]);
    expect(findRuns('-abcdefg-', index)).toEqual([[1, 8]]);
  });
});

describe('buildRunIndex', () => {
  const used = (slots: Int32Array) =>
    Array.from(slots)
      .filter((slot) => slot !== 0)
      .sort((a, b) => a - b);

  it('keeps each window once, with its characters, and where its form goes next (−1: nowhere)', () => {
    const index = buildRunIndex(['abcdef'], 4);
    expect(String.fromCharCode(...index.chars)).toBe('abcdbcdecdef');
    expect(Array.from(index.nextCode)).toEqual([0x65, 0x66, -1]);
    expect(Array.from(index.nextWindow)).toEqual([1, 2, -1]);
    expect(used(index.slots)).toEqual([1, 2, 3]);
    expect(index.codes).toHaveLength(4);
    expect(index.starts).toHaveLength(4);
  });

  it('stores a repeated window once, and its shortcut is the one of its first place', () => {
    // Windows abcd bcda cdab dabc abcd bcdb: the second abcd is window 0 again.
    const index = buildRunIndex(['abcdabcdb'], 4);
    expect(used(index.slots)).toEqual([1, 2, 3, 4, 5]);
    expect(String.fromCharCode(...index.chars.subarray(0, 20))).toBe('abcdbcdacdabdabcbcdb');
    expect(Array.from(index.nextCode)).toEqual([0x61, 0x62, 0x63, 0x64, -1, -1]);
    expect(Array.from(index.nextWindow)).toEqual([1, 2, 3, 0, -1, -1]);
    // A repeat of a window other than the first.
    expect(used(buildRunIndex(['abcdeabcde'], 4).slots)).toEqual([1, 2, 3, 4, 5]);
    const across = buildRunIndex(['ABCDx', 'abcdy', 'zabcd'], 4);
    expect(used(across.slots)).toEqual([1, 2, 3, 4]);
    expect(Array.from(across.nextCode)).toEqual([0x78, -1, -1, 0x64, -1, -1]);
    expect(Array.from(across.nextWindow)).toEqual([1, -1, -1, 0, -1, -1]);
  });

  it('spreads hundreds of distinct windows over the table, and finds each through the slots it was moved on to', () => {
    const random = createRandom(0x5107);
    const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
    let form = '';
    for (let at = 0; at < 600; at++) form += random.pick([...alphabet]);
    const index = buildRunIndex([form], 6);
    expect(used(index.slots)).toHaveLength(595);
    // The same form again: each window found where it was moved on to, and not stored twice.
    expect(used(buildRunIndex([form, form], 6).slots)).toHaveLength(595);
    // Slot clusters stay short, so a miss ends soon: windows in a row of slots would make a long one.
    let longest = 0;
    for (let at = 0, run = 0; at < index.slots.length; at++) longest = Math.max(longest, (run = index.slots[at] === 0 ? 0 : run + 1));
    expect(longest).toBeLessThan(20);
    for (let at = 0; at + 6 <= form.length; at++) expect(findRuns(` ${form.slice(at, at + 6)} `, index), String(at)).toEqual([[1, 7]]);
  });

  it('sizes the table to at least four slots per window, the smallest power of two from 64', () => {
    const slotsFor = (length: number) => buildRunIndex(['q'.repeat(length), 'ab'], 4).slots.length;
    expect(slotsFor(4)).toBe(64);
    expect(slotsFor(19)).toBe(64);
    expect(slotsFor(20)).toBe(128);
    expect(slotsFor(395)).toBe(2048);
    expect(buildRunIndex(['abcdefg', 'ab'], 4).chars).toHaveLength(16);
  });
});

describe('findRunsIn', () => {
  it('reads only from `from` to `to`, a window counting when all its characters start before `to`', () => {
    expect(findRunsIn('abcdabcd', sixLetters(), 4, 8, [])).toEqual([[4, 8]]);
    expect(findRunsIn('xxabcdxx', sixLetters(), 2, 6, [])).toEqual([[2, 6]]);
    expect(findRunsIn('xxabcdxx', sixLetters(), 2, 5, [])).toEqual([]);
    expect(findRunsIn('xxabcdxx', sixLetters(), 3, 8, [])).toEqual([]);
    expect(findRunsIn('xxabcd', sixLetters(), 0, 100, [])).toEqual([[2, 6]]);
    expect(findRunsIn('xx\\u0061bcd', sixLetters(), 2, 11, [])).toEqual([[2, 11]]);
    expect(findRunsIn('xx\\u0061bcd', sixLetters(), 2, 10, [])).toEqual([]);
  });

  it('adds to the spans given, merging with the last one where they touch', () => {
    expect(findRunsIn('abcdabcd', sixLetters(), 4, 8, [[0, 4]])).toEqual([[0, 8]]);
    expect(findRunsIn('abcd-abcd', sixLetters(), 5, 9, [[0, 4]])).toEqual([
      [0, 4],
      [5, 9],
    ]);
    expect(findRunsIn('abcd-abcd', sixLetters(), 5, 9, [[0, 6]])).toEqual([[0, 9]]);
  });

  it('starts each call afresh: nothing read by an earlier call carries into the next', () => {
    const index = sixLetters();
    expect(findRunsIn('abcd', index, 2, 4, [])).toEqual([]);
    const spans = findRunsIn('ab--cd', index, 0, 2, []);
    expect(findRunsIn('ab--cd', index, 4, 6, spans)).toEqual([]);
  });
});
