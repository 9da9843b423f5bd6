// Benchmark 3, the renderer: the built app in Chromium through the e2e harness (real main-process
// handlers, real demo API on loopback, no server latency), with 100,000 rows loaded.
// Requires `npm run build` first (the harness serves dist/renderer).
import type { Page } from '@playwright/test';
import { DEMO_CONNECTION } from '../demo-api/demo-connection';
import { launchExplorer } from '../e2e/harness';
import { jsHeapMb, openCpuClock } from './chromium-metrics';
import type { CpuReading } from './chromium-metrics';
import { median, percentile, round } from './figures';
import type { MainShare } from './first-row-main';
import { measureMainShare } from './first-row-main';
import {
  loadRowsByScrolling,
  renderedRowCount,
  splitFirstRow,
  takeSearchRequestSpans,
  timeSearchRequests,
  timeSearchToFirstRow,
} from './renderer-page';
import { measureScrollWork } from './scroll-work';

export interface RendererBenchFigures {
  /** Most row elements in the DOM at once, at rest or while scrolling (target ≤ 100). */
  grid_rendered_rows: number;
  /** Main-thread CPU per scroll step (see scroll-work.ts), 100,000 rows loaded. */
  scroll_step_work_p50_ms: number;
  /** Target ≤ 8 ms. */
  scroll_step_work_p95_ms: number;
  /** The same steps in wall time (page clock): grows with the machine's load. */
  scroll_step_wall_p95_ms: number;
  /** JS heap in use after a garbage collection, 100,000 rows loaded (target ≤ 300 MB). */
  renderer_heap_mb: number;
  /** Medians over the runs, Search pressed to first row painted, and its parts (ms). */
  first_row: FirstRowParts;
}

export interface FirstRowParts {
  totalMs: number;
  /** Search pressed to request sent (and the rest of that task), plus answer received to first row painted. */
  rendererMs: number;
  /** The renderer's main-thread CPU time from Search pressed to first row painted. */
  rendererCpuMs: number;
  /** Its parts (medians): the app's script (React included), Chromium's style and layout, and the rest (mostly paint). */
  rendererCpuParts: { script: number; styleLayout: number; rest: number };
  /** The request as the page saw it, less the renderer's work meanwhile: transport + main + server. */
  requestMs: number;
  main: MainShare;
  /** requestMs − main's dispatch (measured in-process): the harness's Playwright binding. */
  transportMs: number;
}

export interface RendererBenchOptions {
  log?: (line: string) => void;
}

// The default demo data's largest location (120,000 messages), which the demo connection lists.
const LOCATION_ID = 'loc-riverside-clinic';
const PAGE_SIZE = 500;
const LOADED_ROWS = 100_000;
/** Steps for the whole scroll: every step is more than a screenful, so each shows new rows. */
const SCROLL_STEPS = 400;
/** The first-row goal is set on a 50-row page; each run another size, so each Search starts a new session. */
const FIRST_ROW_PAGE_SIZES = [50, 49, 48, 47, 46, 45, 44];

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

    const scroll = await measureScrollWork(page, { axis: 'down', steps: SCROLL_STEPS });
    const atRest = await page.evaluate(renderedRowCount);
    log(`  scrolled ${scroll.scrolledPx.toLocaleString('en-US')} px in ${scroll.cpuMs.length} steps of ${scroll.stepPx} px`);
    log(`  main-thread CPU per step: ${describeSpread(scroll.cpuMs)} (less ${scroll.idleCpuMs.toFixed(2)} ms a step of 0 px costs)`);
    const { script, style, layout } = scroll.meanPartsMs;
    log(
      `  of a step's CPU on average: script ${script.toFixed(1)} ms, style ${style.toFixed(1)} ms, layout ${layout.toFixed(1)} ms, the rest paint; ${scroll.maxRenderedRows} rows of up to ${scroll.maxRowCells} cells`,
    );
    log(`  wall time per step, scroll event to end of frame: ${describeSpread(scroll.wallMs)}`);
    const heapMb = await jsHeapMb(page);
    const firstRow = await measureFirstRow(page, explorer.demo.baseUrl, log);

    return {
      grid_rendered_rows: Math.max(scroll.maxRenderedRows, atRest),
      scroll_step_work_p50_ms: round(percentile(scroll.cpuMs, 0.5), 1),
      scroll_step_work_p95_ms: round(percentile(scroll.cpuMs, 0.95), 1),
      scroll_step_wall_p95_ms: round(percentile(scroll.wallMs, 0.95), 1),
      renderer_heap_mb: round(heapMb, 1),
      first_row: firstRow,
    };
  } finally {
    await explorer.close();
  }
}

/**
 * Search pressed to first row painted, in parts. The page times the renderer's share around its
 * one request; main's share and the server's are measured in this process by the same services
 * against the same demo API (first-row-main.ts); the harness's transport is what remains.
 */
async function measureFirstRow(page: Page, demoBaseUrl: string, log: (line: string) => void): Promise<FirstRowParts> {
  const totals: number[] = [];
  const renderer: number[] = [];
  const requests: number[] = [];
  const rendererCpu: number[] = [];
  const parts = { script: [] as number[], styleLayout: [] as number[], rest: [] as number[] };
  const clock = await openCpuClock(page);
  await page.evaluate(timeSearchRequests);
  for (const pageSize of FIRST_ROW_PAGE_SIZES) {
    await setPageSize(page, pageSize);
    await page.evaluate(takeSearchRequestSpans);
    const cpuBefore = await clock.read();
    const { pressedAt, paintedAt } = await page.evaluate(timeSearchToFirstRow, { timeoutMs: 10_000 });
    const cpuAfter = await clock.read();
    const spent = (part: keyof CpuReading) => cpuAfter[part] - cpuBefore[part];
    rendererCpu.push(spent('task'));
    parts.script.push(spent('script'));
    parts.styleLayout.push(spent('style') + spent('layout'));
    parts.rest.push(spent('task') - spent('script') - spent('style') - spent('layout'));
    const [request] = await page.evaluate(takeSearchRequestSpans);
    if (!request) throw new Error('Search painted rows without a search request.');
    const split = splitFirstRow({ pressedAt, paintedAt }, request);
    totals.push(paintedAt - pressedAt);
    renderer.push(split.rendererMs);
    requests.push(split.requestMs);
  }
  log(
    `  Search → first row (pages of ${FIRST_ROW_PAGE_SIZES.at(-1)}–${FIRST_ROW_PAGE_SIZES[0]} rows): ${totals.map((ms) => ms.toFixed(1)).join(', ')} ms`,
  );
  await clock.detach();
  log(
    `  of which renderer ${renderer.map((ms) => ms.toFixed(1)).join(', ')} ms; request as the page saw it ${requests.map((ms) => ms.toFixed(1)).join(', ')} ms`,
  );
  log(`  renderer main-thread CPU over the same spans: ${rendererCpu.map((ms) => ms.toFixed(1)).join(', ')} ms`);
  const rendererCpuParts = { script: median(parts.script), styleLayout: median(parts.styleLayout), rest: median(parts.rest) };
  log(
    `  of it (medians): script ${rendererCpuParts.script.toFixed(1)} ms (the app's and React's), style + layout ${rendererCpuParts.styleLayout.toFixed(1)} ms,` +
      ` the rest ${rendererCpuParts.rest.toFixed(1)} ms (paint, and the harness's binding receiving the answer)`,
  );
  const token = DEMO_CONNECTION.token;
  const main = await measureMainShare({ baseUrl: demoBaseUrl, token, locationId: LOCATION_ID, pageSizes: FIRST_ROW_PAGE_SIZES });
  log(
    `  main, in-process: dispatch ${main.dispatchMs.toFixed(2)} ms = server ${main.serverMs.toFixed(2)} + main ${main.mainMs.toFixed(2)}` +
      ` (redaction ${main.redactMs.toFixed(2)}, JSON.parse ${main.jsonParseMs.toFixed(2)}, envelope + depth cap ${main.envelopeMs.toFixed(2)}, the rest dispatch, validation and request);` +
      ` flattening the page (renderer's) ${main.flattenMs.toFixed(2)} ms`,
  );
  const requestMs = median(requests);
  return {
    totalMs: median(totals),
    rendererMs: median(renderer),
    rendererCpuMs: median(rendererCpu),
    rendererCpuParts,
    requestMs,
    main,
    transportMs: Math.max(0, requestMs - main.dispatchMs),
  };
}

function describeSpread(values: number[]): string {
  return `p50 ${percentile(values, 0.5).toFixed(1)} ms, p95 ${percentile(values, 0.95).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms`;
}

/** After a search the form folds into a line of filter chips; this unfolds it. */
async function openFilters(page: Page): Promise<void> {
  const edit = page.getByRole('button', { name: 'Edit filters' });
  if (await edit.isVisible()) await edit.click();
}

/** Unfolds the filters, then the Advanced section the page size is folded under, and types it. */
export async function setPageSize(page: Page, pageSize: number): Promise<void> {
  await openFilters(page);
  const field = page.getByRole('textbox', { name: 'Page size' });
  if (!(await field.isVisible())) await page.getByText('Advanced: page size, raw JSON body').click();
  await field.fill(String(pageSize));
}

async function search(page: Page, pageSize: number): Promise<void> {
  await setPageSize(page, pageSize);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}
