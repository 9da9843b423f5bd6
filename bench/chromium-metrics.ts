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
