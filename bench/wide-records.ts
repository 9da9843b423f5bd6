// The grid with very wide records (issue 15): 10,000 fields per record, in Chromium through the
// e2e harness like benchmark 3. Requires `npm run build` first.
import { launchExplorer } from '../e2e/harness';
import { percentile, round } from './figures';
import { setPageSize } from './renderer';
import { timeSearchToFirstRow } from './renderer-page';
import { measureScrollWork } from './scroll-work';
import { widenSearchResults } from './wide-records-page';

export interface WideRecordsFigures {
  /** Mean time from pressing Search to the first row of 10,000-column records painted. */
  wide_first_row_ms: number;
  /** Main-thread CPU per step scrolling sideways across all 10,000 columns (see scroll-work.ts). */
  wide_scroll_step_work_p95_ms: number;
  /** Most header cells in the DOM at once (of 10,000 columns). */
  wide_rendered_headers: number;
}

const FIELDS = 10_000;
const PAGE_SIZE = 50;
const RUNS = 3;
const SCROLL_STEPS = 200;

export async function runWideRecordsBench(options: { log?: (line: string) => void } = {}): Promise<WideRecordsFigures> {
  const log = options.log ?? (() => undefined);
  const explorer = await launchExplorer({ demoConfig: { latencyMs: 0, sparsePages: 0 }, viewport: { width: 1400, height: 900 } });
  try {
    const { page } = explorer;
    // tsx keeps function names with a __name() helper that the serialised page functions call.
    await page.evaluate('globalThis.__name = (fn) => fn');
    await page.locator('.grid__body > [role="row"]').first().waitFor();
    await page.evaluate(widenSearchResults, { fields: FIELDS });

    const firstRowMs: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      // Another page size each time, so each Search starts a new session from the first page.
      await setPageSize(page, PAGE_SIZE - run);
      const { pressedAt, paintedAt } = await page.evaluate(timeSearchToFirstRow, { timeoutMs: 120_000 });
      firstRowMs.push(paintedAt - pressedAt);
    }
    log(
      `  Search → first row, ${FIELDS.toLocaleString('en-US')} fields per record: ${firstRowMs.map((ms) => ms.toFixed(1)).join(', ')} ms`,
    );

    const scroll = await measureScrollWork(page, { axis: 'sideways', steps: SCROLL_STEPS });
    log(
      `  scrolled sideways in ${scroll.cpuMs.length} steps; at most ${scroll.maxHeaderCells} header cells and ${scroll.maxRowCells} cells a row`,
    );
    return {
      wide_first_row_ms: round(firstRowMs.reduce((sum, ms) => sum + ms, 0) / firstRowMs.length, 1),
      wide_scroll_step_work_p95_ms: round(percentile(scroll.cpuMs, 0.95), 1),
      wide_rendered_headers: scroll.maxHeaderCells,
    };
  } finally {
    await explorer.close();
  }
}
