// Follow for a long while (issue 29): a location that gets a new message every 2 s, followed at a
// 1 s interval, in the built app through the e2e harness. Memory and the grid's rows must stay
// bounded. Requires `npm run build` first. Not in the default run (it takes minutes): run it with
// `npm run bench -- --only follow [--follow-minutes 2] [--follow-speed 10]`. The demo never sends
// two messages in one second of its clock, so a faster rate runs its clock faster: at speed 10 a
// message comes every 0.2 s, and Follow's row window (1,000 new rows) is reached in minutes.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { startDemoApi } from '../demo-api/server';
import { launchExplorer } from '../e2e/harness';
import { jsHeapMb } from './chromium-metrics';
import { numberFlag } from './flags';
import type { Figure } from './figures';
import { round } from './figures';
import { processTreeRssMb } from './process-tree-rss';

export interface FollowBenchOptions {
  minutes: number;
  /** The demo's clock runs this many times as fast (1: a new message every 2 s). */
  speed: number;
  log?: (line: string) => void;
}

const LOCATION = 'loc-follow';
const SAMPLE_EVERY_MS = 10_000;
/** The demo's rate on its own clock (its fastest). */
const MESSAGE_EVERY_SECONDS = 2;
/** The most rows Follow keeps loaded with these pages: its page window (MIN_LOADED_ROWS) plus a page. */
const MAX_ROWS_TARGET = 1050;

/** `--follow-minutes N` (default 10). */
export function followMinutes(argv: readonly string[]): number {
  return numberFlag(argv, '--follow-minutes', {
    fallback: 10,
    above: 0,
    max: 600,
    says: 'a number of minutes from 0 to 600, such as 2 or 0.5',
  });
}

/** `--follow-speed N` (default 1): how many times as fast as the wall clock the demo's clock runs. */
export function followSpeed(argv: readonly string[]): number {
  return numberFlag(argv, '--follow-speed', {
    fallback: 1,
    above: 0,
    max: 100,
    says: 'how many times as fast the demo’s clock runs, from 0 to 100, such as 10',
  });
}

export async function runFollowBench(options: FollowBenchOptions): Promise<Figure[]> {
  const log = options.log ?? (() => undefined);
  const token = `bench-${randomUUID()}`;
  const api = await startDemoApi(
    {
      latencyMs: 0,
      tokens: { [token]: [LOCATION] },
      locations: { [LOCATION]: { name: 'Follow bench', messages: 5000 } },
      live: { everySeconds: MESSAGE_EVERY_SECONDS },
    },
    { now: fasterClock(options.speed) },
  );
  const explorer = await launchExplorer({
    viewport: { width: 1400, height: 900 },
    connections: [{ label: 'Follow bench', baseUrl: api.baseUrl, token, locations: [{ id: LOCATION }], followIntervalMs: 1000 }],
  });
  try {
    const { page } = explorer;
    await page.getByRole('combobox', { name: 'Connection', exact: true }).selectOption({ label: `Follow bench …${token.slice(-4)}` });
    await page.getByRole('grid', { name: 'Messages' }).locator('[role="row"][aria-rowindex="2"]').waitFor();
    const rssStart = await processTreeRssMb(process.pid);
    const heapStart = await jsHeapMb(page);
    const requestsStart = api.requests.length;
    await page.getByRole('toolbar', { name: 'Results' }).getByRole('button', { name: 'Follow' }).click();

    const endAt = Date.now() + options.minutes * 60_000;
    let maxRows = await loadedRows(page);
    while (Date.now() < endAt) {
      await page.waitForTimeout(Math.min(SAMPLE_EVERY_MS, Math.max(0, endAt - Date.now())));
      maxRows = Math.max(maxRows, await loadedRows(page));
      log(`  ${new Date().toISOString()}: ${await loadedRows(page)} rows loaded, ${await page.locator('.follow-bar__text').textContent()}`);
    }
    const rssEnd = await processTreeRssMb(process.pid);
    const heapEnd = await jsHeapMb(page);
    const looks = api.requests.length - requestsStart;
    const detail = `${options.minutes} min at a 1 s interval, a new message every ${round(MESSAGE_EVERY_SECONDS / options.speed, 2)} s`;
    const mb = (value: number | null) => (value === null ? Number.NaN : round(value, 1));
    return [
      {
        key: 'follow_rss_start_mb',
        value: mb(rssStart),
        unit: 'MB',
        detail: 'the app in the harness: main, demo API and Chromium, at the start of Follow',
      },
      { key: 'follow_rss_end_mb', value: mb(rssEnd), unit: 'MB', detail },
      { key: 'follow_heap_start_mb', value: mb(heapStart), unit: 'MB', detail: "the window's JS heap after a collection" },
      { key: 'follow_heap_end_mb', value: mb(heapEnd), unit: 'MB', detail },
      {
        key: 'follow_max_rows',
        value: maxRows,
        unit: 'rows',
        target: { comparison: '<=', value: MAX_ROWS_TARGET },
        detail: 'rows loaded in the grid at most',
      },
      { key: 'follow_looks', value: looks, unit: 'requests', detail },
    ];
  } finally {
    await explorer.close();
    await api.close();
  }
}

/** A clock from now on that runs `speed` times as fast as the wall clock. */
function fasterClock(speed: number): () => number {
  const startMs = Date.now();
  return () => startMs + (Date.now() - startMs) * speed;
}

/** The grid's rows as its aria-rowcount says (header excluded). */
async function loadedRows(page: Page): Promise<number> {
  const count = await page.getByRole('grid', { name: 'Messages' }).getAttribute('aria-rowcount');
  return Math.max(0, Number(count ?? 1) - 1);
}
