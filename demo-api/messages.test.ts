import { describe, expect, it } from 'vitest';
import { parseDemoApiConfig } from './config';
import type { SmsMessage } from './messages';
import { matchingMessages, messageAt } from './messages';

const config = parseDemoApiConfig({
  locations: {
    shop: { name: 'Corner Shop', messages: 2_400 },
    tiny: { name: 'Tiny', messages: 40 },
    huge: { name: 'Huge', messages: 1_000_000 },
  },
});
const all = [...matchingMessages(config, 'shop')];
const E164 = /^\+[1-9]\d{1,14}$/;

describe('generated messages', () => {
  it('are deterministic for (seed, location, index) and change with the seed', () => {
    expect(messageAt(config, 'shop', 17)).toEqual(messageAt(parseDemoApiConfig(config), 'shop', 17));
    const reseeded = parseDemoApiConfig({ ...config, seed: 'another' });
    expect(messageAt(reseeded, 'shop', 17)).not.toEqual(messageAt(config, 'shop', 17));
  });

  it('come newest first with ties broken by id, never after the anchor time', () => {
    expect(all).toHaveLength(2_400);
    let ties = 0;
    for (let index = 1; index < all.length; index++) {
      const [newer, older] = [all[index - 1] as SmsMessage, all[index] as SmsMessage];
      expect(newer.created_at >= older.created_at).toBe(true);
      if (newer.created_at === older.created_at) {
        ties++;
        expect(newer.id < older.id).toBe(true);
      }
    }
    expect(ties).toBeGreaterThan(10);
    expect(Date.parse(all[0]?.created_at ?? '')).toBeLessThanOrEqual(Date.parse(config.anchorTime));
  });

  it('come oldest first when the server or the location says so, same messages, filters kept', () => {
    const filters = { direction: 'INBOUND' as const, created_after: all[1_800]?.created_at ?? '' };
    const newestFirst = [...matchingMessages(config, 'shop', filters)];
    const server = [...matchingMessages(parseDemoApiConfig({ ...config, order: 'oldest-first' }), 'shop', filters)];
    const perLocation = parseDemoApiConfig({
      anchorTime: config.anchorTime,
      locations: { shop: { name: 'Corner Shop', messages: 2_400, order: 'oldest-first' }, tiny: { name: 'Tiny', messages: 40 } },
    });
    expect(newestFirst.length).toBeGreaterThan(100);
    expect(server).toEqual([...newestFirst].reverse());
    expect([...matchingMessages(perLocation, 'shop', filters)]).toEqual(server);
    expect([...matchingMessages(perLocation, 'tiny')]).toEqual([...matchingMessages(config, 'tiny')]);
  });

  it('have unique ids across locations', () => {
    const tiny = [...matchingMessages(config, 'tiny')];
    expect(new Set([...all, ...tiny].map((message) => message.id)).size).toBe(all.length + tiny.length);
    expect(all.every((message) => /^SM[0-9a-f]{32}$/.test(message.id))).toBe(true);
  });

  it('have consistent, realistic fields', () => {
    for (const message of all) {
      expect(message.location_id).toBe('shop');
      expect(message.from).toMatch(E164);
      expect(message.to).toMatch(E164);
      expect(message.contact.phone).toBe(message.direction === 'INBOUND' ? message.from : message.to);
      expect(message.status === 'RECEIVED').toBe(message.direction === 'INBOUND');
      expect(message.delivered_at === null).toBe(message.status !== 'DELIVERED');
      if (message.delivered_at) expect(message.delivered_at > message.created_at).toBe(true);
      expect(message.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      expect(message.body.length).toBeGreaterThan(0);
      expect(Number.isInteger(message.media_count)).toBe(true);
    }
  });

  it('include the texts that break naive code', () => {
    const bodies = all.map((message) => message.body);
    const some = (test: (body: string) => boolean) => bodies.some(test);
    expect(some((body) => /\p{Extended_Pictographic}/u.test(body))).toBe(true);
    expect(some((body) => body.includes('\n'))).toBe(true);
    expect(some((body) => body.includes(','))).toBe(true);
    expect(some((body) => body.includes('"'))).toBe(true);
    for (const start of ['=', '+', '-', '@']) expect(some((body) => body.startsWith(start))).toBe(true);
    expect(some((body) => body.length > 300)).toBe(true);
    expect(some((body) => body.length < 5)).toBe(true);
    expect(all.some((message) => message.contact.name === null)).toBe(true);
    expect(all.some((message) => message.media_count > 0)).toBe(true);
    expect(new Set(all.map((message) => message.status)).size).toBe(6);
  });

  it('reach message 999,999 of a million without generating the others', () => {
    const started = performance.now();
    const last = messageAt(config, 'huge', 999_999);
    expect(performance.now() - started).toBeLessThan(50);
    expect(last.id).toMatch(/^SM[0-9a-f]{32}$/);
    expect(last.created_at < messageAt(config, 'huge', 0).created_at).toBe(true);
    expect(() => messageAt(config, 'huge', 1_000_000)).toThrow(RangeError);
    expect(() => messageAt(config, 'nowhere', 0)).toThrow(RangeError);
  });
});

describe('matchingMessages', () => {
  const sample = all[123] as SmsMessage;
  const cases: [string, Record<string, string>, (message: SmsMessage) => boolean][] = [
    ['query over bodies', { query: 'APPOINTMENT' }, (m) => m.body.toLowerCase().includes('appointment')],
    [
      'query over contact names',
      { query: sample.contact.name ?? 'x' },
      (m) => includes(m.body, sample.contact.name) || includes(m.contact.name, sample.contact.name),
    ],
    ['direction', { direction: 'INBOUND' }, (m) => m.direction === 'INBOUND'],
    ['status', { status: 'FAILED' }, (m) => m.status === 'FAILED'],
    ['phone_number', { phone_number: sample.contact.phone }, (m) => m.from === sample.contact.phone || m.to === sample.contact.phone],
    ['created_after (inclusive)', { created_after: sample.created_at }, (m) => m.created_at >= sample.created_at],
    ['created_before (exclusive)', { created_before: sample.created_at }, (m) => m.created_at < sample.created_at],
    [
      'combined',
      {
        direction: 'OUTBOUND',
        status: 'DELIVERED',
        created_after: '2025-01-01T00:00:00Z',
        created_before: '2025-09-01T02:00:00+02:00',
        query: 'hi',
      },
      (m) =>
        m.direction === 'OUTBOUND' &&
        m.status === 'DELIVERED' &&
        m.created_at >= '2025-01-01T00:00:00Z' &&
        m.created_at < '2025-09-01T00:00:00Z' &&
        (includes(m.body, 'hi') || includes(m.contact.name, 'hi')),
    ],
  ];

  it.each(cases)('filters by %s, in server order', (_, filters, predicate) => {
    const expected = all.filter(predicate).map((message) => message.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length);
    expect([...matchingMessages(config, 'shop', filters)].map((message) => message.id)).toEqual(expected);
  });

  it('rejects invalid filters', () => {
    expect(() => [...matchingMessages(config, 'shop', { created_after: 'yesterday' })]).toThrow(/created_after/);
  });
});

function includes(text: string | null, part: string | null): boolean {
  return text !== null && part !== null && text.toLowerCase().includes(part.toLowerCase());
}
