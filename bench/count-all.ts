import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppSession } from './app-session';
import { newRequestId } from './app-session';
import type { Figure } from './figures';
import { round } from './figures';

export interface CountAllBenchOptions {
  app: AppSession;
  folder: string;
  locationId: string;
  pageSize: number;
  rows: number;
  /** Runs of each side, alternated so drifting machine load falls on both alike. */
  runs?: number;
  log: (line: string) => void;
}

/**
 * The activity chart's "Count all" against "export all" of the same search, both through the
 * app's dispatch → handler → client → page walk: the ratio of their times in this one run. Count
 * all writes nothing and keeps only counts, so it must take at most half the export's time.
 */
export async function runCountAllBench(options: CountAllBenchOptions): Promise<Figure[]> {
  const { app, folder, locationId, pageSize, rows } = options;
  const search = { connectionId: app.connectionId, locationId, body: {}, pageSize };

  const cpuMs = (since: NodeJS.CpuUsage) => {
    const used = process.cpuUsage(since);
    return (used.user + used.system) / 1000;
  };

  async function count(): Promise<number> {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const outcome = await app.call('countAll', { ...search, countId: newRequestId() });
    const ms = performance.now() - started;
    countCpu.push(cpuMs(cpu));
    if (outcome.status !== 'complete' || outcome.counts.rows !== rows) throw new Error(`Count all ended ${JSON.stringify(outcome).slice(0, 300)}, expected ${rows} rows.`);
    return ms;
  }

  async function exportAll(): Promise<number> {
    app.setSavePath(join(folder, `count-bench-${locationId}.csv`));
    const started = performance.now();
    const cpu = process.cpuUsage();
    const outcome = await app.call('exportAll', { ...search, exportId: newRequestId(), bom: false, suggestedName: 'bench' });
    const ms = performance.now() - started;
    exportCpu.push(cpuMs(cpu));
    if (outcome?.status !== 'complete' || outcome.rows !== rows) throw new Error(`Export all ended ${JSON.stringify(outcome)}, expected ${rows} rows.`);
    await rm(outcome.path);
    await rm(outcome.manifestPath);
    return ms;
  }

  const counts: number[] = [];
  const exports: number[] = [];
  // CPU time of this process (the app's side; the demo API runs in another): on a loaded machine
  // wall time mostly measures the other processes, CPU time what each walk itself costs.
  const countCpu: number[] = [];
  const exportCpu: number[] = [];
  for (let run = 0; run < (options.runs ?? 2); run++) {
    // Each goes first every other run, so warming up (JIT, the demo's caches) falls on both alike.
    if (run % 2 === 0) {
      counts.push(await count());
      exports.push(await exportAll());
    } else {
      exports.push(await exportAll());
      counts.push(await count());
    }
    options.log(
      `  run ${run + 1}: count all ${Math.round(counts.at(-1) ?? 0)} ms (CPU ${Math.round(countCpu.at(-1) ?? 0)} ms), ` +
        `export all ${Math.round(exports.at(-1) ?? 0)} ms (CPU ${Math.round(exportCpu.at(-1) ?? 0)} ms)`,
    );
  }
  const total = (values: number[]) => values.reduce((sum, value) => sum + value, 0);
  return [
    {
      key: 'count_all_vs_export_all_ratio',
      value: round(total(counts) / total(exports), 3),
      unit: '×',
      target: { comparison: '<=', value: 0.5 },
      detail: `${rows.toLocaleString('en-US')} messages, page size ${pageSize}, wall time, ${counts.length} run(s) each`,
    },
    {
      key: 'count_all_vs_export_all_cpu_ratio',
      value: round(total(countCpu) / total(exportCpu), 3),
      unit: '×',
      detail: 'CPU time of the app process for the same walks',
    },
  ];
}
