import { expect, screenshot, test } from './support/explorer-test';
import { gridRow, messagesGrid } from './support/ui';

// Manage connection → Fields: what the app reads each role from, shown and correctable; and the
// one line the grid says when no time is found, with the way to choose one.

for (const colorScheme of ['light', 'dark'] as const) {
  for (const viewport of [
    { width: 1024, height: 640 },
    { width: 1920, height: 1080 },
  ]) {
    test(`fields of a connection (${colorScheme}, ${viewport.width}×${viewport.height}): detected, chosen, and said when the time is missing`, async ({
      launch,
    }, testInfo) => {
      const { page } = await launch({ viewport, colorScheme, columns: 'app-default' });
      await expect(gridRow(page, 3)).toBeVisible();

      await page.getByRole('button', { name: 'Manage connection' }).click();
      const dialog = page.getByRole('dialog');
      const time = dialog.getByRole('combobox', { name: 'Time', exact: true });
      await time.scrollIntoViewIfNeeded();
      await expect(time.locator('option:checked')).toHaveText('Detected: created_at');
      await expect(dialog.getByRole('combobox', { name: 'Message', exact: true }).locator('option:checked')).toHaveText('Detected: body');
      await screenshot(page, testInfo, `fields-detected-${colorScheme}-${viewport.width}`);

      // Before: a time. After choosing none: one line says so, with the way back; the rows stay.
      await time.selectOption({ label: 'None (not in these records)' });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      const note = page.getByText(/No time field found in these messages/);
      await expect(note).toBeVisible();
      await expect(gridRow(page, 3)).toBeVisible();
      await expect(messagesGrid(page).locator('[role="columnheader"][data-column="created_at"]')).toHaveCount(0);
      await screenshot(page, testInfo, `fields-no-time-${colorScheme}-${viewport.width}`);

      await page.getByRole('button', { name: 'Choose the time field' }).click();
      const focused = page.getByRole('dialog').getByRole('combobox', { name: 'Time', exact: true });
      await expect(focused).toBeFocused();
      await focused.selectOption({ label: 'Detected: created_at' });
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
      await expect(note).toHaveCount(0);
      await expect(messagesGrid(page).locator('[role="columnheader"][data-column="created_at"]')).toContainText('Time');
    });
  }
}
