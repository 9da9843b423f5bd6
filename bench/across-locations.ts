// A search across 20 locations (issue 18): from Search pressed to the first screen of merged rows
// painted, against one location's search to its first row, in Chromium through the e2e harness
// with the built app, both against the same demo API in the same run. Requires `npm run build`.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { launchExplorer } from '../e2e/harness';
import { DEFAULT_REQUESTS_AT_ONCE } from '../common/limits/requests-at-once';
import { openCpuClock } from './chromium-metrics';
import { startDemoProcess } from './demo-process';
import type { Figure } from './figures';
import { median, round } from './figures';
import { bareWavesRuns, firstPageTarget, firstScreenWaveFigures } from './first-screen-waves';
import { setPageSize } from './renderer';
import { timeSearchToFirstRow } from './renderer-page';

const LOCATIONS = 20;
const MESSAGES_PER_LOCATION = 2_000;
const RUNS = 7;
/** Runs before those measured, on each side: the first search of a kind pays for code not yet compiled. */
const WARM_UP_RUNS = 1;
const TIMEOUT_MS = 120_000;

/**
 * Presses the submit button named `button` ("Search all locations" by default) and resolves with
 * the ms until a row of the new merged screen is painted.
 */
export function timeAcrossSearchToFirstScreen({
  timeoutMs,
  button: name = 'Search all locations',
}: {
  timeoutMs: number;
  button?: string;
}): Promise<number> {
  const button = [...document.querySelectorAll<HTMLButtonElement>('button[type="submit"]')].find(
    (candidate) => candidate.textContent === name,
  );
  if (!button) throw new Error(`No "${name}" button.`);
  const before = new Set(document.querySelectorAll('[aria-label="Messages across locations"] [role="row"][data-row-index]'));
  return new Promise((resolve, reject) => {
    const startedAt = performance.now();
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`No merged row within ${timeoutMs} ms of pressing Search.`));
    }, timeoutMs);
    const observer = new MutationObserver(() => {
      const row = [...document.querySelectorAll('[aria-label="Messages across locations"] [role="row"][data-row-index]')].find(
        (candidate) => !before.has(candidate),
      );
      if (!row) return;
      observer.disconnect();
      // The frame that shows it, as the single-location figure measures.
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          clearTimeout(timer);
          resolve(performance.now() - startedAt);
        };
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document.body, { childList: true, subtree: true });
    button.click();
  });
}

async function timeOneLocation(page: Page): Promise<number> {
  const times = await page.evaluate(timeSearchToFirstRow, { timeoutMs: TIMEOUT_MS });
  return times.paintedAt - times.pressedAt;
}

/** Wall time of each search, and the CPU spent on it: the renderer's main thread, and this process's (main and the harness). */
interface Spent {
  ms: number[];
  rendererCpuMs: number[];
  processCpuMs: number[];
}

async function spentOn(page: Page, runs: number, before: (run: number) => Promise<void>, search: () => Promise<number>): Promise<Spent> {
  const clock = await openCpuClock(page);
  const spent: Spent = { ms: [], rendererCpuMs: [], processCpuMs: [] };
  try {
    for (let run = 0; run < WARM_UP_RUNS + runs; run++) {
      await before(run);
      const renderer = await clock.read();
      const processStart = process.cpuUsage();
      const ms = await search();
      const processCpu = process.cpuUsage(processStart);
      const rendererCpu = (await clock.read()).task - renderer.task;
      if (run < WARM_UP_RUNS) continue;
      spent.ms.push(ms);
      spent.rendererCpuMs.push(rendererCpu);
      spent.processCpuMs.push((processCpu.user + processCpu.system) / 1000);
    }
    return spent;
  } finally {
    await clock.detach();
  }
}

export async function runAcrossLocationsBench(options: { log?: (line: string) => void; latencyMs?: number } = {}): Promise<Figure[]> {
  const log = options.log ?? (() => undefined);
  const token = `bench-${randomUUID()}`;
  const ids = Array.from({ length: LOCATIONS }, (_, index) => `loc-${String(index + 1).padStart(2, '0')}`);
  // The server in its own process, as a real one is and as the other suites run it: sharing the
  // app's event loop, its work for the 20 first pages was counted as the app's (one location's
  // search pays it once).
  const folder = await mkdtemp(join(tmpdir(), 'sms-explorer-across-bench-'));
  const api = await startDemoProcess(
    {
      locations: Object.fromEntries(ids.map((id, index) => [id, { name: `Branch ${index + 1}`, messages: MESSAGES_PER_LOCATION }])),
      tokens: { [token]: ids },
      sparsePages: 0,
      latencyMs: options.latencyMs ?? 0,
    },
    folder,
    resolve(import.meta.dirname, '..'),
  );
  const label = 'Twenty branches';
  const explorer = await launchExplorer({
    viewport: { width: 1400, height: 900 },
    connections: [{ label, baseUrl: api.baseUrl, token, locations: ids.map((id, index) => ({ id, name: `Branch ${index + 1}` })) }],
  });
  try {
    const { page } = explorer;
    await page.evaluate('globalThis.__name = (fn) => fn');
    await page.getByRole('combobox', { name: 'Connection', exact: true }).selectOption({ label: `${label} …${token.slice(-4)}` });
    await page.locator('.grid__body > [role="row"]').first().waitFor();
    // Another page size each time, so each Search starts a new session from the first page.
    const oneSpent = await spentOn(
      page,
      RUNS,
      (run) => setPageSize(page, 100 - run),
      () => timeOneLocation(page),
    );

    await page.getByRole('combobox', { name: 'Location', exact: true }).selectOption({ label: `All locations (${LOCATIONS})` });
    const acrossSpent = await spentOn(
      page,
      RUNS,
      async () => undefined,
      () => page.evaluate(timeAcrossSearchToFirstScreen, { timeoutMs: TIMEOUT_MS }),
    );
    const one = oneSpent.ms;
    const across = acrossSpent.ms;
    const bare = await bareWavesRuns(
      ids.map((locationId) => firstPageTarget({ baseUrl: api.baseUrl, token, locationId })),
      { runs: RUNS, warmUpRuns: WARM_UP_RUNS },
    );
    log(`  after ${WARM_UP_RUNS} run(s) of each not counted:`);
    log(`  one location, Search → first row: ${one.map((ms) => ms.toFixed(1)).join(', ')} ms`);
    log(`  ${LOCATIONS} locations, Search → first merged screen: ${across.map((ms) => ms.toFixed(1)).join(', ')} ms`);
    log(
      `  the same ${LOCATIONS} first pages read bare, ${DEFAULT_REQUESTS_AT_ONCE} at a time: ${bare.map((ms) => ms.toFixed(1)).join(', ')} ms`,
    );
    log(
      `  CPU over the same spans (medians), one location vs ${LOCATIONS}: the renderer's main thread ${median(oneSpent.rendererCpuMs).toFixed(1)} vs ${median(acrossSpent.rendererCpuMs).toFixed(1)} ms,` +
        ` this process (main and the harness) ${median(oneSpent.processCpuMs).toFixed(1)} vs ${median(acrossSpent.processCpuMs).toFixed(1)} ms`,
    );
    const ratio = median(across) / median(one);
    return [
      {
        key: 'across_20_locations_first_screen_ratio',
        value: round(ratio, 2),
        unit: '×',
        target: { comparison: '<=', value: 1.5 },
        detail: `median ${round(median(across), 1)} ms (${LOCATIONS} locations, ${DEFAULT_REQUESTS_AT_ONCE} requests at once, server latency ${options.latencyMs ?? 0} ms) / ${round(median(one), 1)} ms (one location)`,
      },
      ...firstScreenWaveFigures('across_20_locations_first_screen', across, bare, LOCATIONS, options.latencyMs ?? 0),
    ];
  } finally {
    await explorer.close();
    await api.stop();
    await rm(folder, { recursive: true, force: true });
  }
}
