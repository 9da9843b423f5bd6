import { firstRunJourney } from './journeys/first-run';
import { expect, screenshot, test } from './support/explorer-test';
import { gridRow, messagesGrid } from './support/ui';

test('first run on the demo: search, scroll to the end, every matching message once', async ({ launch }, testInfo) => {
  const { page, demo } = await launch();
  await firstRunJourney(page, demo.config, {
    onScreen: async (name) => {
      await screenshot(page, testInfo, name);
    },
  });

  // The detail panel of the first row: every field and the raw JSON, with copy buttons.
  const grid = messagesGrid(page);
  await grid.press('Home');
  const firstId = (await gridRow(page, 0).locator('[data-column="id"]').textContent()) ?? '';
  expect(firstId).toMatch(/^SM[0-9a-f]+$/);
  await grid.press('Enter');
  const details = page.getByRole('complementary', { name: 'Message details' });
  await expect(details).toContainText(firstId);
  await expect(details.getByRole('button', { name: 'Copy raw JSON' })).toBeVisible();
  await expect(details.getByRole('button', { name: 'Copy contact', exact: true })).toBeVisible();
  await screenshot(page, testInfo, 'detail-panel');
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(grid).toBeFocused();
});
