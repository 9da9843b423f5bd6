import { DEMO_CONNECTION } from '../demo-api/demo-connection';
import { expect, screenshot, test } from './support/explorer-test';
import { LOOKS } from './support/looks';
import { expectRowsOfLocation, locationSelect, pressEndInGrid, statusBar } from './support/ui';

// Issue 17, point 8: an error is said where the agent looks, and its first button is the likely fix.

for (const look of LOOKS) {
  test(`a later page that fails is in the status bar, with Retry (${look.name})`, async ({ launch }, testInfo) => {
    const { page, demo } = await launch({
      colorScheme: look.colorScheme,
      viewport: look.viewport,
      demoConfig: { latencyMs: 0, sparsePages: 0 },
    });
    await expectRowsOfLocation(page, 'loc-harbor-dental');
    const bar = statusBar(page);
    await expect(bar).toContainText('More available');
    await expect(bar).not.toContainText('Request in flight');
    // Every attempt at the next page fails (the client tries 4 times).
    demo.queueFaults('500', '500', '500', '500');
    await pressEndInGrid(page);
    await expect(bar).toContainText(/Page \d+ failed to load: Server error \(500\)/, { timeout: 20_000 });
    await screenshot(page, testInfo, `failed-page-${look.name}`);

    await bar.getByRole('button', { name: 'Retry' }).click();
    await expect(bar).not.toContainText('failed to load');
    await expect(bar).toContainText(/\d+ rows · \d+ pages loaded/);
  });

  test(`a location the token may not access says so, leads with Pick another location and is marked refused (${look.name})`, async ({
    launch,
  }, testInfo) => {
    const { page } = await launch({
      colorScheme: look.colorScheme,
      viewport: look.viewport,
      demoConfig: { latencyMs: 0, tokens: { [DEMO_CONNECTION.token]: ['loc-harbor-dental', 'loc-maple-bakery'] } },
    });
    await expectRowsOfLocation(page, 'loc-harbor-dental');
    await locationSelect(page).selectOption('loc-riverside-clinic');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText("This token can't access Riverside Family Clinic (loc-riverside-clinic).");
    await expect(alert.locator('.button--primary')).toHaveText('Pick another location');
    // Marked in the top bar and the switchers, not "Unverified".
    await expect(page.getByRole('button', { name: 'Refused: verify access to Riverside Family Clinic' })).toBeVisible();
    await expect(locationSelect(page).locator('option[value="loc-riverside-clinic"]')).toContainText('✗ refused');
    // The server's own words, one click away.
    await alert.getByText('What the server said').click();
    await expect(alert).toContainText('This API token may not access location "loc-riverside-clinic".');
    await screenshot(page, testInfo, `refused-location-${look.name}`);

    await page.keyboard.press('Control+k');
    await expect(page.getByRole('option', { name: /Riverside Family Clinic.*Refused/ })).toBeVisible();
    await screenshot(page, testInfo, `refused-in-switcher-${look.name}`);
  });
}

test('a server that words every 401 alike: main checks the token on another location to tell a refused location', async ({ launch }) => {
  const { page } = await launch({
    demoConfig: {
      latencyMs: 0,
      unauthorizedWording: 'bare',
      tokens: { [DEMO_CONNECTION.token]: ['loc-harbor-dental', 'loc-maple-bakery'] },
    },
  });
  await expectRowsOfLocation(page, 'loc-harbor-dental');
  await locationSelect(page).selectOption('loc-riverside-clinic');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText("This token can't access Riverside Family Clinic (loc-riverside-clinic).");
  await expect(alert.locator('.button--primary')).toHaveText('Pick another location');
  await alert.getByText('What the server said').click();
  await expect(alert).toContainText('Unauthorized');
});
