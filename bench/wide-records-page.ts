// The in-page halves of the wide-records benchmark. Like renderer-page.ts, each function is
// serialised by Playwright and runs in the app's page: it uses nothing from its module.

interface WidenedWindow {
  __explorerInvoke: (channel: string, inputJson: string | undefined) => Promise<string>;
}

/**
 * Makes every search answer carry records with `fields` more fields, as a server with very wide
 * records would: the demo API's page is widened as JSON text (prebuilt once), so the page still
 * pays for parsing it, as it does for any answer, and the benchmark not for building records.
 */
export function widenSearchResults({ fields }: { fields: number }): void {
  const page = window as unknown as WidenedWindow;
  const invoke = page.__explorerInvoke;
  const extra = Array.from({ length: fields }, (_, index) => `"field_${index}":"value ${index}"`).join(',');
  page.__explorerInvoke = async (channel, input) => {
    const text = await invoke(channel, input);
    if (channel !== 'messages:search') return text;
    const result = JSON.parse(text) as { ok: boolean; value?: { items: object[] } };
    if (!result.ok || !result.value) return text;
    const items = result.value.items.map((item) => `${JSON.stringify(item).slice(0, -1)},${extra}}`);
    return JSON.stringify({ ...result, value: { ...result.value, items: [] } }).replace('"items":[]', `"items":[${items.join(',')}]`);
  };
}

export interface SidewaysScroll {
  frameDeltasMs: number[];
  /** Most header cells in the DOM at once. */
  maxHeaderCells: number;
  /** Most cells in one row at once. */
  maxRowCells: number;
}

/** Scrolls the grid from its left edge to its right one, one step per animation frame (see scrollTopToBottom). */
export async function scrollLeftToRight({ frames }: { frames: number }): Promise<SidewaysScroll> {
  const scroller = document.querySelector<HTMLElement>('.grid-scroll');
  if (!scroller) throw new Error('No grid to scroll.');
  scroller.scrollLeft = 0;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const distance = scroller.scrollWidth - scroller.clientWidth;
  const stepPx = Math.max(scroller.clientWidth, Math.ceil(distance / frames));
  const frameDeltasMs: number[] = [];
  let maxHeaderCells = 0;
  let maxRowCells = 0;
  await new Promise<void>((resolve) => {
    let last = 0;
    const frame = (now: number) => {
      if (last > 0) frameDeltasMs.push(now - last);
      last = now;
      maxHeaderCells = Math.max(maxHeaderCells, document.querySelectorAll('[role="columnheader"]').length);
      maxRowCells = Math.max(maxRowCells, document.querySelector('.grid__body > [role="row"]')?.children.length ?? 0);
      if (scroller.scrollLeft >= distance - 1) {
        resolve();
        return;
      }
      scroller.scrollLeft = Math.min(distance, scroller.scrollLeft + stepPx);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  return { frameDeltasMs, maxHeaderCells, maxRowCells };
}
