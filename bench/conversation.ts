// The conversation view against the grid: the same search (one customer's number, 500 messages),
// the same demo API, the same run. Requires `npm run build` first (the harness serves dist/renderer).
import type { Page } from '@playwright/test';
import { contactAt, modelFor } from '../demo-api/location-model';
import { matchingMessages } from '../demo-api/messages';
import { launchExplorer } from '../e2e/harness';
import { openCpuClock } from './chromium-metrics';
import { timeOpenToFirstBubble } from './conversation-page';
import type { Figure } from './figures';
import { median, round } from './figures';
import { timeSearchToFirstRow } from './renderer-page';

export interface ConversationBenchOptions {
  log?: (line: string) => void;
  runs?: number;
}

// The demo connection lists the default demo's locations, so the bench resizes one of them.
const LOCATION_ID = 'loc-harbor-dental';
/** With the demo's default seed, this location's busiest contact then has exactly 500 messages. */
const LOCATION_MESSAGES = 8_420;
const OTHER_LOCATIONS = {
  'loc-maple-bakery': { name: 'Maple Street Bakery', messages: 350 },
  'loc-riverside-clinic': { name: 'Riverside Family Clinic', messages: 120_000 },
};

/**
 * Search → first grid row against open conversation → first bubble painted, for one number. Each
 * run times both back to back, alternating which goes first; the figure is the median of the
 * per-run ratios, so a neighbour's load weighs on both sides alike.
 */
export async function runConversationBench(options: ConversationBenchOptions = {}): Promise<Figure[]> {
  const log = options.log ?? (() => undefined);
  const runs = options.runs ?? 7;
  const explorer = await launchExplorer({
    demoConfig: {
      latencyMs: 0,
      sparsePages: 0,
      locations: { ...OTHER_LOCATIONS, [LOCATION_ID]: { name: 'Harbor Dental Studio', messages: LOCATION_MESSAGES } },
    },
    viewport: { width: 1400, height: 900 },
  });
  try {
    const { page, demo } = explorer;
    const phoneNumber = contactAt(modelFor(demo.config, LOCATION_ID), 0).phone;
    const threadSize = [...matchingMessages(demo.config, LOCATION_ID, { phone_number: phoneNumber })].length;
    await page.evaluate('globalThis.__name = (fn) => fn');
    await page.getByLabel('Location', { exact: true }).selectOption(LOCATION_ID);
    await page.getByLabel('Phone number').fill(phoneNumber);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const firstRow = page.locator('.grid__body > [role="row"]').first();
    await firstRow.waitFor();

    const gridMs: number[] = [];
    const threadMs: number[] = [];
    const ratios: number[] = [];
    // The renderer's main-thread CPU over each span: unlike wall time it does not grow with a neighbour's load.
    const clock = await openCpuClock(page);
    const cpuMs = { grid: [] as number[], thread: [] as number[] };
    const timed = async (side: keyof typeof cpuMs, measure: () => Promise<number>) => {
      const before = await clock.read();
      const ms = await measure();
      cpuMs[side].push((await clock.read()).task - before.task);
      return ms;
    };
    const timeGrid = async () => {
      // The same search again: the grid starts it afresh from the first page.
      await openFilters(page);
      return timed('grid', async () => {
        const times = await page.evaluate(timeSearchToFirstRow, { timeoutMs: 10_000 });
        return times.paintedAt - times.pressedAt;
      });
    };
    const timeThread = async () => {
      await firstRow.click();
      const ms = await timed('thread', () => page.evaluate(timeOpenToFirstBubble, { timeoutMs: 10_000 }));
      await page.keyboard.press('Escape');
      await page.locator('.conversation').waitFor({ state: 'detached' });
      return ms;
    };
    await timeGrid();
    await timeThread();
    cpuMs.grid.length = 0;
    cpuMs.thread.length = 0;
    for (let run = 0; run < runs; run++) {
      let grid = 0;
      let thread = 0;
      if (run % 2 === 0) {
        grid = await timeGrid();
        thread = await timeThread();
      } else {
        thread = await timeThread();
        grid = await timeGrid();
      }
      gridMs.push(grid);
      threadMs.push(thread);
      ratios.push(thread / grid);
      log(
        `  conversation run ${run + 1}/${runs}: first bubble ${thread.toFixed(1)} ms, first grid row ${grid.toFixed(1)} ms, ratio ${(thread / grid).toFixed(3)}`,
      );
    }
    await clock.detach();
    log(
      `  renderer main-thread CPU over the same spans (medians): first bubble ${median(cpuMs.thread).toFixed(1)} ms, first grid row ${median(cpuMs.grid).toFixed(1)} ms`,
    );
    return [
      {
        key: 'conversation_first_bubble_ratio',
        value: round(median(ratios), 3),
        unit: '×',
        target: { comparison: '<=', value: 1.2 },
        detail: `median of ${runs} paired runs, a ${threadSize}-message conversation; medians: open → first bubble ${median(threadMs).toFixed(1)} ms, Search → first grid row ${median(gridMs).toFixed(1)} ms`,
      },
    ];
  } finally {
    await explorer.close();
  }
}

async function openFilters(page: Page): Promise<void> {
  const edit = page.getByRole('button', { name: 'Edit filters' });
  if (await edit.isVisible()) await edit.click();
}
