import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDemoApiConfig } from './config';
import { matchingMessages } from './messages';
import { PROVIDER_SHAPES } from './record-shape-names';
import type { DemoApi } from './server';
import { startDemoApi } from './server';
import { post, testSetup } from './test/support';

// A server that disagrees with the demo's own guesses: other names, epoch times, other value words, max page 40.
const setup = testSetup({ recordShape: 'other', maxPageSize: 40 });
let api: DemoApi;

beforeAll(async () => {
  api = await startDemoApi(setup.config);
});
afterAll(() => api.close());

type OtherRecord = Record<string, unknown> & { messageId: string };

/** Every record of a walk at `pageSize`, following next_page_token to the end. */
async function walk(body: Record<string, unknown>): Promise<OtherRecord[]> {
  const records: OtherRecord[] = [];
  let token: string | undefined;
  do {
    const reply = await post(api, setup.small, { ...body, ...(token && { page_token: token }) });
    expect(reply.status).toBe(200);
    records.push(...(reply.json.smsMessages as unknown as OtherRecord[]));
    token = reply.json.next_page_token;
  } while (token);
  return records;
}

describe('the "other" record shape', () => {
  it('writes each generated message under other names, with epoch-millisecond times and lower-case value words', async () => {
    const [record] = (await post(api, setup.small, { page_size: 1 })).json.smsMessages as unknown as OtherRecord[];
    const [truth] = matchingMessages(api.config, 'small');
    expect(record).toEqual({
      messageId: truth!.id,
      locationRef: 'small',
      sentAt: Date.parse(truth!.created_at),
      direction: truth!.direction === 'INBOUND' ? 'incoming' : 'outgoing',
      status: truth!.status.toLowerCase(),
      sender: truth!.from,
      recipient: truth!.to,
      customer: { displayName: truth!.contact.name, phoneNumber: truth!.contact.phone },
      text: truth!.body,
      deliveredAt: truth!.delivered_at === null ? null : Date.parse(truth!.delivered_at),
      attachmentCount: truth!.media_count,
    });
  });

  it('keeps the request side as the demo defines it: every filter finds the same messages', async () => {
    const sample = [...matchingMessages(api.config, 'small')][40]!;
    const filters = {
      direction: 'OUTBOUND',
      status: 'DELIVERED',
      created_after: '2024-01-01T00:00:00Z',
      created_before: sample.created_at,
    } as const;
    const expected = [...matchingMessages(api.config, 'small', filters)].map((message) => message.id);
    expect(expected.length).toBeGreaterThan(0);
    expect((await walk({ ...filters, page_size: 7 })).map((record) => record.messageId)).toEqual(expected);
    const byPhone = await walk({ phone_number: sample.contact.phone });
    expect(byPhone.every((record) => (record.customer as { phoneNumber: string }).phoneNumber === sample.contact.phone)).toBe(true);
  });

  it('serves its default page at the maximum when the maximum is under 50, and refuses a page_size above it naming page_size', async () => {
    expect(api.config.defaultPageSize).toBe(40);
    expect((await post(api, setup.small, {})).json.smsMessages).toHaveLength(40);
    expect((await post(api, setup.small, { page_size: 40 })).json.smsMessages).toHaveLength(40);
    const refused = await post(api, setup.small, { page_size: 41 });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toMatchObject({ code: 'INVALID_ARGUMENT', field: 'page_size', message: expect.stringContaining('40') });
  });

  it('is generated deterministically: the same config gives the same records', async () => {
    const again = await startDemoApi({ ...setup.config, anchorTime: api.config.anchorTime });
    try {
      const first = await post(api, setup.small, { page_size: 20 });
      const second = await post(again, setup.small, { page_size: 20 });
      expect(second.json.smsMessages).toEqual(first.json.smsMessages);
    } finally {
      await again.close();
    }
  });

  it('is refused when unknown, and the default page size still may not exceed a given maximum', () => {
    expect(() => parseDemoApiConfig({ recordShape: 'theirs' })).toThrow(/recordShape/);
    expect(parseDemoApiConfig({}).recordShape).toBe('ours');
    for (const shape of PROVIDER_SHAPES) expect(parseDemoApiConfig({ recordShape: shape }).recordShape).toBe(shape);
    expect(parseDemoApiConfig({}).defaultPageSize).toBe(50);
    expect(() => parseDemoApiConfig({ maxPageSize: 40, defaultPageSize: 45 })).toThrow(/must not exceed maxPageSize \(40\)/);
  });
});
