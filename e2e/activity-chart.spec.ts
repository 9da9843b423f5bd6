import type { Page, TestInfo } from '@playwright/test';
import { expect, screenshot, test } from './support/explorer-test';
import { LOOKS } from './support/looks';
import { expectRowsOfLocation, searchForm, statusBar } from './support/ui';

const chart = (page: Page) => page.getByRole('region', { name: 'Activity over time' });
const source = (page: Page) => page.getByTestId('activity-source');

/** Screenshots go to the test's output, and to SHOTS_DIR when set (to look at them outside the report). */
async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = await screenshot(page, testInfo, name);
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, animations: 'disabled', caret: 'hide' });
  void path;
}

for (const look of LOOKS) {
  test(`activity chart looks right: ${look.name}`, async ({ launch }, testInfo) => {
    const { page } = await launch({ colorScheme: look.colorScheme, viewport: look.viewport });
    await expectRowsOfLocation(page, 'loc-harbor-dental');
    await expect(source(page)).toHaveText(/^from 50 loaded messages/);
    await shoot(page, testInfo, `chart-loaded-${look.name}`);
    await chart(page).getByRole('button', { name: 'Count all' }).click();
    await expect(source(page)).toHaveText('all 2,400 messages');
    await chart(page).getByRole('button', { name: 'Table' }).click();
    await shoot(page, testInfo, `chart-counted-table-${look.name}`);
  });
}
