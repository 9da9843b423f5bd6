// The client against a demo API configured to disagree with it on every point the contract
// leaves open (demo-api/quirks.ts): all over real loopback HTTP.
import { setTimeout as wait } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import type { DemoApiConfigInput } from '../../demo-api/server';
import { matchingMessages } from '../../demo-api/messages';
import { createFingerprintSet } from '../../common/paging/fingerprint-set';
import { walkAllPages } from './all-pages';
import { searchPageResuming } from './all-pages';
import type { TestDemo } from '../test/api-demo';
import { failureOf, LOCATION_ID, recordingClient, startTestDemo } from '../test/api-demo';

type Items = Record<string, unknown>[];

let demo: TestDemo | undefined;
afterEach(async () => {
  await demo?.api.close();
  demo = undefined;
});

const allIds = (config: TestDemo['api']['config']) => [...matchingMessages(config, LOCATION_ID)].map((message) => message.id);

/** A page token that has expired by the time it is sent back. */
async function expiredToken(config: DemoApiConfigInput) {
  demo = await startTestDemo({ pageTokenTtlSeconds: 0.05, ...config });
  const { client } = recordingClient();
  const first = await client.searchMessages(demo.params());
  await wait(80);
  return { client, token: first.nextPageToken as string };
}

describe('expiry answers the contract does not fix', () => {
  it.each([
    ['410 with no body', { status: 410, body: '' }],
    ['422 whose message says expired', { status: 422, body: { error: { message: 'Cursor Expired' } } }],
    ['400 with an upper-case-only EXPIRED code', { status: 400, body: { error: { code: 'EXPIRED' } } }],
  ])('%s is an expired page token at once (no probe needed)', async (_name, expiredPageToken) => {
    const { client, token } = await expiredToken({ expiredPageToken });
    const failure = await failureOf(client.searchMessages((demo as TestDemo).params({ pageToken: token })));
    expect(failure.error.kind).toBe('page_token_expired');
  });

  it('a plain 400 "Invalid page token" is probed with the first page, which restarts the walk', async () => {
    const { client, token } = await expiredToken({ expiredPageToken: { status: 400, body: { error: { message: 'Invalid page token' } } } });
    const direct = await failureOf(client.searchMessages((demo as TestDemo).params({ pageToken: token })));
    expect(direct.error).toMatchObject({ kind: 'invalid_request', status: 400, serverMessage: 'Invalid page token' });

    const page = await searchPageResuming(client, (demo as TestDemo).params({ pageToken: token }));
    expect(page.restartedAfter).toEqual({ status: 400, serverMessage: 'Invalid page token' });
    expect(page.items[0]?.id).toBe(allIds((demo as TestDemo).api.config)[0]);
    const sent = (demo as TestDemo)
      .searches()
      .slice(-2)
      .map((request) => request.body as Record<string, unknown>);
    expect(sent[0]).toHaveProperty('page_token', token);
    expect(sent[1]).not.toHaveProperty('page_token');
    expect(sent[1]).toMatchObject({ page_size: 20 });
  });

  it('a 400 that the first page gets too is about the query, and is shown as it is', async () => {
    demo = await startTestDemo();
    const { client } = recordingClient();
    const failure = await failureOf(searchPageResuming(client, demo.params({ body: { colour: 'red' }, pageToken: 'whatever' })));
    expect(failure.error).toMatchObject({ kind: 'invalid_request', status: 400, code: 'UNKNOWN_FIELD' });
    const sent = demo.searches().map((request) => request.body as Record<string, unknown>);
    expect(sent).toHaveLength(2);
    expect(sent[1]).not.toHaveProperty('page_token');
  });

  it('export-all walks through expiry-by-400, every message once, the notice quoting the server', async () => {
    demo = await startTestDemo({
      pageTokenTtlSeconds: 0.3,
      expiredPageToken: { status: 400, body: { error: { message: 'Invalid page token' } } },
    });
    const { client } = recordingClient();
    const pages: Items[] = [];
    const notices: string[] = [];
    const walk = walkAllPages(client, demo.params({ pageSize: 40 }), {
      seen: createFingerprintSet(),
      maxRestarts: 3,
      onRestart: (_count, notice) => notices.push(notice),
    });
    for await (const items of walk) {
      pages.push(items);
      if (pages.length === 1) await wait(400);
    }
    expect(pages.flat().map((item) => item.id)).toEqual(allIds(demo.api.config));
    expect(notices).toEqual([
      'The server rejected the page token (HTTP 400): "Invalid page token"; results restarted from the first page — rows already written were kept and are not repeated.',
    ]);
  });
});

describe('envelope shapes and runaway servers', () => {
  it('ends on an empty next_page_token, and reads results from another member name', async () => {
    demo = await startTestDemo({ endMarker: 'empty', resultsMember: 'messages' });
    const { client } = recordingClient();
    const pages: Items[] = [];
    for await (const items of walkAllPages(client, demo.params({ pageSize: 100 }), { seen: createFingerprintSet(), maxRestarts: 3 }))
      pages.push(items);
    expect(pages.flat()).toHaveLength(300);
    expect((await client.searchMessages(demo.params())).listMember).toBe('messages');
  });

  it('refuses to guess between two arrays when neither is the known member', async () => {
    demo = await startTestDemo({ resultsMember: 'messages', extraArrayMember: 'warnings' });
    const { client } = recordingClient();
    const failure = await failureOf(client.searchMessages(demo.params()));
    expect(failure.error.kind).toBe('malformed_response');
    expect(failure.error.message).toContain('"messages", "warnings"');
  });

  it('reads smsMessages when another array sits beside it', async () => {
    demo = await startTestDemo({ extraArrayMember: 'warnings' });
    const { client } = recordingClient();
    expect((await client.searchMessages(demo.params())).items).toHaveLength(20);
  });

  it('goes through a long run of empty pages, counting them, and stops at the page cap', async () => {
    demo = await startTestDemo({ emptyPagesFirst: 30 });
    const { client } = recordingClient();
    let emptyPages = 0;
    const pages: Items[] = [];
    const options = {
      seen: createFingerprintSet(),
      maxRestarts: 3,
      onPage: (walk: { emptyPages: number }) => (emptyPages = walk.emptyPages),
    };
    for await (const items of walkAllPages(client, demo.params({ pageSize: 100 }), options)) pages.push(items);
    expect(emptyPages).toBe(30);
    expect(pages.flat()).toHaveLength(300);

    const capped: Items[] = [];
    const failure = await failureOf(
      (async () => {
        for await (const items of walkAllPages(client, demo.params({ pageSize: 100 }), {
          ...options,
          seen: createFingerprintSet(),
          maxPages: 10,
        }))
          capped.push(items);
      })(),
    );
    expect(failure.error).toMatchObject({ kind: 'server', walkStop: 'page_cap' });
    expect(failure.error.message).toContain('Stopped after 10 pages');
    expect(capped).toHaveLength(10);
  });

  it('stops at a next_page_token the server already sent, handing out each message once', async () => {
    demo = await startTestDemo({ repeatNextToken: true });
    const { client } = recordingClient();
    const pages: Items[] = [];
    const failure = await failureOf(
      (async () => {
        for await (const items of walkAllPages(client, demo.params(), { seen: createFingerprintSet(), maxRestarts: 3 })) pages.push(items);
      })(),
    );
    expect(failure.error).toMatchObject({ kind: 'server', walkStop: 'server_loop' });
    const ids = pages.flat().map((item) => item.id);
    expect(ids).toHaveLength(40);
    expect(new Set(ids).size).toBe(40);
    // Page 1, then page 2 with the token; the repeated token is never sent again.
    expect(demo.searches()).toHaveLength(2);
  });
});

describe('a server that echoes the Authorization header', () => {
  it('never lets the token into a record, a key, a base64 blob or an error', async () => {
    demo = await startTestDemo({ echoAuthorization: ['record', 'record-base64', 'key', 'error'], pageTokenTtlSeconds: 0.05 });
    const { client } = recordingClient();
    const { token } = demo;
    const page = await client.searchMessages(demo.params());
    const text = JSON.stringify(page);
    expect(text).not.toContain(token);
    expect(page.items[0]).toHaveProperty('debug_authorization', 'Bearer [redacted]');
    expect(Object.keys(page.items[0] ?? {})).toContain('seen:Bearer [redacted]');
    const trace = String(page.items[0]?.debug_trace);
    for (const piece of trace.split('[redacted]')) expect(Buffer.from(piece, 'base64').toString('latin1')).not.toContain(token.slice(5));

    await wait(80);
    const failure = await failureOf(client.searchMessages(demo.params({ pageToken: page.nextPageToken as string })));
    expect(failure.error.serverMessage).toContain('Authorization: Bearer [redacted]');
    expect(JSON.stringify(failure.error)).not.toContain(token);
    expect(JSON.stringify(failure.error).toLowerCase()).not.toContain(token.toLowerCase());
  });
});
