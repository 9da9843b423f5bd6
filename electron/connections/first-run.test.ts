import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WEAK_KEYRING_NOTICE } from '../../common/connections/keyring-guidance';
import { createTestCipher } from '../test/test-cipher';
import type { ConnectionsService } from './connections-service';
import { DEMO_API_URL, createFixture, demoConnectionId, readStoreJson } from '../test/connections-fixture';
import type { Fixture } from '../test/connections-fixture';

let fixture: Fixture;
let service: ConnectionsService;

beforeEach(async () => {
  fixture = await createFixture();
  service = fixture.open();
});
afterEach(() => fixture.dir.remove());

describe('first run', () => {
  it('creates the demo connection with its token on disk and selects its first location', async () => {
    const state = await service.getState('1.2.3');
    expect(state).toMatchObject({ appVersion: '1.2.3', weakKeyring: false, notices: [] });
    expect(state.connections).toEqual([
      {
        id: expect.any(String),
        label: 'Demo API',
        baseUrl: 'Built-in demo API',
        hint: fixture.demo.token.slice(-4),
        locations: [
          { id: 'loc-main', name: 'Main street' },
          { id: 'loc-harbour', name: 'Harbour' },
        ],
        storage: 'encrypted',
        needsToken: false,
        isDemo: true,
        maxPageSize: 500,
        requestTimeoutMs: 30000,
        followIntervalMs: 10000,
        requestsAtOnce: 6,
      },
    ]);
    const id = state.connections[0]?.id as string;
    expect(state.lastUsed).toEqual({ connectionId: id, locationId: 'loc-main' });
    expect(readStoreJson(fixture, 'settings').connections[0].baseUrl).toBe('demo:embedded');
    expect(readStoreJson(fixture, 'secrets').tokens[id].format).toBe('sms-explorer/v1');

    const credentials = await service.credentials(id, 'loc-harbour');
    expect(credentials).toMatchObject({ baseUrl: DEMO_API_URL, token: fixture.demo.token, connection: { id, isDemo: true } });
  });

  it('does not recreate a demo connection the user deleted', async () => {
    await service.remove(await demoConnectionId(service));
    const state = await fixture.open().getState('1.0.0');
    expect(state.connections).toEqual([]);
    expect(state.lastUsed).toBeNull();
  });

  it('keeps the demo token for the session without a keyring, and again at the next start', async () => {
    const noKeyring = createTestCipher({ available: false });
    service = fixture.open({ cipher: noKeyring });
    const demo = (await service.getState('1.0.0')).connections[0];
    expect(demo).toMatchObject({ storage: 'session', needsToken: false });
    expect((await service.credentials(demo?.id as string, 'loc-main')).token).toBe(fixture.demo.token);

    const restarted = fixture.open({ cipher: noKeyring });
    expect((await restarted.getState('1.0.0')).connections[0]).toMatchObject({ storage: 'session', needsToken: false });
    expect((await restarted.credentials(demo?.id as string, 'loc-main')).token).toBe(fixture.demo.token);
  });

  it('saves the built-in demo token again after the keyring changed', async () => {
    const id = await demoConnectionId(service);
    const restarted = fixture.open({ cipher: createTestCipher() });
    const state = await restarted.getState('1.0.0');
    expect(state.connections[0]).toMatchObject({ id, needsToken: false, storage: 'encrypted' });
    expect(state.notices).toEqual([]);
  });

  it('shows the notices it was given and reports a weak keyring', async () => {
    const notice = { id: 'moved-secrets', level: 'warning' as const, message: 'The secrets file was moved aside.' };
    service = fixture.open({ cipher: createTestCipher({ backend: 'basic_text' }), notices: [notice] });
    const state = await service.getState('1.0.0');
    expect(state.weakKeyring).toBe(true);
    expect(state.connections[0]?.storage).toBe('weak');
    expect(state.notices).toEqual([notice, { id: 'weak-keyring', level: 'warning', message: WEAK_KEYRING_NOTICE }]);
    expect(WEAK_KEYRING_NOTICE).toMatch(
      /install and unlock GNOME Keyring or KWallet[^]*--password-store=gnome-libsecret[^]*enter the tokens again\.$/,
    );
    service.dismissNotice('moved-secrets');
    service.dismissNotice('weak-keyring');
    expect((await service.getState('1.0.0')).notices).toEqual([]);
  });

  it('reads an unknown keyring backend as weak, in the state and in the connection alike', async () => {
    service = fixture.open({ cipher: createTestCipher({ backend: 'unknown' }) });
    const state = await service.getState('1.0.0');
    expect(state.weakKeyring).toBe(true);
    expect(state.connections[0]?.storage).toBe('weak');
  });
});
