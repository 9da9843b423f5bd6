import { describe, expect, it } from 'vitest';
import { filterBodyProblem, MAX_FILTER_BODY_CHARS, MAX_FILTER_BODY_DEPTH } from './filter-body-limits';

function nested(levels: number): Record<string, unknown> {
  let body: Record<string, unknown> = { leaf: 1 };
  for (let level = 1; level < levels; level++) body = { a: body };
  return body;
}

describe('the bounds of a filter body', () => {
  it('lets real filters through, up to the limits exactly', () => {
    expect(filterBodyProblem({})).toBeNull();
    expect(filterBodyProblem({ status: 'FAILED', campaign: { ids: [1, 2, 3], active: true, note: null } })).toBeNull();
    expect(filterBodyProblem(nested(MAX_FILTER_BODY_DEPTH))).toBeNull();
    const atLimit = { q: 'x'.repeat(MAX_FILTER_BODY_CHARS - '{"q":""}'.length) };
    expect(JSON.stringify(atLimit)).toHaveLength(MAX_FILTER_BODY_CHARS);
    expect(filterBodyProblem(atLimit)).toBeNull();
  });

  it('refuses a body nested deeper than the limit, naming it, without a RangeError', () => {
    expect(filterBodyProblem(nested(MAX_FILTER_BODY_DEPTH + 1))).toBe(
      'The filter body nests deeper than 32 levels, the most the app sends. Flatten the filters.',
    );
    let deep: unknown = 1;
    for (let level = 0; level < 5000; level++) deep = [deep];
    expect(filterBodyProblem({ list: deep })).toContain('deeper than 32 levels');
  });

  it('refuses a body larger than the limit as JSON, naming it, escapes included', () => {
    const message = 'The filter body is larger than 32,768 characters as JSON, the most the app sends. Use fewer or shorter filters.';
    expect(filterBodyProblem({ q: 'x'.repeat(MAX_FILTER_BODY_CHARS) })).toBe(message);
    // Each quote is one character but two in JSON: only the exact length catches this one.
    expect(filterBodyProblem({ q: '"'.repeat(MAX_FILTER_BODY_CHARS / 2) })).toBe(message);
    expect(filterBodyProblem({ ids: Array.from({ length: MAX_FILTER_BODY_CHARS }, () => 0) })).toBe(message);
  });

  it('stops early on a body of 50 MB or of millions of items', () => {
    const started = performance.now();
    expect(filterBodyProblem({ q: 'x'.repeat(50 * 1024 * 1024) })).toContain('larger than 32,768 characters');
    expect(filterBodyProblem({ ids: new Array<number>(5_000_000).fill(7) })).toContain('larger than 32,768 characters');
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it.each([
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['a Date', new Date(0)],
    ['a Map', new Map([['a', 1]])],
    ['a BigInt', 10n],
  ])('refuses %s, which JSON cannot carry', (_name, value) => {
    expect(filterBodyProblem({ value })).toContain('a value JSON cannot carry');
  });
});
