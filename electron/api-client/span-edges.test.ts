import { describe, expect, it } from 'vitest';
import { tokenEdges, widenSpan } from './span-edges';

describe('widenSpan: a token’s own separators at its edges', () => {
  const edges = tokenEdges('-abc.def-');

  it('knows the separators that start and end the token', () => {
    expect([...edges.leading]).toEqual(['-'.charCodeAt(0)]);
    expect([...edges.trailing]).toEqual(['-'.charCodeAt(0)]);
    expect(new Set(edges.own)).toEqual(new Set(['-'.charCodeAt(0), '.'.charCodeAt(0)]));
  });

  it('takes a leading or trailing separator written after a gap, as a look-alike or escaped', () => {
    // "x - a b c . d e f \x2d y": the scan read a…f (positions 4 to 17).
    const text = 'x - a b c . d e f \\x2d y';
    expect(widenSpan(text, 4, 17, 0, edges)).toEqual([2, 22]);
    expect(widenSpan('x －abc.def－ y', 3, 10, 0, edges)).toEqual([2, 11]);
  });

  it('never takes white space alone, nor a separator the token does not end with', () => {
    expect(widenSpan('x abc.def y', 2, 9, 0, edges)).toEqual([2, 9]);
    expect(widenSpan('x abcdef. y', 2, 8, 0, tokenEdges('abcdef'))).toEqual([2, 8]);
    // Not before what an earlier span already took.
    expect(widenSpan('- abc.def', 2, 9, 2, edges)).toEqual([2, 9]);
  });
});
