import { describe, expect, it } from 'vitest';
import { MAX_RECORD_DEPTH } from './deep-json';
import { flattenRecord, inferColumns, toJson } from './flatten';

describe('flattenRecord', () => {
  it('flattens nested plain objects to dotted keys', () => {
    expect(flattenRecord({ id: 'm1', sender: { name: 'Ana', phone: { e164: '+15550001111' } }, body: 'hi' })).toEqual({
      id: 'm1',
      'sender.name': 'Ana',
      'sender.phone.e164': '+15550001111',
      body: 'hi',
    });
  });

  it('keeps arrays whole as JSON text and leaves scalars, null and undefined as they are', () => {
    const flat = flattenRecord({ to: ['+1', '+2'], parts: [{ n: 1 }], count: 3, ok: false, none: null, gone: undefined });
    expect(flat).toEqual({ to: '["+1","+2"]', parts: '[{"n":1}]', count: 3, ok: false, none: null, gone: undefined });
    expect(Object.keys(flat)).toContain('gone');
  });

  it('keeps an empty nested object so the field does not vanish', () => {
    expect(flattenRecord({ meta: {} })).toEqual({ meta: '{}' });
  });

  it('does not overwrite a literal dotted key with a flattened one', () => {
    expect(flattenRecord({ 'a.b': 1, a: { b: 2 } })).toEqual({ 'a.b': 1, 'a.b (2)': 2 });
  });

  it('keeps a __proto__ field as data', () => {
    const flat = flattenRecord(JSON.parse('{"__proto__": {"polluted": true}, "x": 1}') as Record<string, unknown>);
    expect(Object.getPrototypeOf(flat)).toBe(Object.prototype);
    expect(flat['__proto__.polluted']).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();

    const leaf = flattenRecord(JSON.parse('{"__proto__": [1]}') as Record<string, unknown>);
    expect(Object.getPrototypeOf(leaf)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(leaf, '__proto__')?.value).toBe('[1]');
  });

  it('survives values JSON cannot express (bigint, cycles)', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    expect(flattenRecord({ big: [10n], c: cyclic })).toEqual({
      big: '["10"]',
      'c.name': 'loop',
      'c.self': '{"name":"loop","self":"[cyclic value]"}',
    });
    expect(toJson(undefined)).toBe('');
  });
});

describe('flattenRecord with hostile shapes', () => {
  it('flattens a record nested 10,000 levels deep, keeping the deep part as JSON text', () => {
    const deep: Record<string, unknown> = {};
    let node = deep;
    for (let level = 0; level < 10_000; level++) node = node.next = {} as Record<string, unknown>;
    node.leaf = 'bottom';
    const flat = flattenRecord({ id: 'deep', deep });
    const keys = Object.keys(flat);
    expect(keys).toHaveLength(2);
    const deepKey = keys[1] as string;
    expect(deepKey.split('.')).toHaveLength(MAX_RECORD_DEPTH);
    expect(String(flat[deepKey])).toMatch(/"leaf":"bottom"\}+$/);
  });

  it('keeps a 1 MB string as the same string, and 50,000 fields as 50,000 columns', () => {
    const big = 'x'.repeat(1024 * 1024);
    expect(flattenRecord({ body: big }).body).toBe(big);
    const wide = Object.fromEntries(Array.from({ length: 50_000 }, (_, index) => [`f${index}`, index]));
    const flat = flattenRecord({ nested: wide });
    expect(Object.keys(flat)).toHaveLength(50_000);
    expect(inferColumns([flat, flat])).toHaveLength(50_000);
  });
});

describe('inferColumns', () => {
  it('lists keys in first-seen order across rows, with id first', () => {
    const rows = [
      { body: 'a', status: 'sent' },
      { body: 'b', id: '2', 'to.phone': '+1' },
      { extra: true, id: '3' },
    ];
    expect(inferColumns(rows)).toEqual(['id', 'body', 'status', 'to.phone', 'extra']);
  });

  it('gives the same order for the same data every time', () => {
    const rows = [
      { b: 1, a: 2 },
      { c: 3, a: 4 },
    ];
    expect(inferColumns(rows)).toEqual(['b', 'a', 'c']);
    expect(inferColumns(structuredClone(rows))).toEqual(inferColumns(rows));
  });

  it('accepts a lazy iterable and copes with no rows', () => {
    function* rows() {
      yield { x: 1 };
      yield { id: 'a', y: 2 };
    }
    expect(inferColumns(rows())).toEqual(['id', 'x', 'y']);
    expect(inferColumns([])).toEqual([]);
  });
});
