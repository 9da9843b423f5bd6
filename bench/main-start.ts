// Main's start: the built `dist-electron/main.js` imported in a fresh Node process under the
// tests' fake `electron` (main-load.ts), to the import's end and to the window loading the app.
// `npm run bench -- --only start` measures the current build; to compare builds, run
// `npx tsx bench/main-start.ts <dist-electron A> <dist-electron B>…`: the folders take turns,
// and each median is printed with its ratio to the first folder's.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Figure } from './figures';
import { median, round } from './figures';
import type { MainLoad } from './main-load';

const REPO_ROOT = resolve(import.meta.dirname, '..');
export const BUILT_MAIN_DIR = join(REPO_ROOT, 'dist-electron');
const RUNS = 9;

/** One start in a fresh process, on a fresh user-data folder. */
export async function sampleMainLoad(distElectron: string): Promise<MainLoad> {
  const userData = await mkdtemp(join(tmpdir(), 'sms-explorer-start-'));
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'main-load.ts'), resolve(distElectron), userData],
      { cwd: REPO_ROOT },
    );
    return JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as MainLoad;
  } finally {
    await rm(userData, { recursive: true, force: true });
  }
}

/** Medians of `runs` starts per folder, the folders taking turns so a busy spell hits each alike. */
export async function measureMainStart(
  folders: readonly string[],
  runs = RUNS,
): Promise<{ loadMs: number; loadCpuMs: number; firstWindowMs: number }[]> {
  const samples = folders.map(() => [] as MainLoad[]);
  for (let run = 0; run < runs; run += 1) {
    for (const [index, folder] of folders.entries()) samples[index]!.push(await sampleMainLoad(folder));
  }
  return samples.map((loads) => ({
    loadMs: median(loads.map((load) => load.loadMs)),
    loadCpuMs: median(loads.map((load) => load.loadCpuMs)),
    firstWindowMs: median(loads.map((load) => load.firstWindowMs)),
  }));
}

export async function runMainStartBench({ log }: { log: (line: string) => void }): Promise<Figure[]> {
  log(`Main's start: ${RUNS} fresh processes importing the built main.js under the fake electron…`);
  const [current] = await measureMainStart([BUILT_MAIN_DIR]);
  const detail = `median of ${RUNS} fresh processes`;
  return [
    { key: 'main_load_ms', value: round(current!.loadMs, 1), unit: 'ms', detail: `import of dist-electron/main.js, ${detail}` },
    { key: 'main_load_cpu_ms', value: round(current!.loadCpuMs, 1), unit: 'ms', detail: `CPU time of the same imports, ${detail}` },
    {
      key: 'main_first_window_ms',
      value: round(current!.firstWindowMs, 1),
      unit: 'ms',
      detail: `import to the window loading the app (stores, demo API, IPC), ${detail}`,
    },
  ];
}

if (process.argv[1] === import.meta.filename) {
  const folders = process.argv.slice(2);
  if (folders.length === 0) throw new Error('Usage: tsx bench/main-start.ts <dist-electron folder>…');
  const results = await measureMainStart(folders);
  const [first] = results;
  for (const [index, result] of results.entries()) {
    console.log(
      `${folders[index]}: load ${round(result.loadMs, 1)} ms (${round(result.loadMs / first!.loadMs, 3)}×), CPU ${round(result.loadCpuMs, 1)} ms (${round(result.loadCpuMs / first!.loadCpuMs, 3)}×), first window ${round(result.firstWindowMs, 1)} ms (${round(result.firstWindowMs / first!.firstWindowMs, 3)}×)`,
    );
  }
}
