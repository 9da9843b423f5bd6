import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startDemoApi } from '../../demo-api/server';
import type { DemoApi } from '../../demo-api/server';
import { createTestServices } from '../test/main-services';
import { makeTempDir } from '../test/test-stores';
import type { TempDir } from '../test/test-stores';
import { okValue as value } from '../test/ok-value';

let dir: TempDir;
let demo: DemoApi;
beforeEach(async () => {
  dir = await makeTempDir();
  demo = await startDemoApi({ latencyMs: 0 });
});
afterEach(async () => {
  await demo.close();
  await dir.remove();
});

async function openDemo() {
  const { services, call } = createTestServices({ dir: dir.path, demoBaseUrl: demo.baseUrl });
  const connection = value(await call('getState', {})).connections.find((candidate) => candidate.isDemo)!;
  const place = { connectionId: connection.id, locationId: connection.locations[0]!.id };
  return { services, call, connection, place };
}

describe('the request target', () => {
  it('gives a search page, a verification and an export of all pages their connection without rebuilding the app state', async () => {
    const { services, call, place } = await openDemo();
    const getState = vi.spyOn(services.connections, 'getState');
    const query = { ...place, body: {}, pageSize: 2 };
    const first = value(await call('searchMessages', { ...query, requestId: 'r1' }));
    value(await call('searchMessages', { ...query, requestId: 'r2', pageToken: first.nextPageToken! }));
    expect(value(await call('verifyLocation', place)).status).toBe('ok');
    // A search that matches nothing: one page to walk.
    const none = { ...query, body: { query: `no-such-message-${crypto.randomUUID()}` } };
    expect(value(await call('exportAll', { ...none, exportId: 'e1', bom: false, suggestedName: 'all' }))).toMatchObject({
      status: 'complete',
    });
    expect(getState).not.toHaveBeenCalled();
  });

  it('sends a page token only to the server of its session, the demo included', async () => {
    const { call, place, connection } = await openDemo();
    const query = { ...place, body: {}, pageSize: 2 };
    const first = value(await call('searchMessages', { ...query, requestId: 'r1' }));
    const next = { ...query, pageToken: first.nextPageToken!, pageTokenFrom: connection.baseUrl };
    expect(value(await call('searchMessages', { ...next, requestId: 'r2' })).items).toHaveLength(2);
    const asked = demo.requests.length;
    const moved = await call('searchMessages', { ...next, requestId: 'r3', pageTokenFrom: 'https://earlier.example.test' });
    expect(moved.ok).toBe(false);
    if (!moved.ok)
      expect(moved.error.message).toMatch(
        /now points at another server than when this search started, so its page token, issued by the earlier one, is not sent to it/,
      );
    expect(demo.requests.length).toBe(asked);
  });

  it("names the location by its name in the API's refusals", async () => {
    const { call, place } = await openDemo();
    // A location the demo token was never granted: the refusal is about it, and says which by name.
    const other = { connectionId: place.connectionId, locationId: 'loc-not-granted' };
    value(await call('addLocation', { ...other, name: 'Harbour desk' }));
    const refused = await call('searchMessages', { ...other, body: {}, pageSize: 2, requestId: 'r1' });
    expect(refused).toMatchObject({
      ok: false,
      error: { kind: 'unauthorized', message: expect.stringContaining('Harbour desk (loc-not-granted)') },
    });
    const verification = value(await call('verifyLocation', other));
    expect(verification).toMatchObject({
      status: 'failed',
      error: { kind: 'unauthorized', message: expect.stringContaining('Harbour desk (loc-not-granted)') },
    });
  });
});
