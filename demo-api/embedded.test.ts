import { describe, expect, it } from 'vitest';
import { DEMO_CONNECTION } from './demo-connection';
import { createEmbeddedDemoApi } from './embedded';
import { SEARCH_PATH } from './request-handler';

function searchAsDemo(baseUrl: string): Promise<Response> {
  return fetch(`${baseUrl}${SEARCH_PATH}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${DEMO_CONNECTION.token}`,
      'Location-Id': DEMO_CONNECTION.locations[0]?.id ?? '',
      'Content-Type': 'application/json',
    },
    body: '{"page_size": 5}',
  });
}

describe('createEmbeddedDemoApi', () => {
  it('starts one server on first use, even when asked concurrently, and serves the demo connection', async () => {
    const embedded = createEmbeddedDemoApi();
    try {
      const urls = await Promise.all([embedded.baseUrl(), embedded.baseUrl(), embedded.baseUrl()]);
      expect(new Set(urls).size).toBe(1);
      expect(urls[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const response = await searchAsDemo(urls[0] ?? '');
      expect(((await response.json()) as { smsMessages: unknown[] }).smsMessages).toHaveLength(5);
    } finally {
      await embedded.stop();
    }
  });

  it('stops, and starts again on the next use', async () => {
    const embedded = createEmbeddedDemoApi({ sparsePages: 0 });
    await embedded.stop();
    const first = await embedded.baseUrl();
    await embedded.stop();
    await expect(searchAsDemo(first)).rejects.toThrow();
    const second = await embedded.baseUrl();
    expect((await searchAsDemo(second)).status).toBe(200);
    await embedded.stop();
  });

  it('reports an invalid config on use, and tries again next time', async () => {
    const embedded = createEmbeddedDemoApi({ maxPageSize: -1 });
    await expect(embedded.baseUrl()).rejects.toThrow(/maxPageSize/);
    await expect(embedded.baseUrl()).rejects.toThrow(/maxPageSize/);
    await embedded.stop();
  });
});
