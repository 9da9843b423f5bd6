// The in-page half of the scroll benchmarks (rows and wide records). Like renderer-page.ts, the
// function is serialised by Playwright and runs in the app's page: it uses nothing from its module.
//
// Why not frame intervals: headless Chromium paces frames (at 30 Hz on the benchmark VM), so the
// time between animation frames was 33 ms whatever the app did. What the app costs is the main
// thread's work for one scroll step: from the scroll event that starts the frame (the grid
// renders its new rows inside that event, the virtualizer flushing synchronously) to the end of
// that frame's style, layout and paint. That span does not include the wait for the display.
// The Long Animation Frames API was no help: it reports only frames over 50 ms.

export interface ScrollWorkRun {
  /** Per step, ms of main-thread work from the scroll event to the end of the frame showing it. */
  stepWorkMs: number[];
  /** Most row elements in the grid body at once. */
  maxRenderedRows: number;
  /** Most header cells at once. */
  maxHeaderCells: number;
  /** Most cells in one row at once. */
  maxRowCells: number;
  stepPx: number;
  scrolledPx: number;
}

/**
 * Scrolls the grid from one end to the other (down, or sideways), one step at a time, each step
 * at least a screenful so every step renders rows or columns it has never shown: the worst case
 * for a virtualized grid. Each step starts on an idle frame, so nothing of the previous step's
 * frame is counted in it.
 */
export async function measureScrollWork({ axis, steps }: { axis: 'down' | 'sideways'; steps: number }): Promise<ScrollWorkRun> {
  const scroller = document.querySelector<HTMLElement>('.grid-scroll');
  if (!scroller) throw new Error('No grid to scroll.');
  const down = axis === 'down';
  const position = () => (down ? scroller.scrollTop : scroller.scrollLeft);
  const moveTo = (px: number) => {
    if (down) scroller.scrollTop = px;
    else scroller.scrollLeft = px;
  };
  // A message posted from an animation frame callback runs once that frame's style, layout and
  // paint are done: its time is the end of the frame's main-thread work.
  const endOfNextFrame = () =>
    new Promise<number>((resolve) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(null);
      }),
    );

  moveTo(0);
  await endOfNextFrame();
  await endOfNextFrame();
  const distance = down ? scroller.scrollHeight - scroller.clientHeight : scroller.scrollWidth - scroller.clientWidth;
  const stepPx = Math.max(down ? scroller.clientHeight : scroller.clientWidth, Math.ceil(distance / steps));
  let scrollEventAt = -1;
  // Capturing on the document runs before the grid's own scroll listener.
  const onScroll = () => {
    if (scrollEventAt < 0) scrollEventAt = performance.now();
  };
  document.addEventListener('scroll', onScroll, { capture: true, passive: true });
  const stepWorkMs: number[] = [];
  let maxRenderedRows = 0;
  let maxHeaderCells = 0;
  let maxRowCells = 0;
  try {
    while (position() < distance - 1) {
      await endOfNextFrame();
      scrollEventAt = -1;
      moveTo(Math.min(distance, position() + stepPx));
      const frameDone = await endOfNextFrame();
      if (scrollEventAt < 0) throw new Error('The grid did not scroll.');
      stepWorkMs.push(frameDone - scrollEventAt);
      maxRenderedRows = Math.max(maxRenderedRows, document.querySelectorAll('.grid__body > [role="row"]').length);
      maxHeaderCells = Math.max(maxHeaderCells, document.querySelectorAll('[role="columnheader"]').length);
      maxRowCells = Math.max(maxRowCells, document.querySelector('.grid__body > [role="row"]')?.children.length ?? 0);
    }
  } finally {
    document.removeEventListener('scroll', onScroll, { capture: true });
  }
  return { stepWorkMs, maxRenderedRows, maxHeaderCells, maxRowCells, stepPx, scrolledPx: position() };
}
