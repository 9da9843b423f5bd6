import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { DemoApiConfigInput } from '../../demo-api/server';
import { useAcmeConnection } from '../test/acme-connection';
import { withLocation } from '../../common/records/located-row';
import { DEMO_FIELDS } from '../test/demo-fields';

const LOCATIONS = { 'loc-a': { name: 'Alpha', messages: 70 }, 'loc-b': { name: 'Bravo', messages: 30 } };
const acme = useAcmeConnection(LOCATIONS);
const TOKEN = acme.token;
const IDS = acme.ids;

async function exportAcross(config: DemoApiConfigInput = {}, locationIds: string[] = IDS) {
  const { call, connectionId } = await acme.connect(config);
  const outcome = await call('exportAcrossLocations', {
    fields: DEMO_FIELDS,
    exportId: 'e1',
    connectionId,
    locationIds,
    body: {},
    pageSize: 20,
    bom: false,
    suggestedName: 'all.csv',
  });
  if (!outcome.ok || !outcome.value) throw new Error('no export');
  return outcome.value;
}

describe('export all across locations', () => {
  it("writes one file with a Location column, and a manifest with each location's counts", async () => {
    const outcome = await exportAcross();
    if (outcome.status !== 'complete') throw new Error(outcome.status);
    const lines = (await readFile(outcome.path, 'utf8')).trim().split(/\r?\n/);
    expect(lines[0]!.split(',').slice(0, 2)).toEqual(['Location', 'Location name']);
    expect(outcome.rows).toBe(70 + 30);
    expect(lines.filter((line) => line.startsWith('loc-b,Bravo,'))).toHaveLength(30);
    const manifest = JSON.parse(await readFile(outcome.manifestPath, 'utf8'));
    expect(manifest).toMatchObject({
      scope: 'all-locations',
      rows: 100,
      complete: true,
      acrossLocations: { order: 'merged newest first by created_at', searched: 2, ofConnection: 2 },
    });
    expect(manifest.acrossLocations.locations).toEqual([
      { locationId: 'loc-a', name: 'Alpha', rows: 70, pages: 4, restarts: 0, ended: true },
      { locationId: 'loc-b', name: 'Bravo', rows: 30, pages: 2, restarts: 0, ended: true },
    ]);
    expect(JSON.stringify(manifest)).not.toContain(TOKEN);
  });

  it("keeps a refused location's error in the manifest and the file as partial", async () => {
    const outcome = await exportAcross({ tokens: { [TOKEN]: ['loc-a'] } });
    expect(outcome).toMatchObject({ status: 'failed', rows: 70 });
    if (outcome.status === 'complete' || !outcome.partialPath || !outcome.manifestPath) throw new Error('expected a partial file');
    expect(outcome.partialPath.endsWith('.partial.csv')).toBe(true);
    const manifest = JSON.parse(await readFile(outcome.manifestPath, 'utf8'));
    expect(manifest.complete).toBe(false);
    expect(manifest.acrossLocations.locations[1]).toMatchObject({
      locationId: 'loc-b',
      rows: 0,
      ended: false,
      error: { kind: 'unauthorized' },
    });
  });

  it('writes exactly a chosen set and never calls it all locations', async () => {
    const outcome = await exportAcross({}, ['loc-b']);
    if (outcome.status !== 'complete') throw new Error(outcome.status);
    expect(outcome.rows).toBe(30);
    const lines = (await readFile(outcome.path, 'utf8')).trim().split(/\r?\n/).slice(1);
    expect(lines.filter((line) => line.startsWith('loc-b,Bravo,'))).toHaveLength(30);
    expect(lines.some((line) => line.startsWith('loc-a,'))).toBe(false);
    const manifest = JSON.parse(await readFile(outcome.manifestPath, 'utf8'));
    expect(manifest).toMatchObject({
      scope: 'chosen-locations',
      locationId: 'loc-b',
      rows: 30,
      acrossLocations: { searched: 1, ofConnection: 2 },
    });
    expect(manifest.acrossLocations.locations.map((location: { locationId: string }) => location.locationId)).toEqual(['loc-b']);
  });

  it("keeps a location's 500 in the manifest, the other location whole, and the file as partial", async () => {
    const outcome = await exportAcross({
      locations: { ...LOCATIONS, 'loc-b': { ...LOCATIONS['loc-b'], failWith: 500, failAfterPages: 1 } },
    });
    expect(outcome).toMatchObject({
      status: 'failed',
      rows: 70 + 20,
      error: { message: expect.stringContaining('1 of 2 locations stopped with an error (Bravo)') },
    });
    if (outcome.status === 'complete' || !outcome.partialPath || !outcome.manifestPath) throw new Error('expected a partial file');
    expect(outcome.partialPath.endsWith('.partial.csv')).toBe(true);
    const manifest = JSON.parse(await readFile(outcome.manifestPath, 'utf8'));
    expect(manifest).toMatchObject({ complete: false, stoppedBy: { kind: 'server' } });
    expect(manifest.acrossLocations.locations).toEqual([
      { locationId: 'loc-a', name: 'Alpha', rows: 70, pages: 4, restarts: 0, ended: true },
      {
        locationId: 'loc-b',
        name: 'Bravo',
        rows: 20,
        pages: 1,
        restarts: 0,
        ended: false,
        error: { kind: 'server', message: expect.stringContaining('500') },
      },
    ]);
  });
});

describe('export ids across locations', () => {
  it('refuses a second export under the id of one running, and the first still writes every row', async () => {
    const { call, connectionId } = await acme.connect({}, { named: false });
    const input = { exportId: 'twice', connectionId, locationIds: IDS, body: {}, pageSize: 20, bom: false, suggestedName: 'all.csv' };
    const first = call('exportAcrossLocations', input);
    const second = await call('exportAcrossLocations', input);
    expect(second).toMatchObject({
      ok: false,
      error: { kind: 'invalid_request', field: 'exportId', message: expect.stringContaining('"twice" is already running') },
    });
    expect(await first).toMatchObject({ ok: true, value: { status: 'complete', rows: 100 } });
  });
});

describe('withLocation', () => {
  it('puts where the row came from first and keeps every record field, renamed visibly when a name is taken', () => {
    const row = withLocation(
      { Location: 'record place', 'Location (record)': 'kept', 'Location name': 'record name', body: 'hi' },
      'loc-a',
      'Alpha',
    );
    expect(Object.entries(row)).toEqual([
      ['Location', 'loc-a'],
      ['Location name', 'Alpha'],
      ['Location (record)', 'kept'],
      ['body', 'hi'],
      ['Location (record 2)', 'record place'],
      ['Location name (record)', 'record name'],
    ]);
  });

  it('leaves a record without such fields as it is, after the location', () => {
    expect(Object.entries(withLocation({ id: 'm1' }, 'loc-b', ''))).toEqual([
      ['Location', 'loc-b'],
      ['Location name', ''],
      ['id', 'm1'],
    ]);
  });
});
