import { describe, expect, it } from 'vitest';
import { itemIdentity } from './item-identity';

/** `leaf` under `depth` levels of { x: … }: the leaf is reached at that depth. */
const nest = (depth: number, leaf: Record<string, unknown>): Record<string, unknown> => (depth === 0 ? leaf : { x: nest(depth - 1, leaf) });

describe('itemIdentity', () => {
  it('is the id when it is a string or a number, telling the two apart', () => {
    expect(itemIdentity({ id: 'SM1', body: 'hi' })).toBe('s:SM1');
    expect(itemIdentity({ id: 7, body: 'hi' })).toBe('n:7');
    expect(itemIdentity({ id: '7' })).not.toBe(itemIdentity({ id: 7 }));
  });

  it('is the content, keys sorted at every depth, when there is no usable id', () => {
    expect(itemIdentity({ b: 1, a: [1, { d: 2, c: 'x' }] })).toBe('j:{"a":[1,{"c":"x","d":2}],"b":1}');
    expect(itemIdentity({ id: true, n: 10n, gone: undefined, none: null })).toBe('j:{"gone":null,"id":true,"n":"10","none":null}');
    expect(itemIdentity({ id: { nested: 1 } })).toBe('j:{"id":{"nested":1}}');
  });

  it('sorts keys down to its depth limit and keeps the order found past it', () => {
    const at = (depth: number, first: boolean) => itemIdentity(nest(depth, first ? { a: 1, b: 2 } : { b: 2, a: 1 }));
    expect(at(63, true)).toBe(at(63, false));
    expect(at(64, true)).not.toBe(at(64, false));
    expect(at(64, true)).toBe(`j:${'{"x":'.repeat(64)}{"a":1,"b":2}${'}'.repeat(64)}`);
    // Arrays count as levels too.
    const inArrays = (depth: number, leaf: Record<string, unknown>): unknown => (depth === 0 ? leaf : [inArrays(depth - 1, leaf)]);
    const listed = (depth: number, first: boolean) => itemIdentity({ list: inArrays(depth - 1, first ? { a: 1, b: 2 } : { b: 2, a: 1 }) });
    expect(listed(63, true)).toBe(listed(63, false));
    expect(listed(64, true)).not.toBe(listed(64, false));
  });
});
