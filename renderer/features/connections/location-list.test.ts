import { describe, expect, it } from 'vitest';
import { MAX_CONNECTION_LOCATIONS } from '../../../common/limits/stored-limits';
import { MAX_LIST_CHARS, parseLocationList, readLocationList } from './location-list';

describe('a pasted list of locations', () => {
  it('takes one per line, with an optional name after a space, a tab or a comma', () => {
    const parsed = parseLocationList('loc-1 Harbor Dental\n\nloc-2, Maple Street Bakery\nloc-3\tRiverside, Suite 2\nloc-4\n', []);
    expect(parsed.map(({ line, id, name, problem }) => [line, id, name, problem])).toEqual([
      [1, 'loc-1', 'Harbor Dental', null],
      [3, 'loc-2', 'Maple Street Bakery', null],
      [4, 'loc-3', 'Riverside, Suite 2', null],
      [5, 'loc-4', '', null],
    ]);
  });

  it('takes ids only, comma-separated on one line', () => {
    expect(parseLocationList(' loc-1, loc-2 ,loc-3 ', []).map((entry) => entry.id)).toEqual(['loc-1', 'loc-2', 'loc-3']);
    // One line with a name is an id and its name, not two ids.
    expect(parseLocationList('loc-1, Harbor Dental', [])).toEqual([{ line: 1, id: 'loc-1', name: 'Harbor Dental', problem: null }]);
  });

  it('says what is wrong with a line, per line', () => {
    const parsed = parseLocationList(`loc-1\nloc-1\nlöc-2\nloc-3 ${'x'.repeat(101)}\nknown`, ['known']);
    expect(parsed.map((entry) => entry.problem)).toEqual([
      null,
      'Listed twice; the first one is kept.',
      'The id has characters other than printable ASCII.',
      'The name is longer than 100 characters.',
      'Already a location of this connection.',
    ]);
  });
});

describe('a likely typo', () => {
  it('flags an id typed with spaces (a lowercase name after plain spaces), not as OK', () => {
    const parsed = parseLocationList('loc bad id\nloc-1 Harbor Dental\nloc-2, bakery\nloc-3\tmain st\nloc-4 ハーバー', []);
    expect(parsed.map(({ id, name, problem }) => [id, name, problem])).toEqual([
      [
        'loc',
        'bad id',
        'Likely a typo: an id has no spaces, so this reads as id “loc” named “bad id”. Fix the id, or put a comma after it if that is the name.',
      ],
      ['loc-1', 'Harbor Dental', null],
      ['loc-2', 'bakery', null],
      ['loc-3', 'main st', null],
      ['loc-4', 'ハーバー', null],
    ]);
  });
});

describe('a hostile paste', () => {
  const run = (length: number, unit: string) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
  // An id, a long run of separators, then text broken by a line separator: what froze the dialog.
  const hostile: Record<string, string> = {
    'spaces, then U+2028': `loc-1${run(3_000, ' ')}x\u2028y`,
    'tabs, then a lone CR': `loc-1\t${run(3_000, '\t')}x\ry`,
    'spaces and a comma, then U+2029': `loc-1${run(3_000, ' ')},x\u2029y`,
    'commas and spaces': `loc-1${run(3_000, ', ')}x\u2028`,
    'mixed separators on many lines': Array.from({ length: 400 }, (_, index) => `loc-${index}${run(400, ' \t,')}a\u2028b`).join('\n'),
    'one huge line': `loc-1 ${run(MAX_LIST_CHARS - 10, 'a \u2028')}`,
    'one huge id': run(MAX_LIST_CHARS, 'x'),
  };

  for (const [name, text] of Object.entries(hostile)) {
    it(`reads ${name} in under 50 ms`, () => {
      const started = performance.now();
      const reading = readLocationList(text, ['loc-2']);
      expect(performance.now() - started).toBeLessThan(50);
      expect(reading.kind).toBe('read');
    });
  }

  it('says a name broken by a line separator is wrong, and keeps its id', () => {
    expect(parseLocationList(`loc-1${' '.repeat(5000)}x\u2028y`, [])).toEqual([
      { line: 1, id: 'loc-1', name: 'x\u2028y', problem: 'The name has a line break in it.' },
    ]);
  });

  it('counts the locations the connection has: 600 more do not fit one that has 1,500', () => {
    const existing = Array.from({ length: 1_500 }, (_, index) => `have-${index}`);
    const list = Array.from({ length: 600 }, (_, index) => `loc-${index}`).join('\n');
    expect(readLocationList(list, existing)).toEqual({
      kind: 'too-long',
      message:
        'The list has 600 new locations; a connection holds at most 2,000; this one has 1,500, so 500 more fit. Remove lines, or put the rest in another connection.',
    });
    expect(readLocationList(list, existing.slice(0, 1_400)).kind).toBe('read');
  });

  it('reads no more than the box holds, and says so instead of dropping the rest', () => {
    const tooLong = readLocationList('x'.repeat(MAX_LIST_CHARS + 1), []);
    expect(tooLong).toEqual({ kind: 'too-long', message: expect.stringContaining('606,001 characters; at most 606,000') });
    const tooMany = readLocationList(Array.from({ length: MAX_CONNECTION_LOCATIONS + 1 }, (_, index) => `loc-${index}`).join('\n'), []);
    expect(tooMany).toEqual({
      kind: 'too-long',
      message: 'The list has 2,001 new locations; a connection holds at most 2,000. Remove lines, or put the rest in another connection.',
    });
    expect(readLocationList('loc-1 Harbor Dental', [])).toEqual({ kind: 'read', entries: parseLocationList('loc-1 Harbor Dental', []) });
  });
});
