import { rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createConfStore } from '../storage/conf-store';
import { boundedStore } from '../storage/bounded-store';
import { createTokenVault } from '../vault/token-vault';
import { createConnectionsService } from './connections-service';
import { CLOCK, createFixture, DEMO_API_URL, failureOf, newToken, readStoreJson } from '../test/connections-fixture';
import type { Fixture } from '../test/connections-fixture';

let fixture: Fixture;
beforeEach(async () => {
  fixture = await createFixture();
});
afterEach(() => fixture.dir.remove());

const savedTokenIds = () => Object.keys(readStoreJson(fixture, 'secrets').tokens ?? {}).sort();
const settingsPath = () => join(fixture.dir.path, 'settings.json');

/** The service over a settings file that may grow by `room` bytes more than it holds now. */
function openWithRoom(room: number) {
  const maxBytes = statSync(settingsPath()).size + room;
  return createConnectionsService({
    settings: boundedStore(createConfStore(fixture.dir.path, 'settings'), { maxBytes, name: 'settings', makeRoom: 'Delete something.' }),
    vault: createTokenVault({ store: createConfStore(fixture.dir.path, 'secrets'), cipher: fixture.cipher }),
    cipher: fixture.cipher,
    resolveDemoBaseUrl: async () => DEMO_API_URL,
    demo: fixture.demo,
    now: () => CLOCK,
  });
}

describe('a token without its connection', () => {
  it('is never left by a connection the settings bound refuses, however many times', async () => {
    await fixture.open().getState('1.0.0');
    const before = savedTokenIds();
    const service = openWithRoom(500);
    for (let attempt = 0; attempt < 5; attempt++) {
      const refused = await failureOf(
        service.create({
          label: `Big ${attempt}`,
          baseUrl: 'https://api.example.com',
          token: newToken(),
          keepToken: 'disk',
          locations: Array.from({ length: 10 }, (_, index) => ({ id: `L${index}`, name: 'n'.repeat(90) })),
        }),
      );
      expect(refused).toMatchObject({ kind: 'invalid_request', message: expect.stringMatching(/^The settings file would pass its/) });
    }
    expect(savedTokenIds()).toEqual(before);
    // A change that fits still saves both.
    const small = await service.create({
      label: 'Small',
      baseUrl: 'https://api.example.com',
      token: newToken(),
      keepToken: 'disk',
      locations: [{ id: 'L1' }],
    });
    expect(savedTokenIds()).toEqual([...before, small.id].sort());
  });

  it('is removed at start, and the tokens of connections that have a record stay', async () => {
    const service = fixture.open();
    const kept = await service.create({
      label: 'Kept',
      baseUrl: 'https://api.example.com',
      token: newToken(),
      keepToken: 'disk',
      locations: [{ id: 'L1' }],
    });
    const orphan = await service.create({
      label: 'Orphan',
      baseUrl: 'https://api.example.com',
      token: newToken(),
      keepToken: 'disk',
      locations: [{ id: 'L1' }],
    });
    const settings = readStoreJson(fixture, 'settings');
    settings.connections = settings.connections.filter((record: { id: string }) => record.id !== orphan.id);
    writeFileSync(settingsPath(), JSON.stringify(settings));
    const demoId = settings.connections.find((record: { isDemo: boolean }) => record.isDemo).id;

    const restarted = fixture.open();
    await restarted.getState('1.0.0');
    expect(savedTokenIds()).toEqual([demoId, kept.id].sort());
    expect((await restarted.credentials(kept.id, 'L1')).token).toMatch(/^test-/);
  });

  it('of a record this start could not read stays until a start without it', async () => {
    const unread = await fixture
      .open()
      .create({ label: 'Unread', baseUrl: 'https://api.example.com', token: newToken(), keepToken: 'disk', locations: [{ id: 'L1' }] });
    const settings = readStoreJson(fixture, 'settings');
    for (const record of settings.connections) if (record.id === unread.id) record.baseUrl = 'http://evil.example.com';
    writeFileSync(settingsPath(), JSON.stringify(settings));

    await fixture.open().getState('1.0.0');
    expect(savedTokenIds()).toContain(unread.id);
    await fixture.open().getState('1.0.0');
    expect(savedTokenIds()).not.toContain(unread.id);
  });

  it('stays on a first run (no settings file: it may be put back), and is removed at the start after', async () => {
    const gone = await fixture
      .open()
      .create({ label: 'Gone', baseUrl: 'https://api.example.com', token: newToken(), keepToken: 'disk', locations: [{ id: 'L1' }] });
    rmSync(settingsPath());

    await fixture.open().getState('1.0.0');
    expect(savedTokenIds()).toContain(gone.id);
    await fixture.open().getState('1.0.0');
    expect(savedTokenIds()).not.toContain(gone.id);
  });

  it('is not looked for in a secrets file the vault cannot read, which stays as it is', () => {
    const store = createConfStore(fixture.dir.path, 'secrets');
    store.set('tokens', ['not', 'a', 'record']);
    expect(createTokenVault({ store, cipher: fixture.cipher }).keepOnly(new Set())).toBe(0);
    expect(readStoreJson(fixture, 'secrets')).toEqual({ tokens: ['not', 'a', 'record'] });
  });
});
