// Benchmark 3, the renderer: the built app in Chromium through the e2e harness (real main-process
// handlers, real demo API on loopback, no server latency), with 100,000 rows loaded.
// Requires `npm run build` first (the harness serves dist/renderer).
import type { Page } from '@playwright/test';
import { launchExplorer } from '../e2e/harness';
import { percentile, round } from './figures';
import { loadRowsByScrolling, renderedRowCount, scrollTopToBottom, takeSearchRequestTimes, timeSearchRequests, timeSearchToFirstRow } from './renderer-page';

export interface RendererBenchFigures {
  /** Most row elements in the DOM at once, at rest or while scrolling (target ≤ 100). */
  grid_rendered_rows: number;
  scroll_frame_p50_ms: number;
  /** Target ≤ 20 ms. */
  scroll_frame_p95_ms: number;
  /** JS heap in use after a garbage collection, 100,000 rows loaded (target ≤ 300 MB). */
  renderer_heap_mb: number;
  /** Mean time from pressing Search to the first row painted (target ≤ 150 ms). */
  first_row_ms: number;
}

export interface RendererBenchOptions {
  log?: (line: string) => void;
}

// The default demo data's largest location (120,000 messages), which the demo connection lists.
const LOCATION_ID = 'loc-riverside-clinic';
const PAGE_SIZE = 500;
const LOADED_ROWS = 100_000;
/** Frames for the whole scroll: every step is more than a screenful, so each frame shows new rows. */
const SCROLL_FRAMES = 600;
const FIRST_ROW_RUNS = 5;

/**
 * Previous page tokens are turned off in the demo API: with them the grid keeps a window of
 * pages (maxPages) and never holds 100,000 rows at once, so memory and scrolling would be
 * measured on 10,000. Without them every page stays loaded up to the row budget (100,000), the
 * worst case for heap and for the virtualizer.
 */
export async function runRendererBench(options: RendererBenchOptions = {}): Promise<RendererBenchFigures> {
  const log = options.log ?? (() => undefined);
  const explorer = await launchExplorer({
    demoConfig: { latencyMs: 0, sparsePages: 0, previousPageTokens: false, maxPageSize: 1000 },
    viewport: { width: 1400, height: 900 },
  });
  try {
    const { page } = explorer;
    // tsx keeps function names with a __name() helper that the serialised page functions call.
    await page.evaluate('globalThis.__name = (fn) => fn');
    await page.getByLabel('Location', { exact: true }).selectOption(LOCATION_ID);
    await search(page, PAGE_SIZE);
    await page.locator('.grid__body > [role="row"]').first().waitFor();

    const loadStarted = performance.now();
    const load = await page.evaluate(loadRowsByScrolling, { target: LOADED_ROWS, timeoutMs: 600_000 });
    if (load.rows < LOADED_ROWS) throw new Error(`Loading stopped at ${load.rows} rows: ${load.stoppedBecause ?? 'unknown reason'}`);
    log(`  loaded ${load.rows.toLocaleString('en-US')} rows by scrolling in ${Math.round(performance.now() - loadStarted)} ms`);

    const scroll = await page.evaluate(scrollTopToBottom, { frames: SCROLL_FRAMES });
    const atRest = await page.evaluate(renderedRowCount);
    log(`  scrolled ${scroll.scrolledPx.toLocaleString('en-US')} px in ${scroll.frameDeltasMs.length} frames of ${scroll.stepPx} px`);
    const heapMb = await jsHeapMb(page);

    const firstRowMs: number[] = [];
    const requestMs: number[] = [];
    await page.evaluate(timeSearchRequests);
    for (let run = 0; run < FIRST_ROW_RUNS; run++) {
      // Another page size each time, so each Search starts a new session from the first page.
      await openFilters(page);
      await page.getByLabel('Page size').fill(String(PAGE_SIZE - 1 - run));
      await page.evaluate(takeSearchRequestTimes);
      firstRowMs.push(await page.evaluate(timeSearchToFirstRow, { timeoutMs: 10_000 }));
      requestMs.push((await page.evaluate(takeSearchRequestTimes))[0] ?? Number.NaN);
    }
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    log(`  Search → first row: ${firstRowMs.map((ms) => ms.toFixed(1)).join(', ')} ms`);
    log(
      `  of which the first page's request (harness transport + main + demo API): ${requestMs.map((ms) => ms.toFixed(1)).join(', ')} ms;` +
        ` renderer ≈ ${(mean(firstRowMs) - mean(requestMs)).toFixed(1)} ms`,
    );

    return {
      grid_rendered_rows: Math.max(scroll.maxRenderedRows, atRest),
      scroll_frame_p50_ms: round(percentile(scroll.frameDeltasMs, 0.5), 1),
      scroll_frame_p95_ms: round(percentile(scroll.frameDeltasMs, 0.95), 1),
      renderer_heap_mb: round(heapMb, 1),
      first_row_ms: round(mean(firstRowMs), 1),
    };
  } finally {
    await explorer.close();
  }
}

/** After a search the form folds into a line of filter chips; this unfolds it. */
export async function openFilters(page: Page): Promise<void> {
  const edit = page.getByRole('button', { name: 'Edit filters' });
  if (await edit.isVisible()) await edit.click();
}

async function search(page: Page, pageSize: number): Promise<void> {
  await page.getByLabel('Page size').fill(String(pageSize));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

/** Heap in use after a full garbage collection, from the DevTools protocol (exact, unlike performance.memory). */
async function jsHeapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return usedSize / (1024 * 1024);
  } finally {
    await cdp.detach();
  }
}
