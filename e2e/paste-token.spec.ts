import { randomUUID } from 'node:crypto';
import { PASTE_GRANT_MS } from '../electron/app/paste-grants';
import type { ExplorerApi } from '../common/ipc/contract';
import { expect, test } from './support/explorer-test';

// Main reads the clipboard only right after the user's press (electron/app/paste-grants.ts); in the
// harness the presses are Playwright's real input, passed on by the bridge.
test('Paste token reads the clipboard on a click or Enter, never on the page’s own say-so', async ({ launch }) => {
  const explorer = await launch();
  const { page } = explorer;
  const token = `e2e-${randomUUID()}`;
  await explorer.clipboard.writeText(token);

  // Script in the page asking by itself gets a refusal that says why, and nothing of the clipboard.
  const unasked = await page.evaluate(() => (window as unknown as { explorer: ExplorerApi }).explorer.clipboardReadText({}));
  expect(unasked).toMatchObject({ ok: false, error: { kind: 'invalid_request', message: expect.stringContaining('click Paste') } });
  expect(JSON.stringify(unasked)).not.toContain(token);

  await page.getByRole('button', { name: 'Add connection' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a connection' });
  const tokenField = dialog.getByLabel('API token');
  const pasteButton = dialog.getByRole('button', { name: 'Paste token' });

  // A script's presses and click are none of the user's, however real they look. The click that
  // opened the dialog was one, so its grant is waited out first.
  await page.waitForTimeout(PASTE_GRANT_MS + 200);
  await pasteButton.evaluate((button: HTMLElement) => {
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0 }));
    button.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Enter' }));
    button.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, button: 0 }));
    button.click();
  });
  await expect(dialog).toContainText('The clipboard could not be read');
  await expect(tokenField).toHaveValue('');

  await pasteButton.click();
  await expect(tokenField).toHaveValue(token);
  await expect(tokenField).toHaveAttribute('type', 'password');

  await tokenField.fill('');
  await pasteButton.focus();
  await page.keyboard.press('Enter');
  await expect(tokenField).toHaveValue(token);
});
