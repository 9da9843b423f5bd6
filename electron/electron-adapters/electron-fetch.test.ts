import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { failureOf, recordingClient, startTestDemo, type TestDemo } from '../test/api-demo';
import { createFakeNet, type FakeNet } from '../test/fake-net';
import { createElectronFetch } from './electron-fetch';

/** The API client over net.fetch (as the app runs it) must tell the user what it tells them over Node's fetch. */
describe('createElectronFetch', () => {
  let demo: TestDemo;
  let net: FakeNet;

  beforeEach(async () => {
    demo = await startTestDemo();
    net = createFakeNet();
  });
  afterEach(() => demo.api.close());

  it('reports a redirect as "redirected; not followed", once, without retrying it as a network error', async () => {
    // The defect, reproduced by the faithful fake: raw net.fetch rejects, and the client retries a "network" error.
    demo.api.queueFaults('redirect', 'redirect', 'redirect', 'redirect', 'redirect');
    const raw = await failureOf(recordingClient({ fetch: net.fetch as typeof fetch }).client.searchMessages(demo.params()));
    expect(raw.error).toMatchObject({ kind: 'network' });
    expect(raw.error.message).toContain('Redirect was cancelled');
    expect(raw.error.attempts).toBeGreaterThan(1);
    await demo.api.close();
    demo = await startTestDemo();

    demo.api.queueFaults('redirect');
    const { client, delays } = recordingClient({ fetch: createElectronFetch(net.fetch) });
    const failure = await failureOf(client.searchMessages(demo.params()));
    expect(failure.error).toMatchObject({ kind: 'server', attempts: 1 });
    expect(failure.error.message).toMatch(/redirected the search to another address\. The app does not follow redirects with credentials/);
    expect(delays).toEqual([]);
  });

  it('gives a refused connection the same friendly message as Node’s fetch does', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    await expect(net.fetch(closed, {})).rejects.toThrow(/^net::ERR_CONNECTION_REFUSED$/);
    const viaNode = await failureOf(recordingClient().client.searchMessages(demo.params({ baseUrl: closed })));
    const viaElectron = await failureOf(
      recordingClient({ fetch: createElectronFetch(net.fetch) }).client.searchMessages(demo.params({ baseUrl: closed })),
    );
    expect(viaElectron.error.message).toBe(viaNode.error.message);
    expect(viaElectron.error.message).toContain('the connection was refused');
    expect(viaElectron.error).toMatchObject({ kind: 'network', attempts: viaNode.error.attempts });
  });

  it('names an unmapped Chromium error by its code instead of a vague failure', async () => {
    const electronFetch = createElectronFetch(async () => {
      throw new Error('net::ERR_SSL_PROTOCOL_ERROR');
    });
    const failure = await failureOf(recordingClient({ fetch: electronFetch }).client.searchMessages(demo.params()));
    expect(failure.error.message).toContain('the connection failed (ERR_SSL_PROTOCOL_ERROR)');
  });

  it('gives a connection reset while the body streams the friendly message too', async () => {
    const electronFetch = createElectronFetch(async () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"smsMessages":['));
          // As Electron's IncomingMessage is destroyed: with the net error string, no code.
          controller.error(new Error('net::ERR_CONNECTION_RESET'));
        },
      });
      return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    const failure = await failureOf(recordingClient({ fetch: electronFetch }).client.searchMessages(demo.params()));
    expect(failure.error).toMatchObject({ kind: 'network' });
    expect(failure.error.message).toContain('the connection was reset');
  });

  it('never lets a cookie into the session nor sends one', async () => {
    const seen: (string | undefined)[] = [];
    const server = await listen(
      createServer((request, response) => {
        seen.push(request.headers.cookie);
        response.writeHead(200, { 'Content-Type': 'application/json', 'Set-Cookie': 'tracker=1; Path=/' });
        response.end('{"smsMessages":[]}');
      }),
    );
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      // The fake is faithful: raw net.fetch keeps the cookie and sends it back.
      await (await net.fetch(url, {})).text();
      await (await net.fetch(url, {})).text();
      expect(seen).toEqual([undefined, 'tracker=1']);
      net.cookies.clear();
      seen.length = 0;
      const { client } = recordingClient({ fetch: createElectronFetch(net.fetch) });
      await client.searchMessages(demo.params({ baseUrl: url }));
      await client.searchMessages(demo.params({ baseUrl: url }));
      expect(seen).toEqual([undefined, undefined]);
      expect(net.cookies.size).toBe(0);
    } finally {
      server.close();
    }
  });
});

function listen(server: Server): Promise<Server> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function freePort(): Promise<number> {
  const server = await listen(createServer());
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
