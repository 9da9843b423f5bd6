import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { DemoApi } from '../../demo-api/server';
import { startDemoApi } from '../../demo-api/server';
import type { ExportHarness, HarnessOptions } from '../test/export-all-fixture';
import { readCsv, readJson, startExportHarness } from '../test/export-all-fixture';

let harness: ExportHarness | undefined;
let replacement: DemoApi | undefined;
afterEach(async () => {
  await harness?.close();
  await replacement?.close();
  harness = undefined;
  replacement = undefined;
});

async function start(options: HarnessOptions = {}): Promise<ExportHarness> {
  harness = await startExportHarness(options);
  return harness;
}

/** Runs `act` once, when the export has read `pages` pages (progress is sent on every page). */
function atPage(
  pages: number,
  act: (h: ExportHarness) => void,
  exporter: HarnessOptions['exporter'] = {},
): Pick<HarnessOptions, 'onProgress' | 'exporter'> {
  let done = false;
  return {
    exporter: { ...exporter, progressIntervalMs: 0 },
    onProgress: (progress, h) => {
      if (done || progress.pages < pages) return;
      done = true;
      act(h);
    },
  };
}

/** A slow answer outlives the page token it carries: the walk must start over. */
const expiring = { pageTokenTtlSeconds: 0.4, slowMs: 700 };

describe('exportAll when things go wrong', () => {
  it('starts over after an expired page token and still writes every message exactly once', async () => {
    const h = await start({ messages: 1200, demo: { ...expiring, sparsePages: 0.3 }, ...atPage(4, (x) => x.api.queueFaults('slow')) });

    const outcome = await h.run({ pageSize: 50 });

    expect(outcome).toMatchObject({ status: 'complete', rows: 1200 });
    const ids = (await readCsv(h.target)).records.map((record) => record.id);
    expect(ids).toEqual(h.truth());
    expect(new Set(ids).size).toBe(ids.length);
    expect(h.events.at(-1)?.restarts).toBe(1);
    expect(await readJson(join(h.folder, 'all.csv.manifest.json'))).toMatchObject({ restarts: 1, complete: true, rows: 1200 });
    const firstPages = h.api.requests.filter((request) => !('page_token' in (request.body as object)));
    expect(firstPages).toHaveLength(2);
  });

  it('fails once the page token expired more often than allowed, keeping the rows as .partial.csv', async () => {
    const h = await start({ messages: 600, demo: expiring, ...atPage(2, (x) => x.api.queueFaults('slow'), { maxRestarts: 0 }) });

    const outcome = await h.run({ pageSize: 50 });

    expect(outcome).toMatchObject({
      status: 'failed',
      error: { kind: 'page_token_expired' },
      partialPath: join(h.folder, 'all.partial.csv'),
    });
    expect(outcome?.rows).toBeGreaterThanOrEqual(100);
    const partial = await readCsv(join(h.folder, 'all.partial.csv'));
    expect(partial.records.map((record) => record.id)).toEqual(h.truth().slice(0, outcome?.rows));
  });

  it('retries a 503, a 429 and a dropped connection mid-export, showing each retry', async () => {
    const h = await start({
      messages: 800,
      demo: { faults: { retryAfterSeconds: 0 } },
      ...atPage(2, (x) => x.api.queueFaults('503', '429', 'reset')),
    });

    const outcome = await h.run({ pageSize: 50 });

    expect(outcome).toMatchObject({ status: 'complete', rows: 800, pages: 16 });
    expect((await readCsv(h.target)).records.map((record) => record.id)).toEqual(h.truth());
    expect(h.delays).toHaveLength(3);
    const retries = h.events.flatMap((event) => (event.retrying ? [event.retrying] : []));
    expect(retries.map((retry) => [retry.attempt, retry.error.kind])).toEqual([
      [1, 'server'],
      [2, 'rate_limited'],
      [3, 'network'],
    ]);
    expect(h.events.at(-1)).not.toHaveProperty('retrying');
  });

  it('waits the clamp’s floors between attempts on Retry-After 0, and stops at a wait of 3,000,000 s with it in words, keeping what was written', async () => {
    const h = await start({
      messages: 400,
      demo: { faults: { retryAfterSeconds: 0 } },
      ...atPage(2, (x) => x.api.queueFaults('503', '503')),
    });
    expect(await h.run({ pageSize: 50 })).toMatchObject({ status: 'complete', rows: 400 });
    expect(h.delays).toEqual([500, 1000]);
    await h.close();

    const long = await start({
      messages: 400,
      demo: { faults: { retryAfterSeconds: 3_000_000 } },
      ...atPage(2, (x) => x.api.queueFaults('429')),
    });
    const outcome = await long.run({ pageSize: 50 });
    expect(outcome).toMatchObject({
      status: 'failed',
      rows: 100,
      pages: 2,
      error: {
        kind: 'rate_limited',
        retryAfterMs: 3_000_000_000,
        attempts: 1,
        message: expect.stringContaining('It asks to wait 34 days before trying again.'),
      },
    });
    expect(long.delays).toEqual([]);
  });

  it('stops at a 401 mid-export, keeping what was written as .partial.csv with a manifest that says so', async () => {
    let searches = 0;
    const h = await start({
      messages: 1000,
      client: {
        // The operator revokes the token while the export runs: from the 4th request on, the
        // server on that port no longer knows it.
        fetch: async (url, init) => {
          searches += 1;
          if (searches === 4 && harness) {
            const { port } = harness.api;
            await harness.api.close();
            replacement = await startDemoApi({ ...harness.api.config, tokens: { 'test-other-token': ['loc-export'] } }, { port });
          }
          return fetch(url, init);
        },
      },
    });

    const outcome = await h.run({ pageSize: 100 });

    const partialPath = join(h.folder, 'all.partial.csv');
    const manifestPath = join(h.folder, 'all.partial.csv.manifest.json');
    expect(outcome).toMatchObject({
      status: 'failed',
      rows: 300,
      pages: 3,
      partialPath,
      manifestPath,
      error: { kind: 'unauthorized', status: 401, connectionLabel: 'Export test' },
    });
    expect(await h.files()).toEqual(['all.partial.csv', 'all.partial.csv.manifest.json']);
    const partial = await readCsv(partialPath);
    expect(partial.records.map((record) => record.id)).toEqual(h.truth().slice(0, 300));
    const manifest = await readJson(manifestPath);
    expect(manifest).toMatchObject({
      complete: false,
      rows: 300,
      pages: 3,
      stoppedBy: { kind: 'unauthorized' },
      file: { name: 'all.partial.csv' },
    });
    expect(JSON.stringify(manifest)).not.toContain(h.token);
    expect(JSON.stringify(outcome)).not.toContain(h.token);
  });

  it('cancels part-way: nothing is kept, no file at the chosen path', async () => {
    const h = await start({ messages: 2000, ...atPage(3, (x) => x.exporter.cancel('export-1')) });

    const outcome = await h.run({ pageSize: 50 });

    expect(outcome).toEqual({
      status: 'cancelled',
      partialPath: null,
      manifestPath: null,
      rows: expect.any(Number),
      pages: expect.any(Number),
    });
    expect(outcome?.rows).toBeGreaterThanOrEqual(150);
    expect(outcome?.rows).toBeLessThan(2000);
    expect(await readdir(h.folder)).toEqual([]);
    expect(h.exporter.cancel('export-1')).toBe(false);
  });

  it('keeps at most ~10 progress events a second, every count only growing, and a final one', async () => {
    const h = await start({ messages: 3000, demo: { latencyMs: 4 } });

    const started = performance.now();
    const outcome = await h.run({ pageSize: 25 });
    const elapsed = performance.now() - started;

    expect(outcome).toMatchObject({ status: 'complete', rows: 3000, pages: 120 });
    expect(h.events.length).toBeGreaterThan(2);
    expect(h.events.length).toBeLessThanOrEqual(Math.ceil(elapsed / 100) + 2);
    for (const [index, event] of h.events.entries()) {
      const previous = h.events[index - 1];
      if (!previous) continue;
      expect(event.pages).toBeGreaterThanOrEqual(previous.pages);
      expect(event.rows).toBeGreaterThanOrEqual(previous.rows);
      // Throttled, except the final event, which is sent at once.
      if (index < h.events.length - 1) expect(event.elapsedMs).toBeGreaterThanOrEqual(previous.elapsedMs + 95);
    }
    expect(h.events.at(-1)).toMatchObject({ pages: 120, rows: 3000 });
    expect(h.events.every((event) => event.estimatedTotal === undefined)).toBe(true);
  });
});
