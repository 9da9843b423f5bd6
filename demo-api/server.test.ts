import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { DemoConfigError } from './config';
import { messageAt } from './messages';
import { startDemoApi } from './server';
import { fakeToken, ids, page, post, testSetup } from './test/support';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

describe('startDemoApi', () => {
  it('listens on 127.0.0.1 on the port asked for', async () => {
    const port = await freePort();
    const api = await startDemoApi({}, { port });
    try {
      expect(api.port).toBe(port);
      expect(api.baseUrl).toBe(`http://127.0.0.1:${port}`);
      await expect(startDemoApi({}, { port })).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await api.close();
    }
  });

  it('throws DemoConfigError for an invalid config', async () => {
    await expect(startDemoApi({ sparsePages: -1 })).rejects.toThrow(DemoConfigError);
  });

  it('adds latencyMs to every search', async () => {
    const setup = testSetup({ latencyMs: 150 });
    const api = await startDemoApi(setup.config);
    try {
      const started = Date.now();
      expect((await post(api, setup.small)).status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    } finally {
      await api.close();
    }
  });

  it('serves the far end of a 1,000,000-message location quickly (messages are generated on demand)', async () => {
    const token = fakeToken();
    const api = await startDemoApi({
      tokens: { [token]: ['huge'] },
      locations: { huge: { name: 'Huge', messages: 1_000_000 } },
      sparsePages: 0,
    });
    try {
      const caller = { token, location: 'huge' };
      const started = Date.now();
      const tail = await page(api, caller, { created_before: messageAt(api.config, 'huge', 999_990).created_at, page_size: 100 });
      expect(Date.now() - started).toBeLessThan(1000);
      expect(tail).not.toHaveProperty('next_page_token');
      expect(ids(tail.smsMessages).at(-1)).toBe(messageAt(api.config, 'huge', 999_999).id);
      expect(tail.smsMessages.length).toBeGreaterThanOrEqual(9);
    } finally {
      await api.close();
    }
  });
});
