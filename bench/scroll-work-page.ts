// The in-page half of the scroll benchmarks (rows and wide records). Like renderer-page.ts, the
// function is serialised by Playwright and runs in the app's page: it uses nothing from its module.
//
// Why not frame intervals: headless Chromium paces frames (at 30 Hz on the benchmark VM), so the
// time between animation frames was 33 ms whatever the app did. What the app costs is the main
// thread's work for one scroll step: from the scroll event that starts the frame (the grid
// renders its new rows inside that event, the virtualizer flushing synchronously) to the end of
// that frame's style, layout and paint. That span does not include the wait for the display.
// The Long Animation Frames API was no help: it reports only frames over 50 ms.

export interface ScrollStep {
  /** Page clock ms from the scroll event to the end of the frame showing it; 0 for a step of 0 px. */
  workMs: number;
  /** Scroll position after the step, and the furthest it can go. */
  position: number;
  distance: number;
  /** The smallest step that shows only new rows or columns: a screenful. */
  screenPx: number;
  renderedRows: number;
  headerCells: number;
  /** Cells in the first rendered row. */
  rowCells: number;
}

/**
 * One scroll step of `stepPx` (down, or sideways), started on an idle frame so nothing of an
 * earlier step is counted in it. A step of 0 px scrolls nothing: what measuring alone costs.
 */
export async function scrollStep({ axis, stepPx }: { axis: 'down' | 'sideways'; stepPx: number }): Promise<ScrollStep> {
  const scroller = document.querySelector<HTMLElement>('.grid-scroll');
  if (!scroller) throw new Error('No grid to scroll.');
  const down = axis === 'down';
  const position = () => (down ? scroller.scrollTop : scroller.scrollLeft);
  const distance = down ? scroller.scrollHeight - scroller.clientHeight : scroller.scrollWidth - scroller.clientWidth;
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
  await endOfNextFrame();
  let scrollEventAt = -1;
  // Capturing on the document runs before the grid's own scroll listener.
  const onScroll = () => {
    if (scrollEventAt < 0) scrollEventAt = performance.now();
  };
  document.addEventListener('scroll', onScroll, { capture: true, passive: true });
  try {
    const to = Math.min(distance, position() + stepPx);
    const moves = to !== position();
    if (down) scroller.scrollTop = to;
    else scroller.scrollLeft = to;
    const frameDone = await endOfNextFrame();
    if (moves && scrollEventAt < 0) throw new Error('The grid did not scroll.');
    return {
      workMs: moves ? frameDone - scrollEventAt : 0,
      position: position(),
      distance,
      screenPx: down ? scroller.clientHeight : scroller.clientWidth,
      renderedRows: document.querySelectorAll('.grid__body > [role="row"]').length,
      headerCells: document.querySelectorAll('[role="columnheader"]').length,
      rowCells: document.querySelector('.grid__body > [role="row"]')?.children.length ?? 0,
    };
  } finally {
    document.removeEventListener('scroll', onScroll, { capture: true });
  }
}

/** Back to the start (top, or left edge), with that frame done. */
export async function scrollToStart({ axis }: { axis: 'down' | 'sideways' }): Promise<void> {
  const scroller = document.querySelector<HTMLElement>('.grid-scroll');
  if (!scroller) throw new Error('No grid to scroll.');
  if (axis === 'down') scroller.scrollTop = 0;
  else scroller.scrollLeft = 0;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}
