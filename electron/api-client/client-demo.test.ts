// The client against the demo API over loopback HTTP: what it sends, and how it reads answers.
import { afterEach, describe, expect, it } from 'vitest';
import { matchingMessages } from '../../demo-api/messages';
import type { TestDemo } from '../test/api-demo';
import { failureOf, LOCATION_ID, recordingClient, startTestDemo } from '../test/api-demo';

let demo: TestDemo | undefined;
afterEach(async () => {
  await demo?.api.close();
  demo = undefined;
});

describe('a successful search', () => {
  it('returns the pages of the ground truth and sends the page token untouched', async () => {
    demo = await startTestDemo();
    const { client } = recordingClient();
    const body = { direction: 'INBOUND' as const };
    const truth = [...matchingMessages(demo.api.config, LOCATION_ID, body)];

    const first = await client.searchMessages(demo.params({ body }));
    expect(first.items).toEqual(truth.slice(0, 20));
    expect(first).toMatchObject({ listMember: 'smsMessages', attempts: 1, previousPageToken: null });
    expect(first.nextPageToken).toEqual(expect.any(String));
    expect(Number.isNaN(Date.parse(first.receivedAt))).toBe(false);

    const second = await client.searchMessages(demo.params({ body, pageToken: first.nextPageToken ?? '' }));
    expect(second.items).toEqual(truth.slice(20, 40));
    expect(second.previousPageToken).toEqual(expect.any(String));

    const [sentFirst, sentSecond] = demo.searches();
    expect(sentFirst?.method).toBe('POST');
    expect(sentFirst?.path).toBe('/analytics/v1/smsMessages:search');
    expect(sentFirst?.headers).toMatchObject({
      authorization: `Bearer …${demo.token.slice(-4)}`,
      'location-id': LOCATION_ID,
      'content-type': 'application/json',
      accept: 'application/json',
      'user-agent': 'SMS Explorer/test',
    });
    expect(sentFirst?.body).toEqual({ direction: 'INBOUND', page_size: 20 });
    expect(sentSecond?.body).toEqual({ direction: 'INBOUND', page_size: 20, page_token: first.nextPageToken });
  });

  it('always sends page_size, 0 included (the server default)', async () => {
    demo = await startTestDemo({ defaultPageSize: 7 });
    const { client } = recordingClient();
    const page = await client.searchMessages(demo.params({ pageSize: 0 }));
    expect(page.items).toHaveLength(7);
    expect(demo.searches()[0]?.body).toEqual({ page_size: 0 });
  });

  it('reads the end of the collection from the absent next_page_token', async () => {
    demo = await startTestDemo();
    const { client } = recordingClient();
    const page = await client.searchMessages(demo.params({ pageSize: 300 }));
    expect(page.items).toHaveLength(300);
    expect(page.nextPageToken).toBeNull();
  });
});

describe('rejections', () => {
  it('explains a 401 for a bad token: connection, location, both causes, the code; never retried', async () => {
    demo = await startTestDemo();
    const { client, delays } = recordingClient();
    const failure = await failureOf(client.searchMessages(demo.params({ token: 'test-not-a-real-token' })));
    expect(failure.error).toMatchObject({
      kind: 'unauthorized',
      status: 401,
      code: 'UNAUTHENTICATED',
      attempts: 1,
      connectionId: 'conn-1',
      connectionLabel: 'Demo shop',
      locationId: LOCATION_ID,
    });
    const { message } = failure.error;
    expect(message).toContain('connection "Demo shop"');
    expect(message).toContain('location "Alpha Shop" (loc-alpha)');
    expect(message).toMatch(/token is invalid or has been revoked: re-enter the token/);
    expect(message).toMatch(/not accessible to the token: pick another location, or ask the service operator's support channel/);
    expect(message).toContain('UNAUTHENTICATED');
    expect(message).not.toContain('test-not-a-real-token');
    expect(demo.searches()).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it('names an unknown filter field', async () => {
    demo = await startTestDemo();
    const { client } = recordingClient();
    const failure = await failureOf(client.searchMessages(demo.params({ body: { colour: 'red' } })));
    expect(failure.error).toMatchObject({ kind: 'invalid_request', code: 'UNKNOWN_FIELD', field: 'colour' });
  });

  it('refuses a negative page size before sending anything', async () => {
    demo = await startTestDemo();
    const { client } = recordingClient();
    const failure = await failureOf(client.searchMessages(demo.params({ pageSize: -1 })));
    expect(failure.error).toMatchObject({ kind: 'invalid_request', field: 'page_size', attempts: 0 });
    expect(demo.searches()).toHaveLength(0);
  });
});

describe('page tokens', () => {
  it('does not mistake a token used with other filters for an expired one', async () => {
    demo = await startTestDemo();
    const { client } = recordingClient();
    const first = await client.searchMessages(demo.params());
    const failure = await failureOf(
      client.searchMessages(demo.params({ body: { direction: 'OUTBOUND' }, pageToken: first.nextPageToken ?? '' })),
    );
    expect(failure.error).toMatchObject({ kind: 'invalid_request', code: 'PAGE_TOKEN_MISMATCH' });
  });
});
