import { expect, test } from './support/explorer-test';
import { VIEWPORTS } from './support/looks';
import { expectRowsOfLocation } from './support/ui';

for (const viewport of VIEWPORTS) {
  test(`export dialog by keyboard (${viewport.width}×${viewport.height}): Enter on a choice exports, Escape still cancels`, async ({
    launch,
  }) => {
    const { page } = await launch({ viewport });
    await expectRowsOfLocation(page, 'loc-harbor-dental');
    const dialog = page.getByRole('dialog', { name: 'Export rows' });
    const exported = page.getByRole('status').filter({ hasText: /^Exported 50 rows to/ });

    // Escape closes without exporting, as before.
    await page.keyboard.press('Control+e');
    await expect(dialog.getByRole('radio', { name: 'All results of this search' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(exported).toHaveCount(0);

    // Ctrl+E, an arrow to "All loaded rows", Enter: exported, without tabbing to the button.
    await page.keyboard.press('Control+e');
    await page.keyboard.press('ArrowUp');
    const loaded = dialog.getByRole('radio', { name: /^All loaded rows/ });
    await expect(loaded).toBeChecked();
    await expect(loaded).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(exported).toBeVisible();
    await page.getByRole('button', { name: 'Dismiss export notice' }).click();

    // Enter on an option of the file (a checkbox) exports too.
    await page.keyboard.press('Control+e');
    await page.keyboard.press('ArrowUp');
    await dialog.getByRole('checkbox').first().focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(exported).toBeVisible();
  });
}
