// Chromium's own accounting, through the DevTools protocol: the cross-checks the in-page clocks
// cannot give.
import type { Page } from '@playwright/test';

/**
 * Runs `work` and returns, with its result, the renderer main thread's script + style + layout
 * time Chromium counted meanwhile (Performance.getMetrics deltas). It counts everything the
 * thread did, the benchmark's own in-page code included, so it checks the in-page figure's order
 * of magnitude rather than replacing it.
 */
export async function chromiumWorkMs<T>(page: Page, work: () => Promise<T>): Promise<{ result: T; workMs: number }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Performance.enable');
    const read = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      const seconds = (name: string) => metrics.find((metric) => metric.name === name)?.value ?? 0;
      return (seconds('ScriptDuration') + seconds('RecalcStyleDuration') + seconds('LayoutDuration')) * 1000;
    };
    const before = await read();
    const result = await work();
    return { result, workMs: (await read()) - before };
  } finally {
    await cdp.detach();
  }
}

/** Heap in use after a full garbage collection (exact, unlike performance.memory). */
export async function jsHeapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return usedSize / (1024 * 1024);
  } finally {
    await cdp.detach();
  }
}
