import { randomUUID } from 'node:crypto';
import { expect, screenshot, test } from './support/explorer-test';
import { LOOKS } from './support/looks';
import { locationSelect } from './support/ui';

const GRANTED = 'loc-north-pier';
const REFUSED = 'loc-west-gate';

for (const look of LOOKS) {
  test(`a search marks its location's badge, verified when answered and refused after a 401: ${look.name}`, async ({
    launch,
    startApi,
  }, testInfo) => {
    const token = `e2e-${randomUUID()}`;
    const api = await startApi({
      tokens: { [token]: [GRANTED] },
      locations: { [GRANTED]: { name: 'North Pier', messages: 5 }, [REFUSED]: { name: 'West Gate', messages: 5 } },
    });
    const { page } = await launch({ colorScheme: look.colorScheme, viewport: look.viewport });
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
    const source = page.getByRole('navigation', { name: 'Data source' });

    // No Verify clicked and no test run: the search the location opens with, answered, is the proof the badge asks for.
    await expect(locationSelect(page)).toHaveValue(GRANTED);
    await expect(source.getByText('Verified', { exact: true })).toBeVisible();
    await expect(locationSelect(page).getByRole('option', { name: /loc-north-pier/ })).toContainText('✓');
    await screenshot(page, testInfo, `badge-verified-${look.name}`);

    await locationSelect(page).selectOption({ value: REFUSED });
    await expect(page.getByRole('alert').filter({ hasText: 'Access to this location was refused (401)' })).toBeVisible();
    await expect(source.getByRole('button', { name: /verify access to loc-west-gate/ })).toHaveText('Refused · Verify');
    await expect(locationSelect(page).getByRole('option', { name: /loc-west-gate/ })).toContainText('✗ refused');
    await screenshot(page, testInfo, `badge-refused-${look.name}`);
  });
}
