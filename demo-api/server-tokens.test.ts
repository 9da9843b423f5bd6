import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchingMessages } from './messages';
import type { SmsMessage } from './messages';
import type { DemoApi } from './server';
import { startDemoApi } from './server';
import type { TestCaller } from './test/support';
import { ids, page, post, testSetup, walkForward } from './test/support';

const setup = testSetup();
let api: DemoApi;

beforeAll(async () => {
  api = await startDemoApi(setup.config);
});
afterAll(() => api.close());

async function nextToken(caller: TestCaller, body: Record<string, unknown>): Promise<string> {
  const token = (await page(api, caller, body)).next_page_token;
  if (!token) throw new Error('expected a next_page_token');
  return token;
}

describe('page token binding', () => {
  const body = { page_size: 7, direction: 'INBOUND', created_after: '2024-01-01T00:00:00Z' };

  it.each([
    ['another API token', setup.other, setup.bravoOther, body],
    ['another location', setup.small, setup.other, body],
    ['other filters', setup.small, setup.small, { ...body, direction: 'OUTBOUND' }],
    ['fewer filters', setup.small, setup.small, { page_size: 7, direction: 'INBOUND' }],
  ])('refuses a token reused with %s (400 PAGE_TOKEN_MISMATCH)', async (_, issuer, reuser, reuseBody) => {
    const token = await nextToken(issuer, body);
    const reply = await post(api, reuser, { ...reuseBody, page_token: token });
    expect(reply.status).toBe(400);
    expect(reply.json.error).toMatchObject({ code: 'PAGE_TOKEN_MISMATCH', field: 'page_token' });
  });

  it('lets page_size change between pages (contract rule 7): the walk goes on where it was, losing and repeating nothing', async () => {
    const seen: string[] = [];
    let token = '';
    for (let count = 0; count < 100; count++) {
      const next = await page(api, setup.small, { page_size: count === 0 ? 5 : 8 + (count % 3), ...(token && { page_token: token }) });
      seen.push(...ids(next.smsMessages));
      token = next.next_page_token ?? '';
      if (!token) break;
    }
    expect(seen).toEqual(ids(matchingMessages(api.config, 'small')));
  });

  it('refuses a token reused with another page_size when set to bind it (pageTokenBindsPageSize)', async () => {
    const strict = await startDemoApi({ ...setup.config, pageTokenBindsPageSize: true });
    try {
      const token = (await page(strict, setup.small, { page_size: 7 })).next_page_token;
      const reply = await post(strict, setup.small, { page_size: 8, page_token: token });
      expect(reply.status).toBe(400);
      expect(reply.json.error).toMatchObject({ code: 'PAGE_TOKEN_MISMATCH', field: 'page_token' });
      expect((await post(strict, setup.small, { page_size: 7, page_token: token })).status).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('accepts the same search written differently (field order, time zone, explicit default page size)', async () => {
    const token = await nextToken(setup.small, { direction: 'INBOUND', created_after: '2024-01-01T00:00:00Z' });
    const reply = await post(api, setup.small, {
      page_token: token,
      created_after: '2024-01-01T02:00:00+02:00',
      page_size: 50,
      direction: 'INBOUND',
    });
    expect(reply.status).toBe(200);
  });
});

describe('invalid page tokens', () => {
  it('refuses a token with one character flipped (400 INVALID_PAGE_TOKEN)', async () => {
    const token = await nextToken(setup.small, { page_size: 5 });
    for (const index of [0, 10, 40, token.length - 1]) {
      const flipped = `${token.slice(0, index)}${token[index] === 'A' ? 'B' : 'A'}${token.slice(index + 1)}`;
      const reply = await post(api, setup.small, { page_size: 5, page_token: flipped });
      expect(reply.json.error).toMatchObject({ code: 'INVALID_PAGE_TOKEN', field: 'page_token' });
    }
  });

  it('refuses garbage and tokens of another server', async () => {
    const otherServer = await startDemoApi(setup.config);
    try {
      const foreign = (await page(otherServer, setup.small, {})).next_page_token;
      for (const bad of ['garbage', 'x'.repeat(3000), foreign]) {
        const reply = await post(api, setup.small, { page_token: bad });
        expect(reply.json.error?.code).toBe('INVALID_PAGE_TOKEN');
      }
    } finally {
      await otherServer.close();
    }
  });

  it('rejects a page_token that is not a string (400 INVALID_ARGUMENT)', async () => {
    const reply = await post(api, setup.small, { page_token: 12 });
    expect(reply.json.error).toMatchObject({ code: 'INVALID_ARGUMENT', field: 'page_token' });
  });

  it('treats an empty page_token as the first page', async () => {
    expect(ids((await page(api, setup.small, { page_token: '', page_size: 3 })).smsMessages)).toEqual(
      ids(matchingMessages(api.config, 'small')).slice(0, 3),
    );
  });

  it('checks the fields before the page token', async () => {
    const reply = await post(api, setup.small, { page_size: -5, page_token: 'garbage' });
    expect(reply.json.error).toMatchObject({ code: 'INVALID_ARGUMENT', field: 'page_size' });
  });
});

describe('page token expiry', () => {
  it('expires tokens after pageTokenTtlSeconds (400 PAGE_TOKEN_EXPIRED), and the search restarts', async () => {
    const shortLived = await startDemoApi({ ...setup.config, pageTokenTtlSeconds: 0.5 });
    try {
      const token = (await page(shortLived, setup.small, { page_size: 5 })).next_page_token;
      expect((await post(shortLived, setup.small, { page_size: 5, page_token: token })).status).toBe(200);
      await sleep(600);
      const expired = await post(shortLived, setup.small, { page_size: 5, page_token: token });
      expect(expired.status).toBe(400);
      expect(expired.json.error).toMatchObject({ code: 'PAGE_TOKEN_EXPIRED', field: 'page_token' });
      expect((await post(shortLived, setup.small, { page_size: 5 })).status).toBe(200);
    } finally {
      await shortLived.close();
    }
  });
});

describe('previous page tokens', () => {
  it('lead back from the last page to the first, every message once', async () => {
    const body = { page_size: 7, status: 'DELIVERED' };
    const forward = await walkForward(api, setup.small, body);
    const firstPage = await page(api, setup.small, body);
    expect(firstPage).not.toHaveProperty('previous_page_token');
    const backward: SmsMessage[][] = [];
    let token = forward.last.previous_page_token;
    while (token) {
      const previous = await page(api, setup.small, { ...body, page_token: token });
      backward.unshift(previous.smsMessages);
      token = previous.previous_page_token;
      expect(previous.next_page_token).toBeTruthy();
    }
    expect(backward.length).toBe(forward.pages.length - 1);
    expect(ids([...backward.flat(), ...(forward.last.smsMessages ?? [])])).toEqual(
      ids(matchingMessages(api.config, 'small', { status: 'DELIVERED' })),
    );
  });

  it('are absent when previousPageTokens is false', async () => {
    const noPrevious = await startDemoApi({ ...setup.config, previousPageTokens: false });
    try {
      const second = await page(noPrevious, setup.small, {
        page_size: 5,
        page_token: (await page(noPrevious, setup.small, { page_size: 5 })).next_page_token,
      });
      expect(second.smsMessages).toHaveLength(5);
      expect(second).not.toHaveProperty('previous_page_token');
    } finally {
      await noPrevious.close();
    }
  });
});

describe('sparse pages', () => {
  it('come back short or empty before the end, with a next token, and the union is still exact', async () => {
    const sparse = await startDemoApi({ ...setup.config, sparsePages: 0.5 });
    try {
      for (const pageSize of [1, 7, 10]) {
        const walk = await walkForward(sparse, setup.small, { page_size: pageSize });
        expect(ids(walk.messages)).toEqual(ids(matchingMessages(sparse.config, 'small')));
        const beforeEnd = walk.pages.slice(0, -1);
        expect(beforeEnd.some((items) => items.length === 0)).toBe(true);
        if (pageSize > 1) expect(beforeEnd.some((items) => items.length > 0 && items.length < pageSize)).toBe(true);
      }
    } finally {
      await sparse.close();
    }
  });
});
