import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ParsedInput } from '../../common/ipc/contract';
import { createTestCipher } from '../test/test-cipher';
import type { ConnectionsService } from './connections-service';
import { DEMO_API_URL, createFixture, demoConnectionId, failureOf, newToken, readStoreJson } from '../test/connections-fixture';
import type { Fixture } from '../test/connections-fixture';

let fixture: Fixture;
let service: ConnectionsService;

beforeEach(async () => {
  fixture = await createFixture();
  service = fixture.open();
});
afterEach(() => fixture.dir.remove());

const settingsJson = () => readStoreJson(fixture, 'settings');
const secretsJson = () => readStoreJson(fixture, 'secrets');

function input(overrides: Partial<ParsedInput<'createConnection'>> = {}): ParsedInput<'createConnection'> {
  return {
    label: 'Production',
    baseUrl: 'https://api.example.com/',
    token: newToken(),
    keepToken: 'disk',
    locations: [{ id: 'loc-1', name: 'Downtown' }, { id: 'loc-2' }],
    ...overrides,
  };
}

describe('connections', () => {
  it('creates a connection with defaults and a normalized address, kept across a restart', async () => {
    const token = newToken();
    const created = await service.create(input({ token }));
    expect(created).toEqual({
      id: expect.any(String),
      label: 'Production',
      baseUrl: 'https://api.example.com',
      hint: token.slice(-4),
      locations: [{ id: 'loc-1', name: 'Downtown' }, { id: 'loc-2' }],
      storage: 'encrypted',
      needsToken: false,
      isDemo: false,
      maxPageSize: 500,
      requestTimeoutMs: 30000,
      followIntervalMs: 10000,
      requestsAtOnce: 6,
    });
    const restarted = fixture.open();
    expect((await restarted.getState('1.0.0')).connections.map((connection) => connection.label)).toEqual(['Demo API', 'Production']);
    expect(await restarted.credentials(created.id, 'loc-2')).toEqual({ connection: created, baseUrl: 'https://api.example.com', token });
  });

  it('updates a connection', async () => {
    const { id } = await service.create(input({ maxPageSize: 100 }));
    const updated = await service.update({
      connectionId: id,
      label: 'Staging',
      baseUrl: 'http://localhost:8080/api/',
      requestTimeoutMs: 5000,
    });
    expect(updated).toMatchObject({ label: 'Staging', baseUrl: 'http://localhost:8080/api', maxPageSize: 100, requestTimeoutMs: 5000 });
    expect((await fixture.open().getState('1.0.0')).connections[1]).toEqual(updated);
  });

  it('clears the token when the server moves to another origin, and keeps it within the same origin', async () => {
    const token = newToken();
    const { id } = await service.create(input({ token }));
    const samePlace = await service.update({ connectionId: id, baseUrl: 'https://api.example.com/v2' });
    expect(samePlace.needsToken).toBe(false);
    expect((await service.credentials(id, 'loc-1')).token).toBe(token);

    const moved = await service.update({ connectionId: id, baseUrl: 'https://api.example.net' });
    expect(moved).toMatchObject({ needsToken: true, hint: '' });
    expect(await failureOf(service.credentials(id, 'loc-1'))).toMatchObject({ kind: 'vault_unavailable' });
    expect(JSON.stringify(secretsJson())).not.toContain(id);
    const entered = await service.setToken({ connectionId: id, token, keepToken: 'disk' });
    expect(entered.needsToken).toBe(false);
  });

  it.each([
    ['another port', 'https://api.example.com', 'https://api.example.com:8443', 'disk'],
    ['another scheme (http to https, same host and port)', 'http://localhost:8443', 'https://localhost:8443', 'disk'],
    ['another scheme (https to http on loopback)', 'https://127.0.0.1', 'http://127.0.0.1:443', 'disk'],
    ['another port, for a session-only token', 'https://api.example.com', 'https://api.example.com:444', 'session'],
  ] as const)('clears the token when the origin changes by %s', async (_what, from, to, keepToken) => {
    const { id } = await service.create(input({ baseUrl: from, keepToken }));
    const moved = await service.update({ connectionId: id, baseUrl: to });
    expect(moved).toMatchObject({ needsToken: true, hint: '' });
    expect(await failureOf(service.credentials(id, 'loc-1'))).toMatchObject({ kind: 'vault_unavailable' });
    expect(JSON.stringify(secretsJson())).not.toContain(id);
  });

  it('keeps the token when only the spelling of the same origin changes (default port, letter case)', async () => {
    const token = newToken();
    const { id } = await service.create(input({ token }));
    const same = await service.update({ connectionId: id, baseUrl: 'HTTPS://API.example.com:443/v1' });
    expect(same.needsToken).toBe(false);
    expect((await service.credentials(id, 'loc-1')).token).toBe(token);
  });

  it('keeps labels unique regardless of case', async () => {
    const { id } = await service.create(input());
    expect(await failureOf(service.create(input({ label: 'demo api' })))).toMatchObject({
      kind: 'invalid_request',
      field: 'label',
      message: 'A connection named “demo api” already exists. Choose another name.',
    });
    expect(await failureOf(service.update({ connectionId: id, label: 'DEMO API' }))).toMatchObject({ field: 'label' });
    expect((await service.update({ connectionId: id, label: 'PRODUCTION' })).label).toBe('PRODUCTION');
  });

  it.each([
    ['https://api.example.com', true],
    ['http://127.0.0.1:4010', true],
    ['http://localhost', true],
    ['http://example.com', false],
    ['ftp://example.com', false],
    ['https://user:pass@api.example.com', false],
    ['not a url', false],
  ])('applies the address policy to %s (accepted: %s)', async (baseUrl, accepted) => {
    const created = service.create(input({ baseUrl }));
    if (accepted) {
      expect((await created).baseUrl).toBe(baseUrl);
      return;
    }
    expect(await failureOf(created)).toMatchObject({ kind: 'invalid_request', field: 'baseUrl' });
    expect((await service.getState('1.0.0')).connections).toHaveLength(1);
    expect(Object.keys(secretsJson().tokens)).toHaveLength(1);
  });

  it('keeps the demo connection on the demo API', async () => {
    const id = await demoConnectionId(service);
    expect(await failureOf(service.update({ connectionId: id, baseUrl: 'https://api.example.com' }))).toMatchObject({ field: 'baseUrl' });
    const renamed = await service.update({ connectionId: id, label: 'Sandbox', baseUrl: 'Built-in demo API' });
    expect(renamed).toMatchObject({ label: 'Sandbox', baseUrl: 'Built-in demo API', isDemo: true });
  });

  it('points a new connection at the built-in demo API when its name is chosen as the address, and sends its requests to the demo', async () => {
    const token = newToken();
    const created = await service.create(input({ label: 'Second demo token', baseUrl: 'Built-in demo API', token }));
    expect(created).toMatchObject({ baseUrl: 'Built-in demo API', isDemo: false });
    expect(await fixture.open().credentials(created.id, 'loc-1')).toMatchObject({ baseUrl: DEMO_API_URL, token });
    expect(await service.resolveAddress(' Built-in demo API ')).toBe(DEMO_API_URL);
    expect(await service.resolveAddress('https://api.example.com/')).toBe('https://api.example.com');
    expect(await failureOf(service.resolveAddress('http://example.com'))).toMatchObject({ field: 'baseUrl' });
    // Moved to a real address, it leaves the demo (and its token, given for the demo).
    const moved = await service.update({ connectionId: created.id, baseUrl: 'https://api.example.com' });
    expect(moved).toMatchObject({ baseUrl: 'https://api.example.com', needsToken: true });
  });

  it('replaces a token, for the session only when asked', async () => {
    const { id } = await service.create(input());
    const sessionToken = newToken();
    expect(await service.setToken({ connectionId: id, token: sessionToken, keepToken: 'session' })).toMatchObject({
      storage: 'session',
      hint: sessionToken.slice(-4),
    });
    expect((await service.credentials(id, 'loc-1')).token).toBe(sessionToken);

    const restarted = fixture.open();
    const state = await restarted.getState('1.0.0');
    expect(state.connections[1]).toMatchObject({ storage: 'session', needsToken: true, hint: '' });
    expect(state.notices).toEqual([]);
    expect(await failureOf(restarted.credentials(id, 'loc-1'))).toMatchObject({ kind: 'vault_unavailable' });

    const diskToken = newToken();
    expect(await restarted.setToken({ connectionId: id, token: diskToken, keepToken: 'disk' })).toMatchObject({
      storage: 'encrypted',
      needsToken: false,
    });
    expect((await fixture.open().credentials(id, 'loc-1')).token).toBe(diskToken);
  });

  it('refuses to keep a token on disk without a keyring, and saves nothing', async () => {
    service = fixture.open({ cipher: createTestCipher({ available: false }) });
    expect(await failureOf(service.create(input()))).toMatchObject({ kind: 'vault_unavailable' });
    expect((await service.getState('1.0.0')).connections).toHaveLength(1);
    expect((await service.create(input({ keepToken: 'session' }))).storage).toBe('session');
  });

  it('deletes a connection with its token', async () => {
    const { id } = await service.create(input());
    await service.remove(id);
    expect(secretsJson().tokens[id]).toBeUndefined();
    expect(settingsJson().connections.map((record: { id: string }) => record.id)).not.toContain(id);
    expect(await failureOf(service.remove(id))).toMatchObject({ kind: 'not_found' });
    expect(await failureOf(service.credentials(id, 'loc-1'))).toMatchObject({ kind: 'not_found' });
  });
});

describe('locations', () => {
  it('keeps location ids unique within a connection', async () => {
    expect(await failureOf(service.create(input({ locations: [{ id: 'a' }, { id: 'a' }] })))).toMatchObject({ field: 'locations' });
    const { id } = await service.create(input());
    expect(await failureOf(service.addLocation({ connectionId: id, locationId: 'loc-2' }))).toMatchObject({
      kind: 'invalid_request',
      field: 'locationId',
    });
    const added = await service.addLocation({ connectionId: id, locationId: 'loc-main', name: ' Main ' });
    expect(added.locations.at(-1)).toEqual({ id: 'loc-main', name: 'Main' });
  });

  it('renames, records verifications and removes locations', async () => {
    const { id } = await service.create(input());
    const verification = {
      status: 'failed' as const,
      checkedAt: '2025-01-01T00:00:00.000Z',
      error: { kind: 'unauthorized' as const, message: 'No access.', status: 401 },
    };
    await service.recordVerification(id, 'loc-1', verification);
    const renamed = await service.renameLocation({ connectionId: id, locationId: 'loc-1', name: 'Uptown' });
    expect(renamed.locations[0]).toEqual({ id: 'loc-1', name: 'Uptown', verification });
    expect((await service.renameLocation({ connectionId: id, locationId: 'loc-2', name: '' })).locations[1]).toEqual({ id: 'loc-2' });

    const restarted = fixture.open();
    expect((await restarted.getState('1.0.0')).connections[1]?.locations[0]).toEqual({ id: 'loc-1', name: 'Uptown', verification });
    expect((await restarted.removeLocation({ connectionId: id, locationId: 'loc-1' })).locations).toEqual([{ id: 'loc-2' }]);
    expect(await failureOf(restarted.removeLocation({ connectionId: id, locationId: 'loc-1' }))).toMatchObject({
      kind: 'not_found',
      locationId: 'loc-1',
    });
    expect(await failureOf(restarted.recordVerification(id, 'nope', verification))).toMatchObject({ kind: 'not_found' });
  });
});

describe('last used location', () => {
  it('is remembered across a restart and forgotten with its location', async () => {
    const { id } = await service.create(input());
    await service.select(id, 'loc-2');
    expect((await fixture.open().getState('1.0.0')).lastUsed).toEqual({ connectionId: id, locationId: 'loc-2' });

    await service.removeLocation({ connectionId: id, locationId: 'loc-1' });
    expect((await service.getState('1.0.0')).lastUsed).toEqual({ connectionId: id, locationId: 'loc-2' });
    await service.removeLocation({ connectionId: id, locationId: 'loc-2' });
    expect((await fixture.open().getState('1.0.0')).lastUsed).toBeNull();
  });

  it('is forgotten with its connection', async () => {
    const { id } = await service.create(input());
    await service.select(id, 'loc-1');
    await service.remove(id);
    expect((await service.getState('1.0.0')).lastUsed).toBeNull();
    expect(settingsJson().lastUsed).toBeNull();
  });

  it('only points at existing locations', async () => {
    const id = await demoConnectionId(service);
    expect(await failureOf(service.select(id, 'elsewhere'))).toMatchObject({ kind: 'not_found' });
    expect(await failureOf(service.select('gone', 'loc-main'))).toMatchObject({ kind: 'not_found' });
  });
});

describe('credentials', () => {
  it('refuses unknown connections and locations', async () => {
    const id = await demoConnectionId(service);
    expect(await failureOf(service.credentials('gone', 'loc-main'))).toMatchObject({ kind: 'not_found' });
    expect(await failureOf(service.credentials(id, 'elsewhere'))).toMatchObject({ kind: 'not_found', connectionLabel: 'Demo API' });
    expect(await failureOf(service.baseUrl(id, 'elsewhere'))).toMatchObject({ kind: 'not_found' });
    expect(await service.baseUrl(id, 'loc-main')).toBe(DEMO_API_URL);
  });

  it('asks for a token encrypted with a key this computer no longer has, and keeps the others', async () => {
    const lost = await service.create(input({ label: 'Lost' }));
    const restarted = fixture.open({ cipher: createTestCipher() });
    const kept = await restarted.create(input({ label: 'Kept' }));

    const error = await failureOf(restarted.credentials(lost.id, 'loc-1'));
    expect(error).toEqual({
      kind: 'vault_unavailable',
      message:
        "The token of “Lost” could not be read (it was encrypted with a key this computer no longer has, or the saved copy is damaged). Enter it again in the connection's settings.",
      connectionId: lost.id,
      connectionLabel: 'Lost',
    });
    expect((await restarted.credentials(kept.id, 'loc-1')).connection.needsToken).toBe(false);

    const state = await restarted.getState('1.0.0');
    expect(state.connections.find((connection) => connection.id === lost.id)).toMatchObject({ needsToken: true, hint: '' });
    expect(state.notices).toEqual([expect.objectContaining({ id: `token-unreadable:${lost.id}`, level: 'warning' })]);
    expect(state.notices[0]?.message).toContain('“Lost”');

    restarted.dismissNotice(`token-unreadable:${lost.id}`);
    expect((await restarted.getState('1.0.0')).notices).toEqual([]);
    await restarted.setToken({ connectionId: lost.id, token: newToken(), keepToken: 'disk' });
    const fixed = await restarted.getState('1.0.0');
    expect(fixed.connections.every((connection) => !connection.needsToken)).toBe(true);
  });
});

describe('concurrent calls', () => {
  it('see the first run completed', async () => {
    const states = await Promise.all([service.getState('1.0.0'), service.getState('1.0.0')]);
    expect(states.map((state) => state.connections.length)).toEqual([1, 1]);
  });

  it('check labels against each other', async () => {
    await service.getState('1.0.0');
    const outcomes = await Promise.allSettled([service.create(input()), service.create(input())]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((await fixture.open().getState('1.0.0')).connections).toHaveLength(2);
  });
});
