import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchingMessages } from './messages';
import type { DemoApi } from './server';
import { startDemoApi } from './server';
import { ids, page, post, testSetup, walkForward } from './test/support';

const setup = testSetup();
let api: DemoApi;

beforeAll(async () => {
  api = await startDemoApi(setup.config);
});
afterAll(() => api.close());

const truth = (location: string, filters: Record<string, unknown> = {}) => ids(matchingMessages(api.config, location, filters));

describe('page_size', () => {
  it.each([
    ['omitted', {}, 50],
    ['0', { page_size: 0 }, 50],
    ['null', { page_size: null }, 50],
    ['1', { page_size: 1 }, 1],
    ['exactly the maximum', { page_size: 500 }, 500],
  ])('page_size %s gives %i messages', async (_, body, expected) => {
    const reply = await page(api, setup.medium, body);
    expect(reply.smsMessages).toHaveLength(expected);
    expect(ids(reply.smsMessages)).toEqual(truth('medium').slice(0, expected));
  });

  it.each([
    ['negative', -1],
    ['not an integer', 1.5],
    ['a string', '10'],
    ['a boolean', true],
    ['above the maximum', 501],
  ])('rejects %s with 400 INVALID_ARGUMENT naming page_size', async (_, pageSize) => {
    const reply = await post(api, setup.small, { page_size: pageSize });
    expect(reply.status).toBe(400);
    expect(reply.json.error).toMatchObject({ code: 'INVALID_ARGUMENT', field: 'page_size' });
    expect(reply.json.error?.message).toContain('500');
  });
});

describe('responses', () => {
  it('are JSON pages with a next token until the last page, which has none', async () => {
    const first = await post(api, setup.small, { page_size: 100 });
    expect(first.headers.get('content-type')).toBe('application/json');
    expect(first.json.next_page_token).toMatch(/^[A-Za-z0-9_-]+$/);
    const last = await post(api, setup.small, { page_size: 100, page_token: first.json.next_page_token });
    expect(last.json.smsMessages).toHaveLength(37);
    expect(last.json).not.toHaveProperty('next_page_token');
  });

  it('return an empty page without a next token for an empty location', async () => {
    const reply = await post(api, setup.empty, {});
    expect(reply.json).toEqual({ smsMessages: [] });
  });

  it('serve snake_case messages with a nested contact', async () => {
    const [message] = (await page(api, setup.small, { page_size: 1 })).smsMessages;
    expect(Object.keys(message ?? {}).sort()).toEqual(
      ['body', 'contact', 'created_at', 'delivered_at', 'direction', 'from', 'id', 'location_id', 'media_count', 'status', 'to'].sort(),
    );
    expect(Object.keys(message?.contact ?? {}).sort()).toEqual(['name', 'phone']);
  });
});

describe('full walks', () => {
  it.each([1, 7, undefined, 500])('return every message exactly once, in order, with page_size %s', async (pageSize) => {
    const walk = await walkForward(api, setup.small, pageSize === undefined ? {} : { page_size: pageSize });
    expect(ids(walk.messages)).toEqual(truth('small'));
    expect(walk.pages).toHaveLength(Math.ceil(137 / (pageSize ?? 50)));
  });

  it('walk 20,000 messages at the maximum page size', async () => {
    const walk = await walkForward(api, setup.medium, { page_size: 500 });
    expect(walk.pages).toHaveLength(40);
    expect(ids(walk.messages)).toEqual(truth('medium'));
  });
});

describe('filters', () => {
  const sample = () => [...matchingMessages(api.config, 'small')][40];

  it.each([
    ['query', () => ({ query: 'THANKS' })],
    ['query on a contact name', () => ({ query: sample()?.contact.name ?? 'x' })],
    ['direction', () => ({ direction: 'OUTBOUND' })],
    ['status', () => ({ status: 'RECEIVED' })],
    ['phone_number', () => ({ phone_number: sample()?.contact.phone })],
    ['created_after', () => ({ created_after: sample()?.created_at })],
    ['created_before', () => ({ created_before: sample()?.created_at })],
    [
      'all combined',
      () => ({
        direction: 'INBOUND',
        status: 'RECEIVED',
        query: 'a',
        created_after: '2024-01-01T00:00:00Z',
        created_before: sample()?.created_at,
      }),
    ],
  ])('%s: walks return exactly the matching messages', async (_, filters) => {
    const body = filters();
    const expected = truth('small', body);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(137);
    const walk = await walkForward(api, setup.small, { ...body, page_size: 7 });
    expect(ids(walk.messages)).toEqual(expected);
  });

  it('treat null as not set', async () => {
    const walk = await walkForward(api, setup.small, { direction: null, query: null, page_size: 100 });
    expect(ids(walk.messages)).toEqual(truth('small'));
  });

  it.each([
    ['query', 42],
    ['query', 'x'.repeat(201)],
    ['direction', 'inbound'],
    ['status', 'READ'],
    ['phone_number', '4155550100'],
    ['phone_number', '+0123'],
    ['created_after', 'yesterday'],
    ['created_after', '2025-02-30T00:00:00Z'],
    ['created_before', 1_700_000_000],
  ])('reject %s = %j with 400 INVALID_ARGUMENT naming it', async (field, value) => {
    const reply = await post(api, setup.small, { [field]: value });
    expect(reply.status).toBe(400);
    expect(reply.json.error).toMatchObject({ code: 'INVALID_ARGUMENT', field });
  });

  it('reject a created_before that is not after created_after', async () => {
    const reply = await post(api, setup.small, { created_after: '2025-06-01T00:00:00Z', created_before: '2025-06-01T00:00:00Z' });
    expect(reply.json.error).toMatchObject({ code: 'INVALID_ARGUMENT', field: 'created_before' });
  });

  it('reject unknown fields with 400 UNKNOWN_FIELD naming the field', async () => {
    const reply = await post(api, setup.small, { page_size: 5, pageSize: 5 });
    expect(reply.status).toBe(400);
    expect(reply.json.error).toMatchObject({ code: 'UNKNOWN_FIELD', field: 'pageSize' });
  });
});
