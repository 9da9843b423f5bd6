import { describe, expect, it } from 'vitest';
import type { Cursor } from './page-token';
import type { MatchPositions, Page, PageOptions } from './pagination';
import { computePage } from './pagination';
import { unitAt } from './random';

const densities: Record<string, (index: number) => boolean> = {
  every: () => true,
  'every third': (index) => index % 3 === 0,
  rare: (index) => unitAt(99, index) < 0.05,
  none: () => false,
};

function positions(start: number, end: number, matches: (index: number) => boolean): MatchPositions {
  return { start, end, matches };
}

function expected(source: MatchPositions): number[] {
  const indices: number[] = [];
  for (let index = source.start; index < source.end; index++) if (source.matches(index)) indices.push(index);
  return indices;
}

interface Step {
  page: Page;
  cursor: Cursor | null;
}

/** Follows one direction's cursors until there is none (with a guard against endless walks). */
function follow(source: MatchPositions, options: PageOptions, first: Cursor | null, key: 'next' | 'previous'): Step[] {
  const steps: Step[] = [];
  let cursor = first;
  do {
    const page = computePage(source, cursor, options);
    steps.push({ page, cursor });
    cursor = page[key];
    if (steps.length > 20_000) throw new Error('endless walk');
  } while (cursor);
  return steps;
}

const options = (overrides: Partial<PageOptions>): PageOptions => ({
  pageSize: 5,
  sparseRate: 0,
  sparseSeed: 1,
  previousTokens: true,
  scanBudget: 100_000,
  ...overrides,
});

describe('computePage', () => {
  for (const [density, matches] of Object.entries(densities)) {
    it(`returns every match once, in order, for any page size, sparseness and budget (${density})`, () => {
      const source = positions(7, 260, matches);
      const all = expected(source);
      for (let pageSize = 1; pageSize <= 9; pageSize++) {
        for (const sparseRate of [0, 0.3, 1]) {
          for (const scanBudget of [4, 100_000]) {
            const settings = options({ pageSize, sparseRate, scanBudget });
            const forward = follow(source, settings, null, 'next');
            expect(forward.flatMap((step) => step.page.indices)).toEqual(all);
            expect(forward.every((step) => step.page.indices.length <= pageSize)).toBe(true);
            expect(forward[0]?.page.previous).toBeNull();

            // Back from the last page to the first: the rest of the collection, each once.
            const last = forward.at(-1) as Step;
            const backward = last.page.previous ? follow(source, settings, last.page.previous, 'previous') : [];
            const before = backward.reverse().flatMap((step) => step.page.indices);
            expect([...before, ...last.page.indices]).toEqual(all);
          }
        }
      }
    });
  }

  it('fills every page but the last when nothing is sparse', () => {
    const source = positions(0, 103, densities['every third'] as (index: number) => boolean);
    const forward = follow(source, options({ pageSize: 7 }), null, 'next');
    expect(forward.map((step) => step.page.indices.length)).toEqual([7, 7, 7, 7, 7]);
    expect(forward.at(-1)?.page.next).toBeNull();
  });

  it('makes a share of pages short or empty, still with a next cursor, and never twice from the same cursor', () => {
    const source = positions(0, 2000, () => true);
    const forward = follow(source, options({ pageSize: 10, sparseRate: 0.5 }), null, 'next');
    const shortBeforeEnd = forward.slice(0, -1).filter((step) => step.page.indices.length < 10);
    expect(shortBeforeEnd.some((step) => step.page.indices.length === 0)).toBe(true);
    expect(shortBeforeEnd.some((step) => step.page.indices.length > 0)).toBe(true);
    for (const step of shortBeforeEnd) expect(step.page.next).not.toBeNull();
    // A cursor that came from a sparse page always gives a full page.
    for (const step of forward.slice(0, -1)) if (step.cursor?.hops) expect(step.page.indices).toHaveLength(10);
  });

  it('gives the same page for the same cursor (a retried request)', () => {
    const source = positions(0, 500, densities.rare as (index: number) => boolean);
    const settings = options({ pageSize: 3, sparseRate: 0.5 });
    const cursor: Cursor = { direction: 'forward', position: 40, hops: 0 };
    expect(computePage(source, cursor, settings)).toEqual(computePage(source, cursor, settings));
  });

  it('stops a scan at its budget with a short page and a cursor to resume from', () => {
    const source = positions(0, 10_000, (index) => index === 9_000);
    const page = computePage(source, null, options({ scanBudget: 1000 }));
    expect(page).toEqual({ indices: [], next: { direction: 'forward', position: 1000, hops: 0 }, previous: null });
  });

  it('points the next cursor at the next match, and has none on the last page', () => {
    const source = positions(0, 100, (index) => index === 3 || index === 50);
    expect(computePage(source, null, options({ pageSize: 1 })).next).toEqual({ direction: 'forward', position: 50, hops: 0 });
    expect(computePage(source, { direction: 'forward', position: 50, hops: 0 }, options({ pageSize: 1 })).next).toBeNull();
  });

  it('issues no previous cursors when they are turned off', () => {
    const source = positions(0, 50, () => true);
    const forward = follow(source, options({ previousTokens: false }), null, 'next');
    expect(forward.every((step) => step.page.previous === null)).toBe(true);
  });

  it('handles an empty range', () => {
    expect(
      computePage(
        positions(0, 0, () => true),
        null,
        options({}),
      ),
    ).toEqual({ indices: [], next: null, previous: null });
  });
});
