// Every IPC operation fed a few hundred seeded random payloads, each malformed by construction:
// always invalid_request, never a throw, never a handler call, never a polluted prototype.
import { describe, expect, it } from 'vitest';
import type { OperationName } from '../../common/ipc/contract';
import { operations } from '../../common/ipc/contract';
import type { Handlers } from './dispatch';
import { createDispatch } from './dispatch';
import { createRandom, type Random } from '../test/random-values';
import { VALID_INPUTS } from '../test/ipc-inputs';

const appUrl = 'app://sms-explorer/index.html';
const names = Object.keys(operations) as OperationName[];
const PAYLOADS_PER_OPERATION = 300;
const BASE_SEED = 0x5eed_1e55;
/** Longer than every string the contract accepts (the longest, pageToken, stops at 10,000). */
const HUGE = 10_001;
const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'];
/** Fields where a huge string is a valid value (a copy of many rows), so it is no wrong type there. */
const LONG_TEXT_FIELDS = new Set(['clipboardWriteText.text']);
/** Fields where null is a valid value (null clears a location's time zone; a layout's null location is the search across locations). */
const NULLABLE_FIELDS = new Set([
  'setLocationTimeZone.timeZone',
  ...['getColumnLayout', 'saveColumnLayout', 'resetColumnLayout'].map((name) => `${name}.locationId`),
]);

interface Payload {
  /** What was done to the valid input, printed when a payload is not refused. */
  what: string;
  value: unknown;
}

type Mutation = (random: Random, valid: Record<string, unknown>, name: OperationName) => Payload | null;

function hugeString(random: Random): string {
  return random.pick(['x', 'é', '\u0000', '𝄞', '"', '\\']).repeat(random.int(HUGE, 1_200_000));
}

function deeplyNested(random: Random, asArrays: boolean): unknown {
  let value: unknown = random.pick([null, 1, 'leaf']);
  const depth = random.int(1000, 20_000);
  for (let level = 0; level < depth; level++) value = asArrays ? [value] : { a: value };
  return value;
}

/** An object whose own key is a prototype-pollution name, with a payload under it. */
function withOwnKey(base: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy = { ...base };
  Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
  return copy;
}

function pollutingValue(random: Random): unknown {
  return random.pick([{ polluted: true }, { prototype: { polluted: true } }, JSON.parse('{"__proto__": {"polluted": true}}')]);
}

function randomText(random: Random): string {
  const alphabets = ['abcxyz', '0123456789', ' \t\n\r', '\u0000\u0001\u001f\u007f', 'éü€中文', '😀𝄞\u200b\ufeff', '"\'\\<>&{}[]'];
  return Array.from({ length: random.int(0, 40) }, () => random.pick([...random.pick(alphabets)])).join('');
}

/** How a value looks to a schema; every number here is one that no number field accepts. */
type Shape = 'bad-number' | 'text' | 'huge-text' | 'boolean' | 'null' | 'array' | 'record' | 'exotic';

/** For a field whose valid value is `sample`: shapes that could still be valid for it. */
function shapesValidFor(sample: unknown, longText: boolean, nullable: boolean): Shape[] {
  if (nullable) return [...shapesValidFor(sample, longText, false), 'null'];
  if (typeof sample === 'string') return longText ? ['text', 'huge-text'] : ['text'];
  if (typeof sample === 'boolean') return ['boolean'];
  if (Array.isArray(sample)) return ['array'];
  // A filter body or a row is a record of anything; a Date or a Map might pass for one.
  if (isRecord(sample)) return ['record', 'exotic'];
  return [];
}

function wrongTypeFor(random: Random, sample: unknown, longText: boolean, nullable: boolean): { what: string; value: unknown } {
  const candidates: [string, Shape, () => unknown][] = [
    ['NaN', 'bad-number', () => Number.NaN],
    ['Infinity', 'bad-number', () => Number.POSITIVE_INFINITY],
    ['-Infinity', 'bad-number', () => Number.NEGATIVE_INFINITY],
    ['a fraction', 'bad-number', () => random.int(1, 1000) + 0.5],
    ['a negative number', 'bad-number', () => -random.int(1, 1_000_000)],
    ['a huge number', 'bad-number', () => 1e300],
    ['a string', 'text', () => randomText(random)],
    ['a huge string', 'huge-text', () => hugeString(random)],
    ['a boolean', 'boolean', () => random.chance(0.5)],
    ['null', 'null', () => null],
    ['an empty array', 'array', () => []],
    ['an array', 'array', () => [randomText(random), random.int(0, 10)]],
    ['a deeply nested array', 'array', () => deeplyNested(random, true)],
    ['an object', 'record', () => ({ [randomText(random)]: randomText(random) })],
    ['a deeply nested object', 'record', () => deeplyNested(random, false)],
    ['a Date', 'exotic', () => new Date(0)],
    ['a Map', 'exotic', () => new Map([['a', 1]])],
  ];
  const excluded = shapesValidFor(sample, longText, nullable);
  const [what, , make] = random.pick(candidates.filter(([, shape]) => !excluded.includes(shape)));
  return { what, value: make() };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function requiredFields(name: OperationName, valid: Record<string, unknown>): string[] {
  const shape = operations[name].input.shape as Record<string, { safeParse(value: unknown): { success: boolean } }>;
  return Object.keys(valid).filter((field) => !shape[field]?.safeParse(undefined).success);
}

/** An element no array field of the contract accepts in place of its sample element. */
function wrongElement(random: Random, sample: unknown): unknown {
  if (typeof sample === 'number') return random.pick([0, -1, 1.5, Number.NaN, '1', null]);
  if (typeof sample === 'string') return random.pick([1, null, {}, [], hugeString(random)]);
  if (isRecord(sample)) return random.pick([null, 'row', 7, [], [sample]]);
  throw new Error(`No wrong element known for ${typeof sample}`);
}

const mutations: Record<string, Mutation> = {
  'not an object': (random, valid) => {
    const values: [string, () => unknown][] = [
      ['undefined', () => undefined],
      ['null', () => null],
      ['a number', () => random.pick([0, 1, -1, Number.NaN, Number.POSITIVE_INFINITY])],
      ['a string', () => randomText(random)],
      ['a huge string', () => hugeString(random)],
      ['a boolean', () => random.chance(0.5)],
      ['an array of the valid input', () => [valid]],
      ['a deeply nested value', () => deeplyNested(random, random.chance(0.5))],
      ['a Date', () => new Date()],
      ['a Map', () => new Map([['connectionId', 'c1']])],
      ['a Set', () => new Set(['connectionId'])],
      ['a typed array', () => new Uint8Array(8)],
    ];
    const [what, make] = random.pick(values);
    return { what: `the payload is ${what}`, value: make() };
  },
  'an extra field': (random, valid) => {
    const key = random.pick([
      ...POLLUTION_KEYS,
      ...POLLUTION_KEYS,
      'toString',
      'hasOwnProperty',
      'then',
      '',
      randomText(random) || 'x',
      'k'.repeat(HUGE),
    ]);
    const value = random.pick<() => unknown>([
      () => pollutingValue(random),
      () => deeplyNested(random, random.chance(0.5)),
      () => randomText(random),
      () => 1,
      () => null,
    ])();
    return { what: `extra key ${JSON.stringify(key.slice(0, 20))}`, value: withOwnKey(valid, key, value) };
  },
  'a JSON __proto__ key': (_random, valid) => ({
    what: 'a __proto__ key made by JSON.parse',
    value: JSON.parse(`{"__proto__": {"polluted": true}${Object.keys(valid).length > 0 ? `, ${JSON.stringify(valid).slice(1, -1)}` : ''}}`),
  }),
  'a missing field': (random, valid, name) => {
    const required = requiredFields(name, valid);
    if (required.length === 0) return null;
    const field = random.pick(required);
    const { [field]: _removed, ...rest } = valid;
    return { what: `without ${field}`, value: rest };
  },
  'a field of the wrong type': (random, valid, name) => {
    const fields = Object.keys(valid);
    if (fields.length === 0) return null;
    const field = random.pick(fields);
    const { what, value } = wrongTypeFor(
      random,
      valid[field],
      LONG_TEXT_FIELDS.has(`${name}.${field}`),
      NULLABLE_FIELDS.has(`${name}.${field}`),
    );
    return { what: `${field} is ${what}`, value: { ...valid, [field]: value } };
  },
  'an array element of the wrong type': (random, valid) => {
    const arrays = Object.keys(valid).filter((field) => Array.isArray(valid[field]) && (valid[field] as unknown[]).length > 0);
    if (arrays.length === 0) return null;
    const field = random.pick(arrays);
    const list = [...(valid[field] as unknown[])];
    const element = wrongElement(random, list[0]);
    list.splice(random.int(0, list.length), 0, element);
    return { what: `${field} holds a wrong element`, value: { ...valid, [field]: list } };
  },
  'a body the app must refuse': (random, valid) => {
    if (!isRecord(valid.body)) return null;
    const [what, body] = random.pick<[string, unknown]>([
      ['page_token in the body', { ...valid.body, page_token: randomText(random) }],
      ['page_size in the body', { ...valid.body, page_size: random.int(-5, 1000) }],
      ['a filter name over 200 characters', { ...valid.body, ['f'.repeat(random.int(201, 5000))]: 1 }],
      ['an array body', [valid.body]],
      ['a filter nested thousands of levels deep', { ...valid.body, nested: deeplyNested(random, random.chance(0.5)) }],
      ['a filter value of up to 2 MB', { ...valid.body, query: 'x'.repeat(random.int(40_000, 2_000_000)) }],
      ['a filter value JSON cannot carry', { ...valid.body, value: random.pick<unknown>([Number.NaN, new Date(0), new Map(), 1n]) }],
    ]);
    return { what, value: { ...valid, body } };
  },
};

function payloadsFor(name: OperationName, seed: number): Payload[] {
  const random = createRandom(seed);
  const valid = VALID_INPUTS[name];
  const kinds = Object.keys(mutations);
  const payloads: Payload[] = [];
  while (payloads.length < PAYLOADS_PER_OPERATION) {
    const kind = random.pick(kinds);
    const payload = mutations[kind]?.(random, valid, name);
    if (payload) payloads.push({ what: `${kind}: ${payload.what}`, value: payload.value });
  }
  return payloads;
}

function prototypeSnapshot(): string {
  return [Object.prototype, Array.prototype, Function.prototype, String.prototype]
    .map((prototype) => Object.getOwnPropertyNames(prototype).sort().join(','))
    .join('|');
}

describe('dispatch fuzz', () => {
  it.each(names.map((name, index) => [name, BASE_SEED + index] as const))(
    'refuses every malformed %s payload (seed %i)',
    async (name, seed) => {
      const calls: string[] = [];
      const handlers = Object.fromEntries(
        names.map((operation) => [operation, async () => void calls.push(operation)]),
      ) as unknown as Handlers;
      const dispatch = createDispatch({ handlers, isTrustedSender: (url) => url === appUrl });
      const prototypesBefore = prototypeSnapshot();
      const accepted: string[] = [];

      const payloads = payloadsFor(name, seed);
      for (const [index, payload] of payloads.entries()) {
        const result = await dispatch(operations[name].channel, payload.value, appUrl);
        const refused = !result.ok && result.error.kind === 'invalid_request' && result.error.message.length <= 500;
        if (!refused) accepted.push(`#${index} ${payload.what} → ${JSON.stringify(result).slice(0, 200)}`);
      }

      expect(accepted, `seed ${seed}`).toEqual([]);
      expect(calls).toEqual([]);
      expect(prototypeSnapshot()).toBe(prototypesBefore);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      // Every kind of mutation that applies to this operation was tried.
      const tried = new Set(payloads.map((payload) => payload.what.split(':')[0]));
      expect(tried.size).toBeGreaterThanOrEqual(Object.keys(VALID_INPUTS[name]).length === 0 ? 3 : 5);
    },
    30_000,
  );

  it('still runs each operation with its valid input afterwards', async () => {
    const calls: string[] = [];
    const handlers = Object.fromEntries(
      names.map((operation) => [operation, async () => void calls.push(operation)]),
    ) as unknown as Handlers;
    const dispatch = createDispatch({ handlers, isTrustedSender: (url) => url === appUrl });
    for (const name of names) expect((await dispatch(operations[name].channel, VALID_INPUTS[name], appUrl)).ok).toBe(true);
    expect(calls).toEqual(names);
  });
});
