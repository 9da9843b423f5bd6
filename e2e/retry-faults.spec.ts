import type { Page } from '@playwright/test';
import type { FaultKind } from '../demo-api/server';
import type { Explorer } from './harness';
import { expect, screenshot, test } from './support/explorer-test';
import { expectRowsOfLocation, messagesGrid, pressEndInGrid, statusBar } from './support/ui';

const loadedRows = async (page: Page) => Number(await messagesGrid(page).getAttribute('aria-rowcount')) - 1;

/** Asks for the next page with the given faults queued at the server; resolves with the rows loaded before. */
async function nextPageThrough({ page, demo }: Explorer, ...faults: FaultKind[]): Promise<number> {
  await expect(statusBar(page)).not.toContainText('Request in flight');
  const before = await loadedRows(page);
  demo.queueFaults(...faults);
  await pressEndInGrid(page);
  return before;
}

async function expectMoreRowsThan(page: Page, before: number): Promise<void> {
  await expect.poll(() => loadedRows(page)).toBeGreaterThan(before);
  await expect(messagesGrid(page).getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
}

test('429 and 503: the UI says it is retrying and recovers by itself; a fault storm ends in Retry, which works', async ({
  launch,
}, testInfo) => {
  const explorer = await launch();
  const { page } = explorer;
  await expectRowsOfLocation(page, 'loc-harbor-dental');

  let before = await nextPageThrough(explorer, '503');
  await expect(statusBar(page)).toContainText(/Server busy \(503\) — retrying in 1 s \(attempt 1\)/);
  await expectMoreRowsThan(page, before);

  before = await nextPageThrough(explorer, '429');
  await expect(statusBar(page)).toContainText(/Rate limited \(429\) — retrying in 1 s \(attempt 1\)/);
  await expectMoreRowsThan(page, before);

  // More 500s than the client retries (no Retry-After, so no countdown): the error stays, under
  // the rows already shown, with Retry.
  before = await nextPageThrough(explorer, '500', '500', '500', '500');
  const failure = page.getByRole('alert').filter({ hasText: 'Server error (500)' });
  await expect(failure).toBeVisible({ timeout: 15_000 });
  await expect(failure).toContainText('(4 attempts)');
  await expect(failure).not.toContainText('Resuming in');
  expect(await loadedRows(page)).toBe(before);
  await screenshot(page, testInfo, 'error-500-retry');
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expectMoreRowsThan(page, before);

  // More 429s than the client retries: the server said how long to wait, so a countdown, then it
  // resumes without being asked.
  before = await nextPageThrough(explorer, '429', '429', '429', '429');
  const limited = page.getByRole('alert').filter({ hasText: 'Rate limited (429)' });
  await expect(limited).toContainText(/Resuming in \d s…/, { timeout: 15_000 });
  await expectMoreRowsThan(page, before);
});
