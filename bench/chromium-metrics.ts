// Chromium's own accounting, through the DevTools protocol.
import type { Page } from '@playwright/test';

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

/** The renderer main thread's CPU so far, in ms: all of it, and the parts Chromium names. */
export interface CpuReading {
  task: number;
  script: number;
  style: number;
  layout: number;
}

/**
 * Reads the page's main-thread CPU time so far (TaskDuration in thread time), and its script,
 * style and layout parts: unlike wall time it does not grow while other processes hold the
 * cores. What a task spends besides those three is mostly paint. Detach when done.
 */
export async function openCpuClock(page: Page): Promise<{ read: () => Promise<CpuReading>; detach: () => Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  return {
    read: async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      const ms = (name: string) => (metrics.find((metric) => metric.name === name)?.value ?? Number.NaN) * 1000;
      return { task: ms('TaskDuration'), script: ms('ScriptDuration'), style: ms('RecalcStyleDuration'), layout: ms('LayoutDuration') };
    },
    detach: () => cdp.detach(),
  };
}
