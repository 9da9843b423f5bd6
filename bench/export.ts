import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import type { AppSession } from './app-session';
import { newRequestId } from './app-session';
import type { BareTarget } from './bare-search';
import { bareSearch } from './bare-search';
import type { Figure } from './figures';
import { median, round } from './figures';
import { MB, peakRssDuring } from './rss-sampler';

export interface ExportBenchOptions {
  app: AppSession;
  folder: string;
  /** The large location (1,000,000 messages). */
  large: BareTarget & { rows: number };
  /** The small one (100,000 messages), for the memory comparison. */
  small: BareTarget & { rows: number };
  log: (line: string) => void;
}

/**
 * Benchmark 2, export all: the app's exportAll (dispatch → handler → client → CSV stream → temp
 * file → rename → manifest with SHA-256) against a bare loop fetching the same pages and writing
 * JSON lines. Memory: the peak RSS of this process (the demo API runs in another one) during a
 * 1,000,000-row export minus the peak during a 100,000-row one. The time includes everything the
 * user waits for: the SHA-256 of the finished file and the manifest too.
 */
export async function runExportBench(options: ExportBenchOptions): Promise<Figure[]> {
  const { app, folder, large, small } = options;

  async function viaApp(target: ExportBenchOptions['large']): Promise<number> {
    const path = join(folder, `app-${target.locationId}.csv`);
    app.setSavePath(path);
    const started = performance.now();
    const outcome = await app.call('exportAll', {
      connectionId: app.connectionId,
      locationId: target.locationId,
      body: {},
      pageSize: target.pageSize,
      exportId: newRequestId(),
      bom: false,
      suggestedName: 'bench',
    });
    const ms = performance.now() - started;
    if (outcome?.status !== 'complete' || outcome.rows !== target.rows) {
      throw new Error(`The app's export ended ${JSON.stringify(outcome)}, expected ${target.rows} rows.`);
    }
    await rm(outcome.path);
    await rm(outcome.manifestPath);
    return ms;
  }

  async function bareJsonLines(target: ExportBenchOptions['large']): Promise<number> {
    const path = join(folder, `bare-${target.locationId}.jsonl`);
    const started = performance.now();
    const output = createWriteStream(path);
    let rows = 0;
    let pageToken: string | undefined;
    do {
      const page = await bareSearch(target, pageToken);
      let lines = '';
      for (const item of page.items) lines += `${JSON.stringify(item)}\n`;
      rows += page.items.length;
      if (!output.write(lines)) await once(output, 'drain');
      pageToken = page.next;
    } while (pageToken !== undefined);
    output.end();
    await finished(output);
    const ms = performance.now() - started;
    if (rows !== target.rows) throw new Error(`The bare loop wrote ${rows} rows, expected ${target.rows}.`);
    await rm(path);
    return ms;
  }

  // Memory: peaks depend on when the garbage collector happens to run, so each side is the
  // median (100k: of 3 runs, first thing in the process) or mean (1M: of the 2 timed app runs).
  const smallPeaks: number[] = [];
  for (let run = 0; run < 3; run++) {
    const { result, peakRss } = await peakRssDuring(() => viaApp(small));
    smallPeaks.push(peakRss);
    options.log(`  export ${small.rows.toLocaleString('en-US')} rows via the app: ${Math.round(result)} ms, peak RSS ${(peakRss / MB).toFixed(0)} MB`);
  }

  // Time: the large exports alternate (app, bare, bare, app) and each side takes the mean of its
  // two, so a noisy neighbour on the machine weighs on both sides alike.
  const appTimes: number[] = [];
  const largePeaks: number[] = [];
  const bareTimes: number[] = [];
  for (const path of ['app', 'bare', 'bare', 'app'] as const) {
    if (path === 'app') {
      const { result, peakRss } = await peakRssDuring(() => viaApp(large));
      appTimes.push(result);
      largePeaks.push(peakRss);
      options.log(`  export ${large.rows.toLocaleString('en-US')} rows via the app: ${Math.round(result)} ms, peak RSS ${(peakRss / MB).toFixed(0)} MB`);
    } else {
      bareTimes.push(await bareJsonLines(large));
      options.log(`  export ${large.rows.toLocaleString('en-US')} rows bare (JSON lines): ${Math.round(bareTimes.at(-1) ?? 0)} ms`);
    }
  }
  const smallPeak = median(smallPeaks);
  const largePeak = median(largePeaks);
  const appMs = median(appTimes);
  const bareMs = median(bareTimes);

  return [
    {
      key: 'export_rows_per_s',
      value: Math.round(large.rows / (appMs / 1000)),
      unit: 'rows/s',
      target: { comparison: '>=', value: 50_000 },
      detail: `${large.rows.toLocaleString('en-US')} rows to CSV in ${(appMs / 1000).toFixed(1)} s (mean of 2), page size ${large.pageSize}, manifest hash included`,
    },
    {
      key: 'export_ratio',
      value: round(appMs / bareMs, 3),
      unit: '×',
      target: { comparison: '<=', value: 1.5 },
      detail: `app ${(appMs / 1000).toFixed(1)} s vs fetch + JSON lines ${(bareMs / 1000).toFixed(1)} s (means of 2, alternated)`,
    },
    {
      key: 'export_rss_growth_mb',
      value: round((largePeak - smallPeak) / MB, 1),
      unit: 'MB',
      target: { comparison: '<', value: 50 },
      detail: `peak RSS ${(smallPeak / MB).toFixed(0)} MB (100k, median of 3) → ${(largePeak / MB).toFixed(0)} MB (1M, mean of 2), sampled every 50 ms; demo API in a child process`,
    },
  ];
}
