// Answers the demo API never gives (undocumented shapes of the real service), from tiny real servers.
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { SearchRequest } from './client';
import { createApiClient } from './client';
import type { Reply, ScriptedServer } from '../test/api-servers';
import { failureOf, recordingClient } from '../test/api-demo';
import { sendText, startScriptedServer } from '../test/api-servers';

const token = `test-${randomUUID()}`;
const servers: ScriptedServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function serve(reply: Reply): Promise<ScriptedServer> {
  const server = await startScriptedServer(reply);
  servers.push(server);
  return server;
}

const setup = () => recordingClient();

function params(baseUrl: string, extra: Partial<SearchRequest> = {}): SearchRequest {
  return {
    baseUrl,
    token,
    locationId: 'loc-1',
    body: {},
    pageSize: 10,
    timeoutMs: 5000,
    connectionId: 'c1',
    connectionLabel: 'Production',
    locationName: 'Main Street',
    ...extra,
  };
}

describe('expired page tokens in undocumented shapes', () => {
  it('recognises 410 Gone, but only when a page token was sent', async () => {
    const server = await serve((_request, response) => sendText(response, 410, 'application/json', '{}'));
    const { client } = setup();
    const expired = await failureOf(client.searchMessages(params(server.baseUrl, { pageToken: 'abc' })));
    expect(expired.error).toMatchObject({ kind: 'page_token_expired', status: 410, field: 'page_token', attempts: 1 });
    const first = await failureOf(client.searchMessages(params(server.baseUrl)));
    expect(first.error).toMatchObject({ kind: 'invalid_request', status: 410 });
  });

  it('recognises a plain-text 400 that says the token expired', async () => {
    const server = await serve((_request, response) => sendText(response, 400, 'text/plain', 'page token expired'));
    const { client } = setup();
    const expired = await failureOf(client.searchMessages(params(server.baseUrl, { pageToken: 'abc' })));
    expect(expired.error).toMatchObject({ kind: 'page_token_expired', status: 400 });
    const other = await failureOf(client.searchMessages(params(server.baseUrl)));
    expect(other.error.kind).toBe('invalid_request');
    expect(other.error.message).toContain('page token expired');
  });

  it('does not take any 400 with a page token for an expiry', async () => {
    const server = await serve((_request, response) =>
      sendText(response, 400, 'application/json', '{"message":"from must be before to","field":"from"}'),
    );
    const { client } = setup();
    const failure = await failureOf(client.searchMessages(params(server.baseUrl, { pageToken: 'abc' })));
    expect(failure.error).toMatchObject({ kind: 'invalid_request', field: 'from' });
  });
});

describe('status mapping without a known body', () => {
  it.each([
    [403, 'unauthorized', 1],
    [404, 'not_found', 1],
    [405, 'invalid_request', 1],
    [413, 'invalid_request', 1],
    [422, 'invalid_request', 1],
    [408, 'timeout', 4],
    [502, 'server', 4],
  ])('maps HTTP %i to %s after %i attempt(s)', async (status, kind, attempts) => {
    const server = await serve((_request, response) => sendText(response, status, 'text/html', '<html>nope</html>'));
    const { client } = setup();
    const failure = await failureOf(client.searchMessages(params(server.baseUrl)));
    expect(failure.error).toMatchObject({ kind, status, attempts, connectionId: 'c1', connectionLabel: 'Production', locationId: 'loc-1' });
    expect(server.requests).toHaveLength(attempts);
  });

  it('names the location and both causes on a 401 with a non-JSON body', async () => {
    const server = await serve((_request, response) => sendText(response, 401, 'text/plain', 'Unauthorized'));
    const { client } = setup();
    const failure = await failureOf(client.searchMessages(params(server.baseUrl)));
    expect(failure.error).toMatchObject({ kind: 'unauthorized', status: 401, attempts: 1 });
    expect(failure.error.message).toContain('"Production"');
    expect(failure.error.message).toContain('"Main Street" (loc-1)');
    expect(failure.error.message).toMatch(/invalid or has been revoked/);
    expect(failure.error.message).toMatch(/not accessible to the token/);
  });

  it('removes the token from anything the server echoes back', async () => {
    const server = await serve((request, response) =>
      sendText(
        response,
        401,
        'application/json',
        JSON.stringify({ error: { code: `BAD_${token}`, message: `token ${request.headers.authorization} is unknown`, field: token } }),
      ),
    );
    const { client } = setup();
    const failure = await failureOf(client.searchMessages(params(server.baseUrl)));
    expect(JSON.stringify(failure.error)).not.toContain(token);
    expect(failure.message).not.toContain(token);
    expect(failure.error.message).toContain('token Bearer [redacted] is unknown');
  });
});

describe('network failures', () => {
  it('are retried, then reported as network errors', async () => {
    const server = await serve(() => undefined);
    const closedUrl = server.baseUrl;
    await server.close();
    servers.length = 0;
    const { client, delays } = setup();
    const failure = await failureOf(client.searchMessages(params(closedUrl)));
    expect(failure.error).toMatchObject({ kind: 'network', attempts: 4 });
    expect(failure.error.message).toMatch(/connection was refused/);
    expect(delays).toEqual([250, 500, 1000]);
  });

  it('report an invalid base URL without sending anything', async () => {
    const { client } = setup();
    const failure = await failureOf(client.searchMessages(params('ftp://example.test')));
    expect(failure.error).toMatchObject({ kind: 'invalid_request', field: 'baseUrl', attempts: 0 });
  });
});

describe('oversized bodies', () => {
  it('are refused from their declared Content-Length', async () => {
    const body = `{"smsMessages":[],"pad":"${'x'.repeat(4000)}"}`;
    const server = await serve((_request, response) =>
      sendText(response, 200, 'application/json', body, { 'Content-Length': String(body.length) }),
    );
    const { client } = setup();
    const small = createApiClient({ fetch, userAgent: 'SMS Explorer/test', maxBodyBytes: 1000 });
    const failure = await failureOf(small.searchMessages(params(server.baseUrl)));
    expect(failure.error).toMatchObject({ kind: 'malformed_response', attempts: 1 });
    expect(failure.error.message).toMatch(/too large \(3\.9 KB, more than the 1000 bytes the app accepts/);
    expect((await client.searchMessages(params(server.baseUrl))).items).toEqual([]);
  });
});

describe('retry notices', () => {
  it('that fail to be delivered do not stop the retry', async () => {
    let calls = 0;
    const server = await serve((_request, response) =>
      calls++ === 0 ? sendText(response, 503, 'text/plain', 'busy') : sendText(response, 200, 'application/json', '{"smsMessages":[]}'),
    );
    const { client } = setup();
    const page = await client.searchMessages(
      params(server.baseUrl, {
        onRetry: () => {
          throw new Error('window closed');
        },
      }),
    );
    expect(page.attempts).toBe(2);
  });
});

describe('the request', () => {
  it('appends the operation to a base URL with a path and sends the headers and body', async () => {
    const server = await serve((_request, response) =>
      sendText(response, 200, 'application/json', '{"smsMessages":[{"id":"m1"}],"next_page_token":"n"}'),
    );
    const { client } = setup();
    const page = await client.searchMessages(params(`${server.baseUrl}/gateway/`, { body: { direction: 'inbound' }, pageToken: 'p%2F+=' }));
    expect(page).toMatchObject({
      items: [{ id: 'm1' }],
      nextPageToken: 'n',
      previousPageToken: null,
      listMember: 'smsMessages',
      attempts: 1,
    });
    const [seen] = server.requests;
    expect(seen?.method).toBe('POST');
    expect(seen?.url).toBe('/gateway/analytics/v1/smsMessages:search');
    expect(seen?.headers).toMatchObject({
      authorization: `Bearer ${token}`,
      'location-id': 'loc-1',
      'content-type': 'application/json',
      accept: 'application/json',
      'user-agent': 'SMS Explorer/test',
    });
    expect(JSON.parse(seen?.body ?? '')).toEqual({ direction: 'inbound', page_size: 10, page_token: 'p%2F+=' });
  });
});
