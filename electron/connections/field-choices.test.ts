import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { operations } from '../../common/ipc/contract';
import { roleChoicesSchema } from '../../common/records/vocabulary/role-fields';
import { connectionRecordSchema } from './connection-record';
import type { ConnectionsService } from './connections-service';
import { createFixture, failureOf, newToken, readStoreJson } from '../test/connections-fixture';
import type { Fixture } from '../test/connections-fixture';

let fixture: Fixture;
let service: ConnectionsService;

beforeEach(async () => {
  fixture = await createFixture();
  service = fixture.open();
});
afterEach(() => fixture.dir.remove());

const create = () =>
  service.create({
    label: 'Other server',
    baseUrl: 'https://api.example.com/',
    token: newToken(),
    keepToken: 'disk',
    locations: [{ id: 'loc-1' }],
  });

describe("the user's choice of fields, kept with the connection", () => {
  it('is saved, shown with the connection, and kept across a restart and an edit of the connection', async () => {
    const { id } = await create();
    const choices = { time: 'sentAt', text: null, contactNumber: { inbound: 'from', outbound: 'to' } };
    expect(await service.setFieldChoices({ connectionId: id, choices })).toMatchObject({ fieldChoices: choices });
    await service.update({ connectionId: id, label: 'Renamed' });
    const restarted = fixture.open();
    expect((await restarted.getState('1.0.0')).connections.find((connection) => connection.id === id)).toMatchObject({
      label: 'Renamed',
      fieldChoices: choices,
    });
  });

  it('is dropped whole when no choice is left: detection decides again', async () => {
    const { id } = await create();
    await service.setFieldChoices({ connectionId: id, choices: { time: 'sentAt' } });
    const cleared = await service.setFieldChoices({ connectionId: id, choices: {} });
    expect(cleared.fieldChoices).toBeUndefined();
    expect(JSON.stringify(readStoreJson(fixture, 'settings'))).not.toContain('fieldChoices');
  });

  it('passes the record check on load whenever it passed the input check on save', () => {
    const record = {
      id: 'c1',
      label: 'X',
      baseUrl: 'https://api.example.com',
      isDemo: false,
      keepToken: 'disk',
      locations: [],
      maxPageSize: 100,
      requestTimeoutMs: 30_000,
    };
    const samples = [{}, { time: 'a.b' }, { contactNumber: { inbound: 'from', outbound: 'to' } }, { status: null, media: 'x'.repeat(200) }];
    for (const choices of samples) {
      const input = operations.setFieldChoices.input.parse({ connectionId: 'c1', choices });
      expect(connectionRecordSchema.safeParse({ ...record, fieldChoices: input.choices }).success).toBe(true);
    }
  });

  it('refuses a role the app does not know, or an empty field, with a clear message', async () => {
    expect(operations.setFieldChoices.input.safeParse({ connectionId: 'c1', choices: { bogus: 'x' } }).success).toBe(false);
    expect(roleChoicesSchema.safeParse({ time: '' }).success).toBe(false);
    expect(await failureOf(service.setFieldChoices({ connectionId: 'gone', choices: {} }))).toMatchObject({ kind: 'not_found' });
  });
});
