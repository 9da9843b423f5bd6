import { expect, screenshot, test } from './support/explorer-test';
import { expectRowsOfLocation, gridRow, messagesGrid, statusBar } from './support/ui';

test('times are shown in local time, UTC or the location zone, said in the header, details and status bar', async ({
  launch,
}, testInfo) => {
  const { page } = await launch({ colorScheme: 'dark' });
  await expectRowsOfLocation(page, 'loc-harbor-dental');
  const header = messagesGrid(page).locator('[role="columnheader"][data-column="created_at"]');
  const cell = gridRow(page, 0).locator('[data-column="created_at"]');
  const localZone = await page.evaluate(() => new Intl.DateTimeFormat().resolvedOptions().timeZone);
  await expect(header).toContainText(`Local (${localZone})`);
  await expect(statusBar(page)).toContainText(`Times: Local (${localZone})`);
  const raw = (await cell.getAttribute('title')) ?? '';
  expect(raw).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);

  const times = page.getByRole('combobox', { name: 'Times' });
  await times.selectOption('utc');
  await expect(header).toContainText('UTC');
  await expect(statusBar(page)).toContainText('Times: UTC');
  const utcText = await page.evaluate(
    (value) =>
      new Intl.DateTimeFormat(undefined, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        timeZone: 'UTC',
      }).format(new Date(value)),
    raw,
  );
  await expect(cell).toHaveText(utcText);

  // The demo location has a zone: one click on the status bar moves to it.
  await statusBar(page)
    .getByRole('button', { name: /^Times:/ })
    .click();
  await expect(header).toContainText('America/Los_Angeles');
  await expect(statusBar(page)).toContainText('Times: America/Los_Angeles');
  await messagesGrid(page).press('Home');
  await messagesGrid(page).press('Enter');
  const details = page.getByRole('complementary', { name: 'Message details' });
  await expect(details).toContainText('America/Los_Angeles');
  await expect(details).toContainText(`as sent: ${raw}`);
  await screenshot(page, testInfo, 'location-zone-details-dark');

  // The raw value is one shortcut away too.
  await page.keyboard.press('Alt+Shift+T');
  await expect(statusBar(page)).toContainText('Times: as sent');
  await expect(cell).toHaveText(raw);

  // The details panel is wider after a few keyboard steps on its edge.
  const edge = page.getByRole('separator', { name: 'Resize the details panel' });
  const before = Number(await edge.getAttribute('aria-valuenow'));
  await edge.focus();
  await edge.press('Shift+ArrowLeft');
  await expect(edge).toHaveAttribute('aria-valuenow', String(before + 80));
});
