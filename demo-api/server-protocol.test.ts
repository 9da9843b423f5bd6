// What Node's HTTP layer refuses before the request handler runs, answered as JSON errors
// (protocol-errors.ts) instead of Node's empty 400/417/431 or, for CONNECT, a silent hang-up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_PATH } from './request-handler';
import type { DemoApi } from './server';
import { startDemoApi } from './server';
import { fakeToken } from './test/support';
import type { RawHeader, RawRequest } from './test/raw-http';
import { encodeRequest, exchange } from './test/raw-http';

const token = fakeToken();
let api: DemoApi;

beforeAll(async () => {
  api = await startDemoApi({ tokens: { [token]: ['small'] }, locations: { small: { name: 'Small Shop', messages: 5 } } });
});
afterAll(() => api.close());

const headers: RawHeader[] = [
  ['Host', '127.0.0.1'],
  ['Authorization', `Bearer ${token}`],
  ['Location-Id', 'small'],
  ['Content-Type', 'application/json'],
];
const search = (parts: Partial<RawRequest> = {}) => encodeRequest({ path: SEARCH_PATH, headers, body: Buffer.from('{}'), ...parts });

describe('protocol errors', () => {
  it.each<[string, Buffer, number, string]>([
    ['bytes that are not HTTP', Buffer.from('\u0000\u0001 hello\r\n\r\n'), 400, 'MALFORMED_REQUEST'],
    ['an unknown method', search({ method: 'FOO' }), 400, 'MALFORMED_REQUEST'],
    ['a control character in a header', search({ headers: [...headers, ['X-Note', 'a\u0001b']] }), 400, 'MALFORMED_REQUEST'],
    ['Content-Length with chunked', search({ headers: [...headers, ['Transfer-Encoding', 'chunked']] }), 400, 'MALFORMED_REQUEST'],
    [
      'a body shorter than its Content-Length',
      search({ contentLength: 'none', headers: [...headers, ['Content-Length', '50']] }),
      400,
      'MALFORMED_REQUEST',
    ],
    ['headers over 16 KB', search({ headers: [...headers, ['X-Padding', 'p'.repeat(20_000)]] }), 431, 'HEADERS_TOO_LARGE'],
    ['no Host on HTTP/1.1', search({ headers: headers.filter(([name]) => name !== 'Host') }), 400, 'MALFORMED_REQUEST'],
    ['an Expect other than 100-continue', search({ headers: [...headers, ['Expect', 'x-ray']] }), 417, 'EXPECTATION_FAILED'],
    ['CONNECT', encodeRequest({ method: 'CONNECT', path: '127.0.0.1:1', headers: [['Host', '127.0.0.1:1']] }), 405, 'METHOD_NOT_ALLOWED'],
  ])('%s → %i %s with a JSON body, and the server keeps serving', async (_what, bytes, status, code) => {
    const { response } = await exchange(api.port, bytes);
    expect(response?.status).toBe(status);
    expect(response?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(response?.body.toString('utf8') ?? '')).toEqual({ error: { code, message: expect.any(String) } });

    const after = await exchange(api.port, search());
    expect(after.response?.status).toBe(200);
  });

  it('answers 100-continue, then the page', async () => {
    const { response } = await exchange(api.port, search({ headers: [...headers, ['Expect', '100-continue']] }));
    expect(response?.status).toBe(200);
  });

  it('still accepts HTTP/1.0 without Host', async () => {
    const bytes = Buffer.from(
      search({ headers: headers.filter(([name]) => name !== 'Host') })
        .toString('latin1')
        .replace('HTTP/1.1', 'HTTP/1.0'),
      'latin1',
    );
    const { response } = await exchange(api.port, bytes);
    expect(response?.status).toBe(200);
  });
});
