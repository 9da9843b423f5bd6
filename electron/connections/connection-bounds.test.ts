// A connection saved at every bound the load rule checks is read back whole at the next start.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { operations } from '../../common/ipc/contract';
import { MAX_CONNECTION_LOCATIONS } from '../../common/limits/stored-limits';
import { createFixture, failureOf, newToken, readStoreJson } from '../test/connections-fixture';
import type { Fixture } from '../test/connections-fixture';
import type { ConnectionsService } from './connections-service';

let fixture: Fixture;
let service: ConnectionsService;

beforeEach(async () => {
  fixture = await createFixture();
  service = fixture.open();
});
afterEach(() => fixture.dir.remove());

/** Location ids of the longest length the contract takes (200), each one distinct. */
const longId = (index: number) => `${String(index).padStart(6, '0')}-${'i'.repeat(193)}`;
const locationsOf = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) => ({
    id: longId(from + index),
    name: `${'N'.repeat(94)}${String(from + index).padStart(6, '0')}`,
  }));

async function createAtBounds(locations: number) {
  return service.create({
    label: 'L'.repeat(100),
    baseUrl: `https://api.example.com/${'p'.repeat(1900)}`,
    token: newToken(),
    keepToken: 'disk',
    locations: locationsOf(locations),
    maxPageSize: 100_000,
    requestTimeoutMs: 600_000,
  });
}

describe('connection bounds', { timeout: 60_000 }, () => {
  it('reads back a connection saved at every bound: longest label, address, ids and names, most locations, a zone and a failed check', async () => {
    const created = await createAtBounds(MAX_CONNECTION_LOCATIONS);
    const first = longId(0);
    await service.setLocationTimeZone({ connectionId: created.id, locationId: first, timeZone: 'America/Argentina/ComodRivadavia' });
    const long = 'm'.repeat(2_000);
    await service.recordVerification(created.id, first, {
      status: 'failed',
      checkedAt: new Date(0).toISOString(),
      error: { kind: 'unauthorized', message: long, status: 401, serverMessage: long, refused: 'location', locationId: first },
    });
    const before = (await service.getState('1')).connections.find((connection) => connection.id === created.id);

    const restarted = fixture.open();
    const state = await restarted.getState('1');

    expect(state.notices).toEqual([]);
    const after = state.connections.find((connection) => connection.id === created.id);
    expect(after?.locations).toHaveLength(MAX_CONNECTION_LOCATIONS);
    expect(after).toEqual(before);
  });

  it('keeps a connection of 600 locations across a restart', async () => {
    const created = await createAtBounds(500);
    for (const location of locationsOf(100, 500))
      await service.addLocation({ connectionId: created.id, locationId: location.id, name: location.name });

    const state = await fixture.open().getState('1');

    expect(state.connections.find((connection) => connection.id === created.id)?.locations).toHaveLength(600);
  });

  it('refuses one location past the bound with a clear message, and writes nothing', async () => {
    const created = await createAtBounds(MAX_CONNECTION_LOCATIONS);
    const before = JSON.stringify(readStoreJson(fixture, 'settings'));

    const error = await failureOf(service.addLocation({ connectionId: created.id, locationId: 'one-more' }));

    expect(error).toMatchObject({ kind: 'invalid_request', field: 'locationId' });
    expect(error.message).toBe(
      `“${'L'.repeat(100)}” already has 2,000 locations, the most a connection holds. Remove one to add another, or add it to another connection.`,
    );
    expect(JSON.stringify(readStoreJson(fixture, 'settings'))).toBe(before);
  });

  it('refuses to save a record the next start would set aside, before its token is kept', async () => {
    const error = await failureOf(createAtBounds(MAX_CONNECTION_LOCATIONS + 1));

    expect(error).toMatchObject({ kind: 'invalid_request' });
    expect(error.message).toMatch(/^This change cannot be saved: /);
    expect(JSON.stringify(readStoreJson(fixture, 'secrets') ?? {})).not.toContain('test-');
  });

  it('has the contract refuse more locations than a connection holds, saying the bound', () => {
    const input = {
      label: 'x',
      baseUrl: 'https://api.example.com',
      token: 'tok',
      keepToken: 'disk',
      locations: locationsOf(MAX_CONNECTION_LOCATIONS + 1),
    };
    const parsed = operations.createConnection.input.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('A connection holds at most 2,000 locations.');
  });
});
