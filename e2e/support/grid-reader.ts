import type { Page } from '@playwright/test';

/** What the Messages grid showed while it was scrolled from the top to the end of the results. */
export interface GridRead {
  /** Column headers, in grid order. */
  columns: string[];
  /**
   * The cells of every row the grid showed, by absolute row index (null: a row never seen), each
   * cell's exact value: its tooltip when the cell shows a readable form (dates, phone numbers),
   * else its text. Only rows of the last grid seen: a new grid (new search, restart from the first
   * page) starts the reading afresh.
   */
  rows: (string[] | null)[];
  /** Row indexes that showed two different contents during the reading: rows shifting under the user. */
  unstable: number[];
  /** How many grids were seen: each search or restart from the first page puts a new one in place. */
  grids: number;
  /** The loader row under the last row when the reading stopped (for example "End of results"). */
  footer: string;
  /** The grid's aria-rowcount minus its header row. */
  rowCount: number;
  timedOut: boolean;
}

/**
 * Scrolls the Messages grid from the top to the end of the results like a user with a scroll
 * wheel, reading every row as it is rendered (the grid is virtualized: only the rows in view are
 * in the DOM), until the loader row says "End of results" with no request in flight.
 * Uses only the page and the grid's ARIA structure, so it also runs in the real Electron app.
 */
export function readGridToEnd(page: Page, options: ReadOptions = {}): Promise<GridRead> {
  return page.evaluate(readGridInPage, { timeoutMs: options.timeoutMs ?? 40_000, pause: options.pause ?? null });
}

export interface ReadOptions {
  timeoutMs?: number;
  /** Stop scrolling once, for `ms`, when this row has been read: a user who looks away (page tokens expire). */
  pause?: { afterRow: number; ms: number };
}

/** The values of one column in a reading (null for rows never seen). */
export function columnOf(read: GridRead, column: string): (string | null)[] {
  const index = read.columns.indexOf(column);
  if (index < 0) throw new Error(`The grid has no column ${column} (columns: ${read.columns.join(', ')}).`);
  return read.rows.map((cells) => cells?.[index] ?? null);
}

/** Runs in the page; self-contained because Playwright sends it as source text. */
async function readGridInPage({
  timeoutMs,
  pause: userPause,
}: {
  timeoutMs: number;
  pause: ReadOptions['pause'] | null;
}): Promise<GridRead> {
  const deadline = performance.now() + timeoutMs + (userPause?.ms ?? 0);
  const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  const bodyRows = (grid: Element) =>
    [...grid.querySelectorAll('[role="row"]')].filter((row) => Number(row.getAttribute('aria-rowindex')) >= 2);

  let grid: Element | null = null;
  let rows = new Map<number, { key: string; cells: string[] }>();
  let unstable = new Set<number>();
  let grids = 0;
  let columns: string[] = [];
  let footer = '';
  let timedOut = true;

  // The rendered rows reach both edges of the scroll view, so what is read is what is in view.
  const covered = (view: Element, current: Element) => {
    const rects = bodyRows(current).map((row) => row.getBoundingClientRect());
    if (rects.length === 0) return true;
    const viewRect = view.getBoundingClientRect();
    const headerHeight = current.querySelector('[role="row"][aria-rowindex="1"]')?.getBoundingClientRect().height ?? 0;
    const top = Math.min(...rects.map((rect) => rect.top));
    const bottom = Math.max(...rects.map((rect) => rect.bottom));
    return (
      top <= viewRect.top + headerHeight + 1 && (bottom >= viewRect.bottom - 1 || bottom >= current.getBoundingClientRect().bottom - 1)
    );
  };

  const collect = (current: Element) => {
    columns = [...current.querySelectorAll('[role="columnheader"]')].map((header) => header.getAttribute('data-column') ?? '');
    for (const row of bodyRows(current)) {
      const index = Number(row.getAttribute('aria-rowindex')) - 2;
      const cells = [...row.querySelectorAll('[role="gridcell"]')].map((cell) => cell.getAttribute('title') ?? cell.textContent ?? '');
      // A page dropped from memory shows placeholder rows until it is fetched again.
      if (cells[0] === 'Loading…' && cells.slice(1).every((cell) => cell === '')) continue;
      const key = JSON.stringify(cells);
      const seen = rows.get(index);
      if (seen && seen.key !== key) unstable.add(index);
      rows.set(index, { key, cells });
    }
  };

  while (performance.now() < deadline) {
    const current = document.querySelector('[role="grid"][aria-label="Messages"]');
    if (!current) {
      await pause(20);
      continue;
    }
    if (current !== grid) {
      grid = current;
      rows = new Map();
      unstable = new Set();
      grids += 1;
    }
    const view = current.parentElement;
    if (!view) throw new Error('The Messages grid has no scroll container.');
    for (let frame = 0; frame < 10 && !covered(view, current); frame++) await nextFrame();
    collect(current);
    if (userPause && rows.has(userPause.afterRow)) {
      await pause(userPause.ms);
      userPause = null;
      continue;
    }
    footer = (current.nextElementSibling?.textContent ?? '').trim();
    if (view.scrollTop + view.clientHeight < view.scrollHeight - 1) {
      view.scrollTop += Math.max(32, Math.floor(view.clientHeight * 0.8));
      await nextFrame();
      continue;
    }
    const busy = (document.querySelector('[aria-label="Status bar"]')?.textContent ?? '').includes('Request in flight');
    if (footer === 'End of results' && !busy) {
      timedOut = false;
      break;
    }
    await pause(20);
  }

  const last = Math.max(-1, ...rows.keys());
  return {
    columns,
    rows: Array.from({ length: last + 1 }, (_, index) => rows.get(index)?.cells ?? null),
    unstable: [...unstable].sort((a, b) => a - b),
    grids,
    footer,
    rowCount: Number(grid?.getAttribute('aria-rowcount') ?? 1) - 1,
    timedOut,
  };
}
