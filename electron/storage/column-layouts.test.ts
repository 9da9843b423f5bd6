import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestServices } from '../test/main-services';
import { useTempDir } from '../test/test-stores';
import { MAX_SAVED_LAYOUTS, MAX_SAVED_LAYOUTS_CHARS } from '../../common/limits/stored-limits';
import { okValue as value } from '../test/ok-value';

// Through the real dispatcher and handlers, over a real settings file: what the renderer gets.
const tempDir = useTempDir();

async function openApp() {
  const { call } = createTestServices({ dir: tempDir().path, demoBaseUrl: 'http://127.0.0.1:9' });
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
    const settings = JSON.parse(readFileSync(join(tempDir().path, 'settings.json'), 'utf8'));
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

  it('keep one layout per connection for the search across locations, apart from each location and through a restart', async () => {
    const first = await openApp();
    const across = { connectionId: first.demo.id, locationId: null };
    const acrossLayout = { order: ['location', 'body'], widths: { location: 260 }, hidden: ['id'] };
    expect(value(await first.call('getColumnLayout', across))).toBeNull();
    value(await first.call('saveColumnLayout', { ...across, layout: acrossLayout }));
    value(await first.call('saveColumnLayout', { connectionId: first.demo.id, locationId: first.locations[0]!, layout }));

    const restarted = await openApp();
    expect(value(await restarted.call('getColumnLayout', across))).toEqual(acrossLayout);
    expect(value(await restarted.call('getColumnLayout', { connectionId: first.demo.id, locationId: first.locations[0]! }))).toEqual(
      layout,
    );
    value(await restarted.call('resetColumnLayout', across));
    expect(value(await restarted.call('getColumnLayout', across))).toBeNull();
    expect(value(await restarted.call('getColumnLayout', { connectionId: first.demo.id, locationId: first.locations[0]! }))).toEqual(
      layout,
    );

    value(await restarted.call('saveColumnLayout', { ...across, layout: acrossLayout }));
    value(await restarted.call('deleteConnection', { connectionId: first.demo.id }));
    expect(value(await restarted.call('getColumnLayout', across))).toBeNull();
    const refused = await restarted.call('saveColumnLayout', { ...across, layout: acrossLayout });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'not_found' } });
    expect(JSON.parse(readFileSync(join(tempDir().path, 'settings.json'), 'utf8')).columnLayouts).toEqual([]);
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
    const path = join(tempDir().path, 'settings.json');
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

describe('the bounds of column layouts', () => {
  const columns = (count: number, prefix = 'payload.attributes.column_') =>
    Array.from({ length: count }, (_unused, index) => `${prefix}${index}`);

  it('take a layout of 10,000 columns, ordered, sized and hidden', async () => {
    const { call, demo, locations } = await openApp();
    const names = columns(10_000);
    const wide = { order: names, widths: Object.fromEntries(names.map((name) => [name, 120])), hidden: names.slice(0, 5000) };
    value(await call('saveColumnLayout', { connectionId: demo.id, locationId: locations[0]!, layout: wide }));
    expect(value(await call('getColumnLayout', { connectionId: demo.id, locationId: locations[0]! }))).toEqual(wide);
  });

  it.each([
    [
      '200,000 widths',
      { widths: Object.fromEntries(columns(200_000, 'c').map((name) => [name, 100])) },
      'layout.widths',
      'A layout sizes at most 10,000 columns.',
    ],
    ['10,001 columns in order', { order: columns(10_001) }, 'layout.order', 'A layout lists at most 10,000 columns.'],
    ['10,001 hidden columns', { hidden: columns(10_001) }, 'layout.hidden', 'A layout lists at most 10,000 columns.'],
    ['a column name of 501 characters', { order: ['x'.repeat(501)] }, 'layout.order.0', 'A column name is at most 500 characters.'],
    [
      'more than 1 MiB as JSON',
      { order: columns(3000, 'n'.repeat(400)) },
      'layout',
      'A layout is at most 1,048,576 characters as JSON; shorten the column names or list fewer columns.',
    ],
  ])(
    'refuse %s with the limit in the message, keeping the saved layout and the file as they were',
    async (_what, change, field, reason) => {
      const { call, demo, locations } = await openApp();
      const place = { connectionId: demo.id, locationId: locations[0]! };
      value(await call('saveColumnLayout', { ...place, layout }));
      const path = join(tempDir().path, 'settings.json');
      const before = readFileSync(path, 'utf8');

      const result = await call('saveColumnLayout', { ...place, layout: { ...layout, ...change } });

      expect(result).toEqual({
        ok: false,
        error: { kind: 'invalid_request', field, message: `Invalid input for saveColumnLayout (${field}): ${reason}` },
      });
      expect(readFileSync(path, 'utf8')).toBe(before);
      expect(value(await call('getColumnLayout', place))).toEqual(layout);
    },
  );

  it('keep at most a few MiB in all, dropping the least recently saved', async () => {
    const { call } = await openApp();
    const created = value(
      await call('createConnection', {
        label: 'Wide',
        baseUrl: 'https://api.example.test',
        token: `tok-${crypto.randomUUID()}`,
        keepToken: 'session',
        locations: Array.from({ length: 8 }, (_unused, index) => ({ id: `L${index}` })),
      }),
    );
    // About 0.9 MiB each: four fit in the total, the fifth pushes the oldest out.
    const big = { order: columns(9000, 'c'.repeat(90)), widths: {}, hidden: [] };
    for (let index = 0; index < 8; index++)
      value(await call('saveColumnLayout', { connectionId: created.id, locationId: `L${index}`, layout: big }));

    const path = join(tempDir().path, 'settings.json');
    const saved = JSON.parse(readFileSync(path, 'utf8')).columnLayouts as { locationId: string }[];
    expect(saved.map((entry) => entry.locationId)).toEqual(['L4', 'L5', 'L6', 'L7']);
    expect(JSON.stringify(saved).length).toBeLessThanOrEqual(MAX_SAVED_LAYOUTS_CHARS);
    expect(statSync(path).size).toBeLessThan(MAX_SAVED_LAYOUTS_CHARS * 1.1);
    expect(value(await call('getColumnLayout', { connectionId: created.id, locationId: 'L0' }))).toBeNull();
    expect(value(await call('getColumnLayout', { connectionId: created.id, locationId: 'L7' }))).toEqual(big);
  });

  it('leave the file untouched when a save or reset changes nothing', async () => {
    const { call, demo, locations } = await openApp();
    const place = { connectionId: demo.id, locationId: locations[0]! };
    value(await call('saveColumnLayout', { ...place, layout }));
    // The same settings laid out differently: any write by the app would lay them out its way again.
    const path = join(tempDir().path, 'settings.json');
    const relaidOut = JSON.stringify(JSON.parse(readFileSync(path, 'utf8')));
    writeFileSync(path, relaidOut);

    value(await call('saveColumnLayout', { ...place, layout }));
    value(await call('resetColumnLayout', { connectionId: demo.id, locationId: locations[1]! }));
    expect(readFileSync(path, 'utf8')).toBe(relaidOut);
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
