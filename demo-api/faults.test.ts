import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchingMessages } from './messages';
import { SEARCH_PATH } from './request-handler';
import type { DemoApi } from './server';
import { startDemoApi } from './server';
import { ids, page, post, testSetup } from './test/support';

const setup = testSetup({ faults: { retryAfterSeconds: 2 }, slowMs: 300 });
let api: DemoApi;

beforeAll(async () => {
  api = await startDemoApi(setup.config);
});
afterAll(() => api.close());

function searchRequest(target: DemoApi = api): Promise<Response> {
  return fetch(`${target.baseUrl}${SEARCH_PATH}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${setup.alphaToken}`, 'Location-Id': 'small', 'Content-Type': 'application/json' },
    body: '{"page_size": 3}',
    redirect: 'manual',
  });
}

describe('queued faults', () => {
  it.each([
    ['429', 429, 'RESOURCE_EXHAUSTED', '2'],
    ['429-bare', 429, 'RESOURCE_EXHAUSTED', null],
    ['500', 500, 'INTERNAL', null],
    ['503', 503, 'UNAVAILABLE', '2'],
  ] as const)('%s answers %i %s (Retry-After %s)', async (kind, status, code, retryAfter) => {
    api.queueFaults(kind);
    const reply = await post(api, setup.small);
    expect(reply.status).toBe(status);
    expect(reply.json.error?.code).toBe(code);
    expect(reply.headers.get('retry-after')).toBe(retryAfter);
  });

  it('429-date sends Retry-After as an HTTP date a few seconds ahead', async () => {
    api.queueFaults('429-date');
    const reply = await post(api, setup.small);
    expect(reply.status).toBe(429);
    const retryAt = Date.parse(reply.headers.get('retry-after') ?? '');
    expect(reply.headers.get('retry-after')).toMatch(/GMT$/);
    expect(retryAt - Date.now()).toBeGreaterThan(500);
    expect(retryAt - Date.now()).toBeLessThan(4000);
  });

  it('reset drops the connection after the headers and part of the body', async () => {
    api.queueFaults('reset');
    const response = await searchRequest();
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
  });

  it('malformed sends truncated JSON with a 200', async () => {
    api.queueFaults('malformed');
    const response = await searchRequest();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    const text = await response.text();
    expect(text.startsWith('{"smsMessages":[')).toBe(true);
    expect(() => JSON.parse(text)).toThrow();
  });

  it('wrong-shape sends JSON without any results array', async () => {
    api.queueFaults('wrong-shape');
    const response = await searchRequest();
    const json = (await response.json()) as Record<string, unknown>;
    expect(response.status).toBe(200);
    expect(Object.values(json).some(Array.isArray)).toBe(false);
  });

  it('empty-200 sends an empty body', async () => {
    api.queueFaults('empty-200');
    const response = await searchRequest();
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it('wrong-content-type sends an HTML page', async () => {
    api.queueFaults('wrong-content-type');
    const response = await searchRequest();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toMatch(/^<!doctype html>/);
  });

  it('huge-body streams a ~20 MB JSON page', async () => {
    api.queueFaults('huge-body');
    const response = await searchRequest();
    expect(response.headers.get('content-length')).toBeNull();
    const text = await response.text();
    expect(text.length).toBeGreaterThan(20 * 1024 * 1024);
    expect(Array.isArray((JSON.parse(text) as { smsMessages: unknown }).smsMessages)).toBe(true);
  });

  it('huge-body stops when the client gives up reading', async () => {
    api.queueFaults('huge-body');
    const response = await searchRequest();
    const reader = response.body?.getReader();
    await reader?.read();
    await reader?.cancel();
    expect((await post(api, setup.small)).status).toBe(200);
  });

  it('slow waits slowMs, then answers normally', async () => {
    api.queueFaults('slow');
    const started = Date.now();
    const reply = await post(api, setup.small, { page_size: 3 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(ids(reply.json.smsMessages ?? [])).toEqual(ids(matchingMessages(api.config, 'small')).slice(0, 3));
  });

  it('redirect answers 307 to the same path on another origin', async () => {
    api.queueFaults('redirect');
    const response = await searchRequest();
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe(`http://localhost:${api.port}${SEARCH_PATH}`);
  });

  it('are played in order, one per search request', async () => {
    api.queueFaults('500', '429', '503');
    const statuses = [];
    for (let count = 0; count < 4; count++) statuses.push((await post(api, setup.small)).status);
    expect(statuses).toEqual([500, 429, 503, 200]);
  });

  it('do not consume a page: the retried token gives the page it would have given', async () => {
    const first = await page(api, setup.small, { page_size: 10 });
    api.queueFaults('503');
    const body = { page_size: 10, page_token: first.next_page_token };
    expect((await post(api, setup.small, body)).status).toBe(503);
    const second = await page(api, setup.small, body);
    expect(ids(second.smsMessages)).toEqual(ids(matchingMessages(api.config, 'small')).slice(10, 20));
  });

  it('refuse an unknown kind', () => {
    expect(() => api.queueFaults('418' as never)).toThrow(TypeError);
  });
});

describe('random faults', () => {
  const config = { ...setup.config, faults: { rate: 0.5, kinds: ['500', '503'] as ('500' | '503')[], seed: 'fixed' } };

  async function statuses(target: DemoApi, count: number): Promise<number[]> {
    const seen = [];
    for (let index = 0; index < count; index++) seen.push((await searchRequest(target)).status);
    return seen;
  }

  it('are seeded: two servers with the same config fail the same requests', async () => {
    const [one, two] = await Promise.all([startDemoApi(config), startDemoApi(config)]);
    try {
      const first = await statuses(one, 20);
      expect(await statuses(two, 20)).toEqual(first);
      expect(first).toContain(200);
      expect(first).toContain(500);
      expect(first).toContain(503);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });

  it('come after queued faults', async () => {
    const target = await startDemoApi(config);
    const reference = await startDemoApi(config);
    try {
      target.queueFaults('429');
      expect(await statuses(target, 7)).toEqual([429, ...(await statuses(reference, 6))]);
    } finally {
      await Promise.all([target.close(), reference.close()]);
    }
  });
});

describe('closing', () => {
  it('does not wait for a slow answer or keep-alive connections', async () => {
    const target = await startDemoApi({ ...setup.config, slowMs: 60_000 });
    target.queueFaults('slow');
    const pending = searchRequest(target).then(
      () => 'answered',
      () => 'failed',
    );
    while (target.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const started = Date.now();
    await target.close();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await pending).toBe('failed');
  });
});
