// A search for a list of 30 numbers (issue 29): from Search pressed to the first screen of merged
// rows painted, against one number's search to its first row, at the same location of the same
// demo API in the same run, in Chromium through the e2e harness with the built app. Requires
// `npm run build`.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { startDemoProcess } from './demo-process';
import { walkSearch } from '../demo-api/test/walk-search';
import { launchExplorer } from '../e2e/harness';
import { DEFAULT_REQUESTS_AT_ONCE } from '../common/limits/requests-at-once';
import { timeAcrossSearchToFirstScreen } from './across-locations';
import type { Figure } from './figures';
import { median, round } from './figures';
import { bareWavesRuns, firstPageTarget, firstScreenWaveFigures } from './first-screen-waves';
import { setPageSize } from './renderer';
import { timeSearchToFirstRow } from './renderer-page';

const NUMBERS = 30;
const MESSAGES = 2_000;
const RUNS = 7;
/** Runs before those measured, on each side: the first search of a kind pays for code not yet compiled. */
const WARM_UP_RUNS = 1;
const TIMEOUT_MS = 120_000;

async function timeOneNumber(page: Page, run: number): Promise<number> {
  // Another page size each time, so each Search starts a new session from the first page.
  await setPageSize(page, 100 - run);
  const times = await page.evaluate(timeSearchToFirstRow, { timeoutMs: TIMEOUT_MS });
  return times.paintedAt - times.pressedAt;
}

export async function runNumberListBench(options: { log?: (line: string) => void; latencyMs?: number } = {}): Promise<Figure[]> {
  const log = options.log ?? (() => undefined);
  const token = `bench-${randomUUID()}`;
  // The server in its own process, as a real one is: sharing the app's event loop, its work for
  // 30 requests was counted as the app's (the single-number side pays it once).
  const folder = await mkdtemp(join(tmpdir(), 'sms-explorer-list-bench-'));
  const api = await startDemoProcess(
    {
      locations: { 'loc-main': { name: 'Main Street', messages: MESSAGES } },
      tokens: { [token]: ['loc-main'] },
      sparsePages: 0,
      latencyMs: options.latencyMs ?? 0,
    },
    folder,
    resolve(import.meta.dirname, '..'),
  );
  const caller = { token, location: 'loc-main' };
  const numbers = [...new Set((await walkSearch(api.baseUrl, caller)).map((message) => message.contact.phone))].slice(0, NUMBERS);
  if (numbers.length < NUMBERS) throw new Error(`The demo location has ${numbers.length} contacts; ${NUMBERS} are needed.`);
  const label = 'Main Street';
  const explorer = await launchExplorer({
    viewport: { width: 1400, height: 900 },
    connections: [{ label, baseUrl: api.baseUrl, token, locations: [{ id: 'loc-main', name: label }] }],
  });
  try {
    const { page } = explorer;
    await page.evaluate('globalThis.__name = (fn) => fn');
    await page.getByRole('combobox', { name: 'Connection', exact: true }).selectOption({ label: `${label} …${token.slice(-4)}` });
    await page.locator('.grid__body > [role="row"]').first().waitFor();
    const phone = page.getByRole('search', { name: 'Search messages' }).getByLabel('Phone number');
    await phone.fill(numbers[0]!);
    const one: number[] = [];
    for (let run = 0; run < WARM_UP_RUNS + RUNS; run++) {
      const ms = await timeOneNumber(page, run);
      if (run >= WARM_UP_RUNS) one.push(ms);
    }

    // The first Search of the list opens the merged view; the runs after it search again there.
    await setPageSize(page, 0);
    await phone.fill(numbers.join(', '));
    const list: number[] = [await page.evaluate(timeAcrossSearchToFirstScreen, { timeoutMs: TIMEOUT_MS, button: 'Search' })];
    for (let run = 1; run < WARM_UP_RUNS + RUNS; run++)
      list.push(await page.evaluate(timeAcrossSearchToFirstScreen, { timeoutMs: TIMEOUT_MS, button: 'Search' }));
    const measured = list.slice(WARM_UP_RUNS);
    const bare = await bareWavesRuns(
      numbers.map((number) => firstPageTarget({ baseUrl: api.baseUrl, token, locationId: 'loc-main', filters: { phone_number: number } })),
      { runs: RUNS, warmUpRuns: WARM_UP_RUNS },
    );
    log(`  after ${WARM_UP_RUNS} run(s) of each not counted:`);
    log(`  one number, Search → first row: ${one.map((ms) => ms.toFixed(1)).join(', ')} ms`);
    log(`  ${NUMBERS} numbers, Search → first merged screen: ${measured.map((ms) => ms.toFixed(1)).join(', ')} ms`);
    log(
      `  the same ${NUMBERS} first pages read bare, ${DEFAULT_REQUESTS_AT_ONCE} at a time: ${bare.map((ms) => ms.toFixed(1)).join(', ')} ms`,
    );
    return [
      {
        key: 'number_list_30_first_screen_ratio',
        value: round(median(measured) / median(one), 2),
        unit: '×',
        target: { comparison: '<=', value: 1.5 },
        detail: `median ${round(median(measured), 1)} ms (${NUMBERS} numbers, one search each, ${DEFAULT_REQUESTS_AT_ONCE} requests at once, server latency ${options.latencyMs ?? 0} ms) / ${round(median(one), 1)} ms (one number)`,
      },
      ...firstScreenWaveFigures('number_list_30_first_screen', measured, bare, NUMBERS, options.latencyMs ?? 0),
    ];
  } finally {
    await explorer.close();
    await api.stop();
    await rm(folder, { recursive: true, force: true });
  }
}
