import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppSession } from './app-session';
import { newRequestId } from './app-session';
import { bareCsvExport } from './bare-csv-export';
import { measureHugeExport } from './export-huge';
import type { BareTarget } from './bare-search';
import type { Figure } from './figures';
import { median, round } from './figures';
import { MB, rssGrowthDuring } from './rss-sampler';

type Target = BareTarget & { rows: number };

export interface ExportBenchOptions {
  app: AppSession;
  folder: string;
  /** The small location (100,000 messages), for the memory comparison. */
  small: Target;
  /** The large one (1,000,000 messages): speed, ratio and memory. */
  large: Target;
  /** With `--large`: the huge one (10,000,000 messages), against the large one. */
  huge?: Target;
  log: (line: string) => void;
}

interface AppRun {
  ms: number;
  growth: number;
  sha256: string;
}

/**
 * Benchmark 2, export all: the app's exportAll (dispatch → handler → client → CSV stream → temp
 * file → rename → manifest with SHA-256) against a bare loop fetching the same pages and writing
 * the same CSV (bare-csv-export.ts; the files are compared). The time includes everything the
 * user waits for: the SHA-256 of the finished file and the manifest too.
 *
 * Memory: each run starts after a full collection and reports its RSS growth (peak minus start,
 * sampled every 50 ms) in this process; the demo API runs in another one. A figure is the median
 * growth of the bigger export minus that of the smaller, so what every export costs alike (the
 * CSV stream, a page in flight, garbage between collections) cancels out and what grows with the
 * row count (the set of written ids) remains.
 */
export async function runExportBench(options: ExportBenchOptions): Promise<Figure[]> {
  const { app, folder, small, large, huge, log } = options;
  const count = (target: Target) => target.rows.toLocaleString('en-US');

  async function viaApp(target: Target): Promise<AppRun> {
    const path = join(folder, `app-${target.locationId}.csv`);
    app.setSavePath(path);
    const started = performance.now();
    const { result: outcome, growth } = await rssGrowthDuring(() =>
      app.call('exportAll', {
        connectionId: app.connectionId,
        locationId: target.locationId,
        body: {},
        pageSize: target.pageSize,
        exportId: newRequestId(),
        bom: false,
        suggestedName: 'bench',
      }),
    );
    const ms = performance.now() - started;
    if (outcome?.status !== 'complete' || outcome.rows !== target.rows) {
      throw new Error(`The app's export ended ${JSON.stringify(outcome)}, expected ${target.rows} rows.`);
    }
    const sha256 = await sha256Of(outcome.path);
    await rm(outcome.path);
    await rm(outcome.manifestPath);
    log(`  export ${count(target)} rows via the app: ${Math.round(ms)} ms, RSS growth ${(growth / MB).toFixed(1)} MB`);
    return { ms, growth, sha256 };
  }

  async function bare(target: Target): Promise<{ ms: number; sha256: string }> {
    const path = join(folder, `bare-${target.locationId}.csv`);
    const started = performance.now();
    const rows = await bareCsvExport(target, path);
    const ms = performance.now() - started;
    if (rows !== target.rows) throw new Error(`The bare loop wrote ${rows} rows, expected ${target.rows}.`);
    const sha256 = await sha256Of(path);
    await rm(path);
    log(`  export ${count(target)} rows bare (CSV): ${Math.round(ms)} ms`);
    return { ms, sha256 };
  }

  const smallRuns: AppRun[] = [];
  for (let run = 0; run < 3; run++) smallRuns.push(await viaApp(small));

  // The large exports alternate (app, bare, bare, app) and each side takes the mean of its two,
  // so a noisy neighbour on the machine weighs on both sides alike.
  const largeRuns: AppRun[] = [];
  const bareRuns: { ms: number; sha256: string }[] = [];
  for (const side of ['app', 'bare', 'bare', 'app'] as const) {
    if (side === 'app') largeRuns.push(await viaApp(large));
    else bareRuns.push(await bare(large));
  }
  const sameBytes = [...largeRuns, ...bareRuns].every((run) => run.sha256 === largeRuns[0]?.sha256);
  if (!sameBytes) throw new Error('The bare loop and the app wrote different CSV files: the ratio would compare different work.');

  const smallGrowth = median(smallRuns.map((run) => run.growth));
  const largeGrowth = median(largeRuns.map((run) => run.growth));
  const appMs = median(largeRuns.map((run) => run.ms));
  const bareMs = median(bareRuns.map((run) => run.ms));
  const largeRate = large.rows / (appMs / 1000);
  const figures: Figure[] = [
    {
      key: 'export_rows_per_s',
      value: Math.round(largeRate),
      unit: 'rows/s',
      target: { comparison: '>=', value: 50_000 },
      detail: `${count(large)} rows to CSV in ${(appMs / 1000).toFixed(1)} s (mean of 2), page size ${large.pageSize}, manifest hash included`,
    },
    {
      key: 'export_ratio',
      value: round(appMs / bareMs, 3),
      unit: '×',
      target: { comparison: '<=', value: 1.1 },
      detail: `app ${(appMs / 1000).toFixed(1)} s vs fetch + the same CSV ${(bareMs / 1000).toFixed(1)} s (means of 2, alternated; files identical)`,
    },
    {
      key: 'export_rss_growth_mb',
      value: round((largeGrowth - smallGrowth) / MB, 1),
      unit: 'MB',
      target: { comparison: '<', value: 25 },
      detail: `RSS growth ${spread(smallRuns)} (${count(small)}, median of 3) → ${spread(largeRuns)} (${count(large)}, mean of 2), each run after a full GC`,
    },
  ];
  if (!huge) return figures;

  log(`  export ${count(huge)} rows via the app, measured at ${count(large)} rows and at the end:`);
  const run = await measureHugeExport(app, folder, huge, large.rows, log);
  figures.push(
    {
      key: 'export_rows_per_s_10m',
      value: Math.round(run.rows / (run.ms / 1000)),
      unit: 'rows/s',
      detail: `${count(huge)} rows to CSV in ${(run.ms / 1000).toFixed(1)} s, manifest hash included`,
    },
    {
      key: 'export_rate_ratio_10m',
      value: round(run.rateAfterCheckpoint / run.rateToCheckpoint, 3),
      unit: '×',
      target: { comparison: '>=', value: 0.9 },
      detail: `rows/s after the first ${count(large)} rows (${Math.round(run.rateAfterCheckpoint)}) over rows/s up to them (${Math.round(run.rateToCheckpoint)}), one run`,
    },
    {
      key: 'export_rss_growth_10m_mb',
      value: round((run.growth - run.growthAtCheckpoint) / MB, 1),
      unit: 'MB',
      target: { comparison: '<', value: 100 },
      detail: `RSS growth ${(run.growthAtCheckpoint / MB).toFixed(1)} MB at ${count(large)} rows → ${(run.growth / MB).toFixed(1)} MB at ${count(huge)}, same run`,
    },
  );
  return figures;
}

/** "12.1 MB (11.8–12.5)": the median growth of the runs and their range. */
function spread(runs: AppRun[]): string {
  const growths = runs.map((run) => run.growth / MB);
  return `${median(growths).toFixed(1)} MB (${Math.min(...growths).toFixed(1)}–${Math.max(...growths).toFixed(1)})`;
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
