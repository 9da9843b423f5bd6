import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { VERIFY_CONCURRENCY } from '../../common/connections/verification';
import { isFailure } from '../../common/errors/failure';
import { startDemoApi, type DemoApi } from '../../demo-api/server';
import { recordingClient } from '../test/api-demo';
import { sendText, startScriptedServer } from '../test/api-servers';
import type { ScriptedServer } from '../test/api-servers';
import { normalizeBaseUrl } from './base-url';
import { testConnection } from './test-connection';

const checked = async (address: string) => normalizeBaseUrl(address);

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const token = () => `tok_${randomBytes(24).toString('base64url')}`;
const page = JSON.stringify({ smsMessages: [], nextPageToken: null });

describe('testConnection', () => {
  it('checks a few locations at a time, answers in the order asked, and never returns the token a server echoed', async () => {
    const secret = token();
    const locations = ['loc-no-1', 'loc-a', 'loc-b', 'loc-no-2', 'loc-c', 'loc-d', 'loc-e'];
    let started = 0;
    let running = 0;
    let most = 0;
    const held: (() => void)[] = [];
    server = await startScriptedServer((request, response) => {
      started += 1;
      running += 1;
      most = Math.max(most, running);
      const location = String(request.headers['location-id']);
      held.push(() => {
        running -= 1;
        // A buggy server quoting the Authorization header back in its refusal.
        if (location.startsWith('loc-no'))
          sendText(response, 401, 'application/json', JSON.stringify({ error: { message: `Refused ${request.headers.authorization}` } }));
        else sendText(response, 200, 'application/json', page);
      });
      // Answered once as many as may run at once wait (or the last ones do), then a pause in
      // which a client sending more would show it: a loaded machine cannot make the client look
      // as if it sent fewer at once (a fixed delay per answer did, 1 run in 50).
      if (running === VERIFY_CONCURRENCY || started === locations.length)
        setTimeout(() => held.splice(0).forEach((answer) => answer()), 20);
    });
    const results = await testConnection(
      recordingClient().client,
      { label: 'Acme', baseUrl: `${server.baseUrl}/`, token: secret, locations },
      checked,
    );

    expect(results.map((result) => [result.locationId, result.status])).toEqual(
      locations.map((id) => [id, id.startsWith('loc-no') ? 'failed' : 'ok']),
    );
    expect(most).toBe(VERIFY_CONCURRENCY);
    expect(results[0]?.error).toMatchObject({ kind: 'unauthorized', status: 401, connectionLabel: 'Acme', locationId: 'loc-no-1' });
    expect(results[0]?.error).not.toHaveProperty('connectionId');
    expect(JSON.stringify(results)).not.toContain(secret.slice(0, 12));
  });

  it('sends nothing to an address a connection could not be saved with', async () => {
    const { client } = recordingClient({ fetch: () => Promise.reject(new Error('no request may be sent')) });
    const refused = await testConnection(
      client,
      { label: 'Acme', baseUrl: 'http://api.example.test', token: token(), locations: ['loc-1'] },
      checked,
    ).catch((error: unknown) => error);
    expect(isFailure(refused) && refused.error).toMatchObject({ kind: 'invalid_request', field: 'baseUrl' });
  });
});

describe('testConnection tells a refused token from a refused location, as a saved connection does', () => {
  let demo: DemoApi | undefined;
  afterEach(async () => {
    await demo?.close();
    demo = undefined;
  });

  /** The demo with one token that may read "open" only; every 401 worded as asked. */
  async function test(wording: 'coded' | 'bare', tokenKnown: boolean, locations: string[]) {
    const known = token();
    demo = await startDemoApi({
      tokens: { [known]: ['open'] },
      locations: { open: { name: 'Open Shop', messages: 3 }, shut: { name: 'Shut Shop', messages: 3 } },
      unauthorizedWording: wording,
    });
    return testConnection(
      recordingClient().client,
      { label: 'Shops', baseUrl: demo.baseUrl, token: tokenKnown ? known : token(), locations },
      checked,
    );
  }

  it('a server saying the token is not valid: a token problem, from its words, even with one location', async () => {
    const [result] = await test('coded', false, ['open']);
    expect(result?.error).toMatchObject({ kind: 'unauthorized', refused: 'token', code: 'UNAUTHENTICATED' });
    expect(result?.error?.message).toMatch(
      /^The API token of connection "Shops" was refused \(HTTP 401\): it is invalid or has been revoked\./,
    );
  });

  it('a server wording every 401 alike: a token refused at every location tested is the token; one refused beside one answered is the location', async () => {
    expect((await test('bare', false, ['open', 'shut'])).map((result) => result.error?.refused)).toEqual(['token', 'token']);
    expect((await test('bare', true, ['open', 'shut'])).map((result) => result.error?.refused)).toEqual([undefined, 'location']);
  });

  it('a bare UNAUTHENTICATED on the only location tested decides nothing: both causes are named', async () => {
    const [result] = await test('bare', false, ['open']);
    expect(result?.error).toMatchObject({ kind: 'unauthorized', code: 'UNAUTHENTICATED' });
    expect(result?.error?.refused).toBeUndefined();
    expect(result?.error?.message).toMatch(/Either the API token is invalid/);
  });
});
