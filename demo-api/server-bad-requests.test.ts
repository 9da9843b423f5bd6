import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_PATH } from './request-handler';
import type { DemoApi } from './server';
import { startDemoApi } from './server';
import { post, testSetup } from './test/support';

const setup = testSetup();
let api: DemoApi;

beforeAll(async () => {
  api = await startDemoApi(setup.config);
});
afterAll(() => api.close());
// After every bad request the server must still answer a good one.
afterEach(async () => {
  expect((await post(api, setup.small, { page_size: 1 })).status).toBe(200);
});

describe('bad requests', () => {
  it.each([
    ['malformed JSON', '{"page_size": 5', 'INVALID_JSON'],
    ['an array body', '[{"page_size": 5}]', 'INVALID_BODY'],
    ['a null body', 'null', 'INVALID_BODY'],
    ['a string body', '"page_size"', 'INVALID_BODY'],
  ])('answers %s with 400 %s', async (_, rawBody, code) => {
    const reply = await post(api, setup.small, undefined, { rawBody });
    expect(reply.status).toBe(400);
    expect(reply.headers.get('content-type')).toBe('application/json');
    expect(reply.json.error?.code).toBe(code);
  });

  it('treats an empty body as an empty search', async () => {
    const reply = await post(api, setup.small, undefined, { rawBody: '' });
    expect(reply.status).toBe(200);
    expect(reply.json.smsMessages).toHaveLength(50);
  });

  it('refuses a body over 1 MB with 413 BODY_TOO_LARGE', async () => {
    const reply = await post(api, setup.small, { query: 'x'.repeat(1024 * 1024) });
    expect(reply.status).toBe(413);
    expect(reply.json.error?.code).toBe('BODY_TOO_LARGE');
  });

  it('stops reading a streamed body (no Content-Length) past 1 MB', async () => {
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Up to 64 MB if the server kept reading; it must answer long before.
        if (sent >= 1024) controller.close();
        else {
          sent++;
          controller.enqueue(chunk);
        }
      },
    });
    const response = await fetch(`${api.baseUrl}${SEARCH_PATH}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${setup.alphaToken}`, 'Location-Id': 'small', 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('BODY_TOO_LARGE');
    expect(sent).toBeLessThan(200);
  });

  it.each(['GET', 'PUT', 'DELETE', 'PATCH'])('answers %s with 405 METHOD_NOT_ALLOWED and Allow: POST', async (method) => {
    const reply = await post(api, setup.small, {}, { method });
    expect(reply.status).toBe(405);
    expect(reply.headers.get('allow')).toBe('POST');
    expect(reply.json.error?.code).toBe('METHOD_NOT_ALLOWED');
  });

  it.each(['/', '/analytics/v1/smsMessages', '/analytics/v2/smsMessages:search', `${SEARCH_PATH}/extra`])(
    'answers %s with 404 NOT_FOUND',
    async (path) => {
      const reply = await post(api, setup.small, {}, { path });
      expect(reply.status).toBe(404);
      expect(reply.json.error?.code).toBe('NOT_FOUND');
    },
  );

  it('accepts the path with its colon percent-encoded, and a query string', async () => {
    expect((await post(api, setup.small, {}, { path: '/analytics/v1/smsMessages%3Asearch' })).status).toBe(200);
    expect((await post(api, setup.small, {}, { path: `${SEARCH_PATH}?alt=json` })).status).toBe(200);
  });

  it('refuses a content type that is not JSON with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'application/jsonp']) {
      const reply = await post(api, setup.small, {}, { headers: { 'Content-Type': contentType } });
      expect(reply.status).toBe(415);
      expect(reply.json.error?.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    expect((await post(api, setup.small, {}, { headers: { 'Content-Type': 'application/json; charset=utf-8' } })).status).toBe(200);
  });

  it('accepts a body without a content type', async () => {
    const response = await fetch(`${api.baseUrl}${SEARCH_PATH}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${setup.alphaToken}`, 'Location-Id': 'small' },
      body: new TextEncoder().encode('{"page_size": 2}'),
    });
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(((await response.json()) as { smsMessages: unknown[] }).smsMessages).toHaveLength(2);
  });

  it('checks in order: auth, then body, then fields, then page token', async () => {
    expect((await post(api, setup.small, undefined, { rawBody: '{oops' })).json.error?.code).toBe('INVALID_JSON');
    expect((await post(api, setup.small, { colour: 'red', page_size: -1 })).json.error?.code).toBe('UNKNOWN_FIELD');
    expect((await post(api, setup.small, { page_size: -1, status: 'NOPE' })).json.error?.field).toBe('page_size');
    expect((await post(api, setup.small, { status: 'NOPE', page_token: 'garbage' })).json.error?.field).toBe('status');
  });
});
