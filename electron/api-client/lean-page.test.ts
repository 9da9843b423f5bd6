import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { itemIdentity } from '../../common/paging/item-identity';
import { sendText, startScriptedServer } from '../test/api-servers';
import { recordingClient } from '../test/api-demo';
import { tokenTraces } from '../test/token-traces';
import { readLeanPage } from './lean-page';
import { readKeptPage } from './page-reader';
import { createTokenRedactor } from './redact-token';
import { TransientBodyFailure } from './response';
import { failureOf } from '../test/failure-of';

const JSON_TYPE = 'application/json';
const token = `test/${randomBytes(30).toString('base64')}`;
const redactor = createTokenRedactor(token);
const escaped = [...token].map((char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');

describe('readLeanPage', () => {
  it('reads a page without the token exactly as the kept read does', () => {
    const text = JSON.stringify({
      smsMessages: [
        { id: 'SM1', status: 'SENT', created_at: '2025-01-01T10:00:00Z', contact: { name: 'Ann', tags: ['a', 1, null] } },
        { id: 2 },
      ],
      next_page_token: 'n-1',
      previous_page_token: 'p-1',
    });
    expect(readLeanPage(JSON_TYPE, text, redactor)).toEqual(readKeptPage(JSON_TYPE, text, redactor));
  });

  it('keeps the results as parsed, and scrubs the list name and page tokens as the kept read does', () => {
    const text = `{"results":[{"id":"${escaped}","status":"bad ${token}"}],"next_page_token":"n.${escaped}","previous_page_token":"p.${token}"}`;
    const lean = readLeanPage(JSON_TYPE, text, redactor);
    const kept = readKeptPage(JSON_TYPE, text, redactor);
    expect(lean.items).toEqual([{ id: token, status: `bad ${token}` }]);
    expect(kept.items).toEqual([{ id: '[redacted]', status: 'bad [redacted]' }]);
    expect({ ...lean, items: [] }).toEqual({ ...kept, items: [] });
    expect(lean.nextPageToken).toBe('n.[redacted]');
  });

  it('is what the client reads a page with when a search names it, and only then', async () => {
    const server = await startScriptedServer((_request, response) =>
      sendText(response, 200, JSON_TYPE, JSON.stringify({ smsMessages: [{ id: 'a', status: token }] })),
    );
    try {
      const { client } = recordingClient();
      const search = {
        baseUrl: server.baseUrl,
        token,
        locationId: 'loc-1',
        body: {},
        pageSize: 10,
        timeoutMs: 5000,
        connectionId: 'c1',
        connectionLabel: 'Lean',
      };
      expect((await client.searchMessages({ ...search, readPage: readLeanPage })).items).toEqual([{ id: 'a', status: token }]);
      expect((await client.searchMessages(search)).items).toEqual([{ id: 'a', status: '[redacted]' }]);
    } finally {
      await server.close();
    }
  });

  it('reads results nested deeper than any limit, without an id, so the walk can still tell them apart', () => {
    const depth = 30_000;
    const text = `{"smsMessages":[{"v":${'['.repeat(depth)}${']'.repeat(depth)}},{"v":1}]}`;
    const [deep, flat] = readLeanPage(JSON_TYPE, text, redactor).items;
    expect(itemIdentity(deep as Record<string, unknown>)).not.toBe(itemIdentity(flat as Record<string, unknown>));
  });

  it.each([
    ['a web page quoting the token', 'text/html', `<p>${token}</p>`],
    ['an empty body', JSON_TYPE, ' '],
    ['JSON cut off next to the token', JSON_TYPE, `{"smsMessages":[{"id":"${token}`],
    ['JSON that is not an object', JSON_TYPE, `["${token}"]`],
    ['a result that is not an object', JSON_TYPE, `{"smsMessages":[{"id":1},"${token}"]}`],
    ['lists named by the token', JSON_TYPE, `{"a ${escaped}":[],"b ${token}":[]}`],
    ['no list, members named by the token', JSON_TYPE, `{"${escaped}":1}`],
    ['a page token that is not a string', JSON_TYPE, `{"smsMessages":[],"next_page_token":{"t":"${token}"}}`],
  ])('fails on %s with the kept read’s own error, which has no trace of the token', (_name, contentType, text) => {
    const lean = failureOf(() => readLeanPage(contentType, text, redactor));
    const kept = failureOf(() => readKeptPage(contentType, text, redactor));
    expect(lean.error).toEqual(kept.error);
    expect(lean instanceof TransientBodyFailure).toBe(kept instanceof TransientBodyFailure);
    expect(lean.error.kind).toBe('malformed_response');
    expect(tokenTraces(JSON.stringify(lean.error), token)).toEqual([]);
  });
});
