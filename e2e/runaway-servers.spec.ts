import { columnOf, readGridToEnd } from './support/grid-reader';
import { expect, screenshot, test } from './support/explorer-test';
import { expectedIds } from './support/rows';
import { expectRowsOfLocation, locationSelect, messagesGrid, pressEndInGrid } from './support/ui';

test('a long run of empty pages: the grid pauses after 10 and asks, then goes on to the rows', async ({ launch }, testInfo) => {
  const { page, demo } = await launch({ demoConfig: { emptyPagesFirst: 15, latencyMs: 0 }, viewport: { width: 1024, height: 640 } });
  await locationSelect(page).selectOption('loc-maple-bakery');
  const prompt = page.getByRole('status').filter({ hasText: 'No new row in the last 10 pages: the server sent 10 empty pages' });
  await expect(prompt).toBeVisible();
  const asked = demo.requests.length;
  await page.waitForTimeout(500);
  expect(demo.requests.length, 'nothing is fetched while the question is open').toBe(asked);
  await screenshot(page, testInfo, 'empty-pages-prompt');

  await prompt.getByRole('button', { name: 'Keep looking' }).click();
  const read = await readGridToEnd(page);
  expect(read.footer).toBe('End of results');
  expect(columnOf(read, 'id')).toEqual(expectedIds(demo.config, 'loc-maple-bakery'));
});

test('a server that repeats its next_page_token: the grid stops, says so, and shows each row once', async ({ launch }, testInfo) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const { page, demo } = await launch({ demoConfig: { repeatNextToken: true }, colorScheme, viewport: { width: 1920, height: 1080 } });
    await locationSelect(page).selectOption('loc-maple-bakery');
    await expectRowsOfLocation(page, 'loc-maple-bakery');
    await pressEndInGrid(page);
    const stop = page.getByRole('alert').filter({ hasText: 'The server is repeating its pages' });
    await expect(stop).toBeVisible();
    await expect(stop).toContainText('next_page_token it had already sent');
    await expect(messagesGrid(page)).toHaveAttribute('aria-rowcount', String(100 + 1));
    await stop.scrollIntoViewIfNeeded();
    await screenshot(page, testInfo, `server-loop-${colorScheme}`);
    const sent = demo.requests.length;

    await stop.getByRole('button', { name: 'Start again from the first page' }).click();
    await expectRowsOfLocation(page, 'loc-maple-bakery');
    await pressEndInGrid(page);
    await expect(page.getByRole('alert').filter({ hasText: 'The server is repeating its pages' })).toBeVisible();
    expect(demo.requests.length).toBe(sent + 2);
  }
});
