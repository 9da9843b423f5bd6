// The in-page halves of the renderer benchmark: each function is serialised by Playwright and
// runs inside the app's page, so it must use nothing from its module (no imports, no helpers
// defined outside it). Timings are taken with the page's own clock, so the Playwright
// round trips between Node and the browser are not part of any figure.

export interface LoadState {
  /** Loaded rows (the grid's aria-rowcount minus the header row). */
  rows: number;
  /** The loader row's text once loading has stopped (end of results or the row budget). */
  stoppedBecause: string | null;
}

/**
 * Scrolls the grid to its end again and again, as a user would, until `target` rows are loaded
 * or loading stops; the app fetches the next page each time the last row comes into view.
 */
export async function loadRowsByScrolling({ target, timeoutMs }: { target: number; timeoutMs: number }): Promise<LoadState> {
  const started = performance.now();
  for (;;) {
    const grid = document.querySelector('[role="grid"]');
    const rows = Number(grid?.getAttribute('aria-rowcount') ?? '1') - 1;
    const loader = document.querySelector('.grid__footer')?.textContent ?? '';
    const fetching = loader.includes('Loading more');
    const stopped = !fetching && /End of results|Row limit/i.test(loader) ? loader : null;
    if (rows >= target || stopped) return { rows, stoppedBecause: stopped };
    if (performance.now() - started > timeoutMs) throw new Error(`Only ${rows} rows loaded after ${timeoutMs} ms.`);
    const scroller = document.querySelector<HTMLElement>('.grid-scroll');
    if (scroller) scroller.scrollTop = scroller.scrollHeight;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

export function renderedRowCount(): number {
  return document.querySelectorAll('.grid__body > [role="row"]').length;
}

export interface FirstRowTimes {
  /** Page clock when Search was pressed. */
  pressedAt: number;
  /** Page clock when the frame painting the first row was done. */
  paintedAt: number;
}

/**
 * Presses Search and measures, with the page's clock, until the first row of the new results is
 * painted: a MutationObserver sees the row inserted, then the next animation frame is the one
 * that paints it, and a message posted from that frame runs once the frame is done.
 */
export function timeSearchToFirstRow({ timeoutMs }: { timeoutMs: number }): Promise<FirstRowTimes> {
  const search = [...document.querySelectorAll<HTMLButtonElement>('form[role="search"] button[type="submit"]')][0];
  if (!search) throw new Error('No Search button.');
  const before = new Set(document.querySelectorAll('.grid__body > [role="row"]'));
  return new Promise((resolve, reject) => {
    let startedAt = 0;
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`No row within ${timeoutMs} ms of pressing Search.`));
    }, timeoutMs);
    const observer = new MutationObserver(() => {
      const row = [...document.querySelectorAll('.grid__body > [role="row"]')].find(
        (candidate) => !before.has(candidate) && !candidate.classList.contains('grid__row--unloaded'),
      );
      if (!row) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          clearTimeout(timer);
          resolve({ pressedAt: startedAt, paintedAt: performance.now() });
        };
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document.body, { childList: true, subtree: true });
    startedAt = performance.now();
    search.click();
  });
}

/** One search request as the page saw it: sent and answered, on the page's clock. */
export interface RequestSpan {
  sentAt: number;
  answeredAt: number;
  /**
   * When the page was next free after sending: the rest of the task that sent the request (a
   * render started by the same press) is the renderer's work, even while the request is out.
   */
  freeAt: number;
}

interface TimedWindow {
  __explorerInvoke: (channel: string, inputJson: string | undefined) => Promise<string>;
  __benchSearchSpans?: RequestSpan[];
}

/**
 * Times every search request as the page sees it (harness transport, main-process handler and
 * demo API together), so the first-row figure can be split into that and the renderer's share:
 * before the request (Search pressed to request sent) and after it (answer to row painted).
 */
export function timeSearchRequests(): void {
  const page = window as unknown as TimedWindow;
  const invoke = page.__explorerInvoke;
  page.__benchSearchSpans = [];
  page.__explorerInvoke = async (channel, input) => {
    const sentAt = performance.now();
    let freeAt = Number.POSITIVE_INFINITY;
    if (channel === 'messages:search') {
      // A message posted now runs once the task sending the request (and any queued before it) is done.
      const free = new MessageChannel();
      free.port1.onmessage = () => {
        freeAt = performance.now();
        free.port1.close();
      };
      free.port2.postMessage(null);
    }
    try {
      return await invoke(channel, input);
    } finally {
      if (channel === 'messages:search') page.__benchSearchSpans?.push({ sentAt, answeredAt: performance.now(), freeAt });
    }
  };
}

/** The search requests recorded since the last call. */
export function takeSearchRequestSpans(): RequestSpan[] {
  const page = window as unknown as TimedWindow;
  const spans = page.__benchSearchSpans ?? [];
  page.__benchSearchSpans = [];
  return spans;
}

/**
 * The renderer's share of Search → first row, and the request's (transport, main and server as
 * the page saw them): Search pressed to request sent, the renderer's work in the same task after
 * sending (it holds the page however soon the answer comes), and answer to row painted. Work the
 * renderer does while the request is out counts as the renderer's, never as the request's.
 */
export function splitFirstRow(times: FirstRowTimes, request: RequestSpan): { rendererMs: number; requestMs: number } {
  const busyAfterSend = Math.max(0, Math.min(request.freeAt, request.answeredAt) - request.sentAt);
  return {
    rendererMs: request.sentAt - times.pressedAt + busyAfterSend + (times.paintedAt - request.answeredAt),
    requestMs: request.answeredAt - request.sentAt - busyAfterSend,
  };
}
