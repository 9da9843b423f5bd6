import { afterEach, describe, expect, it } from 'vitest';
import type { DemoApiConfigInput } from './config';
import { parseDemoApiConfig } from './config';
import { matchingMessages } from './messages';
import { PROVIDER_SHAPES } from './record-shape-names';
import { shapeRecord } from './record-shapes';
import type { DemoApi } from './server';
import { startDemoApi } from './server';
import { SHAPE_READERS } from './test/shape-readers';
import { fakeToken, ids, page, post } from './test/support';

const ANCHOR = Date.parse('2025-11-14T17:45:00Z');
const token = fakeToken();
const caller = { token, location: 'shop' };
const live: DemoApiConfigInput = {
  seed: 'live-test',
  anchorTime: '2025-11-14T17:45:00Z',
  sparsePages: 0,
  tokens: { [token]: ['shop', 'quiet'] },
  locations: { shop: { name: 'Shop', messages: 40 }, quiet: { name: 'Quiet', messages: 40 } },
  live: { everySeconds: 10, locations: ['shop'], queuedSeconds: 5, sentSeconds: 10, failedShare: 0.3, outboundShare: 1 },
};
const config = parseDemoApiConfig(live);

let api: DemoApi | null = null;
afterEach(async () => {
  await api?.close();
  api = null;
});

/** A server whose clock the test moves. */
async function serverAt(startMs: number, input: DemoApiConfigInput = live) {
  const clock = { now: startMs };
  api = await startDemoApi(input, { now: () => clock.now });
  return { api, clock };
}

describe('new messages over time', () => {
  it('adds messages on top as the clock moves, the same ones for the same seed and clock', () => {
    const before = ids(matchingMessages(config, 'shop', {}, ANCHOR));
    const later = [...matchingMessages(config, 'shop', {}, ANCHOR + 60_000)];
    expect(later).toHaveLength(before.length + 6);
    expect(ids(later.slice(6))).toEqual(before);
    expect(later.slice(0, 6).every((message) => Date.parse(message.created_at) > ANCHOR)).toBe(true);
    expect([...matchingMessages(parseDemoApiConfig(live), 'shop', {}, ANCHOR + 60_000)]).toEqual(later);
    expect(ids(matchingMessages(config, 'quiet', {}, ANCHOR + 60_000))).toEqual(ids(matchingMessages(config, 'quiet', {}, ANCHOR)));
  });

  it('keeps newest first, each new message in a second of its own', () => {
    const times = [...matchingMessages(config, 'shop', {}, ANCHOR + 600_000)].slice(0, 61).map((message) => Date.parse(message.created_at));
    for (let index = 1; index < times.length; index++) expect(times[index - 1]).toBeGreaterThan(times[index] ?? Infinity);
  });

  it('moves an outbound message from queued to sent to delivered or failed as it ages', () => {
    const newest = [...matchingMessages(config, 'shop', {}, ANCHOR + 300_000)][0];
    if (!newest) throw new Error('expected a new message');
    const statuses = [0, 4_000, 6_000, 14_000, 16_000, 600_000].map((age) => {
      const at = Date.parse(newest.created_at) + age;
      return [...matchingMessages(config, 'shop', {}, at)].find((message) => message.id === newest.id)?.status;
    });
    expect(statuses.slice(0, 4)).toEqual(['QUEUED', 'QUEUED', 'SENT', 'SENT']);
    expect(['DELIVERED', 'FAILED']).toContain(statuses[4]);
    expect(statuses[5]).toBe(statuses[4]);
    const settled = [...matchingMessages(config, 'shop', {}, ANCHOR + 3_600_000)].slice(20, 200);
    expect(new Set(settled.map((message) => message.status))).toEqual(new Set(['DELIVERED', 'FAILED']));
  });

  it('finds new messages by status and time filters as they stand', () => {
    const at = ANCHOR + 120_000;
    const all = [...matchingMessages(config, 'shop', {}, at)];
    const queued = ids(matchingMessages(config, 'shop', { status: 'QUEUED' }, at));
    expect(queued).toEqual(ids(all.filter((message) => message.status === 'QUEUED')));
    const after = ids(matchingMessages(config, 'shop', { created_after: '2025-11-14T17:45:30Z' }, at));
    expect(after).toEqual(ids(all.filter((message) => Date.parse(message.created_at) >= ANCHOR + 30_000)));
    expect(after.length).toBeGreaterThan(0);
  });

  it('refuses a live location it does not know, and oldest-first order', () => {
    expect(() => parseDemoApiConfig({ ...live, live: { everySeconds: 10, locations: ['elsewhere'] } })).toThrow(
      /live\.locations\.0: location "elsewhere" is not defined/,
    );
    expect(() => parseDemoApiConfig({ ...live, order: 'oldest-first' })).toThrow(/new messages need newest-first order/);
    expect(() => parseDemoApiConfig({ ...live, live: { everySeconds: 1 } })).toThrow(/live\.everySeconds/);
  });
});

describe('paging while messages arrive', () => {
  it('walks one session to its end without a message skipped or doubled while new ones arrive on top', async () => {
    const { api, clock } = await serverAt(ANCHOR + 100_000);
    const snapshot = ids(matchingMessages(api.config, 'shop', {}, clock.now));
    const seen: string[] = [];
    let pageToken = '';
    do {
      const reply = await page(api, caller, { page_size: 7, ...(pageToken && { page_token: pageToken }) });
      seen.push(...ids(reply.smsMessages));
      pageToken = reply.next_page_token ?? '';
      clock.now += 25_000;
    } while (pageToken);
    expect(seen).toEqual(snapshot);
  });

  it('gives the new messages to a fresh first page, and to the previous pages of an old session', async () => {
    const { api, clock } = await serverAt(ANCHOR + 100_000);
    const first = await page(api, caller, { page_size: 5 });
    clock.now += 30_000;
    const fresh = await page(api, caller, { page_size: 5 });
    expect(ids(fresh.smsMessages).slice(3)).toEqual(ids(first.smsMessages).slice(0, 2));
    const second = await page(api, caller, { page_size: 5, page_token: first.next_page_token });
    const back = await page(api, caller, { page_size: 5, page_token: second.previous_page_token });
    expect(ids(back.smsMessages)).toEqual(ids(first.smsMessages));
    const above = await page(api, caller, { page_size: 5, page_token: back.previous_page_token });
    expect(ids(above.smsMessages)).toEqual(ids(fresh.smsMessages).slice(0, 3));
  });

  it('still expires page tokens on the same clock', async () => {
    const { api, clock } = await serverAt(ANCHOR + 100_000, { ...live, pageTokenTtlSeconds: 60 });
    const first = await page(api, caller, { page_size: 5 });
    clock.now += 61_000;
    const reply = await post(api, caller, { page_size: 5, page_token: first.next_page_token });
    expect(reply.json.error?.code).toBe('PAGE_TOKEN_EXPIRED');
  });

  it.each(['other', ...PROVIDER_SHAPES] as const)(
    'writes new messages and their status changes in the %s record shape too, in its words',
    async (shape) => {
      const { api, clock } = await serverAt(ANCHOR + 300_000, { ...live, recordShape: shape });
      const newest = [...matchingMessages(api.config, 'shop', {}, clock.now)][0]!;
      const reader = SHAPE_READERS[shape];
      const served = async () => {
        const reply = await post(api, caller, { page_size: 3 });
        const records = reply.json.smsMessages as unknown as Record<string, unknown>[];
        const truth = [...matchingMessages(api.config, 'shop', {}, clock.now)].find((message) => message.id === newest.id)!;
        const record = records.find((item) => reader.read(item).id === reader.read(shapeRecord(shape, truth)).id);
        // As the shape writes the message as it stands at this moment, not in the demo's own words.
        expect(record).toEqual(shapeRecord(shape, truth));
        return { status: truth.status, word: reader.read(record!).status };
      };
      const born = Date.parse(newest.created_at);
      clock.now = born;
      const queued = await served();
      clock.now = born + 6_000;
      const sent = await served();
      clock.now = born + 16_000;
      const done = await served();
      expect([queued.status, sent.status]).toEqual(['QUEUED', 'SENT']);
      expect(done.status).toMatch(/^(DELIVERED|FAILED)$/);
      // The provider's words move on with the status, where its record kind has one.
      if (queued.word !== null) expect(done.word).not.toBe(queued.word);
    },
  );
});
