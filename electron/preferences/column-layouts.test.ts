import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Result } from '../../common/ipc/contract';
import { createTestServices } from '../test/main-services';
import { makeTempDir, type TempDir } from '../test/test-stores';
import { MAX_SAVED_LAYOUTS } from './column-layouts';

// Through the real dispatcher and handlers, over a real settings file: what the renderer gets.
let dir: TempDir;
beforeEach(async () => {
  dir = await makeTempDir();
});
afterEach(() => dir.remove());

function value<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`${result.error.kind}: ${result.error.message}`);
  return result.value;
}

async function openApp() {
  const { call } = createTestServices({ dir: dir.path, demoBaseUrl: 'http://127.0.0.1:9' });
  const state = value(await call('getState', {}));
  const demo = state.connections[0]!;
  return { call, demo, locations: demo.locations.map((location) => location.id) };
}

const layout = { order: ['body', 'created_at'], widths: { body: 420 }, hidden: ['id'] };

describe('column layouts', () => {
  it('are kept per connection × location and survive a restart', async () => {
    const first = await openApp();
    const [harbor, maple] = first.locations as [string, string];
    expect(value(await first.call('getColumnLayout', { connectionId: first.demo.id, locationId: harbor }))).toBeNull();
    value(await first.call('saveColumnLayout', { connectionId: first.demo.id, locationId: harbor, layout }));

    const restarted = await openApp();
    expect(value(await restarted.call('getColumnLayout', { connectionId: first.demo.id, locationId: harbor }))).toEqual(layout);
    expect(value(await restarted.call('getColumnLayout', { connectionId: first.demo.id, locationId: maple }))).toBeNull();
    const settings = JSON.parse(readFileSync(join(dir.path, 'settings.json'), 'utf8'));
    expect(settings.columnLayouts).toHaveLength(1);
  });

  it('reset forgets one location and deleting a connection forgets all of its layouts', async () => {
    const { call, demo, locations } = await openApp();
    const [harbor, maple] = locations as [string, string];
    for (const locationId of [harbor, maple]) value(await call('saveColumnLayout', { connectionId: demo.id, locationId, layout }));
    value(await call('resetColumnLayout', { connectionId: demo.id, locationId: harbor }));
    expect(value(await call('getColumnLayout', { connectionId: demo.id, locationId: harbor }))).toBeNull();
    expect(value(await call('getColumnLayout', { connectionId: demo.id, locationId: maple }))).toEqual(layout);
    value(await call('deleteConnection', { connectionId: demo.id }));
    expect(value(await call('getColumnLayout', { connectionId: demo.id, locationId: maple }))).toBeNull();
  });

  it('are refused for a location the connection does not have', async () => {
    const { call, demo } = await openApp();
    const result = await call('saveColumnLayout', { connectionId: demo.id, locationId: 'loc-typo', layout });
    expect(result.ok).toBe(false);
    expect(value(await call('getColumnLayout', { connectionId: demo.id, locationId: 'loc-typo' }))).toBeNull();
  });

  it('keep at most the most recently saved ones, and skip entries a hand edit broke', async () => {
    const { demo, locations } = await openApp();
    const harbor = locations[0]!;
    const path = join(dir.path, 'settings.json');
    const settings = JSON.parse(readFileSync(path, 'utf8'));
    settings.columnLayouts = [
      ...Array.from({ length: MAX_SAVED_LAYOUTS }, (_unused, index) => ({ connectionId: 'old', locationId: `l${index}`, ...layout })),
      { connectionId: demo.id, locationId: harbor, order: 'not a list' },
    ];
    writeFileSync(path, JSON.stringify(settings));
    const reopened = await openApp();
    expect(value(await reopened.call('getColumnLayout', { connectionId: demo.id, locationId: harbor }))).toBeNull();
    value(await reopened.call('saveColumnLayout', { connectionId: demo.id, locationId: harbor, layout }));
    const saved = JSON.parse(readFileSync(path, 'utf8')).columnLayouts as { locationId: string }[];
    expect(saved).toHaveLength(MAX_SAVED_LAYOUTS);
    expect(saved[0]?.locationId).toBe('l1');
    expect(saved.at(-1)?.locationId).toBe(harbor);
  });
});

describe('a location time zone', () => {
  type Call = Awaited<ReturnType<typeof openApp>>['call'];
  const zoneOf = async (call: Call, connectionId: string, locationId: string) => {
    const state = value(await call('getState', {}));
    return state.connections.find((c) => c.id === connectionId)?.locations.find((l) => l.id === locationId)?.timeZone;
  };

  it('comes with the demo locations, is canonicalised, kept through a rename and cleared with null', async () => {
    const { call, demo, locations } = await openApp();
    const harbor = locations[0]!;
    expect(demo.locations[0]?.timeZone).toBe('America/Los_Angeles');
    value(await call('setLocationTimeZone', { connectionId: demo.id, locationId: harbor, timeZone: 'europe/paris' }));
    value(await call('renameLocation', { connectionId: demo.id, locationId: harbor, name: 'Harbour' }));
    expect(await zoneOf(call, demo.id, harbor)).toBe('Europe/Paris');
    value(await call('setLocationTimeZone', { connectionId: demo.id, locationId: harbor, timeZone: null }));
    expect(await zoneOf(call, demo.id, harbor)).toBeUndefined();
  });

  it('that the computer does not know is refused with the field named', async () => {
    const { call, demo, locations } = await openApp();
    const result = await call('setLocationTimeZone', { connectionId: demo.id, locationId: locations[0]!, timeZone: 'Mars/Olympus_Mons' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid_request', field: 'timeZone' } });
  });
});
