import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RequestLog } from './request-log';
import { SEARCH_PATH } from './request-handler';
import { startDemoApi } from './server';
import { page, post, testSetup } from './test/support';

let directory: string;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'demo-api-log-'));
});
afterAll(() => rm(directory, { recursive: true, force: true }));

describe('request log', () => {
  it('records every request in memory and as JSON lines, with the token reduced to its last 4 characters', async () => {
    const setup = testSetup();
    const file = join(directory, 'requests.jsonl');
    const api = await startDemoApi({ ...setup.config, requestLog: file });
    try {
      const first = await page(api, setup.small, { page_size: 2, direction: 'INBOUND' });
      await post(api, setup.small, { page_size: 2, direction: 'INBOUND', page_token: first.next_page_token });
      await post(api, setup.small, {}, { rawBody: 'not json' });
      await post(api, null, {}, { method: 'GET', path: '/elsewhere?x=1' });

      expect(api.requests.map((entry) => [entry.method, entry.path])).toEqual([
        ['POST', SEARCH_PATH],
        ['POST', SEARCH_PATH],
        ['POST', SEARCH_PATH],
        ['GET', '/elsewhere?x=1'],
      ]);
      const [firstEntry, secondEntry, thirdEntry, fourthEntry] = api.requests;
      expect(firstEntry?.headers.authorization).toBe(`Bearer …${setup.alphaToken.slice(-4)}`);
      expect(firstEntry?.headers['location-id']).toBe('small');
      expect(Date.parse(firstEntry?.time ?? '')).not.toBeNaN();
      expect(secondEntry?.body).toEqual({ page_size: 2, direction: 'INBOUND', page_token: first.next_page_token });
      expect(thirdEntry?.body).toBe('not json');
      expect(fourthEntry?.body).toBeNull();
    } finally {
      await api.close();
    }
    const text = await readFile(file, 'utf8');
    expect(text).not.toContain(setup.alphaToken);
    const lines = text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as unknown);
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatchObject({ method: 'POST', path: SEARCH_PATH, body: { page_size: 2 } });
  });

  it('refuses to start when the log file cannot be opened', async () => {
    await expect(startDemoApi({ requestLog: join(directory, 'missing', 'log.jsonl') })).rejects.toThrow(/ENOENT/);
  });

  it('keeps only the most recent 10,000 requests in memory', async () => {
    const log = await RequestLog.open(undefined);
    for (let index = 0; index < 10_005; index++) log.record({ time: '', method: 'POST', path: `/${index}`, headers: {}, body: null });
    expect(log.entries).toHaveLength(10_000);
    expect(log.entries[0]?.path).toBe('/5');
    await log.close();
  });

  it('never keeps a whole short token', async () => {
    const setup = testSetup();
    const api = await startDemoApi(setup.config);
    try {
      await post(api, null, {}, { headers: { Authorization: 'Bearer abc' } });
      await post(api, null, {}, { headers: { Authorization: 'Token something-secret' } });
      expect(api.requests.map((entry) => entry.headers.authorization)).toEqual(['Bearer …', '[redacted]']);
    } finally {
      await api.close();
    }
  });
});
