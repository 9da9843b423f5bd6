// "Export all" against a demo API configured to differ from it where the contract is silent.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ExportHarness, HarnessOptions } from '../test/export-all-fixture';
import { readCsv, readJson, startExportHarness } from '../test/export-all-fixture';

let harness: ExportHarness | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

async function start(options: HarnessOptions): Promise<ExportHarness> {
  harness = await startExportHarness(options);
  return harness;
}

describe('exportAll against servers the contract allows', () => {
  it('survives expiry answered as a plain 400 "Invalid page token", writing every message once', async () => {
    let slowed = false;
    const h = await start({
      messages: 800,
      demo: {
        pageTokenTtlSeconds: 0.4,
        slowMs: 700,
        expiredPageToken: { status: 400, body: { error: { message: 'Invalid page token' } } },
      },
      exporter: { progressIntervalMs: 0 },
      onProgress: (progress, x) => {
        if (slowed || progress.pages < 3) return;
        slowed = true;
        x.api.queueFaults('slow');
      },
    });
    const outcome = await h.run({ pageSize: 50 });
    expect(outcome).toMatchObject({ status: 'complete', rows: 800 });
    const ids = (await readCsv(h.target)).records.map((record) => record.id);
    expect(ids).toEqual(h.truth());
    expect(h.events.at(-1)?.restarts).toBe(1);
  });

  it('stops at a repeated next_page_token, writing no row twice and keeping them as .partial.csv', async () => {
    const h = await start({ messages: 500, demo: { repeatNextToken: true } });
    const outcome = await h.run({ pageSize: 50 });
    expect(outcome).toMatchObject({ status: 'failed', rows: 100, error: { kind: 'server', walkStop: 'server_loop' } });
    const ids = (await readCsv(join(h.folder, 'all.partial.csv'))).records.map((record) => record.id);
    expect(ids).toEqual(h.truth().slice(0, 100));
    const manifest = await readJson(join(h.folder, 'all.partial.csv.manifest.json'));
    expect(manifest).toMatchObject({ complete: false, rows: 100, stoppedBy: { kind: 'server' } });
  });

  it('counts a long run of empty pages in its progress, and stops at its page cap', async () => {
    const h = await start({ messages: 300, demo: { emptyPagesFirst: 40 }, exporter: { progressIntervalMs: 0 } });
    expect(await h.run({ pageSize: 100 })).toMatchObject({ status: 'complete', rows: 300, pages: 43 });
    expect(h.events.at(-1)?.emptyPages).toBe(40);

    await h.close();
    const capped = await start({ messages: 300, demo: { emptyPagesFirst: 40 }, exporter: { maxPages: 25 } });
    const outcome = await capped.run({ pageSize: 100 });
    expect(outcome).toMatchObject({ status: 'failed', pages: 25, rows: 0, error: { walkStop: 'page_cap' } });
    expect(outcome?.status === 'failed' && outcome.error?.message).toContain('Stopped after 25 pages');
  });

  it('writes no token into the CSV or the manifest when the server echoes it into records and errors', async () => {
    const h = await start({ messages: 120, demo: { echoAuthorization: ['record', 'record-base64', 'key', 'error'] } });
    const outcome = await h.run({ pageSize: 50 });
    expect(outcome).toMatchObject({ status: 'complete', rows: 120 });
    const csv = await readFile(h.target, 'utf8');
    const manifest = await readFile(join(h.folder, 'all.csv.manifest.json'), 'utf8');
    for (const text of [csv, manifest]) {
      expect(text).not.toContain(h.token);
      expect(text.toLowerCase()).not.toContain(h.token.toLowerCase());
    }
    expect(csv).toContain('Bearer [redacted]');
  });
});
