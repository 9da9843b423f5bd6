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

/**
 * Reads the page's main-thread CPU time so far (TaskDuration in thread time): unlike wall time it
 * does not grow while other processes hold the cores. Detach when done.
 */
export async function openCpuClock(page: Page): Promise<{ cpuMs: () => Promise<number>; detach: () => Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  return {
    cpuMs: async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? Number.NaN) * 1000;
    },
    detach: () => cdp.detach(),
  };
}
