import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import type { DemoApiConfigInput } from '../demo-api/config';
import { matchingMessages } from '../demo-api/messages';
import { readGridToEnd, columnOf } from './support/grid-reader';
import { expect, screenshot, test } from './support/explorer-test';
import {
  busiestContact,
  conversationPanel,
  loadWholeThread,
  openConversationFromRow,
  renderedThread,
  scrollThread,
  threadList,
  threadStatus,
  threadTruth,
} from './support/conversation';
import { LOOKS } from './support/looks';
import type { LocatedShape } from './support/shape-fields';
import { OTHER_SHAPE_LOOKS, SHAPE_FIELDS } from './support/shape-fields';
import { connectionSelect, expectRowsOfLocation, gridRow, messagesGrid, searchButton, searchForm } from './support/ui';

const LOCATION = 'loc-live';
/**
 * Every look against the demo's own record shape; against the other shape (other names, epoch-ms
 * times, lower-case status words, live messages and status changes included) at both sizes, one dark.
 */
const RUNS = [
  ...LOOKS.map((look) => ({ look, shape: 'ours' as LocatedShape })),
  ...OTHER_SHAPE_LOOKS.map((look) => ({ look, shape: 'other' as LocatedShape })),
];
const token = `test-${randomUUID()}`;
/** A location that gets a message every 3 s, each outbound, queued 3 s then sent 3 s, half of them failing. */
const liveConfig: DemoApiConfigInput = {
  tokens: { [token]: [LOCATION] },
  locations: { [LOCATION]: { name: 'Live Clinic', messages: 60 } },
  live: { everySeconds: 3, queuedSeconds: 3, sentSeconds: 3, failedShare: 0.5, outboundShare: 1 },
};

for (const { look, shape } of RUNS) {
  const { name, ...screen } = look;
  const shapeName = shape === 'ours' ? '' : ', the other record shape';
  const columns = SHAPE_FIELDS[shape];
  test(`follow (${name}${shapeName}): new messages come on top, a status changes in place, nothing is doubled, a failure is announced`, async ({
    launch,
    startApi,
  }, testInfo) => {
    test.setTimeout(90_000);
    const api = await startApi({ ...liveConfig, recordShape: shape });
    const explorer = await launch({
      ...screen,
      connections: [
        { label: 'Live', baseUrl: api.baseUrl, token, locations: [{ id: LOCATION, name: 'Live Clinic' }], followIntervalMs: 1000 },
      ],
    });
    const { page } = explorer;
    await connectionSelect(page).selectOption({ label: `Live …${token.slice(-4)}` });
    await expectRowsOfLocation(page, LOCATION, columns.location);
    const firstShown = await idOfRow(page, 0, columns.id);

    await page.getByRole('toolbar', { name: 'Results' }).getByRole('button', { name: 'Follow' }).click();
    await expect(page.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.follow-bar')).toContainText('Following: new messages every 1 s');

    // New rows on top, marked new; the row that was first is now further down.
    await expect(gridRow(page, 0)).toHaveAttribute('data-fresh', 'true', { timeout: 20_000 });
    await expect.poll(async () => idOfRow(page, 0, columns.id)).not.toBe(firstShown);
    // A status changing in place: the row says from what to what.
    const changed = messagesGrid(page).locator('[role="row"][data-change]').first();
    await expect(changed).toHaveAttribute('data-change', /^(Queued|Sent) → (Sent|Delivered|Failed)$/, { timeout: 20_000 });
    await expect(changed.locator('.grid__change')).toHaveText(/^(Queued|Sent) →$/);
    // Shown: the status column brought into view sideways (the grid stays at its top, so Follow goes on).
    await expect(async () => {
      await changed.locator('.grid__change').evaluate((mark) => {
        const scroller = mark.closest('.grid-scroll');
        if (scroller) scroller.scrollLeft += mark.getBoundingClientRect().left - scroller.getBoundingClientRect().left - 300;
      });
      await expect(changed.locator('.grid__change')).toBeInViewport({ timeout: 1_000 });
      // The new status whole, however narrow the column: the old word gives way, not the badge.
      await expect(changed.locator('.grid__change + .status-badge')).toBeInViewport({ ratio: 1, timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await screenshot(page, testInfo, `follow-${name}${shape === 'ours' ? '' : '-other-shape'}`);

    // A failure while following: a count in the title and one OS notification naming the place.
    await expect.poll(() => page.title(), { timeout: 30_000 }).toMatch(/^\(\d+\) /);
    await expect.poll(() => explorer.notifications.length).toBeGreaterThan(0);
    expect(explorer.notifications[0]?.body).toMatch(/^Live Clinic: to \+/);
    expect(JSON.stringify(explorer.notifications)).not.toContain(token);

    // Stop, then count rows by id against the API's: the server's newest ones came after the last look.
    await page.getByRole('button', { name: 'Follow' }).click();
    await expect(page.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
    const read = await readGridToEnd(page);
    const shown = columnOf(read, columns.id);
    const server = [...matchingMessages(api.config, LOCATION, {}, Date.now())].map((message) => message.id);
    expect(
      shown.filter((id) => id === null),
      'rows never shown',
    ).toEqual([]);
    expect(new Set(shown).size, 'ids shown twice').toBe(shown.length);
    expect(shown.length).toBeGreaterThan(60);
    expect(server.slice(server.length - shown.length), 'the grid is the server’s results as of the last look').toEqual(shown);
  });
}

for (const { look, shape } of RUNS) {
  const { name, ...screen } = look;
  const shapeName = shape === 'ours' ? '' : ', the other record shape';
  const columns = SHAPE_FIELDS[shape];
  test(`follow a conversation (${name}${shapeName}): the number’s new messages come at the newest end, a status changes in place, nothing is doubled`, async ({
    launch,
    startApi,
  }, testInfo) => {
    test.setTimeout(120_000);
    const api = await startApi({ ...liveConfig, recordShape: shape, live: { ...liveConfig.live, everySeconds: 2 } });
    const { page } = await launch({
      ...screen,
      connections: [
        { label: 'Live', baseUrl: api.baseUrl, token, locations: [{ id: LOCATION, name: 'Live Clinic' }], followIntervalMs: 1000 },
      ],
    });
    await connectionSelect(page).selectOption({ label: `Live …${token.slice(-4)}` });
    await expectRowsOfLocation(page, LOCATION, columns.location);
    // The demo draws contacts with a bias toward its first: that number gets the most new messages.
    const number = busiestContact(api, LOCATION);
    await searchForm(page).getByLabel('Phone number').fill(number);
    await searchButton(page).click();
    await expectRowsOfLocation(page, LOCATION, columns.location);
    await openConversationFromRow(page, 0);
    const newestBefore = await settledNewest(page);

    await conversationPanel(page).getByRole('button', { name: 'Follow' }).click();
    await expect(conversationPanel(page).locator('.follow-bar')).toContainText('Following');
    // New messages at the newest end (the bottom of a thread), marked new.
    await expect.poll(() => settledNewest(page), { timeout: 45_000 }).not.toBe(newestBefore);
    await expect(threadList(page).locator(`[role="option"][data-key="${await settledNewest(page)}"]`)).toHaveAttribute(
      'data-fresh',
      'true',
    );
    // A status changing in place: the bubble says from what to what.
    const changed = threadList(page).locator('[role="option"][data-change]').last();
    await expect(changed).toHaveAttribute('data-change', /^(Queued|Sent) → (Sent|Delivered|Failed)$/, { timeout: 30_000 });
    await expect(changed.locator('.thread__change')).toHaveText(/^(Queued|Sent) → (Sent|Delivered|Failed)$/);
    await screenshot(page, testInfo, `follow-conversation-${name}${shape === 'ours' ? '' : '-other-shape'}`);

    // Stop, then count against the API's thread up to the newest message shown: every one once.
    await conversationPanel(page).getByRole('button', { name: 'Follow' }).click();
    await expect(conversationPanel(page).getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
    const newest = await settledNewest(page);
    const truth = threadTruth(api, LOCATION, number).map(({ id }) => `id:${id}`);
    const shownUpTo = truth.indexOf(newest) + 1;
    expect(shownUpTo, `${newest} is one of the number’s messages`).toBeGreaterThan(0);
    await loadWholeThread(page, 'top');
    await expect(threadStatus(page)).toContainText(`All ${shownUpTo.toLocaleString('en-US')} messages loaded`);
    await expect.poll(async () => (await renderedThread(page))[0]?.key).toBe(truth[0]);
  });
}

/** The key of the thread's newest (bottom) message once two readings agree. */
async function settledNewest(page: Page): Promise<string> {
  let newest: string | undefined;
  await expect(async () => {
    await scrollThread(page, 'bottom');
    const first = (await renderedThread(page)).at(-1)?.key;
    const second = (await renderedThread(page)).at(-1)?.key;
    expect(first).toBeTruthy();
    expect(second).toBe(first);
    newest = first;
  }).toPass({ timeout: 20_000 });
  return newest ?? '';
}

async function idOfRow(page: Page, index: number, idColumn: string): Promise<string> {
  const grid = messagesGrid(page);
  const headers = await grid.getByRole('columnheader').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-column') ?? ''));
  const column = headers.indexOf(idColumn);
  return (
    (await gridRow(page, index)
      .locator(`[role="gridcell"][aria-colindex="${column + 1}"]`)
      .textContent()) ?? ''
  );
}
