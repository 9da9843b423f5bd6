// The token is removed from what a server sends before anything cuts it short or parses it.
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createFingerprintSet } from '../../common/paging/fingerprint-set';
import { flattenRecord } from '../../common/records/flatten';
import { walkAllPages } from './all-pages';
import type { ScriptedServer } from '../test/api-servers';
import { sendText, startScriptedServer } from '../test/api-servers';
import { failureOf, recordingClient } from '../test/api-demo';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const token = () => `tok_${randomBytes(24).toString('base64url')}`;
const params = (baseUrl: string, secret: string) => ({
  baseUrl, token: secret, locationId: 'loc-1', body: {}, pageSize: 10, timeoutMs: 5000, connectionId: 'c', connectionLabel: 'Redaction test',
});

describe('redaction before truncation', () => {
  it('leaves no prefix of the token where the message is cut to length', async () => {
    const secret = token();
    server = await startScriptedServer((_request, response) =>
      sendText(response, 400, 'application/json', JSON.stringify({ error: { message: `${'x'.repeat(290)} ${secret} and more`, code: secret.toLowerCase() } })),
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
    expect(Object.values(flat).some((value) => typeof value === 'string' && value.startsWith('{"next":') && /"bottom"\}+$/.test(value))).toBe(true);

    const ids: unknown[] = [];
    for await (const items of walkAllPages(client, params(server.baseUrl, token()), { seen: createFingerprintSet(), maxRestarts: 1 })) {
      ids.push(...items.map((item) => item.id));
    }
    expect(ids).toEqual(['deep-1', 'deep-p2']);
  });
});
