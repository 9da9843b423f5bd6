import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestServices } from '../test/main-services';
import { makeTempDir } from '../test/test-stores';
import type { TempDir } from '../test/test-stores';

let dir: TempDir;
beforeEach(async () => {
  dir = await makeTempDir();
});
afterEach(() => dir.remove());

const DRAFT = {
  filters: { query: '', direction: '', status: '', phoneNumber: '+14155550123', range: '', createdFrom: '', createdTo: '' },
  rawBody: '',
  pageSize: '',
};

describe('searches through IPC', () => {
  it('go with the location removed or the connection deleted', async () => {
    const { call } = createTestServices({ dir: dir.path, demoBaseUrl: 'http://127.0.0.1:9' });
    const created = await call('createConnection', {
      label: 'Acme',
      baseUrl: 'https://api.example.com',
      token: `test-${crypto.randomUUID()}`,
      keepToken: 'session',
      locations: [{ id: 'L1' }, { id: 'L2' }],
    });
    if (!created.ok) throw new Error(created.error.message);
    const connectionId = created.value.id;
    for (const locationId of ['L1', 'L2']) expect((await call('recordSearch', { connectionId, locationId, draft: DRAFT })).ok).toBe(true);

    await call('removeLocation', { connectionId, locationId: 'L1' });
    expect(await call('listSearches', { connectionId, locationId: 'L1' })).toMatchObject({ ok: true, value: { recent: [] } });
    expect(await call('listSearches', { connectionId, locationId: 'L2' })).toMatchObject({
      ok: true,
      value: { recent: [{ locationId: 'L2' }] },
    });

    await call('deleteConnection', { connectionId });
    expect(await call('listSearches', { connectionId, locationId: 'L2' })).toMatchObject({ ok: true, value: { recent: [] } });
  });

  it('leave the settings file untouched when a call changes nothing', async () => {
    const { call } = createTestServices({ dir: dir.path, demoBaseUrl: 'http://127.0.0.1:9' });
    const demo = await call('getState', {});
    if (!demo.ok) throw new Error(demo.error.message);
    const place = { connectionId: demo.value.connections[0]!.id, locationId: demo.value.connections[0]!.locations[0]!.id };
    expect((await call('dismissBanner', { bannerId: 'demo-intro' })).ok).toBe(true);
    // The same settings laid out differently: any write by the app would lay them out its way again.
    const path = join(dir.path, 'settings.json');
    const relaidOut = JSON.stringify(JSON.parse(readFileSync(path, 'utf8')));
    writeFileSync(path, relaidOut);

    expect((await call('dismissBanner', { bannerId: 'demo-intro' })).ok).toBe(true);
    expect((await call('clearRecentSearches', place)).ok).toBe(true);
    expect((await call('deleteSearch', { searchId: 'no-such-search' })).ok).toBe(true);
    expect(readFileSync(path, 'utf8')).toBe(relaidOut);
  });
});
