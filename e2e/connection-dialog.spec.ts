import { randomUUID } from 'node:crypto';
import { expect, screenshot, test } from './support/explorer-test';
import { connectionSelect } from './support/ui';

const VIEWPORTS = [
  { width: 1024, height: 640 },
  { width: 1920, height: 1080 },
];
const GRANTED = ['loc-north-pier', 'loc-south-dock'];
const REFUSED = 'loc-west-gate';

for (const colorScheme of ['light', 'dark'] as const) {
  for (const viewport of VIEWPORTS) {
    test(`connection dialog (${colorScheme}, ${viewport.width}×${viewport.height}): fields in order, a typo flagged, the token tested per location before saving`, async ({
      launch,
      startApi,
    }, testInfo) => {
      const token = `e2e-${randomUUID()}`;
      const api = await startApi({
        tokens: { [token]: GRANTED },
        locations: Object.fromEntries([...GRANTED, REFUSED].map((id) => [id, { name: id, messages: 20 }])),
      });
      const { page } = await launch({ colorScheme, viewport });
      await page.getByRole('button', { name: 'Add connection' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a connection' });

      // Label, base URL, token, locations; the advanced settings folded below them.
      const order = await dialog
        .locator('input, summary')
        .evaluateAll((nodes) =>
          nodes.map((node) =>
            node.tagName === 'SUMMARY'
              ? node.textContent
              : ((node as HTMLInputElement).labels?.[0]?.textContent ?? node.getAttribute('aria-label')),
          ),
        );
      const at = (name: string) => order.indexOf(name);
      expect([at('Label'), at('Base URL'), at('API token'), at('New location id'), at('Advanced settings')]).toEqual(
        [at('Label'), at('Base URL'), at('API token'), at('New location id'), at('Advanced settings')].sort((a, b) => a - b),
      );
      await expect(dialog.getByLabel('Maximum page size')).toBeHidden();

      await dialog.getByLabel('Label').fill('Pier API');
      await dialog.getByLabel('Base URL').fill(api.baseUrl);
      await dialog.getByLabel('API token').fill(token);
      await dialog.getByText('Paste a list of locations…').click();
      await dialog.getByLabel('Location list').fill(`${GRANTED[0]} North Pier\nloc bad id\n${GRANTED[1]}\n${REFUSED}`);
      const preview = dialog.getByRole('table', { name: 'Pasted locations' });
      await expect(preview.getByRole('row').filter({ hasText: 'bad id' })).toContainText('Likely a typo');
      await screenshot(page, testInfo, `connection-paste-${colorScheme}-${viewport.width}`);
      await dialog.getByRole('button', { name: 'Add 3 locations' }).click();

      const searchesBefore = api.requests.length;
      await dialog.getByRole('button', { name: 'Test connection' }).click();
      await expect(dialog.getByText('2 of 3 locations accessible with this token.')).toBeVisible();
      const row = (id: string) => dialog.getByRole('listitem').filter({ has: page.getByText(id, { exact: true }) });
      for (const id of GRANTED) await expect(row(id)).toContainText('✓ Accessible');
      await expect(row(REFUSED)).toContainText('✗');
      await expect(row(REFUSED)).not.toContainText(token);
      expect(
        api.requests
          .slice(searchesBefore)
          .map((request) => request.headers['location-id'])
          .sort(),
      ).toEqual([...GRANTED, REFUSED].sort());
      // Nothing was saved by the test.
      await expect(connectionSelect(page).getByRole('option', { name: /Pier API/ })).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Test connection' }).scrollIntoViewIfNeeded();
      await screenshot(page, testInfo, `connection-tested-${colorScheme}-${viewport.width}`);

      const add = dialog.getByRole('button', { name: 'Add connection' });
      await add.scrollIntoViewIfNeeded();
      await expect(add).toBeInViewport();
      await add.click();
      // One location refused the token: saving it anyway is asked first.
      await expect(dialog.getByRole('alert')).toContainText(`The test failed: save anyway? 1 of 3 locations failed; ${REFUSED}:`);
      await dialog.getByRole('button', { name: 'Save anyway' }).click();
      await expect(dialog).toBeHidden();
      await expect(connectionSelect(page).getByRole('option', { name: /Pier API/ })).toHaveCount(1);
    });
  }
}
