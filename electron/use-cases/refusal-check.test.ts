import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { startDemoApi, type DemoApi } from '../../demo-api/server';
import { makeTempDir, type TempDir } from '../test/test-stores';
import { createTestServices } from '../test/main-services';

const fakeToken = () => `test-${randomUUID()}`;

/** A 401 through the real handlers: which it refused, the location or the token, against servers that word it differently. */
describe.each(['coded', 'bare'] as const)('a 401 from a server whose wording is %s', (wording) => {
  let dir: TempDir;
  let demo: DemoApi;

  afterEach(async () => {
    await demo.close();
    await dir.remove();
  });

  /** The server's token may access "open" only; the connection holds it, or an unknown one. */
  async function connect(tokenKnown: boolean) {
    dir = await makeTempDir();
    const token = fakeToken();
    demo = await startDemoApi({
      tokens: { [token]: ['open'] },
      locations: { open: { name: 'Open Shop', messages: 5 }, shut: { name: 'Shut Shop', messages: 5 } },
      unauthorizedWording: wording,
    });
    const { call } = createTestServices({ dir: dir.path, demoBaseUrl: demo.baseUrl });
    const connectionToken = tokenKnown ? token : fakeToken();
    const created = await call('createConnection', {
      label: 'Shops',
      baseUrl: demo.baseUrl,
      token: connectionToken,
      keepToken: 'disk',
      locations: [
        { id: 'shut', name: 'Shut Shop' },
        { id: 'open', name: 'Open Shop' },
      ],
    });
    if (!created.ok) throw new Error(created.error.message);
    const search = (locationId: string) =>
      call('searchMessages', { requestId: randomUUID(), connectionId: created.value.id, locationId, body: {}, pageSize: 5 });
    const verificationOf = async (locationId: string) => {
      const state = await call('getState', {} as never);
      if (!state.ok) throw new Error(state.error.message);
      const shops = state.value.connections.find((connection) => connection.id === created.value.id);
      return shops?.locations.find((location) => location.id === locationId)?.verification;
    };
    return { call, connectionId: created.value.id, search, verificationOf };
  }

  it('says the token cannot access this location, and marks the location refused', async () => {
    const { call, search } = await connect(true);
    const result = await search('shut');
    expect(result).toMatchObject({ ok: false, error: { kind: 'unauthorized', refused: 'location' } });
    if (result.ok) return;
    expect(result.error.message).toMatch(/^This token can't access Shut Shop \(shut\)\./);
    const state = await call('getState', {} as never);
    if (!state.ok) throw new Error(state.error.message);
    const shops = state.value.connections.find((connection) => connection.label === 'Shops');
    const shut = shops?.locations.find((location) => location.id === 'shut');
    expect(shut?.verification).toMatchObject({ status: 'failed', error: { refused: 'location' } });
  });

  it('says the token was refused when another location refuses it too, and marks the location refused', async () => {
    const { search, verificationOf } = await connect(false);
    const result = await search('shut');
    expect(result).toMatchObject({ ok: false, error: { kind: 'unauthorized', refused: 'token' } });
    if (result.ok) return;
    expect(result.error.message).toMatch(/Re-enter the token/);
    expect(await verificationOf('shut')).toMatchObject({ status: 'failed', error: { kind: 'unauthorized', refused: 'token' } });
  });

  it('marks a location verified once a search there is answered, and refused again after a 401', async () => {
    const { search, verificationOf } = await connect(true);
    expect(await verificationOf('open')).toBeUndefined();
    expect(await search('open')).toMatchObject({ ok: true });
    expect(await verificationOf('open')).toMatchObject({ status: 'ok' });
    expect(await search('shut')).toMatchObject({ ok: false });
    expect(await verificationOf('shut')).toMatchObject({ status: 'failed', error: { kind: 'unauthorized' } });
  });

  it('marks each location of a search across them by what it answered', async () => {
    const { call, connectionId, verificationOf } = await connect(true);
    const answer = await call('searchAcrossLocations', {
      requestId: randomUUID(),
      connectionId,
      locationIds: ['open', 'shut'],
      body: {},
      pageSize: 5,
    });
    expect(answer).toMatchObject({ ok: true });
    expect(await verificationOf('open')).toMatchObject({ status: 'ok' });
    expect(await verificationOf('shut')).toMatchObject({ status: 'failed', error: { refused: 'location' } });
  });

  it('verifying a location finds the same cause', async () => {
    const { call, connectionId } = await connect(true);
    const verified = await call('verifyLocation', { connectionId, locationId: 'shut' });
    expect(verified).toMatchObject({ ok: true, value: { status: 'failed', error: { refused: 'location' } } });
  });
});
