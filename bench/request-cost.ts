// Main's CPU per search request, apart from the renderer and the bench harness: the app's main
// services (as app-session.ts builds them) or the bare fetch loop, against the demo API in its own
// process. For reading a profile of the request path:
//   node --cpu-prof --import tsx bench/request-cost.ts [requests] [app|bare] [10|500|both]
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { newRequestId, openAppSession } from './app-session';
import { bareSearch } from './bare-search';
import { startDemoProcess } from './demo-process';

const requests = Number(process.argv[2] ?? 1000);
const path = process.argv[3] === 'bare' ? 'bare' : 'app';
const sizes = process.argv[4] === '10' ? [10] : process.argv[4] === '500' ? [500] : [10, 500];
// Enough rows that a walk of 500-row pages does not reach the end while it is timed.
const MESSAGES = 200_000;
const WARM_UP = 20;
// The first rounds run while V8 still compiles the path; the last is the warm cost.
const ROUNDS = 3;

const token = `bench-${randomUUID()}`;
const folder = await mkdtemp(join(tmpdir(), 'sms-explorer-request-cost-'));
const api = await startDemoProcess(
  { locations: { 'loc-1': { name: 'One', messages: MESSAGES } }, tokens: { [token]: ['loc-1'] }, sparsePages: 0, latencyMs: 0 },
  folder,
  resolve(import.meta.dirname, '..'),
);
const app = await openAppSession(folder, api.baseUrl, token, ['loc-1']);

async function page(pageSize: number, pageToken: string | undefined): Promise<string | undefined> {
  if (path === 'bare') return (await bareSearch({ baseUrl: api.baseUrl, token, locationId: 'loc-1', pageSize }, pageToken)).next;
  const result = await app.call('searchMessages', {
    requestId: newRequestId(),
    connectionId: app.connectionId,
    locationId: 'loc-1',
    body: {},
    pageSize,
    ...(pageToken !== undefined && { pageToken }),
  });
  return result.nextPageToken ?? undefined;
}

/** Small pages are each a first page (as a first screen asks them); 500-row pages walk on. */
async function measure(pageSize: number, count: number): Promise<string> {
  for (let index = 0; index < WARM_UP; index += 1) await page(pageSize, undefined);
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  let next: string | undefined;
  for (let index = 0; index < count; index += 1) {
    const token = await page(pageSize, next);
    next = pageSize === 10 ? undefined : token;
  }
  const cpu = process.cpuUsage(cpuBefore);
  const perRequest = (ms: number) => (ms / count).toFixed(3);
  return `${path} ${pageSize}-row pages: ${perRequest((cpu.user + cpu.system) / 1000)} ms CPU, ${perRequest(performance.now() - started)} ms wall a request`;
}

try {
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const size of sizes) console.log(await measure(size, size === 10 ? requests : Math.ceil(requests / 4)));
  }
} finally {
  await api.stop();
  await rm(folder, { recursive: true, force: true });
}
