// The demo API fed seeded random bodies and headers over real sockets (bytes written by hand, since
// fetch and node:http refuse to send most of them). Every answer must be a 4xx with a JSON error
// body (or a 200 page, for the few random requests that happen to be valid), never a 5xx, never a
// hang, and the server must keep serving after each one. What Node's HTTP parser itself rejects
// (not HTTP, headers over 16 KB, broken framing, control characters) is answered as JSON too,
// by protocol-errors.ts, so no request ends in a bare connection close.
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRandom, type Random } from '../electron/test/random-values';
import { makeTempDir, type TempDir } from '../electron/test/test-stores';
import { FILTER_FIELDS } from './search-filters';
import { SEARCH_PATH } from './request-handler';
import type { DemoApi } from './server';
import { startDemoApi } from './server';
import { fakeToken } from './test/support';
import type { RawHeader, RawOutcome, RawRequest } from './test/raw-http';
import { encodeRequest, exchange } from './test/raw-http';

const CASES_PER_GROUP = 250;
/** Each group is a few seconds alone; the budget allows for a loaded machine. */
const GROUP_TIMEOUT_MS = 60_000;
const KNOWN_FIELDS = new Set<string>(['page_size', 'page_token', ...FILTER_FIELDS]);
const token = fakeToken();
const LOCATION = 'small';

let api: DemoApi;
let dir: TempDir;

beforeAll(async () => {
  dir = await makeTempDir();
  api = await startDemoApi({
    tokens: { [token]: [LOCATION] },
    locations: { [LOCATION]: { name: 'Small Shop', messages: 40 } },
    // The log file is where a body nested too deeply to serialise again used to break the answer.
    requestLog: join(dir.path, 'requests.jsonl'),
  });
});
afterAll(async () => {
  await api.close();
  await dir.remove();
});

interface FuzzCase {
  what: string;
  request: Buffer;
  /** 'rejected': must be a 4xx; 'maybe-valid': a random request that may be a valid search. */
  expect: 'rejected' | 'maybe-valid';
}

const validHeaders = (): RawHeader[] => [
  ['Host', '127.0.0.1'],
  ['Authorization', `Bearer ${token}`],
  ['Location-Id', LOCATION],
  ['Content-Type', 'application/json'],
];

function searchRequest(parts: Partial<RawRequest>): Buffer {
  return encodeRequest({ path: SEARCH_PATH, headers: validHeaders(), body: Buffer.from('{"page_size":1}'), ...parts });
}

// ---------------------------------------------------------------------------------------------
// Random values

function randomText(random: Random, maxLength = 30): string {
  const alphabets = ['abcxyz', '0123456789', ' \t', '"\\/\b\f\n\r', 'éü€中文', '😀𝄞', '\u0000\u001f\u007f\u2028\ufeff', '{}[]:,'];
  return Array.from({ length: random.int(0, maxLength) }, () => random.pick([...random.pick(alphabets)])).join('');
}

function randomJson(random: Random, depth = 0): unknown {
  const kinds = depth > 4 ? ['null', 'boolean', 'number', 'string'] : ['null', 'boolean', 'number', 'string', 'array', 'object', 'object'];
  switch (random.pick(kinds)) {
    case 'null':
      return null;
    case 'boolean':
      return random.chance(0.5);
    case 'number':
      return random.pick([0, -0, 1, -1, 2 ** 53, 1e308, -1e-308, 0.5, random.int(-1_000_000, 1_000_000)]);
    case 'string':
      return randomText(random);
    case 'array':
      return Array.from({ length: random.int(0, 4) }, () => randomJson(random, depth + 1));
    default: {
      const keys = ['__proto__', 'constructor', 'prototype', ...KNOWN_FIELDS, randomText(random, 10)];
      const entries = Array.from({ length: random.int(1, 4) }, () => [random.pick(keys), randomJson(random, depth + 1)] as const);
      // Built as JSON text so "__proto__" is sent as a plain member, as any client could.
      return JSON.parse(`{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`).join(',')}}`);
    }
  }
}

/** What only a valid search could be: an empty body, or an object of known fields only. */
function mayBeValidBody(bytes: Buffer): boolean {
  const text = bytes.toString('utf8');
  if (text.trim() === '') return true;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).every((key) => KNOWN_FIELDS.has(key));
  } catch {
    return false;
  }
}

function nested(depth: number, open: string, close: string, leaf = '1'): string {
  return `${open.repeat(depth)}${leaf}${close.repeat(depth)}`;
}

function utf16(text: string, endian: 'le' | 'be', bom: boolean): Buffer {
  const le = Buffer.from(`${bom ? '\ufeff' : ''}${text}`, 'utf16le');
  return endian === 'le' ? le : le.swap16();
}

// ---------------------------------------------------------------------------------------------
// Bodies: valid headers, random bodies

function bodyCase(random: Random): FuzzCase {
  const generators: [string, () => { body: Buffer; contentLength?: 'none'; contentType?: string }][] = [
    ['random bytes', () => ({ body: random.bytes(random.int(1, 4096)) })],
    ['random JSON', () => ({ body: Buffer.from(JSON.stringify(randomJson(random)) ?? 'null') })],
    [
      'known fields, random values',
      () => {
        const fields = Array.from({ length: random.int(1, 3) }, () => [random.pick([...KNOWN_FIELDS]), randomJson(random, 3)]);
        return { body: Buffer.from(JSON.stringify(Object.fromEntries(fields))) };
      },
    ],
    ['a JSON string over 1 MB', () => ({ body: Buffer.from(JSON.stringify({ query: 'q'.repeat(random.int(1_048_577, 1_200_000)) })) })],
    ['random bytes over 1 MB, chunked', () => ({ body: random.bytes(random.int(1_048_577, 1_200_000)), contentLength: 'none' })],
    ['a deeply nested array', () => ({ body: Buffer.from(nested(random.int(1000, 400_000), '[', ']')) })],
    ['a deeply nested object', () => ({ body: Buffer.from(nested(random.int(1000, 150_000), '{"a":', '}')) })],
    ['a deeply nested filter', () => ({ body: Buffer.from(`{"query":${nested(random.int(1000, 30_000), '[', ']')}}`) })],
    [
      'UTF-16 JSON',
      () => ({
        body: utf16('{"page_size": 5}', random.pick(['le', 'be'] as const), random.chance(0.5)),
        contentType: random.pick(['application/json', 'application/json; charset=utf-16']),
      }),
    ],
    ['JSON after a UTF-8 byte order mark', () => ({ body: Buffer.from('\ufeff{"page_size": 5}') })],
    ['Latin-1 text in a filter', () => ({ body: Buffer.from(`{"query": "caf${String.fromCharCode(0xe9)}"}`, 'latin1') })],
    ['a lone surrogate in a filter', () => ({ body: Buffer.from('{"query": "\\ud800"}') })],
    ['gzip without Content-Encoding', () => ({ body: gzipSync('{"page_size": 5}') })],
    ['a number too large for a page size', () => ({ body: Buffer.from(`{"page_size": 1${'0'.repeat(random.int(20, 400))}}`) })],
  ];
  const [what, make] = random.pick(generators);
  const { body, contentLength, contentType } = make();
  const headers = validHeaders().map(([name, value]): RawHeader => [name, name === 'Content-Type' && contentType ? contentType : value]);
  if (contentLength === 'none') headers.push(['Transfer-Encoding', 'chunked']);
  return {
    what: `${what} (${body.length} bytes)`,
    request: encodeRequest({
      path: SEARCH_PATH,
      headers,
      body: contentLength === 'none' ? chunked(body, random) : body,
      contentLength: contentLength ?? 'auto',
    }),
    expect: mayBeValidBody(body) ? 'maybe-valid' : 'rejected',
  };
}

function chunked(body: Buffer, random: Random): Buffer {
  const parts: Buffer[] = [];
  for (let offset = 0; offset < body.length;) {
    const size = Math.min(body.length - offset, random.int(1, 256 * 1024));
    parts.push(Buffer.from(`${size.toString(16)}\r\n`), body.subarray(offset, offset + size), Buffer.from('\r\n'));
    offset += size;
  }
  return Buffer.concat([...parts, Buffer.from('0\r\n\r\n')]);
}

// ---------------------------------------------------------------------------------------------
// Headers: a valid body, random headers

const utf8 = (text: string) => Buffer.from(text, 'utf8');
const controlCharacter = (random: Random) => String.fromCharCode(random.pick([0, 1, 8, 11, 12, 14, 27, 31, 127]));

function headerCase(random: Random): FuzzCase {
  const withHeader = (name: string, value: string | Buffer, replaced = name): RawHeader[] => [
    ...validHeaders().filter(([header]) => header !== replaced),
    [name, value],
  ];
  const generators: [string, () => { headers: RawHeader[]; method?: string; path?: string; maybeValid?: boolean }][] = [
    ['no Authorization', () => ({ headers: validHeaders().filter(([name]) => name !== 'Authorization') })],
    [
      'Authorization without "Bearer"',
      () => ({
        headers: withHeader(
          'Authorization',
          random.pick([token, `Basic ${Buffer.from(`u:${token}`).toString('base64')}`, `Token ${token}`, 'Bearer', 'Bearer ', '']),
        ),
      }),
    ],
    [
      'Authorization with a wrong token',
      () => ({
        headers: withHeader(
          'Authorization',
          `Bearer ${random.pick([`${token}x`, token.slice(0, -1), fakeToken(), randomText(random).replace(/[\r\n]/g, '') || 'x'])}`,
        ),
      }),
    ],
    [
      'Authorization with unicode',
      () => ({ headers: withHeader('Authorization', utf8(`Bearer ${token}${random.pick(['é', '😀', '\u200b', '中'])}`)) }),
    ],
    [
      'Authorization with a control character',
      () => ({ headers: withHeader('Authorization', `Bearer ${token.slice(0, 8)}${controlCharacter(random)}${token.slice(8)}`) }),
    ],
    ['Authorization of 8 KB', () => ({ headers: withHeader('Authorization', `Bearer ${'t'.repeat(8192)}`) })],
    ['two Authorization headers, the first wrong', () => ({ headers: [['Authorization', 'Bearer wrong'], ...validHeaders()] })],
    ['no Location-Id', () => ({ headers: validHeaders().filter(([name]) => name !== 'Location-Id') })],
    [
      'Location-Id with unicode',
      () => ({ headers: withHeader('Location-Id', utf8(random.pick(['smäll', 'small😀', 'ｓｍａｌｌ', 'small\u200b', '\u202esmall']))) }),
    ],
    ['Location-Id with a control character', () => ({ headers: withHeader('Location-Id', `sm${controlCharacter(random)}all`) })],
    [
      'Location-Id with odd text',
      () => ({
        headers: withHeader(
          'Location-Id',
          random.pick(['', '   ', '../small', 'small, small', '"small"', '{"id":"small"}', `${'s'.repeat(10_000)}`]),
        ),
      }),
    ],
    ['two Location-Id headers', () => ({ headers: [...validHeaders(), ['Location-Id', random.pick(['other', LOCATION])]] })],
    ['a header over 16 KB', () => ({ headers: [...validHeaders(), ['X-Padding', 'p'.repeat(random.int(16_385, 70_000))]] })],
    [
      'many headers over 16 KB',
      () => ({
        headers: [
          ...validHeaders(),
          ...Array.from({ length: random.int(400, 800) }, (_, index): RawHeader => [`X-H${index}`, 'v'.repeat(40)]),
        ],
      }),
    ],
    [
      'an odd Content-Type',
      () => ({
        headers: withHeader(
          'Content-Type',
          random.pick([
            'text/plain',
            'application/jsonp',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            '',
            'json',
            '*/*',
            utf8('application/json😀'),
            randomText(random).replace(/[\r\n]/g, '') || 'x',
          ]),
        ),
      }),
    ],
    [
      'a Content-Type with a control character',
      () => ({ headers: withHeader('Content-Type', `application/json${controlCharacter(random)}`) }),
    ],
    [
      'a broken Content-Length',
      () => ({ headers: [...validHeaders(), ['Content-Length', random.pick(['abc', '-1', '1e3', '1 2', '99999999999999999999', '15'])]] }),
    ],
    ['Content-Length and chunked together', () => ({ headers: [...validHeaders(), ['Transfer-Encoding', 'chunked']] })],
    [
      'an unknown Transfer-Encoding',
      () => ({ headers: [...validHeaders(), ['Transfer-Encoding', random.pick(['gzip', 'identity', 'chunked, gzip', 'x'])]] }),
    ],
    ['an Expect it cannot meet', () => ({ headers: [...validHeaders(), ['Expect', random.pick(['200-ok', 'x', '100-continues'])]] })],
    ['no Host', () => ({ headers: validHeaders().filter(([name]) => name !== 'Host') })],
    // Node takes some odd names (Ünicode) as just another header, so the request may still be valid.
    [
      'a header name with spaces or unicode',
      () => ({ headers: [...validHeaders(), [random.pick(['X Y', 'X:Y', 'Ünicode', '']), 'v']], maybeValid: true }),
    ],
    [
      'a line break inside a header value',
      () => ({ headers: withHeader('Location-Id', `${LOCATION}${random.pick(['\n', '\r', '\r\n '])}x`) }),
    ],
    [
      'an unsupported method',
      () => ({ headers: validHeaders(), method: random.pick(['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'FOO', 'CONNECT', 'P OST']) }),
    ],
    [
      'an odd path',
      () => ({
        headers: validHeaders(),
        path: random.pick([
          '*',
          '//analytics/v1/smsMessages:search',
          `${SEARCH_PATH}/..`,
          '/analytics/v1/smsMessages%3',
          `${SEARCH_PATH}%00`,
          `http://evil.test${SEARCH_PATH}`,
          `/${'a'.repeat(20_000)}`,
        ]),
      }),
    ],
  ];
  const [what, make] = random.pick(generators);
  const { headers, method, path, maybeValid } = make();
  // CONNECT takes an authority, never a path.
  const target = method === 'CONNECT' ? '127.0.0.1:1' : (path ?? SEARCH_PATH);
  return {
    what: `${what}${method ? ` (${method})` : ''}`,
    request: searchRequest({ headers, path: target, ...(method && { method }) }),
    // Two Location-Id headers that say the same location are joined to "small, small": still refused.
    expect: maybeValid ? 'maybe-valid' : 'rejected',
  };
}

// ---------------------------------------------------------------------------------------------

function problemWith(fuzzCase: FuzzCase, outcome: RawOutcome): string | null {
  if (!outcome.response) return `closed by ${outcome.closedBy} without an answer`;
  const { status, headers, body } = outcome.response;
  if (status >= 500) return `answered ${status}`;
  let json: { error?: { code?: unknown; message?: unknown }; smsMessages?: unknown } | undefined;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    return `answered ${status} with a body that is not JSON: ${JSON.stringify(body.toString('latin1').slice(0, 80))}`;
  }
  if (!/^application\/json/.test(headers['content-type'] ?? '')) return `answered ${status} as ${headers['content-type']}`;
  if (status === 200) {
    if (fuzzCase.expect === 'rejected') return 'accepted a request that is not valid';
    return Array.isArray(json?.smsMessages) ? null : 'answered 200 without a page';
  }
  if (status < 400) return `answered ${status}`;
  return typeof json?.error?.code === 'string' && typeof json.error.message === 'string'
    ? null
    : `answered ${status} without an error code and message`;
}

async function stillServes(): Promise<boolean> {
  const response = await fetch(`${api.baseUrl}${SEARCH_PATH}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Location-Id': LOCATION, 'Content-Type': 'application/json' },
    body: '{"page_size": 2}',
    signal: AbortSignal.timeout(5000),
  });
  return response.status === 200 && ((await response.json()) as { smsMessages: unknown[] }).smsMessages.length === 2;
}

async function fuzz(seed: number, make: (random: Random) => FuzzCase): Promise<{ problems: string[]; statuses: Map<number, number> }> {
  const random = createRandom(seed);
  const problems: string[] = [];
  const statuses = new Map<number, number>();
  for (let index = 0; index < CASES_PER_GROUP; index++) {
    const fuzzCase = make(random);
    const outcome = await exchange(api.port, fuzzCase.request).catch(
      (error: Error) => ({ response: null, closedBy: error.message }) as RawOutcome,
    );
    const status = outcome.response?.status ?? 0;
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const problem = problemWith(fuzzCase, outcome);
    if (problem) problems.push(`#${index} ${fuzzCase.what}: ${problem}`);
    if (!(await stillServes())) problems.push(`#${index} ${fuzzCase.what}: the server stopped serving`);
  }
  return { problems, statuses };
}

describe('demo API fuzz', () => {
  it(
    'answers random bodies with a JSON 4xx (or a page), never a 5xx or a hang',
    async () => {
      const seed = 0xb0d1e5;
      const { problems, statuses } = await fuzz(seed, bodyCase);
      expect(problems, `seed ${seed}`).toEqual([]);
      // The run reached the rejections it is about, not only one kind.
      expect([...statuses.keys()]).toEqual(expect.arrayContaining([400, 413]));
    },
    GROUP_TIMEOUT_MS,
  );

  it(
    'answers random headers with a JSON 4xx, never a 5xx or a hang',
    async () => {
      const seed = 0x4eade5;
      const { problems, statuses } = await fuzz(seed, headerCase);
      expect(problems, `seed ${seed}`).toEqual([]);
      expect([...statuses.keys()]).toEqual(expect.arrayContaining([400, 401, 404, 405, 415, 417, 431]));
      expect(statuses.get(200) ?? 0).toBeLessThan(CASES_PER_GROUP / 10);
    },
    GROUP_TIMEOUT_MS,
  );

  it('kept every request in a log file it can still write', async () => {
    expect(() => JSON.stringify(api.requests)).not.toThrow();
    expect(api.requests.length).toBeGreaterThan(CASES_PER_GROUP);
  });
});
