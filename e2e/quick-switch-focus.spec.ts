import { expect, test } from './support/explorer-test';
import { VIEWPORTS } from './support/looks';
import { gridRow, locationSelect } from './support/ui';

for (const viewport of VIEWPORTS) {
  test(`Ctrl+K to one location (${viewport.width}×${viewport.height}): the search form's first field has the focus, as after Ctrl+K to all locations`, async ({
    launch,
  }) => {
    const { page } = await launch({ viewport });
    await expect(gridRow(page, 0)).toBeVisible();
    const searchText = page.getByLabel('Search text');
    // By keyboard to another location, then straight on typing a search.
    await page.keyboard.press('Control+k');
    await page.keyboard.type('maple');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Switch connection and location' })).toBeHidden();
    await expect(locationSelect(page)).toHaveValue(/maple/);
    await expect(searchText).toBeFocused();
    await page.keyboard.type('refill');
    await expect(searchText).toHaveValue('refill');

    // From the search across locations back to one location: the same landing.
    await page.keyboard.press('Control+k');
    await page.keyboard.type('all locations');
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Search text')).toBeFocused();
    await page.keyboard.press('Control+k');
    await page.keyboard.type('harbor');
    await page.keyboard.press('Enter');
    await expect(locationSelect(page)).toHaveValue('loc-harbor-dental');
    await expect(searchText).toBeFocused();
  });
}
