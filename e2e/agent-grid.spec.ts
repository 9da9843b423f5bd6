import type { Page, TestInfo } from '@playwright/test';
import { expect, screenshot, test } from './support/explorer-test';
import { STATUS_KINDS, readStatus } from '../common/records/vocabulary/status-words';
import { gridRow, messagesGrid, statusBar } from './support/ui';

// A support agent's view of the messages: what the grid shows is readable and within reach.

const AGENT_HEADERS = ['Time', 'Direction', 'Contact', 'Message', 'Status'];
const headerTexts = (page: Page) => messagesGrid(page).locator('.grid__header-text').allTextContents();
const scrollLeft = (page: Page) => messagesGrid(page).evaluate((grid) => grid.parentElement?.scrollLeft ?? -1);
const SHOTS = process.env.SHOTS_DIR;

/** Saved with the test's output, and under SHOTS_DIR too when set (to look at outside the repo). */
async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = await screenshot(page, testInfo, name);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` }).catch(() => undefined);
  expect(path).toBeTruthy();
}

for (const colorScheme of ['light', 'dark'] as const) {
  for (const viewport of [
    { width: 1024, height: 640 },
    { width: 1920, height: 1080 },
  ]) {
    test(`at ${viewport.width}×${viewport.height} (${colorScheme}) status is on screen, the message takes the free width, failures stand out, and clicks never scroll sideways`, async ({
      launch,
    }, testInfo) => {
      const { page } = await launch({ viewport, colorScheme, columns: 'app-default' });
      await expect(gridRow(page, 3)).toBeVisible();
      expect(await headerTexts(page)).toEqual(AGENT_HEADERS);
      // No sideways scroll: the status column is wholly inside the view.
      const fit = await messagesGrid(page).evaluate((grid) => {
        const view = grid.parentElement!;
        const status = grid.querySelector('[role="columnheader"][data-column="status"]')!.getBoundingClientRect();
        const message = grid.querySelector('[role="columnheader"][data-column="body"]')!.getBoundingClientRect();
        return {
          overflow: view.scrollWidth - view.clientWidth,
          statusRight: status.right,
          viewRight: view.getBoundingClientRect().right,
          message: message.width,
        };
      });
      expect(fit.overflow).toBeLessThanOrEqual(0);
      expect(fit.statusRight).toBeLessThanOrEqual(fit.viewRight);
      expect(fit.message).toBeGreaterThan(viewport.width > 1500 ? 1000 : 280);
      // The contact cell holds the name and the number; codes read as words with the code in the tooltip.
      await expect(gridRow(page, 0).locator('[data-column="contact.name"] .grid__contact-number')).toHaveText(/^\+\d[\d ]+$/);
      const direction = gridRow(page, 0).locator('[data-column="direction"]');
      await expect(direction).toHaveText(/^(Inbound|Outbound)$/);
      await expect(direction).toHaveAttribute('title', /^(INBOUND|OUTBOUND)$/);
      // A failed message stands out: a badge in the danger colour, unlike the text around it.
      const failed = messagesGrid(page).locator('[data-column="status"][title="FAILED"] .status-badge').first();
      await expect(failed).toHaveText('Failed');
      const colours = await failed.evaluate((badge) => [
        getComputedStyle(badge).color,
        getComputedStyle(badge.closest('[role="row"]')!).color,
      ]);
      expect(colours[0]).not.toBe(colours[1]);
      // Every status word's badge fits the Status column whole ("Undelivered" was cut to "Undelive…").
      const words = STATUS_KINDS.map((kind) => readStatus(kind)!.text);
      const cutWords = await gridRow(page, 0)
        .locator('[data-column="status"]')
        .evaluate((cell, texts) => {
          // A copy of the cell, as wide, beside the grid: the same styles, nothing of the app's rows changed.
          const copy = cell.cloneNode(true) as HTMLElement;
          Object.assign(copy.style, { position: 'fixed', left: '0', top: '0', width: `${cell.getBoundingClientRect().width}px` });
          cell.closest('[role="row"]')!.append(copy);
          const badge = copy.querySelector<HTMLElement>('.status-badge')!;
          const cut = texts.filter((text) => {
            badge.textContent = text;
            return badge.scrollWidth > badge.clientWidth;
          });
          copy.remove();
          return cut;
        }, words);
      expect(cutWords).toEqual([]);
      await shot(page, testInfo, `agent-grid-${colorScheme}-${viewport.width}`);

      // Clicking the message and Ctrl+clicking a status, as a user (or a test tool) does, moves nothing sideways.
      await gridRow(page, 2).locator('[data-column="body"]').click();
      await gridRow(page, 4)
        .locator('[data-column="status"]')
        .click({ modifiers: ['ControlOrMeta'] });
      expect(await scrollLeft(page)).toBe(0);
      await expect(statusBar(page)).toContainText('2 rows selected');
      const time = await messagesGrid(page).locator('[role="columnheader"][data-column="created_at"]').boundingBox();
      const view = await messagesGrid(page).evaluate((grid) => grid.parentElement!.getBoundingClientRect().left);
      expect(time?.x).toBeGreaterThanOrEqual(view);
    });
  }
}

test('labels: headers, Columns and the detail panel read words, with the field path in a tooltip; the detail leads with the message', async ({
  launch,
}, testInfo) => {
  const { page } = await launch({ viewport: { width: 1920, height: 1080 }, columns: 'app-default' });
  await expect(gridRow(page, 3)).toBeVisible();
  await expect(messagesGrid(page).getByRole('button', { name: /^Time/ })).toHaveAttribute('title', /created_at/);

  await page.getByRole('button', { name: /^Columns/ }).click();
  const chooser = page.getByRole('group', { name: 'Columns: show, hide and reorder' });
  for (const label of ['Time', 'Contact', 'Contact number', 'Message', 'Delivered', 'Media', 'Message ID', 'Location ID']) {
    await expect(chooser.getByRole('checkbox', { name: label, exact: true })).toBeVisible();
  }
  await expect(chooser.locator('label', { hasText: 'Media' })).toHaveAttribute('title', 'Field: media_count');
  await expect(chooser.getByText('media_count', { exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');

  const failed = messagesGrid(page).locator('[data-column="status"][title="FAILED"]').first();
  await failed.dblclick();
  const details = page.getByRole('complementary', { name: 'Message details' });
  const names = await details.locator('dt').allTextContents();
  expect(names.slice(0, 3)).toEqual(['Message', 'Contact', 'Contact number']);
  expect(names.slice(-2)).toEqual(['Message ID', 'Location ID']);
  await expect(details.locator('dt', { hasText: 'Media' })).toHaveAttribute('title', 'Field: media_count');
  const status = details.locator('.detail__field', { has: page.locator('dt', { hasText: /^Status$/ }) });
  await expect(status.locator('.detail__value')).toHaveText('Failed');
  await expect(status.locator('.detail__readable')).toHaveText('as sent: FAILED');
  await shot(page, testInfo, 'agent-detail');
});

test('paste three messages into a ticket: Copy as text by mouse, by keyboard, and one message from the row menu', async ({
  launch,
}, testInfo) => {
  const { page, clipboard } = await launch({ viewport: { width: 1024, height: 640 }, columns: 'app-default' });
  await expect(gridRow(page, 3)).toBeVisible();
  const expectTicket = async (count: number) => {
    const text = await clipboard.readText();
    const blocks = text.split('\n\n');
    expect(blocks).toHaveLength(count);
    for (const block of blocks) {
      const [head = '', body = ''] = block.split('\n');
      // Time in the zone on screen, named; direction, contact (name and number), status in words, the location; then the body.
      expect(head).toMatch(
        /^\w{3} \d{1,2}, \d{4}, \d{2}:\d{2}:\d{2} [AP]M UTC · (Inbound|Outbound) · .+ \+\d[\d ]+ · [A-Z][a-z]+ · at Harbor Dental Studio$/,
      );
      expect(body.length).toBeGreaterThan(0);
    }
    expect(text).not.toMatch(/SM[0-9a-f]{10}|loc-harbor-dental|'\+/);
    return text;
  };

  // By mouse: click, Shift+click, Copy ▾, Text: 4 clicks.
  await gridRow(page, 0).locator('[data-column="created_at"]').click();
  await gridRow(page, 2)
    .locator('[data-column="created_at"]')
    .click({ modifiers: ['Shift'] });
  await expect(statusBar(page)).toContainText('3 rows selected');
  await page.getByRole('button', { name: 'Copy rows ▾' }).click();
  await shot(page, testInfo, 'agent-copy-menu');
  await page.getByRole('button', { name: /^Text \(for a ticket or a chat\)/ }).click();
  await expect(page.getByText('Copied 3 messages as Text')).toBeVisible();
  const byMouse = await expectTicket(3);

  // By keyboard, from the grid: ↓, Shift+↓, Shift+↓, Alt+Shift+X: 4 keystrokes (the grid's Home first: 5).
  await clipboard.writeText('');
  await messagesGrid(page).focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Alt+Shift+X');
  expect(await expectTicket(3)).toBe(byMouse);

  // One message from the row menu.
  await gridRow(page, 1).click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Copy message' }).click();
  await expect(page.getByText('Copied 1 message as Text')).toBeVisible();
  expect(await expectTicket(1)).toBe(byMouse.split('\n\n')[1]);

  // Listed with the other shortcuts.
  await messagesGrid(page).focus();
  await page.keyboard.press('?');
  const panel = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(panel.getByText('Copy the selected messages as text for a ticket', { exact: false })).toBeVisible();
  await expect(panel.getByText('Alt+Shift+X')).toBeVisible();
});
