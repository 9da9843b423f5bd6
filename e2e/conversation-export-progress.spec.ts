import type { Page } from '@playwright/test';
import type { Explorer } from './harness';
import { expect, screenshot, test } from './support/explorer-test';
import { busiestContact, conversationPanel, threadStatus } from './support/conversation';
import { LOOKS } from './support/looks';
import { locationSelect, messagesGrid } from './support/ui';

const LOCATION = 'loc-harbor-dental';

async function openBusiestConversation(explorer: Explorer): Promise<Page> {
  const { page } = explorer;
  await locationSelect(page).selectOption(LOCATION);
  await expect(messagesGrid(page).locator('[role="row"][aria-rowindex="2"]')).toBeVisible();
  await page.keyboard.press('Control+k');
  await page.keyboard.type(busiestContact(explorer.demo, LOCATION));
  await page.keyboard.press('Enter');
  await expect(threadStatus(page)).toContainText('50 messages loaded');
  return page;
}

for (const look of LOOKS) {
  test(`a whole conversation's export says what it has read while its rows wait to be written oldest first (${look.name})`, async ({
    launch,
  }, testInfo) => {
    // Slow pages, so the walk is seen while it runs.
    const explorer = await launch({
      colorScheme: look.colorScheme,
      viewport: look.viewport,
      columns: 'app-default',
      demoConfig: { latencyMs: 600 },
    });
    const page = await openBusiestConversation(explorer);
    await conversationPanel(page).getByRole('button', { name: 'Export…' }).click();
    await page.getByRole('dialog', { name: 'Export conversation' }).getByRole('button', { name: 'Export all' }).click();

    const bar = page.getByRole('progressbar', { name: 'Export progress' });
    await expect(bar).toHaveAttribute(
      'aria-valuetext',
      /^\d+ pages? read \([\d.]+ (KB|MB|bytes)\), written to the file oldest first when the conversation ends$/,
    );
    await expect(page.getByText('Read, not yet written')).toBeVisible();
    await screenshot(page, testInfo, `conversation-export-progress-${look.name}`);
    await expect(page.getByRole('status').filter({ hasText: /Exported all results of the conversation/ })).toBeVisible({ timeout: 60_000 });
  });
}
