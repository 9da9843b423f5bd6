import { randomUUID } from 'node:crypto';
import { expect, screenshot, test } from './support/explorer-test';
import { VIEWPORTS } from './support/looks';
import { locationSelect } from './support/ui';

const GRANTED = 'loc-north-pier';
const REFUSED = 'loc-west-gate';

for (const viewport of VIEWPORTS) {
  test(`Test connection in Manage connection (${viewport.width}×${viewport.height}): the saved token's results show on the badges, another token's do not`, async ({
    launch,
    startApi,
  }, testInfo) => {
    const token = `e2e-${randomUUID()}`;
    const api = await startApi({
      tokens: { [token]: [GRANTED] },
      locations: { [GRANTED]: { name: 'North Pier', messages: 5 }, [REFUSED]: { name: 'West Gate', messages: 5 } },
    });
    const { page } = await launch({ viewport });
    await page.getByRole('button', { name: 'Add connection' }).first().click();
    const adding = page.getByRole('dialog', { name: 'Add a connection' });
    await adding.getByLabel('Label').fill('Pier API');
    await adding.getByLabel('Base URL').fill(api.baseUrl);
    await adding.getByLabel('API token').fill(token);
    for (const id of [GRANTED, REFUSED]) {
      await adding.getByLabel('New location id').fill(id);
      await adding.getByLabel('New location id').press('Enter');
    }
    await adding.getByRole('button', { name: 'Add connection' }).click();
    await expect(adding).toBeHidden();
    // The location opens with a search: answered, it needs no Verify (access-badges.spec.ts); the other one is unchecked.
    const verified = page.getByRole('navigation', { name: 'Data source' }).getByText('Verified', { exact: true });
    await expect(verified).toBeVisible();
    const refused = locationSelect(page).getByRole('option', { name: /loc-west-gate/ });
    await expect(refused).not.toContainText('✗');

    const test = async (typed: string, found: string) => {
      await page.getByRole('button', { name: 'Manage connection' }).click();
      const dialog = page.getByRole('dialog', { name: 'Connection “Pier API”' });
      await dialog.getByLabel('API token').fill(typed);
      await dialog.getByRole('button', { name: 'Test connection' }).click();
      await expect(dialog.getByText(found)).toBeVisible();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
    };
    // Another token, typed and not saved: what it may read says nothing of the saved one.
    await test(`e2e-${randomUUID()}`, '0 of 2 locations accessible with this token.');
    await expect(verified).toBeVisible();
    await expect(refused).not.toContainText('✗');

    // The saved token itself: the same one-result search as Verify, so its results are the badges'.
    await test(token, '1 of 2 locations accessible with this token.');
    await expect(verified).toBeVisible();
    await expect(refused).toContainText('✗ refused');
    await screenshot(page, testInfo, `test-connection-badges-${viewport.width}`);
  });
}
