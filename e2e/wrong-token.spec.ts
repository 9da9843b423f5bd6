import { randomUUID } from 'node:crypto';
import { expect, screenshot, test } from './support/explorer-test';
import { LOOKS } from './support/looks';
import { connectionSelect } from './support/ui';

const LOCATION = 'loc-harbor-dental';

for (const look of LOOKS) {
  test(`add a connection with a wrong token, to the built-in demo API: ${look.name}`, async ({ launch }, testInfo) => {
    const { page } = await launch({ colorScheme: look.colorScheme, viewport: look.viewport, columns: 'app-default' });
    const wrongToken = `e2e-wrong-${randomUUID()}`;
    let clicks = 0;
    const click = async (target: ReturnType<typeof page.getByRole>) => {
      clicks += 1;
      await target.click();
    };
    let typed = 0;
    const fill = async (target: ReturnType<typeof page.getByRole>, text: string) => {
      await click(target);
      typed += text.length;
      await target.fill(text);
    };

    await click(page.getByRole('button', { name: 'Add connection' }).first());
    const dialog = page.getByRole('dialog', { name: 'Add a connection' });
    await fill(dialog.getByLabel('Label'), 'Second token');
    await click(dialog.getByRole('button', { name: 'Use the Built-in demo API' }));
    await expect(dialog.getByLabel('Base URL')).toHaveValue('Built-in demo API');
    // The hint says what was chosen, not what an address typed must be.
    await expect(dialog.getByText('The demo server on this computer: the app finds its address at every start')).toBeVisible();
    await expect(dialog.getByText('https, or http for this computer only')).toHaveCount(0);
    await fill(dialog.getByLabel('API token'), wrongToken);
    await fill(dialog.getByLabel('New location id'), LOCATION);
    await page.keyboard.press('Enter');
    await click(dialog.getByRole('button', { name: 'Test connection' }));
    // The demo says the token is not valid: told as the token's problem, not as two possible causes.
    await expect(dialog.getByText('0 of 1 location accessible with this token.')).toBeVisible();
    await expect(dialog).toContainText(
      'The API token of connection "Second token" was refused (HTTP 401): it is invalid or has been revoked.',
    );
    await expect(dialog).not.toContainText('Either the API token is invalid');

    await click(dialog.getByRole('button', { name: 'Add connection' }));
    await expect(dialog.getByRole('alert')).toContainText('The test failed: save anyway?');
    await screenshot(page, testInfo, `save-anyway-${look.name}`);
    await click(dialog.getByRole('button', { name: 'Save anyway' }));
    await expect(dialog).toBeHidden();

    await expect(connectionSelect(page).getByRole('option', { selected: true })).toHaveText(`Second token …${wrongToken.slice(-4)}`);
    const alert = page.getByRole('alert').filter({ hasText: 'The API token was refused (401)' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('button').first()).toHaveText('Re-enter token');
    // The way out has the focus, not the dialog's opener (Add connection) many Tabs away.
    await expect(alert.getByRole('button', { name: 'Re-enter token' })).toBeFocused();
    // Nothing over every page can run against a refused token: said where the button is.
    const exportAll = page.getByRole('toolbar', { name: 'Results' }).getByRole('button', { name: 'Export all results…' });
    await expect(exportAll).toBeDisabled();
    await expect(exportAll).toHaveAttribute('title', 'The API token was refused: re-enter it first.');
    await screenshot(page, testInfo, `wrong-token-refused-${look.name}`);
    testInfo.annotations.push({
      type: 'clicks and keys',
      description: `${clicks} clicks (3 of them into fields), ${typed} characters typed + Enter`,
    });
  });
}
