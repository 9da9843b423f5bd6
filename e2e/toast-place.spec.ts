import type { Locator, Page } from '@playwright/test';
import { expect, screenshot, test } from './support/explorer-test';
import { LOOKS } from './support/looks';
import { gridRow, locationSelect, statusBar } from './support/ui';

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

/**
 * The toast leaves after 3.5 s, which a loaded machine can spend between two measurements: the
 * same copy is made again for the next try, so the check waits for a toast to measure, not a race.
 */
async function copiedAgainIfGone(page: Page, toast: Locator): Promise<void> {
  if (await toast.isVisible()) return;
  await page.keyboard.press('Alt+Shift+X');
  await expect(toast).toBeVisible();
}

/**
 * The first three rows selected, as a click and a Shift+click do: done again until the status bar
 * says so, since a click a loaded machine lands while the chart drawn after the first paint moves
 * the grid down selects another row, or none.
 */
async function selectFirstThreeRows(page: Page): Promise<void> {
  await expect(async () => {
    await gridRow(page, 0).locator('[data-column="created_at"]').click();
    await gridRow(page, 2)
      .locator('[data-column="created_at"]')
      .click({ modifiers: ['Shift'] });
    await expect(statusBar(page)).toContainText('3 rows selected', { timeout: 2_000 });
  }).toPass();
}

for (const look of LOOKS) {
  test(`"Copied N messages" sits over the status bar, covering no row (${look.name})`, async ({ launch }, testInfo) => {
    const { page } = await launch({ colorScheme: look.colorScheme, viewport: look.viewport, columns: 'app-default' });
    await expect(gridRow(page, 3)).toBeVisible();
    await selectFirstThreeRows(page);
    await page.keyboard.press('Alt+Shift+X');
    const toast = page.locator('.toast').filter({ hasText: 'Copied 3 messages as Text' });
    await expect(toast).toBeVisible();
    await screenshot(page, testInfo, `toast-${look.name}`);
    const items = statusBar(page).locator(':scope > :not(:has(.toast))');
    await expect(items).toHaveCount(2);
    await expect(async () => {
      await copiedAgainIfGone(page, toast);
      // Within the status bar's height, below the results' last pixel: no row or message under it.
      const [shown, bar, results] = await Promise.all([box(toast), box(statusBar(page)), box(page.getByRole('main', { name: 'Results' }))]);
      expect(shown.y).toBeGreaterThanOrEqual(bar.y);
      expect(shown.y + shown.height).toBeLessThanOrEqual(bar.y + bar.height);
      expect(shown.y).toBeGreaterThanOrEqual(results.y + results.height);
      // Nor over what the status bar says: its left and right groups stay clear.
      for (const said of await Promise.all((await items.all()).map(box))) {
        expect(shown.x >= said.x + said.width || shown.x + shown.width <= said.x, 'the toast overlaps a status bar item').toBe(true);
      }
    }).toPass();
  });
}

for (const look of LOOKS) {
  test(`across locations, "Copied" sits in the toolbar's free middle, covering no row (${look.name})`, async ({ launch }, testInfo) => {
    const { page } = await launch({ colorScheme: look.colorScheme, viewport: look.viewport, columns: 'app-default' });
    await expect(gridRow(page, 0)).toBeVisible();
    await locationSelect(page).selectOption({ label: 'All locations (3)' });
    await page
      .getByRole('main', { name: /^All 3 locations/ })
      .getByLabel('Search text')
      .fill('appointment');
    await page.keyboard.press('Enter');
    const grid = page.getByRole('grid').first();
    await expect(grid.locator('[role="row"][aria-rowindex="3"]')).toBeVisible();
    await grid.locator('[role="row"][aria-rowindex="2"] [role="gridcell"]').first().click();
    await page.keyboard.press('Alt+Shift+X');
    const toast = page.locator('.toast').filter({ hasText: 'Copied 1 message as Text' });
    await expect(toast).toBeVisible();
    await screenshot(page, testInfo, `toast-across-${look.name}`);
    const toolbar = page.getByRole('toolbar', { name: 'Results from all locations' });
    await expect(async () => {
      await copiedAgainIfGone(page, toast);
      const [shown, bar, rows] = await Promise.all([box(toast), box(toolbar), box(grid.getByRole('row').nth(1))]);
      expect(shown.y).toBeGreaterThanOrEqual(bar.y);
      expect(shown.y + shown.height).toBeLessThanOrEqual(bar.y + bar.height);
      expect(shown.y + shown.height).toBeLessThanOrEqual(rows.y);
    }).toPass();
  });
}

for (const look of LOOKS) {
  test(`with the Export dialog open, "Copied" shows in the dialog's foot, not over it (${look.name})`, async ({ launch }, testInfo) => {
    const { page } = await launch({ colorScheme: look.colorScheme, viewport: look.viewport, columns: 'app-default' });
    await expect(gridRow(page, 3)).toBeVisible();
    await selectFirstThreeRows(page);
    const dialog = page.getByRole('dialog', { name: 'Export rows' });
    const toast = dialog.locator('.toast').filter({ hasText: 'Copied 3 messages as Text' });
    // The toast leaves after 3.5 s, which a loaded machine can spend opening the dialog: then the
    // dialog is closed and the copy made again, so the check waits for a toast to measure.
    await expect(async () => {
      if (await dialog.isVisible()) await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await page.keyboard.press('Alt+Shift+X');
      await page.keyboard.press('Control+e');
      await expect(toast).toBeVisible({ timeout: 3_000 });
      // Beside the title, in view and inside the dialog's box, above its first choice: it covers none of them.
      const [shown, frame, first] = await Promise.all([box(toast), box(dialog), box(dialog.getByRole('group').first())]);
      expect(shown.y + shown.height).toBeLessThanOrEqual(first.y);
      expect(shown.y).toBeGreaterThanOrEqual(frame.y);
      expect(shown.x + shown.width).toBeLessThanOrEqual(frame.x + frame.width);
      expect(shown.y + shown.height).toBeLessThanOrEqual(look.viewport.height);
    }).toPass();
    await screenshot(page, testInfo, `toast-in-dialog-${look.name}`);
  });
}
