import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFixture, failureOf, newToken } from '../test/connections-fixture';
import type { Fixture } from '../test/connections-fixture';

let fixture: Fixture;
beforeEach(async () => {
  fixture = await createFixture();
});
afterEach(() => fixture.dir.remove());

const settingsPath = () => join(fixture.dir.path, 'settings.json');
const asideCopies = () => readdirSync(fixture.dir.path).filter((name) => name.includes('.invalid-'));

describe('saved connections that fail validation', () => {
  it('are skipped with a notice after the file is copied aside once; the rest keep working', async () => {
    const token = newToken();
    const good = await fixture
      .open()
      .create({ label: 'Good', baseUrl: 'https://api.example.com', token, keepToken: 'disk', locations: [{ id: 'L1' }] });
    const saved = JSON.parse(readFileSync(settingsPath(), 'utf8'));
    saved.connections.push(
      { ...saved.connections[1], id: 'evil', label: 'Redirected', baseUrl: 'http://evil.example.com' },
      { id: 'half', label: 'Broken' },
      { ...saved.connections[1], id: 'twice', label: 'Twice', locations: [{ id: 'x' }, { id: 'x' }] },
      42,
    );
    saved.lastUsed = { connectionId: 'half', locationId: 'L1' };
    const edited = JSON.stringify(saved, null, 2);
    writeFileSync(settingsPath(), edited);

    const service = fixture.open();
    const state = await service.getState('1.0.0');
    expect(state.connections.map((connection) => connection.label)).toEqual(['Demo API', 'Good']);
    expect(state.lastUsed).toBeNull();
    expect((await service.credentials(good.id, 'L1')).token).toBe(token);
    expect(await failureOf(service.credentials('evil', 'L1'))).toMatchObject({ kind: 'not_found' });

    expect(asideCopies()).toEqual(['settings.invalid-2025-06-07T08-09-10-011Z.json']);
    const copy = join(fixture.dir.path, asideCopies()[0] as string);
    expect(readFileSync(copy, 'utf8')).toBe(edited);
    expect(state.notices).toEqual([
      {
        id: expect.stringMatching(/^settings-invalid-/),
        level: 'warning',
        message: `4 saved connections could not be read and were left out (“Redirected”: The API address is not one the app accepts; “Broken”: Invalid input: expected string, received undefined (at baseUrl); “Twice”: A location appears twice; #6: Invalid input: expected object, received number). A copy of the settings file was kept at ${copy}; their tokens are kept until the app starts again without them, so a connection put back from it (with the app closed) works again.`,
      },
    ]);

    const restarted = await fixture.open().getState('1.0.0');
    expect(restarted.notices).toEqual([]);
    expect(restarted.connections.map((connection) => connection.label)).toEqual(['Demo API', 'Good']);
    expect(asideCopies()).toHaveLength(1);
  });

  it('refuse a location id that would not make a clean Location-Id header, saying why, and lose nothing', async () => {
    const token = newToken();
    const created = await fixture
      .open()
      .create({ label: 'Edited', baseUrl: 'https://api.example.com', token, keepToken: 'disk', locations: [{ id: 'L1' }] });
    const saved = JSON.parse(readFileSync(settingsPath(), 'utf8'));
    const edited = saved.connections.find((connection: { id: string }) => connection.id === created.id);
    // A line break in the id would end the Location-Id header and start another.
    edited.locations[0].id = 'L1\r\nX-Other: 1';
    const text = JSON.stringify(saved, null, 2);
    writeFileSync(settingsPath(), text);

    const service = fixture.open();
    const state = await service.getState('1.0.0');

    expect(state.connections.map((connection) => connection.label)).toEqual(['Demo API']);
    const copy = join(fixture.dir.path, asideCopies()[0] as string);
    expect(state.notices.map((notice) => notice.message)).toEqual([
      `One saved connection could not be read and was left out (“Edited”: A location id is printable ASCII without spaces (at locations.0.id)). A copy of the settings file was kept at ${copy}; their tokens are kept until the app starts again without them, so a connection put back from it (with the app closed) works again.`,
    ]);
    expect(readFileSync(copy, 'utf8')).toBe(text);
    expect(JSON.parse(readFileSync(copy, 'utf8')).connections).toContainEqual(edited);
    // Its token stays under its id, for the record put back from the copy.
    expect(readFileSync(join(fixture.dir.path, 'secrets.json'), 'utf8')).toContain(created.id);
  });

  it('treat a connection list that is not a list as unreadable, without recreating the demo', async () => {
    writeFileSync(settingsPath(), JSON.stringify({ connections: { id: 'odd' } }));
    const state = await fixture.open().getState('1.0.0');
    expect(state.connections).toEqual([]);
    expect(state.notices[0]?.message).toMatch(
      /^One saved connection could not be read and was left out \(#1: Invalid input: expected string, received undefined \(at label\)\)/,
    );
    expect(asideCopies()).toHaveLength(1);
  });
});
