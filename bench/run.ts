// `npm run bench`: the benchmarks of issue 5, measured in one run on loopback against the demo
// API (in a child process), each as a ratio to a baseline so noisy machines still compare.
// Prints a table, then, as the last line, one JSON object with every figure.
// Each suite is a module returning figures; the renderer's (benchmark 3) joins as another one.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openAppSession } from './app-session';
import { runBrowseBench } from './browse';
import { startDemoProcess } from './demo-process';
import { runExportBench } from './export';
import { runRendererBench } from './renderer';
import { runWideRecordsBench } from './wide-records';
import type { Figure } from './figures';
import { formatJson, formatTable, meetsTarget } from './figures';

const REPO_ROOT = resolve(import.meta.dirname, '..');
const PAGE_SIZE = 500;
const BROWSE_ROWS = 100_000;
const EXPORT_ROWS = 1_000_000;
/** `npm run bench -- --large` adds an export of this many rows (a few minutes). */
const LARGE = process.argv.includes('--large');
const HUGE_EXPORT_ROWS = 10_000_000;

async function main(): Promise<void> {
  const log = (line: string) => console.log(line);
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
    log(`SMS Explorer benchmarks — Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, demo API at ${demo.baseUrl}`);
    const app = await openAppSession(folder, demo.baseUrl, token, ['loc-100k', 'loc-1m', 'loc-10m']);
    const target = (locationId: string) => ({ baseUrl: demo.baseUrl, token, locationId, pageSize: PAGE_SIZE });

    // Export first: its memory figure compares peaks, which must not carry the heap another
    // benchmark left behind in this process.
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
    log('1. Browsing overhead');
    figures.unshift(...(await runBrowseBench({ app, target: target('loc-100k'), expectedRows: BROWSE_ROWS, runs: 9, log })));
  } finally {
    await demo.stop();
    await rm(folder, { recursive: true, force: true });
  }
  log('3. Renderer (Chromium through the e2e harness, built app)');
  figures.push(...rendererFigures(await runRendererBench({ log })));
  log('4. Wide records (10,000 fields each, same harness)');
  figures.push(...wideRecordsFigures(await runWideRecordsBench({ log })));

  log('');
  log(formatTable(figures));
  const missed = figures.filter((figure) => !meetsTarget(figure));
  log(missed.length === 0 ? 'Every figure meets its target.' : `${missed.length} figure(s) MISS their target: ${missed.map((figure) => figure.key).join(', ')}.`);
  console.log(formatJson(figures));
}

function rendererFigures(measured: Awaited<ReturnType<typeof runRendererBench>>): Figure[] {
  return [
    { key: 'grid_rendered_rows', value: measured.grid_rendered_rows, unit: 'rows', target: { comparison: '<=', value: 100 }, detail: '100,000 rows loaded' },
    { key: 'scroll_frame_p50_ms', value: measured.scroll_frame_p50_ms, unit: 'ms' },
    { key: 'scroll_frame_p95_ms', value: measured.scroll_frame_p95_ms, unit: 'ms', target: { comparison: '<=', value: 20 } },
    { key: 'renderer_heap_mb', value: measured.renderer_heap_mb, unit: 'MB', target: { comparison: '<=', value: 300 } },
    { key: 'first_row_ms', value: measured.first_row_ms, unit: 'ms', target: { comparison: '<=', value: 150 }, detail: 'Search pressed to first row painted' },
  ];
}

function wideRecordsFigures(measured: Awaited<ReturnType<typeof runWideRecordsBench>>): Figure[] {
  return [
    { key: 'wide_rendered_headers', value: measured.wide_rendered_headers, unit: 'cells', target: { comparison: '<=', value: 100 }, detail: 'of 10,000 columns, scrolling sideways' },
    { key: 'wide_first_row_ms', value: measured.wide_first_row_ms, unit: 'ms', detail: 'Search pressed to first row painted, 50 rows × 10,000 fields' },
    { key: 'wide_scroll_frame_p95_ms', value: measured.wide_scroll_frame_p95_ms, unit: 'ms', detail: 'a screenful sideways each frame' },
  ];
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
