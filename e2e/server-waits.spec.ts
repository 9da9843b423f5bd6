import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import type { DemoApi, DemoApiConfigInput } from '../demo-api/server';
import type { Explorer, LaunchOptions } from './harness';
import { expect, screenshot, test } from './support/explorer-test';
import { LOOKS } from './support/looks';
import { connectionSelect, expectRowsOfLocation } from './support/ui';

/**
 * A server's Retry-After goes through one clamp (common/errors/server-wait.ts): these journeys
 * count what a hostile server receives over a window and assert upper bounds only, so a slow
 * machine can only send fewer requests, never fail them.
 */
const LOCATION = 'loc-waits';
const token = `test-${randomUUID()}`;
const base: DemoApiConfigInput = {
  tokens: { [token]: [LOCATION] },
  locations: { [LOCATION]: { name: 'Waiting Room', messages: 60 } },
  latencyMs: 0,
};

const searchesTo = (api: DemoApi) => api.requests.filter((request) => request.path.endsWith(':search')).length;
const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function openOn(launch: (options: LaunchOptions) => Promise<Explorer>, api: DemoApi, look: (typeof LOOKS)[number]): Promise<Page> {
  const { page } = await launch({
    colorScheme: look.colorScheme,
    viewport: look.viewport,
    connections: [
      { label: 'Waits', baseUrl: api.baseUrl, token, locations: [{ id: LOCATION, name: 'Waiting Room' }], followIntervalMs: 1000 },
    ],
  });
  await connectionSelect(page).selectOption({ label: `Waits …${token.slice(-4)}` });
  return page;
}

for (const [index, look] of LOOKS.entries()) {
  test(`Follow and a Retry-After of 3,000,000 s (${look.name}): a few requests, then it stops and says why, with Retry`, async ({
    launch,
    startApi,
  }, testInfo) => {
    test.setTimeout(90_000);
    const api = await startApi({ ...base, faults: { rate: 0, retryAfterSeconds: 3_000_000 } });
    const page = await openOn(launch, api, look);
    await expectRowsOfLocation(page, LOCATION);

    // From now on every search is refused with "wait 34 days" (a timer past 2^31 - 1 ms fires at once).
    api.queueFaults(...Array.from({ length: 5_000 }, () => '429' as const));
    const before = searchesTo(api);
    const started = Date.now();
    await page.getByRole('toolbar', { name: 'Results' }).getByRole('button', { name: 'Follow' }).click();
    const bar = page.locator('.follow-bar');
    await expect(bar).toContainText('The server asked to wait 34 days; stopped. Retry when you choose.');
    await expect(bar.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
    await screenshot(page, testInfo, `follow-stopped-long-wait-${look.name}`);

    if (index === 0) {
      await after(Math.max(0, 12_000 - (Date.now() - started)));
      expect(searchesTo(api) - before, 'requests in the 12 s after Follow was pressed').toBeLessThanOrEqual(3);
      await expect(bar.getByRole('button', { name: 'Retry' })).toBeVisible();
    }
  });

  test(`the grid and a Retry-After of 0 (${look.name}): resumes after a growing floor, then keeps its error and Retry in view`, async ({
    launch,
    startApi,
  }, testInfo) => {
    test.setTimeout(120_000);
    const api = await startApi({ ...base, faults: { rate: 1, kinds: ['503'], retryAfterSeconds: 0 } });
    const page = await openOn(launch, api, look);
    await expect.poll(() => searchesTo(api)).toBeGreaterThan(0);
    const failure = page.getByRole('alert').filter({ hasText: 'HTTP 503' });

    if (index === 0) {
      await after(10_000);
      expect(searchesTo(api), 'requests in the first 10 s').toBeLessThanOrEqual(15);
    }
    // Main's 4 attempts, then 3 automatic resumes of 4 each (1 s, 2 s, 4 s before them): then the user is asked.
    await expect(failure).toContainText('The server asked to wait again after 3 automatic retries; stopped. Retry when you choose.', {
      timeout: 60_000,
    });
    await expect(failure.getByRole('button', { name: 'Retry' })).toBeInViewport();
    await expect(failure).not.toContainText('Resuming in');
    const asked = searchesTo(api);
    expect(asked, 'requests until the user is asked').toBeLessThanOrEqual(16);
    await screenshot(page, testInfo, `grid-retry-after-0-${look.name}`);

    if (index === 0) {
      await after(3_000);
      expect(searchesTo(api), 'nothing more by itself').toBe(asked);
      await expect(failure.getByRole('button', { name: 'Retry' })).toBeInViewport();
    }
  });
}
