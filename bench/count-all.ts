import { readFile, rm } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { AppSession } from './app-session';
import { newRequestId } from './app-session';
import type { BareTarget } from './bare-search';
import { bareSearch } from './bare-search';
import type { Figure } from './figures';
import { round } from './figures';

export interface CountAllBenchOptions {
  app: AppSession;
  folder: string;
  /** The same search for the bare loop: the location, page size and where the demo API listens. */
  target: BareTarget;
  rows: number;
  /** The demo API's process, whose CPU time per page is the floor of a walk's (Linux: read from /proc). */
  serverPid?: number;
  /** Runs of each side, alternated so drifting machine load falls on both alike. */
  runs?: number;
  log: (line: string) => void;
}

/**
 * The activity chart's "Count all" against "export all" of the same search, both through the
 * app's dispatch → handler → client → page walk: the ratio of their times in this one run. Count
 * all writes nothing and keeps only counts, so it must take at most half the export's time.
 * And against a bare loop that fetches and parses the same pages (no walk, no counting), so what
 * Count all itself costs shows apart from what the server and the transport cost.
 */
export async function runCountAllBench(options: CountAllBenchOptions): Promise<Figure[]> {
  const { app, folder, target, rows } = options;
  const { locationId, pageSize } = target;
  const search = { connectionId: app.connectionId, locationId, body: {}, pageSize };

  const cpuMs = (since: NodeJS.CpuUsage) => {
    const used = process.cpuUsage(since);
    return (used.user + used.system) / 1000;
  };

  const serverCpuMs = async (): Promise<number | null> => (options.serverPid === undefined ? null : processCpuMs(options.serverPid));

  async function count(): Promise<number> {
    const server = await serverCpuMs();
    const started = performance.now();
    const cpu = process.cpuUsage();
    const outcome = await app.call('countAll', { ...search, countId: newRequestId() });
    const ms = performance.now() - started;
    countCpu.push(cpuMs(cpu));
    const serverAfter = await serverCpuMs();
    if (server !== null && serverAfter !== null) countServerCpu.push(serverAfter - server);
    if (outcome.status !== 'complete' || outcome.counts.rows !== rows)
      throw new Error(`Count all ended ${JSON.stringify(outcome).slice(0, 300)}, expected ${rows} rows.`);
    return ms;
  }

  async function exportAll(): Promise<number> {
    app.setSavePath(join(folder, `count-bench-${locationId}.csv`));
    const started = performance.now();
    const cpu = process.cpuUsage();
    const outcome = await app.call('exportAll', { ...search, exportId: newRequestId(), bom: false, suggestedName: 'bench' });
    const ms = performance.now() - started;
    exportCpu.push(cpuMs(cpu));
    if (outcome?.status !== 'complete' || outcome.rows !== rows)
      throw new Error(`Export all ended ${JSON.stringify(outcome)}, expected ${rows} rows.`);
    await rm(outcome.path);
    await rm(outcome.manifestPath);
    return ms;
  }

  /** The same pages, one request after the other: fetch and JSON.parse, nothing else. */
  async function bareWalk(): Promise<number> {
    const started = performance.now();
    const cpu = process.cpuUsage();
    let read = 0;
    let pageToken: string | undefined;
    do {
      const page = await bareSearch(target, pageToken);
      read += page.items.length;
      pageToken = page.next;
    } while (pageToken !== undefined);
    const ms = performance.now() - started;
    bareCpu.push(cpuMs(cpu));
    if (read !== rows) throw new Error(`The bare walk read ${read} rows, expected ${rows}.`);
    return ms;
  }

  const counts: number[] = [];
  const exports: number[] = [];
  const bares: number[] = [];
  // CPU time of this process (the app's side; the demo API runs in another): on a loaded machine
  // wall time mostly measures the other processes, CPU time what each walk itself costs.
  const countCpu: number[] = [];
  const exportCpu: number[] = [];
  const bareCpu: number[] = [];
  const countServerCpu: number[] = [];
  for (let run = 0; run < (options.runs ?? 2); run++) {
    // Count all and export all each go first every other run, so warming up (JIT, the demo's
    // caches) falls on both alike; the bare walk always runs right beside Count all, its pair.
    if (run % 2 === 0) {
      counts.push(await count());
      bares.push(await bareWalk());
      exports.push(await exportAll());
    } else {
      exports.push(await exportAll());
      bares.push(await bareWalk());
      counts.push(await count());
    }
    options.log(
      `  run ${run + 1}: count all ${Math.round(counts.at(-1) ?? 0)} ms (CPU ${Math.round(countCpu.at(-1) ?? 0)} ms), ` +
        `export all ${Math.round(exports.at(-1) ?? 0)} ms (CPU ${Math.round(exportCpu.at(-1) ?? 0)} ms), ` +
        `bare fetch-and-parse walk ${Math.round(bares.at(-1) ?? 0)} ms (CPU ${Math.round(bareCpu.at(-1) ?? 0)} ms), ` +
        `the server's CPU over the count ${countServerCpu.length > run ? `${Math.round(countServerCpu.at(-1) ?? 0)} ms` : 'unknown'}, load ${loadAverage()}`,
    );
  }
  const total = (values: number[]) => values.reduce((sum, value) => sum + value, 0);
  const pages = (counts.length * rows) / pageSize;
  const perPage: Figure[] = [
    {
      key: 'count_all_client_cpu_ms_per_page',
      value: round(total(countCpu) / pages, 2),
      unit: 'ms',
      detail: `the app process's CPU per page of ${pageSize} while counting`,
    },
  ];
  if (countServerCpu.length === counts.length) {
    perPage.push({
      key: 'count_all_server_cpu_ms_per_page',
      value: round(total(countServerCpu) / pages, 2),
      unit: 'ms',
      detail:
        "the demo API's CPU per page over the same walks: each page waits for the one before it (its next_page_token), so server + client per page is the walk's floor",
    });
  }
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
    {
      key: 'count_all_vs_bare_walk_ratio',
      value: round(total(counts) / total(bares), 3),
      unit: '×',
      detail: `wall time against fetch + JSON.parse of the same pages one after the other (Count all reads one page ahead), ${bares.length} run(s) each`,
    },
    {
      key: 'count_all_vs_bare_walk_cpu_ratio',
      value: round(total(countCpu) / total(bareCpu), 3),
      unit: '×',
      detail: 'CPU time of the app process for the same pages: what Count all itself costs over fetching and parsing them',
    },
    ...perPage,
  ];
}

/** User + system CPU time of a process in ms, from /proc (clock ticks of 10 ms); null where there is no /proc. */
async function processCpuMs(pid: number): Promise<number | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (in parentheses, which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** The 1-minute load average, to read each run's wall times by. */
function loadAverage(): string {
  return loadavg()[0]?.toFixed(2) ?? '?';
}
