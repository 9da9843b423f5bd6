import type { AppSession } from './app-session';
import { newRequestId } from './app-session';
import type { BareTarget } from './bare-search';
import { bareSearch } from './bare-search';
import type { Figure } from './figures';
import { median, round } from './figures';

export interface BrowseBenchOptions {
  app: AppSession;
  target: BareTarget;
  expectedRows: number;
  /** Measured runs; each times both paths back to back, the first path alternating. */
  runs: number;
  log: (line: string) => void;
}

/**
 * Benchmark 1, browsing overhead: every page of a location through the app's path (dispatch →
 * handler → connections → client, one IPC operation per page, as the renderer asks) against a
 * bare fetch loop sending the same requests to the same server (and parsing the JSON, as the app
 * must). The figure is the median of the per-run ratios.
 */
export async function runBrowseBench(options: BrowseBenchOptions): Promise<Figure[]> {
  const { app, target } = options;

  async function viaApp(): Promise<number> {
    let rows = 0;
    let pageToken: string | undefined;
    do {
      const page = await app.call('searchMessages', {
        requestId: newRequestId(),
        connectionId: app.connectionId,
        locationId: target.locationId,
        body: {},
        pageSize: target.pageSize,
        ...(pageToken !== undefined && { pageToken }),
      });
      rows += page.items.length;
      pageToken = page.nextPageToken ?? undefined;
    } while (pageToken !== undefined);
    return rows;
  }

  async function bare(): Promise<number> {
    let rows = 0;
    let pageToken: string | undefined;
    do {
      const page = await bareSearch(target, pageToken);
      rows += page.items.length;
      pageToken = page.next;
    } while (pageToken !== undefined);
    return rows;
  }

  // CPU time of this process (the demo API runs in another): what each path costs the client,
  // which, unlike wall time, other processes on the machine do not stretch.
  const cpuTimes = { app: [] as number[], bare: [] as number[] };
  async function timed(label: string, walk: () => Promise<number>): Promise<number> {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    const rows = await walk();
    const ms = performance.now() - started;
    const cpu = process.cpuUsage(cpuStarted);
    if (rows !== options.expectedRows) throw new Error(`${label} read ${rows} rows, expected ${options.expectedRows}.`);
    cpuTimes[label.startsWith('app') ? 'app' : 'bare'].push((cpu.user + cpu.system) / 1000);
    return ms;
  }

  // Warm-up: JIT, connection pools and the server's caches, for both paths.
  await timed('app (warm-up)', viaApp);
  await timed('bare (warm-up)', bare);
  cpuTimes.app = [];
  cpuTimes.bare = [];

  // Each run times both paths back to back (in alternating order) and keeps their ratio: a
  // neighbour's load that comes and goes then weighs on both sides of a ratio alike, and the
  // median of the ratios ignores the runs it hit hardest.
  const ratios: number[] = [];
  const appTimes: number[] = [];
  const bareTimes: number[] = [];
  for (let run = 0; run < options.runs; run++) {
    const appFirst = run % 2 === 0;
    let appMs = 0;
    let bareMs = 0;
    for (const path of appFirst ? ['app', 'bare'] : ['bare', 'app']) {
      if (path === 'app') appMs = await timed('app', viaApp);
      else bareMs = await timed('bare', bare);
    }
    ratios.push(appMs / bareMs);
    appTimes.push(appMs);
    bareTimes.push(bareMs);
    options.log(
      `  browse run ${run + 1}/${options.runs}: app ${Math.round(appMs)} ms, bare ${Math.round(bareMs)} ms, ratio ${(appMs / bareMs).toFixed(3)}`,
    );
  }
  return [
    {
      key: 'browse_overhead_ratio',
      value: round(median(ratios), 3),
      unit: '×',
      target: { comparison: '<=', value: 1.05 },
      detail: `median ratio of ${options.runs} paired runs (spread ${Math.min(...ratios).toFixed(3)}–${Math.max(...ratios).toFixed(3)}); medians app ${Math.round(median(appTimes))} ms, bare fetch ${Math.round(median(bareTimes))} ms for ${options.expectedRows.toLocaleString('en-US')} rows, page size ${target.pageSize}`,
    },
    {
      key: 'browse_client_cpu_ratio',
      value: round(median(cpuTimes.app) / median(cpuTimes.bare), 3),
      unit: '×',
      detail: `client CPU, app path vs bare loop (medians ${Math.round(median(cpuTimes.app))} vs ${Math.round(median(cpuTimes.bare))} ms); the server's is not in it`,
    },
    { key: 'browse_ratio_min', value: round(Math.min(...ratios), 3), unit: '×', detail: 'the spread of the paired ratios: lowest' },
    {
      key: 'browse_ratio_max',
      value: round(Math.max(...ratios), 3),
      unit: '×',
      detail: 'and highest (a wide spread means a busy machine)',
    },
  ];
}
