import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import type { DemoApiConfigInput } from '../demo-api/config';
import { matchingMessages } from '../demo-api/messages';
import { readGridToEnd, columnOf } from './support/grid-reader';
import { expect, screenshot, test } from './support/explorer-test';
import { contactAt, modelFor } from '../demo-api/location-model';
import { conversationPanel, openConversationFromRow, threadList } from './support/conversation';
import { connectionSelect, expectRowsOfLocation, gridRow, messagesGrid, searchButton, searchForm } from './support/ui';

const LOCATION = 'loc-live';
const token = `test-${randomUUID()}`;
/** A location that gets a message every 3 s, each outbound, queued 3 s then sent 3 s, half of them failing. */
const liveConfig: DemoApiConfigInput = {
  tokens: { [token]: [LOCATION] },
  locations: { [LOCATION]: { name: 'Live Clinic', messages: 60 } },
  live: { everySeconds: 3, queuedSeconds: 3, sentSeconds: 3, failedShare: 0.5, outboundShare: 1 },
};

const screens = [
  { viewport: { width: 1024, height: 640 }, colorScheme: 'light' as const },
  { viewport: { width: 1024, height: 640 }, colorScheme: 'dark' as const },
  { viewport: { width: 1920, height: 1080 }, colorScheme: 'light' as const },
  { viewport: { width: 1920, height: 1080 }, colorScheme: 'dark' as const },
];

for (const screen of screens) {
  const name = `${screen.viewport.width}x${screen.viewport.height}-${screen.colorScheme}`;
  test(`follow (${name}): new messages come on top, a status changes in place, nothing is doubled, a failure is announced`, async ({ launch, startApi }, testInfo) => {
    test.setTimeout(90_000);
    const api = await startApi(liveConfig);
    const explorer = await launch({
      ...screen,
      connections: [{ label: 'Live', baseUrl: api.baseUrl, token, locations: [{ id: LOCATION, name: 'Live Clinic' }], followIntervalMs: 1000 }],
    });
    const { page } = explorer;
    await connectionSelect(page).selectOption({ label: `Live …${token.slice(-4)}` });
    await expectRowsOfLocation(page, LOCATION);
    const firstShown = await idOfRow(page, 0);

    await page.getByRole('toolbar', { name: 'Results' }).getByRole('button', { name: 'Follow' }).click();
    await expect(page.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.follow-bar')).toContainText('Following: new messages every 1 s');

    // New rows on top, marked new; the row that was first is now further down.
    await expect(gridRow(page, 0)).toHaveAttribute('data-fresh', 'true', { timeout: 20_000 });
    await expect.poll(async () => idOfRow(page, 0)).not.toBe(firstShown);
    // A status changing in place: the row says from what to what.
    const changed = messagesGrid(page).locator('[role="row"][data-change]').first();
    await expect(changed).toHaveAttribute('data-change', /^(Queued|Sent) → (Sent|Delivered|Failed)$/, { timeout: 20_000 });
    await expect(changed.locator('.grid__change')).toHaveText(/^(Queued|Sent) →$/);
    await screenshot(page, testInfo, `follow-${name}`);

    // A failure while following: a count in the title and one OS notification naming the place.
    await expect.poll(() => page.title(), { timeout: 30_000 }).toMatch(/^\(\d+\) /);
    await expect.poll(() => explorer.notifications.length).toBeGreaterThan(0);
    expect(explorer.notifications[0]?.body).toMatch(/^Live Clinic: to \+/);
    expect(JSON.stringify(explorer.notifications)).not.toContain(token);

    // Stop, then count rows by id against the API's: the server's newest ones came after the last look.
    await page.getByRole('button', { name: 'Follow' }).click();
    await expect(page.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
    const read = await readGridToEnd(page);
    const shown = columnOf(read, 'id');
    const server = [...matchingMessages(api.config, LOCATION, {}, Date.now())].map((message) => message.id);
    expect(shown.filter((id) => id === null), 'rows never shown').toEqual([]);
    expect(new Set(shown).size, 'ids shown twice').toBe(shown.length);
    expect(shown.length).toBeGreaterThan(60);
    expect(server.slice(server.length - shown.length), 'the grid is the server’s results as of the last look').toEqual(shown);
  });
}

test('follow a conversation (1024x640-light): the number’s new messages come in at the newest end, marked new', async ({ launch, startApi }, testInfo) => {
  test.setTimeout(90_000);
  const api = await startApi({ ...liveConfig, live: { ...liveConfig.live, everySeconds: 2 } });
  const { page } = await launch({
    viewport: { width: 1024, height: 640 },
    connections: [{ label: 'Live', baseUrl: api.baseUrl, token, locations: [{ id: LOCATION, name: 'Live Clinic' }], followIntervalMs: 1000 }],
  });
  await connectionSelect(page).selectOption({ label: `Live …${token.slice(-4)}` });
  await expectRowsOfLocation(page, LOCATION);
  // The demo draws contacts with a bias toward its first: that number gets the most new messages.
  const number = contactAt(modelFor(api.config, LOCATION), 0).phone;
  await searchForm(page).getByLabel('Phone number').fill(number);
  await searchButton(page).click();
  await expectRowsOfLocation(page, LOCATION);
  await openConversationFromRow(page, 0);
  const before = await threadList(page).getByRole('option').count();

  await conversationPanel(page).getByRole('button', { name: 'Follow' }).click();
  await expect(conversationPanel(page).locator('.follow-bar')).toContainText('Following');
  const fresh = threadList(page).locator('[role="option"][data-fresh]');
  await expect(fresh.first()).toBeVisible({ timeout: 45_000 });
  await expect.poll(() => threadList(page).getByRole('option').count()).toBeGreaterThan(before);
  // The newest message is the last one of the thread, and it is one of the new ones.
  await expect(threadList(page).getByRole('option').last()).toHaveAttribute('data-fresh', 'true');
  await screenshot(page, testInfo, 'follow-conversation-1024x640-light');
});

async function idOfRow(page: Page, index: number): Promise<string> {
  const grid = messagesGrid(page);
  const headers = await grid.getByRole('columnheader').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-column') ?? ''));
  const column = headers.indexOf('id');
  return (await gridRow(page, index).locator(`[role="gridcell"][aria-colindex="${column + 1}"]`).textContent()) ?? '';
}
