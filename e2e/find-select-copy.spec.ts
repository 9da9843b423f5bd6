import { expect, screenshot, test } from './support/explorer-test';
import { readClipboard } from './support/secrets';
import { expectRowsOfLocation, gridRow, messagesGrid, statusBar } from './support/ui';

test('find in loaded rows: highlights, Enter / Shift+Enter move and scroll to the match, says what is not loaded', async ({
  launch,
}, testInfo) => {
  const { page } = await launch({ viewport: { width: 1024, height: 640 } });
  await expectRowsOfLocation(page, 'loc-harbor-dental');
  await messagesGrid(page).focus();

  await page.keyboard.press('Control+f');
  const findBox = page.getByRole('searchbox', { name: 'Find' });
  await expect(findBox).toBeFocused();
  // The demo's inbound messages come from customers' numbers in 415; many match among 50 rows.
  await findBox.fill('INBOUND');
  const count = page.locator('#find-in-rows-count');
  await expect(count).toHaveText(/^1 of (\d+) in loaded rows — more results not loaded yet$/);
  const total = Number(/of (\d+)/.exec((await count.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(5);
  await expect(messagesGrid(page).locator('mark').first()).toHaveText('Inbound');

  const current = messagesGrid(page).locator('.grid__cell--current');
  const moreNotLoaded = 'in loaded rows — more results not loaded yet';
  await findBox.press('Enter');
  await findBox.press('Enter');
  await expect(count).toHaveText(`3 of ${total} ${moreNotLoaded}`);
  await findBox.press('Shift+Enter');
  await expect(count).toHaveText(`2 of ${total} ${moreNotLoaded}`);
  await expect(current).toBeInViewport();
  // Back past the first match wraps to the last, far below the first screen: the grid scrolls
  // there (and, reaching the end of the loaded rows, loads the next page, whose matches count too).
  await findBox.press('Shift+Enter');
  await findBox.press('Shift+Enter');
  await expect(count).toHaveText(new RegExp(`^${total} of \\d+ ${moreNotLoaded}$`));
  await expect(current).toBeInViewport();
  await expect(current.locator('mark')).toHaveText('Inbound');
  await screenshot(page, testInfo, 'find-last-match');

  await findBox.fill('no such text anywhere');
  await expect(count).toHaveText('No matches in loaded rows — more results not loaded yet');
  await findBox.press('Escape');
  await expect(findBox).toBeHidden();
  await expect(messagesGrid(page)).toBeFocused();
});

test('select rows with click, Shift+click, Ctrl+click and the keyboard, then copy them as TSV and JSON', async ({ launch }, testInfo) => {
  const explorer = await launch();
  const { page } = explorer;
  await expectRowsOfLocation(page, 'loc-harbor-dental');
  const idOf = async (index: number) => (await gridRow(page, index).locator('[data-column="id"]').textContent()) ?? '';
  const ids = await Promise.all([0, 1, 2, 3, 4, 5].map(idOf));

  await gridRow(page, 0).locator('[data-column="body"]').click();
  await gridRow(page, 2)
    .locator('[data-column="body"]')
    .click({ modifiers: ['Shift'] });
  const selectedRows = messagesGrid(page).locator('[role="row"][aria-selected="true"]');
  await expect(selectedRows).toHaveCount(3);
  await gridRow(page, 5)
    .locator('[data-column="body"]')
    .click({ modifiers: ['Control'] });
  await gridRow(page, 1)
    .locator('[data-column="body"]')
    .click({ modifiers: ['Control'] });
  await expect(selectedRows).toHaveCount(3);
  await expect(gridRow(page, 1)).toHaveAttribute('aria-selected', 'false');
  await expect(statusBar(page)).toContainText('3 rows selected');
  await screenshot(page, testInfo, 'multi-select');

  await page.keyboard.press('Control+c');
  await expect(page.getByText('Copied 3 rows as TSV')).toBeVisible();
  const tsv = await readClipboard(explorer);
  const lines = tsv.split('\r\n').map((line) => line.split('\t'));
  const header = lines[0] ?? [];
  expect(header.slice(0, 6)).toEqual(['created_at', 'direction', 'contact.name', 'contact.phone', 'body', 'status']);
  const idColumn = header.indexOf('id');
  expect(lines.slice(1).map((cells) => cells[idColumn])).toEqual([ids[0], ids[2], ids[5]]);
  // Phone numbers start with +: like a CSV for a spreadsheet, the copy keeps a spreadsheet from
  // reading a formula (="+1…", quoted in TSV for its quotes) and says so, naming the copy as sent.
  expect(lines[1]?.[header.indexOf('contact.phone')]).toMatch(/^"=""\+\d+"""$/);
  await expect(
    page.getByText(
      /Copied 3 rows as TSV; \d+ cells starting with = \+ - or @ written ="…" so a spreadsheet runs nothing \(Copy as "TSV as sent"/,
    ),
  ).toBeVisible();

  // Keyboard: Shift+arrows extend from the focused row; the menu copies JSON as the server sent it.
  await messagesGrid(page).press('Home');
  await messagesGrid(page).press('Shift+ArrowDown');
  await messagesGrid(page).press('Shift+ArrowDown');
  await expect(statusBar(page)).toContainText('3 rows selected');
  await page.getByRole('button', { name: 'Copy rows ▾' }).click();
  await page.getByRole('button', { name: /^JSON(?! Lines)/ }).click();
  const json = JSON.parse(await readClipboard(explorer)) as { id: string; contact: object }[];
  expect(json.map((record) => record.id)).toEqual(ids.slice(0, 3));
  expect(json[0]?.contact).toEqual(expect.objectContaining({ phone: expect.any(String) }));

  await messagesGrid(page).press('Control+a');
  await expect(statusBar(page)).toContainText('50 rows selected');
});

test('the Shortcuts panel lists every toolbar action; ? opens it and Escape closes it', async ({ launch }, testInfo) => {
  const { page } = await launch({ viewport: { width: 1024, height: 640 } });
  await expectRowsOfLocation(page, 'loc-harbor-dental');
  await messagesGrid(page).focus();
  await page.keyboard.press('?');
  const panel = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(panel).toBeVisible();
  for (const action of [
    'Find in the loaded rows',
    'Export…',
    'Export all results…',
    'Copy the request as cURL (token left out)',
    'Columns: show, hide, reorder, reset layout',
  ]) {
    await expect(panel.getByText(action, { exact: true })).toBeVisible();
  }
  await screenshot(page, testInfo, 'shortcuts-panel');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // A listed shortcut does what it says.
  await page.keyboard.press('Control+e');
  await expect(page.getByRole('dialog', { name: 'Export rows' })).toBeVisible();
});
