import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './support/explorer-test';
import { expectRowsOfLocation, locationSelect, messagesGrid } from './support/ui';

const headers = (page: Page) =>
  messagesGrid(page).getByRole('columnheader').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-column')));
const chooser = (page: Page) => page.getByRole('group', { name: 'Columns: show, hide and reorder' });
const DEFAULT_ORDER = [
  'created_at', 'direction', 'contact.name', 'contact.phone', 'body', 'status', 'from', 'to', 'delivered_at', 'media_count', 'id', 'location_id',
];

test('the column layout leads with what matters, is kept per location by main across a restart, and resets', async ({ launch }, testInfo) => {
  const dataDir = await mkdtemp(join(tmpdir(), 'sms-explorer-layout-'));
  try {
    const first = await launch({ dataDir, viewport: { width: 1920, height: 1080 } });
    await expectRowsOfLocation(first.page, 'loc-harbor-dental');
    expect(await headers(first.page)).toEqual(DEFAULT_ORDER);
    const bodyWidth = () =>
      messagesGrid(first.page).locator('[role="columnheader"][data-column="body"]').evaluate((cell) => cell.getBoundingClientRect().width);
    const defaultBodyWidth = await bodyWidth();

    await first.page.keyboard.press('Alt+Shift+L');
    for (const column of ['from', 'to', 'delivered_at', 'media_count']) {
      await chooser(first.page).getByRole('checkbox', { name: column, exact: true }).uncheck();
    }
    // With columns hidden the others fit, and the message text takes the width they leave.
    expect(await bodyWidth()).toBeGreaterThan(defaultBodyWidth + 300);
    await chooser(first.page).getByRole('button', { name: 'Move status left' }).click();
    await chooser(first.page).getByRole('button', { name: 'Move status left' }).click();
    await screenshot(first.page, testInfo, 'column-chooser');
    await first.page.keyboard.press('Escape');
    const handle = first.page.getByRole('separator', { name: 'Resize column direction' });
    await handle.focus();
    await handle.press('Shift+ArrowRight');
    const arranged = ['created_at', 'direction', 'contact.name', 'status', 'contact.phone', 'body', 'id', 'location_id'];
    expect(await headers(first.page)).toEqual(arranged);

    // Another location of the same connection keeps its own (default) layout.
    await locationSelect(first.page).selectOption('loc-maple-bakery');
    await expectRowsOfLocation(first.page, 'loc-maple-bakery');
    expect(await headers(first.page)).toEqual(DEFAULT_ORDER);
    await locationSelect(first.page).selectOption('loc-harbor-dental');
    await expectRowsOfLocation(first.page, 'loc-harbor-dental');

    // A restart: new main-process services reading the same data folder from disk.
    const second = await launch({ dataDir, viewport: { width: 1920, height: 1080 } });
    await expectRowsOfLocation(second.page, 'loc-harbor-dental');
    expect(await headers(second.page)).toEqual(arranged);
    await expect(second.page.getByRole('separator', { name: 'Resize column direction' })).toHaveAttribute('aria-valuenow', '180');
    await expect(second.page.getByRole('button', { name: 'Columns (4 hidden)' })).toBeVisible();

    await second.page.getByRole('button', { name: 'Columns (4 hidden)' }).click();
    await chooser(second.page).getByRole('button', { name: 'Reset layout' }).click();
    expect(await headers(second.page)).toEqual(DEFAULT_ORDER);
    await expect(second.page.getByRole('button', { name: 'Columns', exact: true })).toBeVisible();
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});
