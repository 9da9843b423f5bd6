import { describe, expect, it } from 'vitest';
import type { DemoApiConfigInput } from '../../demo-api/server';
import type { AcrossLocationsScreen } from '../../common/ipc/contract';
import { createTestServices } from '../test/main-services';
import { useAcmeConnection } from '../test/acme-connection';
import { ACROSS_SCREEN_ROWS } from './search-across-locations';
import { DEMO_FIELDS } from '../test/demo-fields';

const LOCATIONS = {
  'loc-a': { name: 'Alpha', messages: 130 },
  'loc-b': { name: 'Bravo', messages: 40 },
  'loc-c': { name: 'Charlie', messages: 75 },
};
const acme = useAcmeConnection(LOCATIONS);
const TOKEN = acme.token;
const IDS = acme.ids;

async function searchAll(config: DemoApiConfigInput = {}, pageSize = 20) {
  const { call, connectionId } = await acme.connect({ anchorTime: '2025-06-01T12:00:00Z', ...config });
  const screens: AcrossLocationsScreen[] = [];
  let cursor: string | undefined;
  for (let guard = 0; guard < 50; guard += 1) {
    const answer = await call('searchAcrossLocations', {
      fields: DEMO_FIELDS,
      requestId: 'r1',
      connectionId,
      locationIds: IDS,
      body: {},
      pageSize,
      ...(cursor && { cursor }),
    });
    if (!answer.ok) throw new Error(answer.error.message);
    screens.push(answer.value);
    cursor = answer.value.cursor;
    if (!answer.value.more) break;
  }
  const requests = acme.demo().requests.filter((request) => request.path.endsWith(':search'));
  return { screens, rows: screens.flatMap((screen) => screen.rows), last: screens.at(-1)!, requests, call };
}

const FIRST_OF_THREE = Math.ceil((2 * ACROSS_SCREEN_ROWS) / 3);

const timeOf = (row: { item: Record<string, unknown> }) => Date.parse(String(row.item.created_at));

describe('a search across locations', () => {
  it('merges every location newest first by the time field it found, each row once, with its location', async () => {
    const { rows, last } = await searchAll();
    expect(last.order).toEqual({ mode: 'merged', timeField: 'created_at' });
    expect(rows).toHaveLength(130 + 40 + 75);
    expect(new Set(rows.map((row) => row.item.id)).size).toBe(rows.length);
    for (let index = 1; index < rows.length; index += 1) expect(timeOf(rows[index - 1]!)).toBeGreaterThanOrEqual(timeOf(rows[index]!));
    for (const row of rows) expect(row.item.location_id).toBe(row.locationId);
    expect(last.locations.map((location) => [location.locationId, location.rows, location.ended])).toEqual([
      ['loc-a', 130, true],
      ['loc-b', 40, true],
      ['loc-c', 75, true],
    ]);
  });

  it('says "end" of a location only once its last row is placed', async () => {
    const { screens } = await searchAll({}, 50);
    const total = (id: string) => LOCATIONS[id as keyof typeof LOCATIONS].messages;
    for (const screen of screens)
      for (const location of screen.locations) if (location.ended) expect(location.rows).toBe(total(location.locationId));
  });

  it('fetches a further page only from the location whose next row may be due', async () => {
    const { screens, requests } = await searchAll({}, 50);
    // The first screen needs every location's first page; after that, only pages that could hold the next rows.
    expect(screens[0]!.locations.map((location) => location.pages)).toEqual([1, 1, 1]);
    expect(requests.length).toBeLessThanOrEqual(3 + 2 + 0 + 1 + 2);
  });

  it("asks each location's first page at its share of a screen, and later pages at the page size chosen", async () => {
    const { rows, requests } = await searchAll({}, 100);
    const asked = requests.map((request) => ({
      location: request.headers['location-id'],
      pageSize: (request.body as { page_size?: number }).page_size,
      first: (request.body as { page_token?: string }).page_token === undefined,
    }));
    // Three locations share a screen: twice a third of it each.
    expect(asked.filter((request) => request.first)).toEqual(IDS.map((location) => ({ location, pageSize: FIRST_OF_THREE, first: true })));
    expect(asked.filter((request) => !request.first).every((request) => request.pageSize === 100)).toBe(true);
    expect(asked.some((request) => !request.first)).toBe(true);
    expect(rows).toHaveLength(130 + 40 + 75);
    expect(new Set(rows.map((row) => row.item.id)).size).toBe(rows.length);
  });

  it('keeps the first page size, without a restart, on a server that binds page tokens to it', async () => {
    const { rows, requests, last } = await searchAll({ pageTokenBindsPageSize: true }, 100);
    const sizes = requests.map((request) => (request.body as { page_size?: number }).page_size);
    // One page at the chosen size is tried and refused; every page after it keeps the first size.
    expect(sizes.filter((size) => size === 100)).toHaveLength(1);
    expect(sizes.filter((size) => size !== 100).every((size) => size === FIRST_OF_THREE)).toBe(true);
    expect(rows).toHaveLength(130 + 40 + 75);
    expect(new Set(rows.map((row) => row.item.id)).size).toBe(rows.length);
    for (const location of last.locations) {
      expect(location.restarts).toBe(0);
      expect(location.notice).toBeUndefined();
    }
  });

  it('gives up the merge by time and says why when one location sends oldest first, every location still read', async () => {
    const { rows, last } = await searchAll({ locations: { ...LOCATIONS, 'loc-b': { ...LOCATIONS['loc-b'], order: 'oldest-first' } } });
    expect(last.order).toMatchObject({ mode: 'turns' });
    expect(last.order.mode === 'turns' && last.order.reason).toMatch(/"Bravo" are not newest first by "created_at"/);
    expect(rows).toHaveLength(130 + 40 + 75);
    expect(new Set(rows.map((row) => row.item.id)).size).toBe(rows.length);
  });

  it('shows a refused location at that location and goes on with the others', async () => {
    const { rows, last } = await searchAll({ tokens: { [TOKEN]: ['loc-a', 'loc-c'] } });
    const bravo = last.locations.find((location) => location.locationId === 'loc-b')!;
    expect(bravo.error).toMatchObject({ kind: 'unauthorized', locationId: 'loc-b' });
    expect(bravo.ended).toBe(false);
    expect(rows).toHaveLength(130 + 75);
    expect(last.order).toMatchObject({ mode: 'merged' });
  });

  it('survives 429s with Retry-After, every location reading all its rows', async () => {
    const { rows, last } = await searchAll({ faults: { rate: 0.3, kinds: ['429'], retryAfterSeconds: 0, seed: 7 } });
    expect(rows).toHaveLength(130 + 40 + 75);
    expect(last.locations.every((location) => location.ended)).toBe(true);
  });

  it('refuses a cursor asked for twice rather than skip or repeat rows', async () => {
    const { screens, call } = await searchAll();
    const again = await call('searchAcrossLocations', {
      fields: DEMO_FIELDS,
      requestId: 'r2',
      connectionId: 'x',
      locationIds: IDS,
      body: {},
      pageSize: 20,
      cursor: screens[0]!.cursor,
    });
    expect(again).toMatchObject({ ok: false, error: { kind: 'not_found' } });
  });

  it("shows a location's 500 at that location after the client's own retries, goes on with the others, and Retry resumes it", async () => {
    // Bravo answers its first page, then four 500s (every attempt of the client's), then answers again.
    const failing = { ...LOCATIONS, 'loc-b': { ...LOCATIONS['loc-b'], failWith: 500 as const, failAfterPages: 1, failTimes: 4 } };
    const { rows, last, call, requests } = await searchAll({ locations: failing });
    const bravo = last.locations.find((location) => location.locationId === 'loc-b')!;
    expect(bravo.error).toMatchObject({ kind: 'server', status: 500 });
    expect(bravo).toMatchObject({ rows: 20, ended: false });
    expect(last.locations.filter((location) => location.locationId !== 'loc-b').every((location) => location.ended)).toBe(true);
    expect(rows).toHaveLength(130 + 20 + 75);
    expect(last.more).toBe(false);
    expect(requests.filter((request) => (request.headers['location-id'] as string) === 'loc-b')).toHaveLength(1 + 4);

    const retried = await call('retryAcrossLocation', { cursor: last.cursor, locationId: 'loc-b' });
    expect(retried.ok && retried.value.find((location) => location.locationId === 'loc-b')?.error).toBeUndefined();
    const after = await call('searchAcrossLocations', {
      fields: DEMO_FIELDS,
      requestId: 'r3',
      connectionId: 'x',
      locationIds: IDS,
      body: {},
      pageSize: 20,
      cursor: last.cursor,
    });
    if (!after.ok) throw new Error(after.error.message);
    expect(after.value.rows.map((row) => row.locationId)).toEqual(Array(20).fill('loc-b'));
    expect(after.value.locations.find((location) => location.locationId === 'loc-b')).toMatchObject({ rows: 40, ended: true });
    expect(after.value.locations.every((location) => location.ended)).toBe(true);
    // Alpha and Charlie went on below Bravo's last row while it was down: whichever of its rows are newer are marked late.
    const lastPlaced = Math.min(...rows.map(timeOf));
    for (const row of after.value.rows) expect(row.late === true).toBe(timeOf(row) > lastPlaced);
  });

  it("counts every location to its end, stacked by location in the strip's order", async () => {
    const { call } = await searchAll();
    const state = await call('getState', {});
    const connectionId = state.ok ? state.value.connections.find((connection) => connection.label === 'Acme')!.id : '';
    const complete = await call('countAllAcrossLocations', {
      fields: DEMO_FIELDS,
      countId: 'k1',
      connectionId,
      locationIds: IDS,
      body: {},
      pageSize: 50,
    });
    if (!complete.ok || complete.value.status !== 'complete') throw new Error('expected a complete count');
    const byLocation = complete.value.counts.stacks.location!;
    expect(byLocation.series).toEqual(['Alpha', 'Bravo', 'Charlie']);
    const totals = byLocation.series.map((_, index) => byLocation.units.reduce((sum, unit) => sum + (unit[index + 1] ?? 0), 0));
    expect(totals).toEqual([130, 40, 75]);
    expect(complete.value.counts.rows).toBe(245);
  });
});

describe("first pages over a server whose maximum is under the app's choice", () => {
  // The demo's maximum is 30 (its default page follows it down): three first pages of 34 are refused.
  const SMALL_MAX = { maxPageSize: 30 };
  const sizeOf = (request: { body: unknown }) => (request.body as { page_size?: number }).page_size;
  const acmeView = async (call: Awaited<ReturnType<typeof searchAll>>['call']) => {
    const state = await call('getState', {});
    if (!state.ok) throw new Error(state.error.message);
    return state.value.connections.find((connection) => connection.label === 'Acme')!;
  };

  it("falls back to the server's default without a restart, each row once, merged, and the connection keeps the size refused", async () => {
    const { rows, last, requests, call } = await searchAll(SMALL_MAX, 0);
    expect(FIRST_OF_THREE).toBeGreaterThan(30);
    expect(rows).toHaveLength(130 + 40 + 75);
    expect(new Set(rows.map((row) => row.item.id)).size).toBe(rows.length);
    expect(last.order).toEqual({ mode: 'merged', timeField: 'created_at' });
    for (let index = 1; index < rows.length; index += 1) expect(timeOf(rows[index - 1]!)).toBeGreaterThanOrEqual(timeOf(rows[index]!));
    for (const location of last.locations) expect(location).toMatchObject({ restarts: 0, ended: true });
    const refused = requests.filter((request) => sizeOf(request) === FIRST_OF_THREE);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(requests.filter((request) => sizeOf(request) !== FIRST_OF_THREE).every((request) => sizeOf(request) === 0)).toBe(true);

    const connection = await acmeView(call);
    expect(connection.pageSizeLimit).toEqual({ refused: FIRST_OF_THREE });
    expect(connection.maxPageSize).toBe(FIRST_OF_THREE - 1);
    // The next search asks nothing the server refused, nor any size it has not taken: its default.
    const before = acme.demo().requests.length;
    const again = await call('searchAcrossLocations', {
      fields: DEMO_FIELDS,
      requestId: 'r2',
      connectionId: connection.id,
      locationIds: IDS,
      body: {},
      pageSize: 0,
    });
    expect(again.ok && again.value.locations.every((location) => location.error === undefined)).toBe(true);
    expect(acme.demo().requests.slice(before).map(sizeOf)).toEqual([0, 0, 0]);
  });

  it('keeps what it learned with the connection, across a restart, until the user sets a maximum', async () => {
    const { call } = await searchAll(SMALL_MAX, 0);
    const reopened = createTestServices({ dir: acme.folder(), demoBaseUrl: acme.demo().baseUrl });
    const kept = await acmeView(reopened.call);
    expect(kept.pageSizeLimit).toEqual({ refused: FIRST_OF_THREE });
    const updated = await call('updateConnection', { connectionId: kept.id, maxPageSize: 200 });
    expect(updated.ok && updated.value).toMatchObject({ maxPageSize: 200 });
    expect(updated.ok && updated.value.pageSizeLimit).toBeUndefined();
  });

  it("refuses in main, before sending, a page size the connection no longer allows, for one location's page, export and count", async () => {
    const { call } = await searchAll(SMALL_MAX, 0);
    const { id: connectionId } = await acmeView(call);
    const before = acme.demo().requests.length;
    const place = { connectionId, locationId: 'loc-a', body: {}, pageSize: FIRST_OF_THREE };
    const refusal = {
      ok: false,
      error: {
        kind: 'invalid_request',
        field: 'page_size',
        message: expect.stringContaining(`at most ${FIRST_OF_THREE - 1} (the server refused ${FIRST_OF_THREE})`),
      },
    };
    expect(await call('searchMessages', { ...place, requestId: 'one' })).toMatchObject(refusal);
    expect(await call('countAll', { ...place, countId: 'c1' })).toMatchObject(refusal);
    expect(await call('exportAll', { ...place, exportId: 'e1', bom: false, suggestedName: 'x' })).toMatchObject(refusal);
    expect(acme.demo().requests.length).toBe(before);
    expect(await call('searchMessages', { ...place, pageSize: FIRST_OF_THREE - 1, requestId: 'two' })).toMatchObject({
      ok: false,
      error: { status: 400 },
    });
    expect(await call('searchMessages', { ...place, pageSize: 30, requestId: 'three' })).toMatchObject({ ok: true });
  });

  it('learns the size a server took, and changes nothing then', async () => {
    const { call, requests } = await searchAll({}, 0);
    expect(requests.filter((request) => sizeOf(request) === FIRST_OF_THREE)).toHaveLength(3);
    expect(await acmeView(call)).toMatchObject({ maxPageSize: 500, pageSizeLimit: { accepted: FIRST_OF_THREE } });
  });

  it('does not take a 400 about a filter for one about the page size: the location shows it, nothing more is learned', async () => {
    const { call } = await searchAll({}, 0);
    const connection = await acmeView(call);
    const before = acme.demo().requests.length;
    const bad = await call('searchAcrossLocations', {
      fields: DEMO_FIELDS,
      requestId: 'r3',
      connectionId: connection.id,
      locationIds: ['loc-a'],
      body: { created_after: 'yesterday' },
      pageSize: 0,
    });
    expect(bad.ok && bad.value.locations[0]!.error).toMatchObject({ kind: 'invalid_request', status: 400, field: 'created_after' });
    // Asked at its size (one location: a screen), then once more without: the same refusal, so it is about the query.
    expect(acme.demo().requests.slice(before).map(sizeOf)).toEqual([ACROSS_SCREEN_ROWS, 0]);
    expect((await acmeView(call)).pageSizeLimit).toEqual({ accepted: FIRST_OF_THREE });
  });
});

describe('a count across locations with one down', () => {
  it('keeps what it counted, names the location, and is never complete', async () => {
    const failing = { ...LOCATIONS, 'loc-c': { ...LOCATIONS['loc-c'], failWith: 503 as const } };
    const { call } = await searchAll({ locations: failing, faults: { retryAfterSeconds: 0 } });
    const state = await call('getState', {});
    const connectionId = state.ok ? state.value.connections.find((connection) => connection.label === 'Acme')!.id : '';
    const counted = await call('countAllAcrossLocations', {
      fields: DEMO_FIELDS,
      countId: 'k2',
      connectionId,
      locationIds: IDS,
      body: {},
      pageSize: 50,
    });
    if (!counted.ok || counted.value.status !== 'failed') throw new Error('expected a failed count');
    expect(counted.value.error.message).toMatch(
      /^1 of 3 locations stopped with an error \(Charlie\); their messages after that are not counted\. The server at .* \(HTTP 503/,
    );
    expect(counted.value.counts?.rows).toBe(130 + 40);
    const byLocation = counted.value.counts!.stacks.location!;
    expect(byLocation.series).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(byLocation.series.map((_, index) => byLocation.units.reduce((sum, unit) => sum + (unit[index + 1] ?? 0), 0))).toEqual([
      130, 40, 0,
    ]);
    // Charlie's 503 with Retry-After 0 is asked 4 times, the clamp's floors (0.5 s, 1 s, 2 s) between them.
  }, 20_000);

  it("stops with the same Cancel as one location's count, and keeps nothing", async () => {
    const { call } = await searchAll({ latencyMs: 150 });
    const state = await call('getState', {});
    const connectionId = state.ok ? state.value.connections.find((connection) => connection.label === 'Acme')!.id : '';
    const asked = acme.demo().requests.length;
    const counting = call('countAllAcrossLocations', {
      fields: DEMO_FIELDS,
      countId: 'k3',
      connectionId,
      locationIds: IDS,
      body: {},
      pageSize: 10,
    });
    // Cancelled once it reads pages, however long a loaded machine takes to start it.
    await expect.poll(() => acme.demo().requests.length).toBeGreaterThan(asked);
    expect(await call('cancelCountAll', { countId: 'k3' })).toEqual({ ok: true, value: { cancelled: true } });
    expect(await counting).toMatchObject({ ok: true, value: { status: 'cancelled' } });
  });
});

describe('a connection whose base URL changes while its locations are read', () => {
  it('never sends a page token of the earlier server to the new one: each location stops and says why', async () => {
    const { call, connectionId } = await acme.connect({ anchorTime: '2025-06-01T12:00:00Z' });
    const search = { requestId: 'r1', connectionId, locationIds: IDS, body: {}, pageSize: 20 };
    const first = await call('searchAcrossLocations', search);
    if (!first.ok) throw new Error(first.error.message);
    // Same origin (the token is kept), another server behind another path.
    const moved = `${acme.demo().baseUrl}/tenant-b`;
    expect((await call('updateConnection', { connectionId, baseUrl: moved })).ok).toBe(true);
    const before = acme.demo().requests.length;

    const second = await call('searchAcrossLocations', { fields: DEMO_FIELDS, ...search, cursor: first.value.cursor });
    if (!second.ok) throw new Error(second.error.message);
    // Every location read its first page on the first screen: whatever went to the new server now would carry a page token.
    expect(
      acme
        .demo()
        .requests.slice(before)
        .filter((request) => request.path.startsWith('/tenant-b')),
    ).toEqual([]);
    const stopped = second.value.locations.filter((location) => location.error);
    expect(stopped.length).toBeGreaterThan(0);
    for (const location of stopped)
      expect(location.error?.message).toMatch(
        /^The connection "Acme" now points at another server than when this search started, so its page token/,
      );
  });
});

describe('export and count across locations are bounded', () => {
  /** Every location opens with 250 empty pages, each with a fresh token: more than a job reads without a new row. */
  async function openEmptyRuns() {
    const { call, connectionId } = await acme.connect({ emptyPagesFirst: 250 });
    return { call, connectionId, searches: () => acme.demo().requests.filter((request) => request.path.endsWith(':search')).length };
  }

  it('an export stops each location after 200 pages without a new row, and says why in its outcome', async () => {
    const { call, connectionId, searches } = await openEmptyRuns();
    const outcome = await call('exportAcrossLocations', {
      fields: DEMO_FIELDS,
      exportId: 'e1',
      connectionId,
      locationIds: ['loc-a', 'loc-b'],
      body: {},
      pageSize: 20,
      bom: false,
      suggestedName: 'all.csv',
    });
    if (!outcome.ok || !outcome.value) throw new Error('no export');
    expect(outcome.value).toMatchObject({ status: 'failed', rows: 0 });
    expect(searches()).toBe(2 * 200);
    // No row was written, so no file is kept: the outcome itself says why each location stopped.
    if (outcome.value.status === 'complete') throw new Error('expected a failure');
    expect(outcome.value.manifestPath).toBeNull();
    expect(outcome.value.error?.message).toMatch(
      /\(Alpha, Bravo\).* No new row in the last 200 pages: the server sent 200 empty pages, each with a page token for more\. Stopped here/,
    );
  }, 30_000);

  it('a count stops the same way and is not called complete', async () => {
    const { call, connectionId, searches } = await openEmptyRuns();
    const counted = await call('countAllAcrossLocations', {
      fields: DEMO_FIELDS,
      countId: 'k1',
      connectionId,
      locationIds: ['loc-b'],
      body: {},
      pageSize: 20,
    });
    if (!counted.ok) throw new Error(counted.error.message);
    expect(counted.value).toMatchObject({
      status: 'failed',
      rows: 0,
      error: { message: expect.stringContaining('1 of 1 locations stopped with an error (Bravo)') },
    });
    expect(searches()).toBe(200);
  }, 30_000);
});

describe('a location asked to wait', () => {
  it('does not hold the others: its long Retry-After stops it with Retry, and the screen answers with the rest', async () => {
    const waiting = { ...LOCATIONS, 'loc-c': { ...LOCATIONS['loc-c'], failWith: 503 as const, failTimes: 1 } };
    const started = Date.now();
    const { screens } = await searchAll({ locations: waiting, faults: { retryAfterSeconds: 30 } }, 50);
    expect(Date.now() - started).toBeLessThan(10_000);
    const first = screens[0]!;
    expect(first.rows.length).toBeGreaterThan(0);
    expect(first.locations.find((location) => location.locationId === 'loc-c')).toMatchObject({
      rows: 0,
      error: { status: 503, retryAfterMs: 30_000 },
    });
    expect(new Set(first.rows.map((row) => row.locationId))).toEqual(new Set(['loc-a', 'loc-b']));
  }, 20_000);

  it('names the search it waits for in the retry notice, so the view can say which and why', async () => {
    const waiting = { ...LOCATIONS, 'loc-c': { ...LOCATIONS['loc-c'], failWith: 503 as const, failTimes: 1 } };
    const notices: unknown[] = [];
    const { call, connectionId } = await acme.connect(
      { anchorTime: '2025-06-01T12:00:00Z', locations: waiting, faults: { retryAfterSeconds: 0 } },
      { emit: (name, payload) => name === 'requestRetry' && notices.push(payload) },
    );
    const answer = await call('searchAcrossLocations', { requestId: 'r9', connectionId, locationIds: IDS, body: {}, pageSize: 50 });
    expect(answer.ok).toBe(true);
    expect(notices).toEqual([
      expect.objectContaining({ requestId: 'r9', locationId: 'loc-c', attempt: 1, error: expect.objectContaining({ status: 503 }) }),
    ]);
    expect(notices[0]).not.toHaveProperty('number');
  }, 20_000);
});
