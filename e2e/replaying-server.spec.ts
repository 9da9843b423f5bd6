import { expect, screenshot, test } from './support/explorer-test';
import { conversationPanel, openConversationFromRow, scrollThread, threadList, threadStatus } from './support/conversation';
import { LOOKS } from './support/looks';
import { startReplayingServer } from './support/replaying-server';
import type { ReplayingServer } from './support/replaying-server';
import { connectionSelect, messagesGrid } from './support/ui';
import type { Explorer } from './harness';
import type { Page } from '@playwright/test';

/** How long the conversation is watched against the replaying server: the yardstick. */
const WATCH_MS = 30_000;

async function openReplayingConversation(explorer: Explorer, server: ReplayingServer): Promise<Page> {
  const { page } = explorer;
  await connectionSelect(page).selectOption({ label: `Replaying …${server.connection.token.slice(-4)}` });
  await expect(messagesGrid(page).locator('[role="row"][aria-rowindex="2"]')).toBeVisible();
  // The grid on the same server pauses first, each row shown once: its walk is the conversation's.
  await expect(page.getByRole('status').filter({ hasText: 'No new row in the last 10 pages' })).toBeVisible();
  await expect(messagesGrid(page)).toHaveAttribute('aria-rowcount', '3');
  await openConversationFromRow(page, 0);
  return page;
}

const pauseNote = (page: Page) => conversationPanel(page).getByRole('status').filter({ hasText: 'No new row in the last' });

for (const { name, rejectConversationRequest } of [
  { name: 'no restart', rejectConversationRequest: undefined },
  { name: 'a page token rejected once, so the walk restarts', rejectConversationRequest: 4 },
]) {
  test(`a server replaying the same two messages under fresh tokens (${name}): the conversation shows each once, says why it paused, and sends fewer than 30 requests in 30 s`, async ({
    launch,
  }, testInfo) => {
    test.setTimeout(120_000);
    const server = await startReplayingServer(rejectConversationRequest === undefined ? {} : { rejectConversationRequest });
    try {
      const explorer = await launch({ viewport: { width: 1024, height: 640 }, connections: [server.connection] });
      const started = Date.now();
      const page = await openReplayingConversation(explorer, server);
      const note = pauseNote(page);
      await expect(note).toContainText(
        /^No new row in the last 10 pages: the server sent 10 pages of rows already shown, each with a page token for more\. Paused here/,
      );
      await expect(threadStatus(page)).toContainText('2 messages loaded — loading paused: the server sends nothing new');
      if (rejectConversationRequest !== undefined) await expect(conversationPanel(page)).toContainText('nothing is shown twice');

      // Scrolling toward older messages, again and again, asks for nothing while it waits.
      while (Date.now() - started < WATCH_MS) {
        await scrollThread(page, 'top');
        await page.waitForTimeout(1_000);
      }
      const sent = server.conversationRequests().length;
      testInfo.annotations.push({ type: 'conversation requests in 30 s', description: String(sent) });
      expect(sent, 'requests of the conversation in 30 s').toBeLessThan(30);
      await expect(threadList(page).getByRole('option')).toHaveCount(2);

      // Keep looking reads up to ten more pages, then asks again; still each message once.
      await note.getByRole('button', { name: 'Keep looking' }).click();
      await expect(note).toContainText('No new row in the last 20 pages');
      expect(server.conversationRequests().length).toBeLessThanOrEqual(sent + 10);
      await expect(threadList(page).getByRole('option')).toHaveCount(2);
    } finally {
      await server.close();
    }
  });
}

for (const look of LOOKS) {
  test(`the conversation paused at a replaying server, looked at (${look.name})`, async ({ launch }, testInfo) => {
    const server = await startReplayingServer();
    try {
      const explorer = await launch({ colorScheme: look.colorScheme, viewport: look.viewport, connections: [server.connection] });
      const page = await openReplayingConversation(explorer, server);
      await expect(pauseNote(page).getByRole('button', { name: 'Keep looking' })).toBeVisible();
      await screenshot(page, testInfo, `conversation-replaying-server-${look.name}`);
    } finally {
      await server.close();
    }
  });
}
