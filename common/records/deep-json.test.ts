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

describe('capDepth with a scrub', () => {
  const scrub = (text: string) => text.replaceAll('SECRET', '[x]');

  it('scrubs every string, in objects and arrays, and the JSON text of the capped levels', () => {
    const record = JSON.parse(
      '{"a":"1 SECRET","b":["SECRET",{"c":"SECRET 2"}],"n":5,"deep":' + JSON.stringify(nested(40)).replace('1', '"SECRET"') + '}',
    ) as Record<string, unknown>;
    const out = capDepth(record, scrub);
    expect(JSON.stringify(out)).not.toContain('SECRET');
    expect(out).toMatchObject({ a: '1 [x]', b: ['[x]', { c: '[x] 2' }], n: 5 });
  });

  it('renames scrubbed member names in place, numbering the ones that meet, and keeps "__proto__" plain data', () => {
    const record = JSON.parse('{"first":1,"k SECRET":2,"k [x]":3,"k SECRETSECRET":4,"__proto__":{"p":"SECRET"},"last":5}') as Record<
      string,
      unknown
    >;
    const out = capDepth(record, scrub);
    expect(Object.keys(out)).toEqual(['first', 'k [x] (2)', 'k [x]', 'k [x][x]', '__proto__', 'last']);
    expect(Object.values(out)).toEqual([1, 2, 3, 4, { p: '[x]' }, 5]);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
  });
});

describe('capDepth renaming many names that scrub alike', () => {
  const scrub = (text: string) => (text.startsWith('SECRET') ? '[x]' : text);
  const recordOf = (names: number) => Object.fromEntries(Array.from({ length: names }, (_, at) => [`SECRET${at}`, at]));

  /** The fastest of a few runs (ms) of renaming `records` records of `names` colliding names each. */
  function fastestRename(records: number, names: number): number {
    let fastest = Infinity;
    for (let run = 0; run < 10; run++) {
      const inputs = Array.from({ length: records }, () => recordOf(names));
      const started = performance.now();
      for (const record of inputs) capDepth(record, scrub);
      fastest = Math.min(fastest, performance.now() - started);
    }
    return fastest;
  }

  it('numbers them all, each once, keeping every value', () => {
    const out = capDepth({ ...recordOf(1_000), '[x] (3)': 'kept' }, scrub);
    const keys = Object.keys(out);
    expect(new Set(keys).size).toBe(1_001);
    expect(keys.slice(0, 4)).toEqual(['[x]', '[x] (2)', '[x] (4)', '[x] (5)']);
    expect(out['[x] (3)']).toBe('kept');
    expect(Object.values(out).slice(0, 1_000)).toEqual(Array.from({ length: 1_000 }, (_, at) => at));
  });

  it('takes time in proportion to the names: one record of 4,000 costs about what 8 of 500 do', () => {
    // The same number of names either way: a linear renaming takes the same time, a quadratic one 8 times as long.
    fastestRename(2, 500);
    const small = fastestRename(8, 500);
    const large = fastestRename(1, 4_000);
    expect(large / small).toBeLessThan(4);
  });
});

describe('capDepth with a scrub per kind of text', () => {
  const mark = (tag: string) => (text: string) => text.replaceAll('SECRET', `[${tag}]`);

  it('scrubs strings and names with `strings`, and the JSON text of the capped levels with `text`', () => {
    const record = JSON.parse(
      `{"a":"SECRET","n SECRET":["SECRET"],"deep":${JSON.stringify(nested(40)).replace('1', '"SECRET"')}}`,
    ) as Record<string, unknown>;
    const out = capDepth(record, { strings: mark('s'), text: mark('t') });
    expect(out).toMatchObject({ a: '[s]', 'n [s]': ['[s]'] });
    const text = JSON.stringify(out);
    expect(text).toContain('[t]');
    expect(text).not.toContain('SECRET');
  });

  it('with `strings` null, leaves strings and names as they are and still caps and scrubs the deep levels', () => {
    const record = JSON.parse(
      `{"a":"SECRET","n SECRET":["SECRET",{"b":"SECRET"}],"deep":${JSON.stringify(nested(40)).replace('1', '"SECRET"')}}`,
    ) as Record<string, unknown>;
    const out = capDepth(record, { strings: null, text: mark('t') });
    expect(out).toMatchObject({ a: 'SECRET', 'n SECRET': ['SECRET', { b: 'SECRET' }] });
    expect(JSON.stringify(out)).toContain('[t]');
    expect(() => structuredClone(out)).not.toThrow();
  });
});
