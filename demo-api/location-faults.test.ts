import { afterEach, describe, expect, it } from 'vitest';
import { describeServer } from './cli-args';
import { parseDemoApiConfig } from './config';
import type { DemoApi } from './server';
import { startDemoApi } from './server';
import { fakeToken, problemsOf, post, testSetup, walkForward } from './test/support';

let api: DemoApi | undefined;
afterEach(() => api?.close());

async function serve(small: Record<string, unknown>) {
  const setup = testSetup();
  const locations = setup.config.locations!;
  api = await startDemoApi({ ...setup.config, locations: { ...locations, small: { ...locations.small!, ...small } } });
  return { api, setup };
}

describe('a location set to fail', () => {
  it('answers every search of that location with its status while the other locations answer', async () => {
    const { api, setup } = await serve({ failWith: 500 });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const reply = await post(api, setup.small, { page_size: 5 });
      expect(reply.status).toBe(500);
      expect(reply.json.error).toMatchObject({ code: 'INTERNAL', message: expect.stringContaining('this location') });
    }
    expect((await walkForward(api, setup.other, { page_size: 25 })).messages).toHaveLength(60);
  });

  it('fails only after the searches it answers first, and answers again after failTimes', async () => {
    const { api, setup } = await serve({ failWith: 503, failAfterPages: 2, failTimes: 2 });
    const statuses: number[] = [];
    let token: string | undefined;
    for (let request = 0; request < 6; request += 1) {
      const reply = await post(api, setup.small, { page_size: 10, ...(token && { page_token: token }) });
      statuses.push(reply.status);
      if (reply.status === 200) token = reply.json.next_page_token;
      else expect(reply.headers.get('retry-after')).toBe('1');
    }
    expect(statuses).toEqual([200, 200, 503, 503, 200, 200]);
  });

  it('refuses a token that may not access it with 401 first, without counting that search', async () => {
    const { api, setup } = await serve({ failWith: 500, failTimes: 1 });
    expect((await post(api, { token: setup.bravoToken, location: 'small' })).status).toBe(401);
    expect((await post(api, setup.small)).status).toBe(500);
    expect((await post(api, setup.small)).status).toBe(200);
  });

  it('is said when the server starts', async () => {
    const { api } = await serve({ failWith: 502, failAfterPages: 1, failTimes: 3 });
    expect(describeServer(api)).toMatch(/small +Small Shop +137 messages {2}fails with 502 after 1 search, 3 times/);
  });
});

describe('its config', () => {
  const token = fakeToken();
  const world = (place: Record<string, unknown>) => ({
    tokens: { [token]: ['a'] },
    locations: { a: { name: 'A', messages: 1, ...place } },
  });

  it('takes a server error status only', () => {
    expect(problemsOf(world({ failWith: 404 }))[0]).toMatch(/^locations\.a\.failWith: /);
    expect(parseDemoApiConfig(world({ failWith: 504 })).locations.a?.failWith).toBe(504);
  });

  it('refuses failAfterPages or failTimes without failWith', () => {
    expect(problemsOf(world({ failTimes: 2 }))).toEqual(['locations.a.failTimes: needs failWith (the status this location fails with)']);
    expect(problemsOf(world({ failWith: 500, failTimes: 0 }))[0]).toMatch(/^locations\.a\.failTimes: /);
  });
});
