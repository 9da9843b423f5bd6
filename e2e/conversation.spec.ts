import { copyFile, mkdir, readdir, readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { matchingMessages } from '../demo-api/messages';
import { spreadsheetCellText } from '../common/records/cell-text';
import type { Page } from '@playwright/test';
import type { Explorer } from './harness';
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
import { seriousViolations } from './support/axe';
import { LOOKS } from './support/looks';
import { locationSelect, messagesGrid, searchButton, searchForm } from './support/ui';

const LOCATION = 'loc-harbor-dental';
/** Where the looks are also copied for a person to open; outside the repo, and optional. */
const SHOTS = process.env.CONVERSATION_SHOTS ?? '';

test.beforeAll(async () => {
  if (SHOTS) await mkdir(SHOTS, { recursive: true });
});

async function openHarbor(explorer: Explorer): Promise<Page> {
  const { page } = explorer;
  await locationSelect(page).selectOption(LOCATION);
  await expect(messagesGrid(page).locator('[role="row"][aria-rowindex="2"]')).toBeVisible();
  return page;
}

/** Times of the rendered messages, top to bottom, are never decreasing: oldest at the top. */
async function expectOldestFirst(page: Page): Promise<void> {
  const times = (await renderedThread(page)).map((option) => option.time).filter(Boolean);
  expect(times.length).toBeGreaterThan(0);
  expect([...times].sort()).toEqual(times);
}

/** Loads the whole thread and checks it against the demo's ground truth: every message, oldest at the top, newest at the bottom. */
async function expectWholeThread(explorer: Explorer, page: Page, number: string, toward: 'top' | 'bottom'): Promise<void> {
  const truth = threadTruth(explorer.demo, LOCATION, number);
  await loadWholeThread(page, toward);
  await expect(threadStatus(page)).toContainText(`All ${truth.length.toLocaleString('en-US')} messages loaded`);
  await scrollThread(page, 'top');
  await expect.poll(async () => (await renderedThread(page))[0]?.key).toBe(`id:${truth[0]?.id}`);
  await expectOldestFirst(page);
  await scrollThread(page, 'bottom');
  await expect.poll(async () => (await renderedThread(page)).at(-1)?.key).toBe(`id:${truth.at(-1)?.id}`);
  await expectOldestFirst(page);
}

test('a conversation opens from a row, reads oldest first, loads older pages without moving what is in view, and closes back to the grid where it was', async ({
  launch,
}, testInfo) => {
  const explorer = await launch({ demoConfig: { sparsePages: 0 } });
  const page = await openHarbor(explorer);
  // The busiest contact: a thread of several pages.
  await searchForm(page).getByLabel('Phone number').fill(busiestContact(explorer.demo, LOCATION));
  await searchButton(page).click();
  await expect(page.getByText(/\d+ rows · \d+ pages? loaded/)).toBeVisible();
  const scroller = page.locator('.grid-scroll');
  await scroller.evaluate((element) => (element.scrollTop = 100));

  const number = await openConversationFromRow(page, 8);
  const gridTop = await scroller.evaluate((element) => element.scrollTop);
  expect(gridTop).toBeGreaterThan(0);
  expect(number).toBe(busiestContact(explorer.demo, LOCATION));
  await expect(conversationPanel(page)).toBeVisible();
  await expect(threadList(page)).toBeFocused();
  await expect(threadStatus(page)).toContainText(/older messages not loaded yet|All [\d,]+ messages loaded/);
  await expectOldestFirst(page);
  // Each message is read with who wrote it, when (zone named) and how it went.
  await expect(threadList(page).getByRole('option').last()).toHaveAccessibleName(/^(Customer|Harbor Dental Studio), .+ \d{4}.+: /);
  await screenshot(page, testInfo, 'conversation-open');

  expect(threadTruth(explorer.demo, LOCATION, number).length).toBeGreaterThan(150);
  await expect(threadStatus(page)).toContainText('50 messages loaded — older messages not loaded yet: scroll up');
  // Scrolling to the top asks for the next (older) page; the message at the top stays where it was.
  await scrollThread(page, 'top');
  // The anchor is chosen among the messages rendered at the top, once the list has drawn them: read
  // at once, it could be one of the bottom's, gone from the list a frame later.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const anchor = (await renderedThread(page)).find((option) => option.top > 300);
  // The position is checked as soon as older messages arrive: were the view to jump, the top would
  // stay in reach of the edge and ask for page after page, so the count is checked after it.
  await expect(threadStatus(page)).not.toContainText(/^50 messages loaded/);
  await expect
    .poll(async () => (await renderedThread(page)).find((option) => option.key === anchor?.key)?.top, {
      message: 'the message in view stays where it was when older ones load',
    })
    .toBeCloseTo(anchor?.top ?? 0, 0);
  await expect(threadStatus(page)).toContainText(/^100 messages loaded/);
  await expectWholeThread(explorer, page, number, 'top');

  await page.keyboard.press('Escape');
  await expect(conversationPanel(page)).toHaveCount(0);
  await expect(messagesGrid(page)).toBeFocused();
  expect(await scroller.evaluate((element) => element.scrollTop)).toBe(gridTop);
});

test('by keyboard: Alt+Shift+O opens the selected row’s conversation, Ctrl+F finds in it, Copy as text, Escape closes', async ({
  launch,
}) => {
  const explorer = await launch();
  const page = await openHarbor(explorer);
  const grid = messagesGrid(page);
  await grid.focus();
  await grid.press('ArrowDown');
  await page.keyboard.press('Alt+Shift+O');
  await expect(threadList(page)).toBeFocused();

  await page.keyboard.press('Control+f');
  const find = conversationPanel(page).getByRole('searchbox', { name: 'Find in conversation' });
  await expect(find).toBeFocused();
  await find.fill('zzzz-not-in-any-message');
  await expect(conversationPanel(page).getByText(/No match/)).toBeVisible();
  await find.press('Escape');
  await expect(find).toHaveCount(0);
  await expect(threadList(page)).toBeFocused();

  // The active message picked with the arrows, then copied for a ticket.
  await page.keyboard.press('End');
  await page.keyboard.press('Shift+ArrowUp');
  await page.keyboard.press('Control+c');
  const text = await explorer.clipboard.readText();
  expect(text).toMatch(/^Conversation between \+\d+ and Harbor Dental Studio \(2 messages; times in .+\)/);
  expect(text.split('\n\n')).toHaveLength(3);

  await page.keyboard.press('Alt+Shift+O');
  await expect(conversationPanel(page)).toHaveCount(0);

  // A number from a ticket, typed the national way in the quick switcher.
  const number = busiestContact(explorer.demo, LOCATION);
  await page.keyboard.press('Control+k');
  await page.keyboard.type(`(${number.slice(2, 5)}) ${number.slice(5, 8)}-${number.slice(8)}`);
  await expect(page.getByRole('option', { name: `Open conversation with ${number}` })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(conversationPanel(page)).toHaveAccessibleName(new RegExp(`^Conversation with \\${number}`));
  await expect(threadList(page)).toBeFocused();
});

test('a server that walks oldest first and answers 429s: the thread still reads oldest at the top, complete, and says newer messages are still to load', async ({
  launch,
}, testInfo) => {
  const explorer = await launch({
    demoConfig: { order: 'oldest-first', sparsePages: 0, faults: { rate: 0.3, kinds: ['429'], retryAfterSeconds: 0 } },
  });
  const page = await openHarbor(explorer);
  await searchForm(page).getByLabel('Phone number').fill(busiestContact(explorer.demo, LOCATION));
  await searchButton(page).click();
  const number = await openConversationFromRow(page, 0);
  // It opens on the newest message loaded, which is where the newer ones will land: it may load one
  // more page there, then waits for the agent to scroll down (it does not walk to the end by itself).
  await expect(threadStatus(page)).toContainText(/^(50|100) messages loaded — newer messages not loaded yet: scroll down/);
  await expectOldestFirst(page);
  await screenshot(page, testInfo, 'conversation-oldest-first');
  await expectWholeThread(explorer, page, number, 'bottom');
});

for (const look of LOOKS) {
  test(`a conversation longer than what is loaded exports whole: every message of the number at the location, oldest first, with the thread's columns (${look.name})`, async ({
    launch,
  }, testInfo) => {
    const explorer = await launch({ colorScheme: look.colorScheme, viewport: look.viewport, columns: 'app-default' });
    const page = await openHarbor(explorer);
    const number = busiestContact(explorer.demo, LOCATION);
    await page.keyboard.press('Control+k');
    await page.keyboard.type(number);
    await page.keyboard.press('Enter');
    await expect(threadStatus(page)).toContainText('50 messages loaded — older messages not loaded yet');
    await conversationPanel(page).getByRole('button', { name: 'Export…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export conversation' });
    // The whole conversation first, the loaded ones beside it; nothing that writes the thread otherwise.
    await expect(dialog.getByRole('radio', { name: 'The whole conversation' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'The 50 loaded' })).toBeVisible();
    await expect(dialog).not.toContainText('All results of this search');
    await screenshot(page, testInfo, `conversation-export-dialog-${look.name}`);
    await dialog.getByRole('button', { name: 'Export all' }).click();

    const truth = [...matchingMessages(explorer.demo.config, LOCATION, { phone_number: number })].sort((a, b) =>
      a.created_at.localeCompare(b.created_at),
    );
    // Named after the conversation, not its location (every message of which it is not).
    const done = page.getByRole('status').filter({
      hasText: new RegExp(
        `Exported all results of the conversation with [+\\d ]+ at Harbor Dental Studio: ${truth.length.toLocaleString('en-US')} rows`,
      ),
    });
    await expect(done).toBeVisible({ timeout: 20_000 });
    await screenshot(page, testInfo, `conversation-exported-${look.name}`);
    const path = (await done.locator('code').textContent())!;
    // Named for its purpose too: the dialog's default is a file for a spreadsheet, which starts with a byte order mark.
    expect(basename(path)).toBe(`conversation-${number.slice(1)}-Harbor_Dental_Studio-for-spreadsheet.csv`);
    const text = await readFile(path, 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parse(text.slice(1), { record_delimiter: '\r\n' }) as string[][];
    expect(header).toEqual(['created_at', 'created_at (as sent)', 'direction', 'contact.name', 'contact.phone', 'body', 'status']);
    expect(rows.map((row) => row[0])).toEqual(truth.map((message) => message.created_at));
    // Written for a spreadsheet: a text that starts like a formula is kept as text, as every CSV export does.
    expect(rows.map((row) => `${row[0]} ${row[5]}`).sort()).toEqual(
      truth.map((message) => `${message.created_at} ${spreadsheetCellText(message.body)}`).sort(),
    );
    const manifest = JSON.parse(await readFile(`${path}.manifest.json`, 'utf8')) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      locationId: LOCATION,
      locationName: 'Harbor Dental Studio',
      rows: truth.length,
      complete: true,
      conversation: { number, order: expect.stringMatching(/^oldest first/) },
    });
    await expect.poll(async () => (await readdir(dirname(path))).filter((name) => name.startsWith('.'))).toEqual([]);
  });
}

test('a page token rejected mid-thread (a plain 400) restarts the walk: every message once, and the thread says so', async ({ launch }) => {
  const explorer = await launch({
    demoConfig: {
      sparsePages: 0,
      pageTokenTtlSeconds: 2,
      expiredPageToken: { status: 400, body: { error: { message: 'Invalid page token' } } },
    },
  });
  const page = await openHarbor(explorer);
  await searchForm(page).getByLabel('Phone number').fill(busiestContact(explorer.demo, LOCATION));
  await searchButton(page).click();
  const number = await openConversationFromRow(page, 0);
  await expect(threadStatus(page)).toContainText('50 messages loaded');
  // Waiting past the token's lifetime is the point: the next page's token is now expired.
  await page.waitForTimeout(2_500);
  await expectWholeThread(explorer, page, number, 'top');
  await expect(conversationPanel(page)).toContainText('nothing is shown twice');
});

for (const look of LOOKS) {
  test(`the conversation looked at and axe-checked: ${look.name}`, async ({ launch }, testInfo) => {
    const explorer = await launch({ colorScheme: look.colorScheme, viewport: look.viewport, columns: 'app-default' });
    const { page } = explorer;
    await locationSelect(page).selectOption(LOCATION);
    await searchForm(page).getByLabel('Phone number').fill(busiestContact(explorer.demo, LOCATION));
    await searchButton(page).click();
    await expect(messagesGrid(page).locator('[role="row"][aria-rowindex="2"]')).toBeVisible();
    await openConversationFromRow(page, 0);
    await page.keyboard.press('End');
    await page.keyboard.press('Shift+ArrowUp');
    await page.keyboard.press('Control+f');
    await page.keyboard.type('appointment');
    await page.keyboard.press('Enter');
    await expect(conversationPanel(page).getByText(/\d+ of \d+/)).toBeVisible();
    const path = await screenshot(page, testInfo, `conversation-${look.name}`);
    if (SHOTS) await copyFile(path, join(SHOTS, `conversation-${look.name}.png`));
    expect(await seriousViolations(page)).toEqual([]);
  });
}
