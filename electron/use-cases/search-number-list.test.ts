import { describe, expect, it } from 'vitest';
import type { AcrossLocationsScreen } from '../../common/ipc/contract';
import { MAX_LIST_SEARCHES } from '../../common/limits/number-list-limits';
import { walkSearch } from '../../demo-api/test/walk-search';
import { useAcmeConnection } from '../test/acme-connection';
import { DEMO_FIELDS } from '../test/demo-fields';

const LOCATIONS = { 'loc-a': { name: 'Alpha', messages: 300 }, 'loc-b': { name: 'Bravo', messages: 200 } };
const acme = useAcmeConnection(LOCATIONS);
const TOKEN = acme.token;
const IDS = acme.ids;

const connected = () => acme.connect({ anchorTime: '2025-06-01T12:00:00Z' });

/** The contact numbers of a location's messages, as the demo API itself answers them. */
async function contactNumbers(baseUrl: string, location: string, count: number): Promise<string[]> {
  const messages = await walkSearch(baseUrl, { token: TOKEN, location });
  return [...new Set(messages.map((message) => message.contact.phone))].slice(0, count);
}

const timeOf = (row: { item: Record<string, unknown> }) => Date.parse(String(row.item.created_at));

describe('a search for a list of numbers', () => {
  it('runs one search per number at each location, merged newest first, each number with as many rows as the API has for it', async () => {
    const { call, connectionId, baseUrl } = await connected();
    const numbers = [...(await contactNumbers(baseUrl, 'loc-a', 4)), ...(await contactNumbers(baseUrl, 'loc-b', 3))];
    const asked = acme.demo().requests.length;
    const screens: AcrossLocationsScreen[] = [];
    let cursor: string | undefined;
    for (let guard = 0; guard < 100; guard += 1) {
      const answer = await call('searchAcrossLocations', {
        fields: DEMO_FIELDS,
        requestId: 'r1',
        connectionId,
        locationIds: IDS,
        numbers,
        body: { direction: 'INBOUND' },
        pageSize: 20,
        ...(cursor && { cursor }),
      });
      if (!answer.ok) throw new Error(answer.error.message);
      screens.push(answer.value);
      cursor = answer.value.cursor;
      if (!answer.value.more) break;
    }
    const sent = acme.demo().requests.slice(asked);
    const rows = screens.flatMap((screen) => screen.rows);
    const last = screens.at(-1)!;
    expect(last.order).toEqual({ mode: 'merged', timeField: 'created_at' });
    // Placed newest first as they come, screen after screen: with no Retry, no row is late and none needs moving.
    expect(rows.filter((row) => row.late)).toEqual([]);
    for (let index = 1; index < rows.length; index += 1) expect(timeOf(rows[index - 1]!)).toBeGreaterThanOrEqual(timeOf(rows[index]!));
    // One source per number and location, named in the strip; its rows are the API's for that number there.
    expect(last.locations.map((source) => `${source.locationId} ${source.number}`)).toEqual(
      IDS.flatMap((id) => numbers.map((number) => `${id} ${number}`)),
    );
    for (const source of last.locations) {
      const expected = await walkSearch(
        baseUrl,
        { token: TOKEN, location: source.locationId },
        { direction: 'INBOUND', phone_number: source.number },
      );
      expect(source, `${source.number} at ${source.locationId}`).toMatchObject({ rows: expected.length, ended: true });
      const found = rows.filter((row) => row.locationId === source.locationId && row.number === source.number);
      expect(found.map((row) => row.item.id).sort()).toEqual(expected.map((message) => message.id).sort());
    }
    expect(rows.length).toBeGreaterThan(numbers.length);
    // Each request sent the shared filters and one number in the phone filter's field, never a list.
    const bodies = sent.filter((request) => request.path.endsWith(':search')).map((request) => request.body as Record<string, unknown>);
    expect(new Set(bodies.map((body) => body.phone_number))).toEqual(new Set(numbers));
    for (const body of bodies)
      expect(
        Object.keys(body)
          .filter((key) => key !== 'page_size' && key !== 'page_token')
          .sort(),
      ).toEqual(['direction', 'phone_number']);
  });

  it('counts every message of every number at each location (Count all), as many as the API has for them', async () => {
    const { call, connectionId, baseUrl } = await connected();
    const numbers = await contactNumbers(baseUrl, 'loc-a', 5);
    const perNumber = new Map(numbers.map((number) => [number, 0]));
    for (const location of IDS) {
      for (const number of numbers)
        perNumber.set(
          number,
          perNumber.get(number)! + (await walkSearch(baseUrl, { token: TOKEN, location }, { phone_number: number })).length,
        );
    }
    const expected = [...perNumber.values()].reduce((sum, count) => sum + count, 0);
    const counted = await call('countAllAcrossLocations', {
      fields: DEMO_FIELDS,
      countId: 'k1',
      connectionId,
      locationIds: IDS,
      numbers,
      body: {},
      pageSize: 20,
    });
    if (!counted.ok || counted.value.status !== 'complete') throw new Error('expected a complete count');
    expect(counted.value.counts.rows).toBe(expected);
    expect(expected).toBeGreaterThan(numbers.length);
    // Stacked by the number searched, in the list's order: each number's total is the API's for it.
    const byNumber = counted.value.counts.stacks.number!;
    expect(byNumber.series).toEqual(numbers);
    const totals = byNumber.series.map((_, index) => byNumber.units.reduce((sum, unit) => sum + (unit[index + 1] ?? 0), 0));
    expect(totals).toEqual(numbers.map((number) => perNumber.get(number)));
  });

  it('retries one number at one location, leaving the others as they are', async () => {
    const { call, connectionId, baseUrl } = await connected();
    const numbers = await contactNumbers(baseUrl, 'loc-a', 2);
    const answer = await call('searchAcrossLocations', {
      fields: DEMO_FIELDS,
      requestId: 'r1',
      connectionId,
      locationIds: ['loc-a'],
      numbers,
      body: {},
      pageSize: 20,
    });
    if (!answer.ok) throw new Error(answer.error.message);
    const retried = await call('retryAcrossLocation', { cursor: answer.value.cursor, locationId: 'loc-a', number: numbers[1] });
    expect(retried.ok && retried.value.map((source) => source.number)).toEqual(numbers);
  });

  it('refuses a list over the bound of searches, a number twice, and a list beside a phone filter, saying which', async () => {
    const { call, connectionId } = await connected();
    const many = Array.from({ length: MAX_LIST_SEARCHES / 2 + 1 }, (_, index) => `+1512555${String(index).padStart(4, '0')}`).slice(0, 50);
    const base = { requestId: 'r1', connectionId, body: {}, pageSize: 20 };
    const tooMany = await call('searchAcrossLocations', {
      fields: DEMO_FIELDS,
      ...base,
      locationIds: Array.from({ length: 11 }, (_, index) => `loc-${index}`),
      numbers: many,
    });
    expect(!tooMany.ok && tooMany.error.message).toMatch(/50 numbers at 11 locations would be 550 searches; at most 500/);
    const twice = await call('searchAcrossLocations', {
      fields: DEMO_FIELDS,
      ...base,
      locationIds: IDS,
      numbers: ['+15125550148', '+15125550148'],
    });
    expect(!twice.ok && twice.error.message).toMatch(/given twice/);
    const both = await call('searchAcrossLocations', {
      fields: DEMO_FIELDS,
      ...base,
      locationIds: IDS,
      numbers: ['+15125550148'],
      body: { phone_number: '+15125550149' },
    });
    expect(!both.ok && both.error.message).toMatch(/replaces the phone_number filter/);
  });
});
