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
    expect(await call('listSearches', { connectionId, locationId: 'L2' })).toMatchObject({ ok: true, value: { recent: [{ locationId: 'L2' }] } });

    await call('deleteConnection', { connectionId });
    expect(await call('listSearches', { connectionId, locationId: 'L2' })).toMatchObject({ ok: true, value: { recent: [] } });
  });
});
