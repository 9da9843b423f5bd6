import type { Locator } from '@playwright/test';
import { expect, screenshot, test } from './support/explorer-test';
import { LOOKS } from './support/looks';
import { locationSelect } from './support/ui';

const LOCATION = 'loc-harbor-dental';

/** How far the element reaches past the right edge of `container` (0 when inside), in px. */
async function overflowPast(element: Locator, container: Locator): Promise<number> {
  const [inner, outer] = await Promise.all([element.boundingBox(), container.boundingBox()]);
  if (!inner || !outer) throw new Error('Not laid out.');
  return Math.max(0, inner.x + inner.width - (outer.x + outer.width));
}

for (const look of LOOKS) {
  test(`the Location select shows the name whole, and Fields' selects keep to their column: ${look.name}`, async ({ launch }, testInfo) => {
    const { page } = await launch({ colorScheme: look.colorScheme, viewport: look.viewport });
    await locationSelect(page).selectOption(LOCATION);
    // The name alone, whole; the id is one hover away.
    await expect(locationSelect(page).locator('option:checked')).toHaveText(/^Harbor Dental Studio( ✓)?$/);
    await expect(locationSelect(page)).toHaveAttribute('title', 'Harbor Dental Studio (loc-harbor-dental)');
    const fits = await locationSelect(page).evaluate((select) => {
      const option = (select as HTMLSelectElement).selectedOptions[0];
      const probe = document.createElement('span');
      probe.style.font = getComputedStyle(select).font;
      probe.style.position = 'absolute';
      probe.textContent = option?.textContent ?? '';
      document.body.append(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      // The arrow and padding take about 24 px of the select's width.
      return width + 24 <= select.getBoundingClientRect().width;
    });
    expect(fits).toBe(true);
    await screenshot(page, testInfo, `location-name-${look.name}`);

    await page.getByRole('button', { name: 'Manage connection' }).click();
    const fields = page.getByRole('group', { name: 'Fields' });
    await fields.scrollIntoViewIfNeeded();
    const selects = fields.getByRole('combobox');
    expect(await selects.count()).toBeGreaterThan(0);
    for (const select of await selects.all()) {
      expect(await overflowPast(select, select.locator('xpath=ancestor::td[1]'))).toBe(0);
    }
    await screenshot(page, testInfo, `fields-section-${look.name}`);
  });
}
