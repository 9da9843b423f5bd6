import { afterEach, describe, expect, it } from 'vitest';
import { setTimeout as wait } from 'node:timers/promises';
import { matchingMessages } from '../demo-api/messages';
import { iterateAllPages } from './all-pages';
import type { PageOfNewItems } from './all-pages';
import type { ScriptedServer } from './test-servers';
import { sendText, startScriptedServer } from './test-servers';
import type { TestDemo } from './test-demo';
import { failureOf, LOCATION_ID, recordingClient, startTestDemo } from './test-demo';

let demo: TestDemo | undefined;
let scripted: ScriptedServer | undefined;
afterEach(async () => {
  await demo?.api.close();
  await scripted?.close();
  demo = undefined;
  scripted = undefined;
});

async function collect(pages: AsyncGenerator<PageOfNewItems>, onPage?: (page: PageOfNewItems) => Promise<void> | void) {
  const seen: PageOfNewItems[] = [];
  for await (const page of pages) {
    seen.push(page);
    await onPage?.(page);
  }
  return seen;
}

const ids = (pages: PageOfNewItems[]) => pages.flatMap((page) => page.items.map((item) => item.id));

describe('iterateAllPages', () => {
  it('walks sparse pages to the end, equal to the ground truth, with the same parameters on every page', async () => {
    demo = await startTestDemo({ sparsePages: 0.5 });
    const { client } = recordingClient();
    const body = { direction: 'OUTBOUND' as const };
    const pages = await collect(iterateAllPages(client, demo.params({ body, pageSize: 15 })));

    expect(ids(pages)).toEqual([...matchingMessages(demo.api.config, LOCATION_ID, body)].map((message) => message.id));
    expect(pages.some((page) => page.items.length < 15)).toBe(true);
    expect(pages.map((page) => page.pageNumber)).toEqual(pages.map((_page, index) => index + 1));
    const sent = demo.searches().map((request) => request.body as Record<string, unknown>);
    expect(sent).toHaveLength(pages.length);
    expect(sent.every((request) => request.direction === 'OUTBOUND' && request.page_size === 15)).toBe(true);
    expect(sent[0]).not.toHaveProperty('page_token');
    expect(sent.slice(1).every((request) => typeof request.page_token === 'string')).toBe(true);
  });

  it('restarts from the first page when a token expires and yields every message once', async () => {
    demo = await startTestDemo({ pageTokenTtlSeconds: 0.3, sparsePages: 0.3 });
    const { client } = recordingClient();
    const restarts: number[] = [];
    let paused = false;
    const pages = await collect(
      iterateAllPages(client, demo.params({ pageSize: 40 }), { onRestart: ({ restarts: count }) => restarts.push(count) }),
      async (page) => {
        if (page.pageNumber === 2 && !paused) {
          paused = true;
          await wait(400);
        }
      },
    );
    expect(restarts).toEqual([1]);
    expect(ids(pages)).toEqual([...matchingMessages(demo.api.config, LOCATION_ID)].map((message) => message.id));
    const expiredAt = pages.findIndex((page, index) => index > 0 && page.pageNumber === 1);
    expect(expiredAt).toBe(2);
    expect(pages[2]?.items).toEqual([]);
  });

  it('rethrows once the token has expired more often than maxRestarts', async () => {
    demo = await startTestDemo({ pageTokenTtlSeconds: 0.05 });
    const { client } = recordingClient();
    let restarts = 0;
    const walk = collect(iterateAllPages(client, demo.params(), { maxRestarts: 1, onRestart: (info) => (restarts = info.restarts) }), () => wait(100));
    const failure = await failureOf(walk);
    expect(failure.error.kind).toBe('page_token_expired');
    expect(restarts).toBe(1);
  });

  it('stops with cancelled when the signal aborts between pages', async () => {
    demo = await startTestDemo();
    const { client } = recordingClient();
    const controller = new AbortController();
    const failure = await failureOf(collect(iterateAllPages(client, demo.params({ signal: controller.signal })), () => controller.abort()));
    expect(failure.error.kind).toBe('cancelled');
    expect(demo.searches()).toHaveLength(1);
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
    const pages = await collect(
      iterateAllPages(client, {
        baseUrl: scripted.baseUrl, token: 'test-token', locationId: 'l', body: {}, pageSize: 1, timeoutMs: 5000, connectionId: 'c', connectionLabel: 'C',
      }),
    );
    expect(pages).toEqual([
      { items: [{ a: 1, b: 2 }], pageNumber: 1 },
      { items: [], pageNumber: 1 },
      { items: [], pageNumber: 2 },
      { items: [{ a: 3 }], pageNumber: 3 },
    ]);
  });
});
