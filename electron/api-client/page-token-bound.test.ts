// A page token longer than a page token may be is refused where it arrives: not kept, never sent
// back, the page's rows kept and the walk stopped with a line that says why. Real loopback HTTP.
import { afterEach, describe, expect, it } from 'vitest';
import { createFingerprintSet } from '../../common/paging/fingerprint-set';
import { MAX_PAGE_TOKEN_CHARS } from '../../common/limits/page-token-limit';
import { walkAllPages } from './all-pages';
import type { ScriptedServer } from '../test/api-servers';
import { sendText, startScriptedServer } from '../test/api-servers';
import { failureOf, recordingClient } from '../test/api-demo';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** First page: two rows and a next token of `length` characters; the page it leads to: one row, the end. */
async function serverWithToken(length: number) {
  const token = 'T'.repeat(length);
  server = await startScriptedServer((request, response) => {
    const sent = (JSON.parse(request.body) as { page_token?: string }).page_token;
    const body = sent === undefined ? { smsMessages: [{ id: 'a' }, { id: 'b' }], next_page_token: token } : { smsMessages: [{ id: 'c' }] };
    sendText(response, 200, 'application/json', JSON.stringify(body));
  });
  const { client } = recordingClient();
  const params = {
    baseUrl: server.baseUrl,
    token: 'fake-api-token-0001',
    locationId: 'loc-1',
    body: {},
    pageSize: 2,
    timeoutMs: 5000,
    connectionId: 'c1',
    connectionLabel: 'Test',
  };
  const ids: unknown[] = [];
  const walk = (async () => {
    for await (const items of walkAllPages(client, params, { seen: createFingerprintSet(), maxRestarts: 3 }))
      ids.push(...items.map((item) => item.id));
  })();
  return { walk, ids, requests: server.requests };
}

describe('page tokens are bounded', () => {
  it(`keeps the rows of a page whose next token is longer than ${MAX_PAGE_TOKEN_CHARS} characters, sends nothing more and says why`, async () => {
    const { walk, ids, requests } = await serverWithToken(MAX_PAGE_TOKEN_CHARS + 1);
    const failure = await failureOf(walk);
    expect(ids).toEqual(['a', 'b']);
    expect(requests).toHaveLength(1);
    expect(failure.error).toMatchObject({ kind: 'malformed_response', walkStop: 'page_token_too_long' });
    expect(failure.error.message).toBe(
      'The server sent a next_page_token of 10,001 characters, longer than the 10,000 a page token may have, so the app did not keep it or send it back. ' +
        'Stopped there: the rows already written are kept. This is a fault of the server; report it to the service operator.',
    );
  });

  it('sends back a token of exactly the bound', async () => {
    const { walk, ids, requests } = await serverWithToken(MAX_PAGE_TOKEN_CHARS);
    await walk;
    expect(ids).toEqual(['a', 'b', 'c']);
    expect(requests).toHaveLength(2);
    expect(requests[1]?.body).toContain('T'.repeat(MAX_PAGE_TOKEN_CHARS));
  });
});
