import { once } from 'node:events';
import type { ServerResponse } from 'node:http';
import { setTimeout as wait } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { matchingMessages } from '../../demo-api/messages';
import { walkAllPages } from './all-pages';
import type { FingerprintSet } from '../../common/paging/fingerprint-set';
import { createFingerprintSet } from '../../common/paging/fingerprint-set';
import type { ScriptedServer } from '../test/api-servers';
import { sendText, startScriptedServer } from '../test/api-servers';
import type { TestDemo } from '../test/api-demo';
import { failureOf, LOCATION_ID, recordingClient, startTestDemo } from '../test/api-demo';

type Items = Record<string, unknown>[];

let demo: TestDemo | undefined;
let scripted: ScriptedServer | undefined;
afterEach(async () => {
  await demo?.api.close();
  await scripted?.close();
  demo = undefined;
  scripted = undefined;
});

/** Collects into `pages` (so a failing walk still shows what it handed out) and returns them. */
async function collect(walk: AsyncGenerator<Items>, onPage?: (items: Items) => Promise<void> | void, pages: Items[] = []) {
  for await (const items of walk) {
    pages.push(items);
    await onPage?.(items);
  }
  return pages;
}

/** Options that record, for each restart, how many pages had been handed out before it. */
function restartRecorder(maxRestarts: number, pages: Items[], seen: FingerprintSet = createFingerprintSet()) {
  const restartsAfter: number[] = [];
  const counts: number[] = [];
  return {
    restartsAfter,
    counts,
    options: {
      seen,
      maxRestarts,
      onRestart: (restarts: number) => {
        counts.push(restarts);
        restartsAfter.push(pages.length);
      },
    },
  };
}

const ids = (pages: Items[]) => pages.flatMap((items) => items.map((item) => item.id));

const scriptedParams = (baseUrl: string) => ({
  baseUrl,
  token: 'test-walk-token',
  locationId: 'loc-1',
  body: {},
  pageSize: 2,
  timeoutMs: 5000,
  connectionId: 'conn-1',
  connectionLabel: 'Walk test',
});

type PageReply = { smsMessages: Items; next_page_token: string } | 'expired';

/**
 * Serves one list of pages per pass: page n is asked for with page_token "p<n>". 'expired'
 * answers 410 (an expired token) and moves on to the next pass.
 */
async function serve(passes: PageReply[][], hold?: (index: number, response: ServerResponse) => boolean) {
  let pass = 0;
  scripted = await startScriptedServer((request, response) => {
    const token = (JSON.parse(request.body) as { page_token?: string }).page_token;
    const index = token === undefined ? 0 : Number(token.slice(1)) - 1;
    if (hold?.(index, response)) return;
    const reply = passes[pass]?.[index];
    if (reply === 'expired') {
      pass += 1;
      sendText(response, 410, 'text/plain', 'gone');
    } else sendText(response, 200, 'application/json', JSON.stringify(reply));
  });
  return scripted;
}

describe('walkAllPages', () => {
  it('walks sparse pages to the end, equal to the ground truth, with the same parameters on every page', async () => {
    demo = await startTestDemo({ sparsePages: 0.5 });
    const { client } = recordingClient();
    const body = { direction: 'OUTBOUND' as const };
    const pages: Items[] = [];
    const { counts, options } = restartRecorder(3, pages);
    await collect(walkAllPages(client, demo.params({ body, pageSize: 15 }), options), undefined, pages);

    expect(ids(pages)).toEqual([...matchingMessages(demo.api.config, LOCATION_ID, body)].map((message) => message.id));
    expect(pages.some((items) => items.length < 15)).toBe(true);
    expect(counts).toEqual([]);
    const sent = demo.searches().map((request) => request.body as Record<string, unknown>);
    expect(sent).toHaveLength(pages.length);
    expect(sent.every((request) => request.direction === 'OUTBOUND' && request.page_size === 15)).toBe(true);
    expect(sent[0]).not.toHaveProperty('page_token');
    expect(sent.slice(1).every((request) => typeof request.page_token === 'string')).toBe(true);
  });

  it('restarts from the first page when a token expires and yields every message once', async () => {
    demo = await startTestDemo({ pageTokenTtlSeconds: 0.3, sparsePages: 0.3 });
    const { client } = recordingClient();
    const pages: Items[] = [];
    const { counts, restartsAfter, options } = restartRecorder(3, pages);
    // Page 2 is read ahead at once; pausing on page 1 lets page 2's token expire before page 3.
    await collect(
      walkAllPages(client, demo.params({ pageSize: 40 }), options),
      async () => {
        if (pages.length === 1) await wait(400);
      },
      pages,
    );
    expect(counts).toEqual([1]);
    expect(ids(pages)).toEqual([...matchingMessages(demo.api.config, LOCATION_ID)].map((message) => message.id));
    expect(restartsAfter).toEqual([2]);
    expect(pages[2]).toEqual([]);
  });

  it('rethrows once the token has expired more often than maxRestarts', async () => {
    demo = await startTestDemo({ pageTokenTtlSeconds: 0.05 });
    const { client } = recordingClient();
    const pages: Items[] = [];
    const { counts, options } = restartRecorder(1, pages);
    const failure = await failureOf(collect(walkAllPages(client, demo.params(), options), () => wait(100), pages));
    expect(failure.error.kind).toBe('page_token_expired');
    expect(counts).toEqual([1]);
  });

  it('stops with cancelled when the signal aborts between pages, asking for nothing past the read-ahead', async () => {
    demo = await startTestDemo();
    const signals: (AbortSignal | null | undefined)[] = [];
    const { client } = recordingClient({
      fetch: (input, init) => {
        signals.push(init?.signal);
        return fetch(input, init);
      },
    });
    const controller = new AbortController();
    const pages: Items[] = [];
    const walk = walkAllPages(client, demo.params({ signal: controller.signal }), { seen: createFingerprintSet(), maxRestarts: 3 });
    const failure = await failureOf(collect(walk, () => controller.abort(), pages));
    expect(failure.error.kind).toBe('cancelled');
    expect(pages).toHaveLength(1);
    // Page 1 and the read-ahead of page 2, which the cancel aborted.
    expect(signals).toHaveLength(2);
    expect(signals[1]?.aborted).toBe(true);
    expect(demo.searches().length).toBeLessThanOrEqual(2);
  });

  it('hands out nothing after a cancel that arrives once the read-ahead page is already in', async () => {
    demo = await startTestDemo();
    let answered = 0;
    const { client } = recordingClient({
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        const text = await response.text();
        answered += 1;
        return new Response(text, { status: response.status, headers: response.headers });
      },
    });
    const controller = new AbortController();
    const walk = walkAllPages(client, demo.params({ signal: controller.signal }), { seen: createFingerprintSet(), maxRestarts: 3 });
    const first = await walk.next();
    expect(first.done).toBe(false);
    // The read-ahead of page 2 has fully arrived; only then does the cancel come.
    while (answered < 2) await wait(5);
    await wait(20);
    controller.abort();
    const failure = await failureOf(walk.next());
    expect(failure.error.kind).toBe('cancelled');
    expect(answered).toBe(2);
  });

  it('goes on past empty pages and de-duplicates items without an id by their content', async () => {
    let expiredOnce = false;
    scripted = await startScriptedServer((request, response) => {
      const token = (JSON.parse(request.body) as { page_token?: string }).page_token;
      const reply = (body: unknown) => sendText(response, 200, 'application/json', JSON.stringify(body));
      if (token === undefined) reply({ results: expiredOnce ? [{ b: 2, a: 1 }] : [{ a: 1, b: 2 }], next_page_token: 'p2' });
      else if (token === 'p2' && !expiredOnce) {
        expiredOnce = true;
        sendText(response, 410, 'text/plain', 'gone');
      } else if (token === 'p2') reply({ results: [], next_page_token: 'p3' });
      else reply({ results: [{ a: 3 }], next_page_token: '' });
    });
    const { client } = recordingClient();
    const pages: Items[] = [];
    const { restartsAfter, options } = restartRecorder(3, pages);
    await collect(walkAllPages(client, { ...scriptedParams(scripted.baseUrl), pageSize: 1 }, options), undefined, pages);
    expect(pages).toEqual([[{ a: 1, b: 2 }], [], [], [{ a: 3 }]]);
    expect(restartsAfter).toEqual([1]);
  });

  it('after a restart hands out each item once, by id or, without one, by content', async () => {
    const first = { smsMessages: [{ id: 'a' }, { id: 1 }, { text: 'no id' }], next_page_token: 'p2' };
    const { baseUrl } = await serve([
      [first, 'expired'],
      [
        { smsMessages: [{ id: 'a' }, { id: 1 }, { id: '1' }, { text: 'no id' }], next_page_token: 'p2' },
        { smsMessages: [{ text: 'other' }, { id: 'b' }], next_page_token: '' },
      ],
    ]);
    const { client } = recordingClient();
    const pages = await collect(walkAllPages(client, scriptedParams(baseUrl), { seen: createFingerprintSet(), maxRestarts: 1 }));
    expect(pages).toEqual([first.smsMessages, [{ id: '1' }], [{ text: 'other' }, { id: 'b' }]]);
  });

  it('before a restart looks up only the first item of each page, recording the others, so a fingerprint collision can drop an item only where a page starts with one', async () => {
    const page1 = { smsMessages: [{ id: 'a' }, { id: 'b' }], next_page_token: 'p2' };
    const page2 = { smsMessages: [{ id: 'c' }], next_page_token: '' };
    const { baseUrl } = await serve([
      [page1, 'expired'],
      [page1, page2],
    ]);
    const held = new Set<string>();
    const calls: string[] = [];
    const loggingSet: FingerprintSet = {
      addIfNew: (key) => {
        calls.push(`lookup ${key}`);
        if (held.has(key)) return false;
        held.add(key);
        return true;
      },
      record: (key) => {
        calls.push(`record ${key}`);
        held.add(key);
      },
      size: 0,
      bytes: 0,
    };
    const { client } = recordingClient();
    const pages = await collect(walkAllPages(client, scriptedParams(baseUrl), { seen: loggingSet, maxRestarts: 1 }));
    expect(pages).toEqual([[{ id: 'a' }, { id: 'b' }], [], [{ id: 'c' }]]);
    expect(calls).toEqual(['lookup s:a', 'record s:b', 'lookup s:a', 'lookup s:b', 'lookup s:c']);
  });

  it('asks for the next page while the caller is busy, and drops that request when the caller stops', async () => {
    let held: ServerResponse | undefined;
    const server = await serve([[{ smsMessages: [{ id: 'a' }], next_page_token: 'p2' }]], (index, response) => {
      if (index === 0) return false;
      held = response;
      return true;
    });
    const { client } = recordingClient();
    for await (const items of walkAllPages(client, scriptedParams(server.baseUrl), { seen: createFingerprintSet(), maxRestarts: 1 })) {
      expect(items).toEqual([{ id: 'a' }]);
      while (server.requests.length < 2) await wait(5);
      break;
    }
    expect(held).toBeDefined();
    // Closed by the client: nobody answers page 2, so only an aborted request ends it.
    if (held && !held.destroyed) await once(held, 'close', { signal: AbortSignal.timeout(2000) });
    expect(held?.writableEnded).toBe(false);
  });
});
