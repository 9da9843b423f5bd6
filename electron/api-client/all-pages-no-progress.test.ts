// "Export all" and "Count all" against a server that (after one page-token restart, or without any)
// answers every page with rows already written, each time with a fresh token: the walk stops at the job's
// no-progress bound (common/paging/no-progress.ts) and says why. Real loopback HTTP.
import { afterEach, describe, expect, it } from 'vitest';
import { createFingerprintSet } from '../../common/paging/fingerprint-set';
import { JOB_PAGES_WITHOUT_PROGRESS } from '../../common/paging/no-progress';
import { walkAllPages } from './all-pages';
import type { ScriptedServer } from '../test/api-servers';
import { sendText, startScriptedServer } from '../test/api-servers';
import { failureOf, recordingClient } from '../test/api-demo';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('a job walk that adds no new row', () => {
  it(`stops after ${JOB_PAGES_WITHOUT_PROGRESS} pages of rows already written, whatever tokens they carry`, async () => {
    let fresh = 0;
    server = await startScriptedServer((request, response) => {
      const sent = (JSON.parse(request.body) as { page_token?: string }).page_token;
      if (sent === 'first-next')
        return sendText(response, 400, 'application/json', JSON.stringify({ error: { message: 'Invalid page token' } }));
      fresh += 1;
      sendText(
        response,
        200,
        'application/json',
        JSON.stringify({
          smsMessages: [{ id: 'a' }, { id: 'b' }],
          next_page_token: sent === undefined && fresh === 1 ? 'first-next' : `fresh-${fresh}`,
        }),
      );
    });
    const { client } = recordingClient();
    const params = {
      baseUrl: server.baseUrl,
      token: 'fake-api-token-0002',
      locationId: 'loc-1',
      body: {},
      pageSize: 2,
      timeoutMs: 5000,
      connectionId: 'c1',
      connectionLabel: 'Test',
    };
    const ids: unknown[] = [];
    const failure = await failureOf(
      (async () => {
        for await (const items of walkAllPages(client, params, { seen: createFingerprintSet(), maxRestarts: 3 }))
          ids.push(...items.map((item) => item.id));
      })(),
    );
    expect(ids).toEqual(['a', 'b']);
    expect(failure.error).toMatchObject({ kind: 'server', walkStop: 'no_progress' });
    expect(failure.error.message).toMatch(
      /^No new row in the last 200 pages: the server sent 200 pages of rows already written, each with a page token for more\. Stopped here/,
    );
    // The first page, the rejected token and the first page asked again, then the bound.
    expect(server.requests).toHaveLength(3 + JOB_PAGES_WITHOUT_PROGRESS);
  }, 30_000);

  it(`stops after ${JOB_PAGES_WITHOUT_PROGRESS} pages of rows already written with no restart at all, each row written once`, async () => {
    let fresh = 0;
    server = await startScriptedServer((_request, response) => {
      fresh += 1;
      sendText(
        response,
        200,
        'application/json',
        JSON.stringify({ smsMessages: [{ id: 'a' }, { id: 'b' }], next_page_token: `fresh-${fresh}` }),
      );
    });
    const { client } = recordingClient();
    const params = {
      baseUrl: server.baseUrl,
      token: 'fake-api-token-0002',
      locationId: 'loc-1',
      body: {},
      pageSize: 2,
      timeoutMs: 5000,
      connectionId: 'c1',
      connectionLabel: 'Test',
    };
    const ids: unknown[] = [];
    const failure = await failureOf(
      (async () => {
        for await (const items of walkAllPages(client, params, { seen: createFingerprintSet(), maxRestarts: 3 }))
          ids.push(...items.map((item) => item.id));
      })(),
    );
    expect(ids).toEqual(['a', 'b']);
    expect(failure.error).toMatchObject({ kind: 'server', walkStop: 'no_progress' });
    // The first page, then the bound: nothing is asked past the page that stops the walk.
    expect(server.requests).toHaveLength(1 + JOB_PAGES_WITHOUT_PROGRESS);
  }, 30_000);
});
