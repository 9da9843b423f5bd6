// The main process's share of the first row, measured in this Node process: the app's services
// (dispatch → handler → connections → client) against the same demo API the page used, with a
// fetch that times the server apart. The page cannot see inside its one request, and the
// harness's transport (a Playwright binding) is not the app's, so the request the page timed
// is split as: server (this fetch), main (the rest of dispatch) and transport (what remains).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { flattenRecord } from '../common/records/flatten';
import { createTokenRedactor } from '../electron/api-client/redact-token';
import { parseSearchResponse } from '../electron/api-client/response';
import { newRequestId, openAppSession } from './app-session';
import { median } from './figures';

export interface MainShare {
  /** Medians over the runs, in ms. */
  dispatchMs: number;
  /** Request sent to the body fully received (loopback HTTP and the demo API's work). */
  serverMs: number;
  /** dispatchMs − serverMs: everything main does around the request. */
  mainMs: number;
  /** Parts of mainMs, timed by running the same functions on the same body. */
  redactMs: number;
  jsonParseMs: number;
  /** Envelope checks, per-string redaction and the depth cap, after JSON.parse. */
  envelopeMs: number;
  /** Flattening the page's records: done by the renderer (loaded-rows.ts), timed here for its share. */
  flattenMs: number;
}

interface TimedFetch {
  fetch: typeof fetch;
  /** Duration of each exchange, the body download included, and the last body received. */
  take(): { ms: number[]; lastBody: string; contentType: string | null };
}

/**
 * A fetch that downloads the whole body before handing it on, so its time is the server's and
 * the loopback's, and what the client does with the bytes afterwards is main's.
 */
function timedFetch(): TimedFetch {
  let ms: number[] = [];
  let lastBody = '';
  let contentType: string | null = null;
  return {
    fetch: async (input, init) => {
      const started = performance.now();
      const response = await globalThis.fetch(input, init);
      lastBody = await response.text();
      ms.push(performance.now() - started);
      contentType = response.headers.get('content-type');
      return new Response(lastBody, { status: response.status, statusText: response.statusText, headers: response.headers });
    },
    take: () => {
      const taken = { ms, lastBody, contentType };
      ms = [];
      return taken;
    },
  };
}

function timeIt(run: () => unknown, repeat = 20): number {
  const times: number[] = [];
  for (let index = 0; index < repeat; index++) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  return median(times);
}

export async function measureMainShare(options: {
  baseUrl: string;
  token: string;
  locationId: string;
  pageSizes: number[];
}): Promise<MainShare> {
  const folder = await mkdtemp(join(tmpdir(), 'sms-explorer-bench-main-'));
  const timed = timedFetch();
  try {
    const app = await openAppSession(folder, options.baseUrl, options.token, [options.locationId], { fetch: timed.fetch });
    const search = (pageSize: number) =>
      app.call('searchMessages', {
        requestId: newRequestId(),
        connectionId: app.connectionId,
        locationId: options.locationId,
        body: {},
        pageSize,
      });
    // Warm-up: JIT and the connection pool, as the page's earlier searches warmed the harness's.
    for (const pageSize of options.pageSizes) await search(pageSize);
    timed.take();
    const dispatchMs: number[] = [];
    const serverMs: number[] = [];
    for (const pageSize of options.pageSizes) {
      const started = performance.now();
      await search(pageSize);
      dispatchMs.push(performance.now() - started);
      serverMs.push(timed.take().ms.reduce((sum, ms) => sum + ms, 0));
    }
    const { lastBody, contentType } = timed.take();
    const { redact } = createTokenRedactor(options.token);
    const jsonParseMs = timeIt(() => JSON.parse(lastBody));
    const items = parseSearchResponse(contentType, lastBody, redact).items;
    const dispatch = median(dispatchMs);
    const server = median(serverMs);
    return {
      dispatchMs: dispatch,
      serverMs: server,
      mainMs: dispatch - server,
      redactMs: timeIt(() => redact(lastBody)),
      jsonParseMs,
      envelopeMs: Math.max(0, timeIt(() => parseSearchResponse(contentType, lastBody, redact)) - jsonParseMs),
      flattenMs: timeIt(() => items.map(flattenRecord)),
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
