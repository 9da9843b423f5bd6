// `npm run bench`: the benchmarks of issue 5, measured in one run on loopback against the demo
// API (in a child process), each as a ratio to a baseline so noisy machines still compare.
// Prints a table, then, as the last line, one JSON object with every figure and its target.
// Each suite is a module returning figures; the renderer's (benchmark 3) joins as another one.
// `npm run bench -- --only renderer,browse` runs only the named suites (see SUITES), so one can
// be measured alone on a shared machine.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openAppSession } from './app-session';
import { runBrowseBench } from './browse';
import { runConversationBench } from './conversation';
import { startDemoProcess } from './demo-process';
import { runExportBench } from './export';
import { runExportFormatsBench } from './export-formats';
import { runMainStartBench } from './main-start';
import { runCountAllBench } from './count-all';
import { followMinutes, followSpeed, runFollowBench } from './follow';
import { runRendererBench } from './renderer';
import { chosenSuites } from './suites';
import { runWideRecordsBench } from './wide-records';
import { runAcrossLocationsBench } from './across-locations';
import { runNumberListBench } from './number-list';
import { serverLatencyMs } from './flags';
import type { Figure } from './figures';
import { formatJson, formatTable, meetsTarget, round } from './figures';

const REPO_ROOT = resolve(import.meta.dirname, '..');
const PAGE_SIZE = 500;
const BROWSE_ROWS = 100_000;
const EXPORT_ROWS = 1_000_000;
/** `npm run bench -- --large` adds an export of this many rows (a few minutes). */
const LARGE = process.argv.includes('--large');
const HUGE_EXPORT_ROWS = 10_000_000;

async function main(): Promise<void> {
  const log = (line: string) => console.log(line);
  const suites = chosenSuites(process.argv.slice(2));
  const folder = await mkdtemp(join(tmpdir(), 'sms-explorer-bench-'));
  const token = `bench-${randomUUID()}`;
  const demo = await startDemoProcess(
    {
      tokens: { [token]: ['loc-100k', 'loc-1m', 'loc-10m'] },
      locations: {
        'loc-100k': { name: 'Bench 100k', messages: BROWSE_ROWS },
        'loc-1m': { name: 'Bench 1M', messages: EXPORT_ROWS },
        'loc-10m': { name: 'Bench 10M', messages: HUGE_EXPORT_ROWS },
      },
      sparsePages: 0,
      maxPageSize: PAGE_SIZE,
    },
    folder,
    REPO_ROOT,
  );
  const figures: Figure[] = [];
  try {
    log(
      `SMS Explorer benchmarks — Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, demo API at ${demo.baseUrl}`,
    );
    const app = await openAppSession(folder, demo.baseUrl, token, ['loc-100k', 'loc-1m', 'loc-10m']);
    const target = (locationId: string) => ({ baseUrl: demo.baseUrl, token, locationId, pageSize: PAGE_SIZE });

    // Export first: its memory figure compares peaks, which must not carry the heap another
    // benchmark left behind in this process.
    if (suites.has('export')) {
      log('2. Export all');
      figures.push(
        ...(await runExportBench({
          app,
          folder,
          small: { ...target('loc-100k'), rows: BROWSE_ROWS },
          large: { ...target('loc-1m'), rows: EXPORT_ROWS },
          ...(LARGE && { huge: { ...target('loc-10m'), rows: HUGE_EXPORT_ROWS } }),
          log,
        })),
      );
    }
    if (suites.has('formats')) {
      log('2b. Export formats (rows/s as a ratio to CSV, same search)');
      figures.push(...(await runExportFormatsBench({ app, folder, target: { ...target('loc-100k'), rows: BROWSE_ROWS }, log })));
    }
    if (suites.has('count')) {
      log('2c. Count all (activity chart) vs export all and vs a bare fetch-and-parse walk, same search');
      figures.push(...(await runCountAllBench({ app, folder, target: target('loc-1m'), rows: EXPORT_ROWS, serverPid: demo.pid, log })));
    }
    if (suites.has('browse')) {
      log('1. Browsing overhead');
      figures.unshift(...(await runBrowseBench({ app, target: target('loc-100k'), expectedRows: BROWSE_ROWS, runs: 9, log })));
    }
  } finally {
    await demo.stop();
    await rm(folder, { recursive: true, force: true });
  }
  if (suites.has('renderer')) {
    log('3. Renderer (Chromium through the e2e harness, built app)');
    figures.push(...rendererFigures(await runRendererBench({ log })));
  }
  if (suites.has('wide')) {
    log('4. Wide records (10,000 fields each, same harness)');
    figures.push(...wideRecordsFigures(await runWideRecordsBench({ log })));
  }
  if (suites.has('across')) {
    log('5. One search across 20 locations (same harness)');
    figures.push(...(await runAcrossLocationsBench({ log, latencyMs: serverLatencyMs(process.argv) })));
  }
  if (suites.has('list')) {
    log('5b. One search for a list of 30 numbers against one number (same harness)');
    figures.push(...(await runNumberListBench({ log, latencyMs: serverLatencyMs(process.argv) })));
  }
  if (suites.has('conversation')) {
    log('6. Conversation view: open → first bubble against Search → first grid row (same harness)');
    figures.push(...(await runConversationBench({ log })));
  }
  if (suites.has('follow')) {
    log('8. Follow: the newest page at a 1 s interval for a long while (same harness)');
    figures.push(...(await runFollowBench({ minutes: followMinutes(process.argv), speed: followSpeed(process.argv), log })));
  }
  if (suites.has('start')) {
    log("7. Main's start: the built main.js in fresh processes, under the fake electron");
    figures.push(...(await runMainStartBench({ log })));
  }

  log('');
  log(formatTable(figures));
  const missed = figures.filter((figure) => !meetsTarget(figure));
  log(
    missed.length === 0
      ? 'Every figure meets its target.'
      : `${missed.length} figure(s) MISS their target: ${missed.map((figure) => figure.key).join(', ')}.`,
  );
  console.log(formatJson(figures));
}

function rendererFigures(measured: Awaited<ReturnType<typeof runRendererBench>>): Figure[] {
  const { first_row: firstRow } = measured;
  const ms = (value: number) => round(value, 1);
  return [
    {
      key: 'grid_rendered_rows',
      value: measured.grid_rendered_rows,
      unit: 'rows',
      target: { comparison: '<=', value: 100 },
      detail: '100,000 rows loaded',
    },
    {
      key: 'scroll_step_work_p50_ms',
      value: measured.scroll_step_work_p50_ms,
      unit: 'ms',
      detail: 'main-thread CPU per scroll step, 100,000 rows loaded',
    },
    {
      key: 'scroll_step_work_p95_ms',
      value: measured.scroll_step_work_p95_ms,
      unit: 'ms',
      target: { comparison: '<=', value: 8 },
      detail: 'each step a screenful or more, so every row is new',
    },
    {
      key: 'scroll_step_wall_p95_ms',
      value: measured.scroll_step_wall_p95_ms,
      unit: 'ms',
      detail: 'the same steps in wall time, scroll event to end of frame (grows with load)',
    },
    { key: 'renderer_heap_mb', value: measured.renderer_heap_mb, unit: 'MB', target: { comparison: '<=', value: 300 } },
    {
      key: 'first_row_ms',
      value: ms(firstRow.totalMs),
      unit: 'ms',
      detail: 'Search pressed to first row painted, 44–50-row pages, median',
    },
    {
      key: 'first_row_app_ms',
      value: ms(firstRow.rendererMs + firstRow.main.mainMs),
      unit: 'ms',
      target: { comparison: '<=', value: 25 },
      detail: 'what the app spends of it: renderer + main',
    },
    {
      key: 'first_row_renderer_ms',
      value: ms(firstRow.rendererMs),
      unit: 'ms',
      detail: 'Search pressed to request sent, the rest of that task, answer to row painted',
    },
    {
      key: 'first_row_renderer_cpu_ms',
      value: ms(firstRow.rendererCpuMs),
      unit: 'ms',
      detail: "the renderer's main-thread CPU over the whole span (does not grow with load)",
    },
    {
      key: 'first_row_renderer_script_ms',
      value: ms(firstRow.rendererCpuParts.script),
      unit: 'ms',
      detail: "of that CPU: the app's script, React included",
    },
    {
      key: 'first_row_renderer_style_layout_ms',
      value: ms(firstRow.rendererCpuParts.styleLayout),
      unit: 'ms',
      detail: "of that CPU: Chromium's style and layout",
    },
    {
      key: 'first_row_renderer_rest_ms',
      value: ms(firstRow.rendererCpuParts.rest),
      unit: 'ms',
      detail: "of that CPU: the rest, mostly paint, and the harness's binding",
    },
    {
      key: 'first_row_main_ms',
      value: round(firstRow.main.mainMs, 2),
      unit: 'ms',
      detail: 'dispatch, validation, request, redaction, parse, depth cap (in-process)',
    },
    {
      key: 'first_row_server_ms',
      value: round(firstRow.main.serverMs, 2),
      unit: 'ms',
      detail: 'demo API and loopback HTTP, body included',
    },
    {
      key: 'first_row_transport_ms',
      value: ms(firstRow.transportMs),
      unit: 'ms',
      detail: "the harness's Playwright binding (not in the app)",
    },
  ];
}

function wideRecordsFigures(measured: Awaited<ReturnType<typeof runWideRecordsBench>>): Figure[] {
  return [
    {
      key: 'wide_rendered_headers',
      value: measured.wide_rendered_headers,
      unit: 'cells',
      target: { comparison: '<=', value: 100 },
      detail: 'of 10,000 columns, scrolling sideways',
    },
    {
      key: 'wide_first_row_ms',
      value: measured.wide_first_row_ms,
      unit: 'ms',
      detail: 'Search pressed to first row painted, 50 rows × 10,000 fields',
    },
    {
      key: 'wide_scroll_step_work_p95_ms',
      value: measured.wide_scroll_step_work_p95_ms,
      unit: 'ms',
      detail: 'main-thread CPU per step, a screenful sideways each step',
    },
  ];
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
