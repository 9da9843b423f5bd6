import { randomUUID } from 'node:crypto';
import type { ExplorerApi } from '../common/ipc/contract';
import { expect, test } from './support/explorer-test';

// Main reads the clipboard only for a paste gesture it saw or showed (electron/app/paste-grants.ts):
// a paste shortcut, or Paste chosen in its own prompt, which the page's Paste token button asks
// for. In the harness that prompt is answered by the launch option `pasteAnswer`.
test('Paste token reads the clipboard once the user chooses Paste in main’s prompt', async ({ launch }) => {
  const explorer = await launch({ pasteAnswer: 'paste' });
  const { page } = explorer;
  const token = `e2e-${randomUUID()}`;
  await explorer.clipboard.writeText(token);

  await page.getByRole('button', { name: 'Add connection' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a connection' });
  const tokenField = dialog.getByLabel('API token');
  await dialog.getByRole('button', { name: 'Paste token' }).click();

  await expect(tokenField).toHaveValue(token);
  await expect(tokenField).toHaveAttribute('type', 'password');
  expect(explorer.pastePrompts).toHaveLength(1);
});

test('a click, a space or the page’s own request reads nothing while the prompt is not answered Paste', async ({ launch }) => {
  const explorer = await launch();
  const { page } = explorer;
  const token = `e2e-${randomUUID()}`;
  await explorer.clipboard.writeText(token);

  // Script in the page asking by itself gets main's prompt, answered Cancel here, and nothing of the clipboard.
  const unasked = await page.evaluate(() => (window as unknown as { explorer: ExplorerApi }).explorer.clipboardReadText({}));
  expect(unasked).toMatchObject({ ok: false, error: { kind: 'invalid_request', message: expect.stringContaining('only when you paste') } });
  expect(JSON.stringify(unasked)).not.toContain(token);

  await page.getByRole('button', { name: 'Add connection' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a connection' });
  const tokenField = dialog.getByLabel('API token');
  // Real clicks and a typed space grant nothing: the button only asks the prompt (Cancel here).
  await dialog.getByRole('button', { name: 'Paste token' }).click();
  await page.keyboard.press(' ');
  const afterClick = await page.evaluate(() => (window as unknown as { explorer: ExplorerApi }).explorer.clipboardReadText({}));
  expect(afterClick.ok).toBe(false);
  await expect(dialog).toContainText('The clipboard could not be read');
  await expect(tokenField).toHaveValue('');
  // The page's own request, the click, and the space that pressed the focused button again.
  expect(explorer.pastePrompts).toHaveLength(4);
});
