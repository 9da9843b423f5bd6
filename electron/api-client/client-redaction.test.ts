// The token is removed from what a server sends before anything cuts it short or parses it.
import { afterEach, describe, expect, it } from 'vitest';
import { createFingerprintSet } from '../../common/paging/fingerprint-set';
import { flattenRecord } from '../../common/records/flatten';
import { walkAllPages } from './all-pages';
import type { ScriptedServer } from '../test/api-servers';
import { sendText, startScriptedServer } from '../test/api-servers';
import { failureOf, recordingClient } from '../test/api-demo';
import { createRandom } from '../test/random-values';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

// Seeded, so every run checks the same tokens: a random one sometimes continues with the letter
// of the word after a slice, which the scan then reads as the token's (tested on its own below).
const random = createRandom(0x7ed4c7);
const token = () => `tok_${random.bytes(24).toString('base64url')}`;
const params = (baseUrl: string, secret: string) => ({
  baseUrl,
  token: secret,
  locationId: 'loc-1',
  body: {},
  pageSize: 10,
  timeoutMs: 5000,
  connectionId: 'c',
  connectionLabel: 'Redaction test',
});

describe('redaction before truncation', () => {
  it('leaves no prefix of the token where the message is cut to length', async () => {
    const secret = token();
    server = await startScriptedServer((_request, response) =>
      sendText(
        response,
        400,
        'application/json',
        JSON.stringify({ error: { message: `${'x'.repeat(290)} ${secret} and more`, code: secret.toLowerCase() } }),
      ),
    );
    const failure = await failureOf(recordingClient().client.searchMessages(params(server.baseUrl, secret)));
    const text = JSON.stringify(failure.error);
    expect(text).not.toContain(secret.slice(0, 8));
    expect(text.toLowerCase()).not.toContain(secret.slice(0, 8).toLowerCase());
  });

  it('leaves no part of a token split by the error-body size limit', async () => {
    const secret = token();
    const cut = 64 * 1024;
    // Leading blanks are trimmed away, so what survives the cut is what the user would read.
    const body = `${' '.repeat(cut - 10)}${secret}${'z'.repeat(100)}`;
    server = await startScriptedServer((_request, response) => sendText(response, 400, 'text/plain', body));
    const failure = await failureOf(recordingClient().client.searchMessages(params(server.baseUrl, secret)));
    expect(JSON.stringify(failure.error)).not.toContain(secret.slice(0, 10));
  });
});

const escapeAll = (text: string) => [...text].map((char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
const slashed = (text: string) => text.replace(/\//g, '\\/');

/** Every 12-character run of the token, in any case, found anywhere in the value's JSON or its decoded strings. */
function leaks(value: unknown, secret: string): string[] {
  const text = JSON.stringify(value).toLowerCase();
  const found: string[] = [];
  for (let at = 0; at + 12 <= secret.length; at++)
    if (text.includes(secret.slice(at, at + 12).toLowerCase())) found.push(secret.slice(at, at + 12));
  return found;
}

describe('redaction after parsing', () => {
  it('removes a token the JSON writes with escapes from values, keys and both page tokens', async () => {
    const secret = `${token()}/${random.bytes(30).toString('base64')}`;
    server = await startScriptedServer((_request, response) => {
      const forms = [
        escapeAll(secret),
        slashed(secret),
        `${secret.slice(0, 40)}\\u${secret.charCodeAt(40).toString(16).padStart(4, '0')}${secret.slice(41)}`,
      ];
      const record = `{"id":"m1","one":"${forms[0]}","two":"a ${forms[1]} b","three":"${forms[2]}","seen:${forms[0]}":1,"seen:${forms[1]}":2}`;
      sendText(
        response,
        200,
        'application/json',
        `{"smsMessages":[${record}],"next_page_token":"p2.${forms[1]}","previous_page_token":"p0.${forms[0]}"}`,
      );
    });
    const page = await recordingClient().client.searchMessages(params(server.baseUrl, secret));
    expect(leaks(page, secret)).toEqual([]);
    // The raw text is redacted first, so the two keys arrive as one (JSON keeps the last).
    expect(page.items[0]).toEqual({ id: 'm1', one: '[redacted]', two: 'a [redacted] b', three: '[redacted]', 'seen:[redacted]': 2 });
    expect(page.nextPageToken).toBe('p2.[redacted]');
    expect(page.previousPageToken).toBe('p0.[redacted]');
  });

  it('keeps no 24-character slice of the token, nor a token split by a control character, in what an error keeps', async () => {
    const secret = token();
    server = await startScriptedServer((_request, response) =>
      sendText(
        response,
        401,
        'application/json',
        JSON.stringify({
          error: {
            code: `bad ${secret.slice(0, 20)}\n${secret.slice(20)}`,
            message: `token ${secret.slice(4, 28)} is not valid; sent ${secret.slice(0, 9)}\u0007${secret.slice(9)}`,
          },
        }).replace(/\\\\/g, '\\'),
      ),
    );
    const failure = await failureOf(recordingClient().client.searchMessages(params(server.baseUrl, secret)));
    expect(leaks(failure.error, secret)).toEqual([]);
    expect(failure.error.serverMessage).toBe('token [redacted] is not valid; sent [redacted]');
    expect(failure.error.code).toBe('bad [redacted]');
  });

  it('takes the letter after a slice with it when the token goes on with that letter: more is hidden, never less', async () => {
    const secret = 'tok_Q3vL9xZt2mWp8rKd4nHs7bYcIjEf6gAu';
    expect(secret[28]).toBe('I');
    server = await startScriptedServer((_request, response) =>
      sendText(response, 401, 'application/json', JSON.stringify({ error: { message: `token ${secret.slice(4, 28)} is not valid` } })),
    );
    const failure = await failureOf(recordingClient().client.searchMessages(params(server.baseUrl, secret)));
    expect(leaks(failure.error, secret)).toEqual([]);
    expect(failure.error.serverMessage).toBe('token [redacted]s not valid');
  });
});

describe('hostile shapes', () => {
  it('browses and walks a record nested 10,000 levels deep, keeping the deep part as JSON text', async () => {
    let deep = '"bottom"';
    for (let level = 0; level < 10_000; level++) deep = `{"next":${deep}}`;
    server = await startScriptedServer((request, response) => {
      const sent = JSON.parse(request.body) as { page_token?: string };
      const next = sent.page_token === undefined ? ',"next_page_token":"p2"' : '';
      sendText(response, 200, 'application/json', `{"smsMessages":[{"id":"deep-${sent.page_token ?? 1}","nested":${deep}}]${next}}`);
    });
    const { client } = recordingClient();
    const page = await client.searchMessages(params(server.baseUrl, token()));
    expect(() => structuredClone(page)).not.toThrow();
    expect(() => JSON.stringify(page)).not.toThrow();
    const flat = flattenRecord(page.items[0] ?? {});
    expect(Object.keys(flat)).toHaveLength(2);
    expect(
      Object.values(flat).some((value) => typeof value === 'string' && value.startsWith('{"next":') && /"bottom"\}+$/.test(value)),
    ).toBe(true);

    const ids: unknown[] = [];
    for await (const items of walkAllPages(client, params(server.baseUrl, token()), { seen: createFingerprintSet(), maxRestarts: 1 })) {
      ids.push(...items.map((item) => item.id));
    }
    expect(ids).toEqual(['deep-1', 'deep-p2']);
  });
});
