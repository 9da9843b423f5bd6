import { describe, expect, it } from 'vitest';
import { parseLocationList, runBounded } from './location-list';

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

describe('bounded concurrency', () => {
  it('never runs more than the limit at once and keeps the order of results', async () => {
    let running = 0;
    let most = 0;
    const results = await runBounded([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, item % 3));
      running -= 1;
      return item * 10;
    });
    expect(most).toBe(3);
    expect(results).toEqual([10, 20, 30, 40, 50, 60, 70]);
  });
});
