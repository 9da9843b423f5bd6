import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './support/explorer-test';
import { expectRowsOfLocation, messagesGrid, searchButton } from './support/ui';

/** Serious or critical axe violations on the page as it is now, described one per line. */
async function seriousViolations(page: Page): Promise<string[]> {
  // Legacy mode runs axe in the page itself instead of finishing in a new blank page (which the
  // harness's bridge script would load into); only violations are serialised back.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1, 3).join(' ')}`,
      ),
    );
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`no serious or critical accessibility violation on any screen (${colorScheme})`, async ({ launch }, testInfo) => {
    test.setTimeout(120_000);
    const { page } = await launch({ colorScheme });
    await expectRowsOfLocation(page, 'loc-harbor-dental');
    const screens: Record<string, string[]> = {};
    const check = async (name: string) => {
      await screenshot(page, testInfo, `${colorScheme}-${name}`);
      screens[name] = await seriousViolations(page);
    };

    await check('main screen');
    await searchButton(page).click();
    await expect(page.getByRole('button', { name: 'Edit filters' })).toBeVisible();
    await check('main screen, filters folded');

    await page.getByRole('button', { name: 'Manage connection' }).click();
    await page.getByText('Paste a list of locations…').click();
    await page.getByLabel('Location list').fill('loc-1 One\nlöc');
    await check('connection dialog');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Export…' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check('export dialog');
    await page.keyboard.press('Escape');

    await messagesGrid(page).locator('[data-row-index="0"]').dblclick();
    await expect(page.getByRole('complementary', { name: 'Message details' })).toBeVisible();
    await check('detail panel');
    await page.keyboard.press('Escape');

    await messagesGrid(page).locator('[data-row-index="1"]').click({ button: 'right' });
    await check('row menu');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Searches…' }).click();
    await check('searches dialog');
    await page.keyboard.press('Escape');

    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog')).toBeVisible();
    await check('quick switcher');

    expect(screens).toEqual(Object.fromEntries(Object.keys(screens).map((name) => [name, []])));
  });
}
