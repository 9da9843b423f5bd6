import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoApi } from './server';
import { startDemoApi } from './server';
import type { Reply } from './test/support';
import { fakeToken, ids, page, post, testSetup } from './test/support';

const setup = testSetup();
let api: DemoApi;

beforeAll(async () => {
  api = await startDemoApi(setup.config);
});
afterAll(() => api.close());

function expectError(reply: Reply, status: number, code: string): void {
  expect(reply.status).toBe(status);
  expect(reply.headers.get('content-type')).toBe('application/json');
  expect(reply.json.error?.code).toBe(code);
  expect(reply.json.error?.message).toMatch(/\w+ \w+/);
}

describe('authentication', () => {
  it('accepts a valid token for one of its locations', async () => {
    const reply = await post(api, setup.small, { page_size: 3 });
    expect(reply.status).toBe(200);
    expect(reply.json.smsMessages).toHaveLength(3);
  });

  it('accepts the Bearer scheme in any case', async () => {
    const reply = await post(api, null, {}, { headers: { Authorization: `bearer ${setup.alphaToken}`, 'Location-Id': 'small' } });
    expect(reply.status).toBe(200);
  });

  it.each([
    ['missing', {}],
    ['not Bearer', { Authorization: 'Basic dXNlcjpwYXNz' }],
    ['Bearer without a token', { Authorization: 'Bearer ' }],
    ['Bearer with two words', { Authorization: 'Bearer one two' }],
    ['unknown', { Authorization: `Bearer ${fakeToken()}` }],
  ])('refuses a %s token with 401 UNAUTHENTICATED', async (_, headers: Record<string, string>) => {
    const reply = await post(api, null, {}, { headers: { ...headers, 'Location-Id': 'small' } });
    expectError(reply, 401, 'UNAUTHENTICATED');
    expect(reply.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });

  it('never repeats the token in an error', async () => {
    const token = fakeToken();
    const reply = await post(api, { token, location: 'small' });
    expectError(reply, 401, 'UNAUTHENTICATED');
    expect(reply.text).not.toContain(token);
  });

  it('requires Location-Id (401 LOCATION_REQUIRED)', async () => {
    expectError(await post(api, null, {}, { headers: { Authorization: `Bearer ${setup.alphaToken}` } }), 401, 'LOCATION_REQUIRED');
    expectError(await post(api, { token: setup.alphaToken, location: '' }), 401, 'LOCATION_REQUIRED');
  });

  it('refuses a location the token may not access, or that does not exist (401 LOCATION_NOT_ACCESSIBLE)', async () => {
    expectError(await post(api, { token: setup.bravoToken, location: 'small' }), 401, 'LOCATION_NOT_ACCESSIBLE');
    expectError(await post(api, { token: setup.alphaToken, location: 'nowhere' }), 401, 'LOCATION_NOT_ACCESSIBLE');
  });

  it('checks the token before the location, and auth before the body', async () => {
    expectError(await post(api, { token: fakeToken(), location: '' }), 401, 'UNAUTHENTICATED');
    expectError(
      await post(api, { token: setup.bravoToken, location: 'small' }, {}, { rawBody: '{not json' }),
      401,
      'LOCATION_NOT_ACCESSIBLE',
    );
    expectError(await post(api, { token: fakeToken(), location: 'small' }, { page_size: -1 }), 401, 'UNAUTHENTICATED');
  });
});

describe('location isolation', () => {
  it('serves each location its own messages only', async () => {
    const other = await page(api, setup.other, { page_size: 100 });
    const small = await page(api, setup.small, { page_size: 100 });
    expect(other.smsMessages.every((message) => message.location_id === 'other')).toBe(true);
    expect(small.smsMessages.every((message) => message.location_id === 'small')).toBe(true);
    const overlap = ids(other.smsMessages).filter((id) => ids(small.smsMessages).includes(id));
    expect(overlap).toEqual([]);
  });

  it('gives two tokens of the same location the same messages', async () => {
    const viaAlpha = await page(api, setup.other, { page_size: 20 });
    const viaBravo = await page(api, setup.bravoOther, { page_size: 20 });
    expect(ids(viaBravo.smsMessages)).toEqual(ids(viaAlpha.smsMessages));
  });
});

describe('a server that words every 401 alike (unauthorizedWording: "bare")', () => {
  const bare = testSetup({ unauthorizedWording: 'bare' });
  let bareApi: DemoApi;
  beforeAll(async () => {
    bareApi = await startDemoApi(bare.config);
  });
  afterAll(() => bareApi.close());

  it('answers a bad token and a refused location with the same code and message', async () => {
    const badToken = await post(bareApi, { token: fakeToken(), location: 'small' });
    const refusedLocation = await post(bareApi, { token: bare.bravoToken, location: 'small' });
    for (const reply of [badToken, refusedLocation]) {
      expect(reply.status).toBe(401);
      expect(reply.json.error).toEqual({ code: 'UNAUTHENTICATED', message: 'Unauthorized' });
    }
    expect((await post(bareApi, bare.bravoOther, { page_size: 1 })).status).toBe(200);
  });
});
