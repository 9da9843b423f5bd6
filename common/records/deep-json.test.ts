import { describe, expect, it } from 'vitest';
import { capDepth, MAX_RECORD_DEPTH, stringifyDeep } from './deep-json';

function nested(depth: number): Record<string, unknown> {
  let text = '';
  for (let level = 0; level < depth; level++) text += '{"a":[';
  text += '1';
  for (let level = 0; level < depth; level++) text += ']}';
  return JSON.parse(text) as Record<string, unknown>;
}

describe('stringifyDeep', () => {
  it('writes what JSON.stringify writes', () => {
    const values = [null, 1, 'x"y', [1, [2, {}]], { b: 1, a: { c: [true, null, 'é'] }, u: undefined }, []];
    for (const value of values) expect(stringifyDeep(value)).toBe(JSON.stringify(value));
  });

  it('writes 10,000 levels, where JSON.stringify runs out of stack', () => {
    const deep = nested(10_000);
    expect(() => JSON.stringify(deep)).toThrow(RangeError);
    const text = stringifyDeep(deep);
    expect(text.startsWith('{"a":[{"a":[')).toBe(true);
    expect(text.length).toBe(10_000 * 8 + 1);
  });

  it('marks a cycle instead of looping', () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(stringifyDeep(cyclic)).toBe('{"a":1,"self":"[cyclic value]"}');
    const shared = { x: 1 };
    expect(stringifyDeep([shared, shared])).toBe('[{"x":1},{"x":1}]');
  });
});

describe('capDepth', () => {
  it('keeps levels below the cap as they are and the rest as JSON text', () => {
    const capped = capDepth(nested(10_000));
    let node: unknown = capped;
    let depth = 0;
    while (typeof node === 'object' && node !== null) {
      node = Array.isArray(node) ? node[0] : (node as Record<string, unknown>).a;
      depth += 1;
    }
    expect(depth).toBe(MAX_RECORD_DEPTH);
    expect(typeof node).toBe('string');
    expect(() => structuredClone(capped)).not.toThrow();
    expect(() => JSON.stringify(capped)).not.toThrow();
  });

  it('leaves shallow records untouched', () => {
    const record = { id: 'm1', contact: { name: 'A', tags: ['x'] } };
    expect(capDepth(structuredClone(record))).toEqual(record);
  });
});
