import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DemoApiConfig, DemoApiConfigInput, FaultKind } from './config';
import { parseDemoApiConfig } from './config';
import { FaultPlan } from './faults';
import { LocationFaults } from './location-faults';
import { PageTokenCodec } from './page-token';
import { createProtocolErrorHandlers } from './protocol-errors';
import { hashSeed } from './random';
import { createRequestHandler } from './request-handler';
import type { LoggedRequest } from './request-log';
import { RequestLog } from './request-log';

export type { LoggedRequest } from './request-log';
export type { DemoApiConfig, DemoApiConfigInput, FaultKind } from './config';
export { SEARCH_PATH } from './request-handler';

export interface DemoApi {
  /** http://127.0.0.1:PORT, without a trailing slash. */
  baseUrl: string;
  port: number;
  config: DemoApiConfig;
  /** Every request received (the most recent 10,000), Authorization reduced to its last 4 characters. */
  requests: LoggedRequest[];
  /** The next search requests get these faults, one each, in order (before any random fault). */
  queueFaults(...kinds: FaultKind[]): void;
  /** Stops listening and ends every connection, in-flight slow answers included. */
  close(): Promise<void>;
}

/**
 * Starts the demo API on 127.0.0.1 (never another interface); port 0 or omitted picks a free one.
 * Throws DemoConfigError for an invalid config.
 */
export interface DemoApiOptions {
  port?: number;
  /** The clock of page-token expiry and of new messages ("live"); tests pass their own to drive them. */
  now?: () => number;
}

export async function startDemoApi(config?: DemoApiConfigInput, options: DemoApiOptions = {}): Promise<DemoApi> {
  const now = options.now ?? Date.now;
  const resolved = parseDemoApiConfig(config ?? {});
  const log = await RequestLog.open(resolved.requestLog);
  const closing = new AbortController();
  const faults = new FaultPlan(resolved.faults);
  // Host is checked by the request handler, so that its absence gets a JSON answer too.
  const server = createServer({ requireHostHeader: false });
  const protocolErrors = createProtocolErrorHandlers();
  server.on('clientError', protocolErrors.onClientError);
  server.on('checkExpectation', protocolErrors.onCheckExpectation);
  server.on('connect', protocolErrors.onConnect);
  let port = 0;
  const handleRequest = createRequestHandler({
    config: resolved,
    faults,
    locationFaults: new LocationFaults(resolved),
    log,
    port: () => port,
    signal: closing.signal,
    search: {
      config: resolved,
      // A fresh secret per server: tokens of an earlier run are rejected, as after a key rotation.
      codec: new PageTokenCodec(randomBytes(32), resolved.pageTokenTtlSeconds * 1000, now),
      sparseSeed: hashSeed('sparse', resolved.seed),
      now,
    },
  });
  server.on('request', (request, response) => {
    protocolErrors.track(request, response);
    handleRequest(request, response);
  });

  try {
    port = await listen(server, options.port ?? 0);
  } catch (error) {
    await log.close();
    throw error;
  }

  let closed: Promise<void> | null = null;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    config: resolved,
    requests: log.entries,
    queueFaults: (...kinds) => faults.queue(kinds),
    close() {
      closed ??= (async () => {
        closing.abort();
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeAllConnections();
        await stopped;
        await log.close();
      })();
      return closed;
    },
  };
}

function listen(server: ReturnType<typeof createServer>, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}
