// A restart over a damaged settings or secrets file, opened the way the app opens them (openAppStores,
// then the services): the app starts, says what happened, keeps the damaged file aside byte for
// byte, and loses nothing else. Damage to single records is in storage/saved-connections.test.ts; a token
// encrypted with another key in connections-service.test.ts; the file-level moves in open-store.test.ts.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openAppStores } from '../storage/open-app-stores';
import { createConfStore } from '../storage/conf-store';
import { createTokenVault } from '../vault/token-vault';
import { createConnectionsService } from './connections-service';
import { CLOCK, DEMO_API_URL, createFixture, newToken, readStoreJson } from '../test/connections-fixture';
import type { Fixture } from '../test/connections-fixture';

let fixture: Fixture;
let productionId: string;
const productionToken = newToken();

beforeEach(async () => {
  fixture = await createFixture();
  const production = await fixture.open().create({
    label: 'Production',
    baseUrl: 'https://api.example.com',
    token: productionToken,
    keepToken: 'disk',
    locations: [{ id: 'L1', name: 'Main' }],
  });
  productionId = production.id;
});
afterEach(() => fixture.dir.remove());

const filePath = (name: string) => join(fixture.dir.path, `${name}.json`);
const asideCopies = () =>
  readdirSync(fixture.dir.path)
    .filter((name) => /\.(corrupt|invalid)-/.test(name))
    .sort();

/** What electron/main.ts does at startup (openAppStores), over the fixture's folder. */
function restartLikeTheApp() {
  const { settings, secrets, notices } = openAppStores(
    fixture.dir.path,
    (name) => createConfStore(fixture.dir.path, name),
    () => CLOCK,
  );
  return createConnectionsService({
    settings,
    vault: createTokenVault({ store: secrets, cipher: fixture.cipher }),
    cipher: fixture.cipher,
    resolveDemoBaseUrl: async () => DEMO_API_URL,
    demo: fixture.demo,
    now: () => CLOCK,
    notices,
  });
}

const damage: [string, (original: Buffer) => Buffer][] = [
  ['truncated', (original) => original.subarray(0, Math.floor(original.length / 2))],
  ['not JSON', () => Buffer.from([0x00, 0xff, 0x7b, 0x13, 0x37])],
  ['empty', () => Buffer.alloc(0)],
];

describe('a damaged secrets file', () => {
  it.each(damage)('%s: the app starts, keeps the connections, asks for their tokens again and keeps the file aside', async (_how, make) => {
    const settingsBefore = readStoreJson(fixture, 'settings');
    const damaged = make(readFileSync(filePath('secrets')));
    writeFileSync(filePath('secrets'), damaged);

    const service = restartLikeTheApp();
    const state = await service.getState('1.0.0');

    expect(state.connections.map((connection) => [connection.label, connection.needsToken])).toEqual([
      ['Demo API', false],
      ['Production', true],
    ]);
    expect(state.notices.map((notice) => notice.id)).toEqual(['moved-secrets', `token-unreadable:${productionId}`]);
    const [aside] = asideCopies();
    expect(asideCopies()).toEqual([expect.stringMatching(/^secrets\.corrupt-/)]);
    expect(state.notices[0]?.message).toContain(join(fixture.dir.path, aside ?? ''));
    expect(readFileSync(join(fixture.dir.path, aside ?? '')).equals(damaged)).toBe(true);
    expect(readStoreJson(fixture, 'settings').connections).toEqual(settingsBefore.connections);

    // The demo works at once; Production works again once its token is entered.
    expect((await service.credentials(state.connections[0]?.id ?? '', 'loc-main')).token).toBe(fixture.demo.token);
    const replacement = newToken();
    await service.setToken({ connectionId: productionId, token: replacement, keepToken: 'disk' });
    expect((await service.credentials(productionId, 'L1')).token).toBe(replacement);
  });

  it.each([
    ['tokens of another shape', { tokens: 'not-a-record' }],
    ['tokens in a list', { tokens: [{ id: 'x' }] }],
  ])('with %s: the app starts, says the format is unknown and keeps the file aside before replacing it', async (_how, content) => {
    const text = JSON.stringify(content);
    writeFileSync(filePath('secrets'), text);

    const state = await restartLikeTheApp().getState('1.0.0');

    expect(state.connections.find((connection) => connection.id === productionId)).toMatchObject({ needsToken: true });
    expect(state.notices).toEqual([
      expect.objectContaining({
        id: `token-unreadable:${productionId}`,
        message: expect.stringContaining('format this version of the app does not know'),
      }),
    ]);
    // Saving the demo token replaced the unreadable value, after copying the file aside.
    expect(asideCopies()).toEqual([expect.stringMatching(/^secrets\.invalid-/)]);
    expect(readFileSync(join(fixture.dir.path, asideCopies()[0] ?? ''), 'utf8')).toBe(text);
  });

  it('with one entry of another shape: keeps that entry in place and the others working', async () => {
    const secrets = readStoreJson(fixture, 'secrets');
    secrets.tokens[productionId] = { format: 'sms-explorer/v9', data: 42 };
    writeFileSync(filePath('secrets'), JSON.stringify(secrets));

    const service = restartLikeTheApp();
    const state = await service.getState('1.0.0');

    expect(state.connections.map((connection) => [connection.label, connection.needsToken])).toEqual([
      ['Demo API', false],
      ['Production', true],
    ]);
    expect(state.notices.map((notice) => notice.id)).toEqual([`token-unreadable:${productionId}`]);
    expect(readStoreJson(fixture, 'secrets').tokens[productionId]).toEqual({ format: 'sms-explorer/v9', data: 42 });
    expect(asideCopies()).toEqual([]);
  });
});

describe('a damaged settings file', () => {
  it.each(damage)('%s: the app starts afresh, says so, keeps the file aside and leaves the saved tokens alone', async (_how, make) => {
    const secretsBefore = readStoreJson(fixture, 'secrets');
    const damaged = make(readFileSync(filePath('settings')));
    writeFileSync(filePath('settings'), damaged);

    const state = await restartLikeTheApp().getState('1.0.0');

    expect(state.connections.map((connection) => connection.label)).toEqual(['Demo API']);
    expect(state.notices.map((notice) => notice.id)).toEqual(['moved-settings']);
    expect(asideCopies()).toEqual([expect.stringMatching(/^settings\.corrupt-/)]);
    expect(readFileSync(join(fixture.dir.path, asideCopies()[0] ?? '')).equals(damaged)).toBe(true);
    // Production's encrypted token is still there, for when the settings copy is put back.
    expect(readStoreJson(fixture, 'secrets').tokens[productionId]).toEqual(secretsBefore.tokens[productionId]);
  });
});

describe('a store file saved with a UTF-8 byte order mark (as Notepad does)', () => {
  it.each(['settings', 'secrets'])('%s: is read as it is, with nothing set aside', async (name) => {
    writeFileSync(filePath(name), Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), readFileSync(filePath(name))]));

    const service = restartLikeTheApp();
    const state = await service.getState('1.0.0');

    expect(state.connections.map((connection) => [connection.label, connection.needsToken])).toEqual([
      ['Demo API', false],
      ['Production', false],
    ]);
    expect(state.notices).toEqual([]);
    expect(asideCopies()).toEqual([]);
    expect((await service.credentials(productionId, 'L1')).token).toBe(productionToken);
  });
});
