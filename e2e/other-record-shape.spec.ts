import type { Page, TestInfo } from '@playwright/test';
import { matchingMessages } from '../demo-api/messages';
import type { RecordShape } from '../demo-api/record-shape-names';
import type { Explorer } from './harness';
import { expect, screenshot, test } from './support/explorer-test';
import {
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
import { gridRow, messagesGrid, openActivity, statusBar } from './support/ui';

// The demo serves the same generated messages in our record shape and in another one (other
// names, epoch-millisecond times, lower-case words, the contact nested): every view must show the
// same times, contacts, texts and statuses for both, with the app's own default layout.
const SHAPES: readonly RecordShape[] = ['ours', 'other'];
const LOCATION = 'loc-harbor-dental';
/** Both demos generate from the same newest time, so the same messages carry the same instants. */
const ANCHOR_TIME = '2026-11-20T15:30:00Z';

/** What a user sees of the demo's messages in one record shape. */
interface Seen {
  headers: string[];
  firstScreen: string[][];
  copied: string;
  chart: string;
  thread: string[];
}

const chart = (page: Page) => page.getByRole('region', { name: 'Activity over time' });

/** Header texts and the cell texts of the rows in view on the grid's first screen (the grid renders a few more, as it likes). */
async function firstScreen(page: Page): Promise<{ headers: string[]; rows: string[][] }> {
  const grid = messagesGrid(page);
  const headers = await grid.getByRole('columnheader').allTextContents();
  const inView = () =>
    grid.locator('[role="row"]').evaluateAll((rowElements) => {
      const view = document.querySelector('.grid-scroll')?.getBoundingClientRect();
      return rowElements
        .filter((row) => Number(row.getAttribute('aria-rowindex')) >= 2)
        .filter(
          (row) => view !== undefined && row.getBoundingClientRect().bottom <= view.bottom && row.getBoundingClientRect().top >= view.top,
        )
        .sort((a, b) => Number(a.getAttribute('aria-rowindex')) - Number(b.getAttribute('aria-rowindex')))
        .map((row) => [...row.querySelectorAll('[role="gridcell"]')].map((cell) => cell.textContent ?? ''));
    });
  // Read until two readings agree: the screen has settled.
  let rows: string[][] = [];
  await expect
    .poll(async () => {
      const before = JSON.stringify(rows);
      rows = await inView();
      return rows.length > 3 && JSON.stringify(rows) === before;
    })
    .toBe(true);
  return { headers, rows };
}

async function journey(explorer: Explorer, shape: RecordShape, look: string, testInfo: TestInfo): Promise<Seen> {
  const { page, clipboard, demo } = explorer;
  const shot = (name: string) => screenshot(page, testInfo, `${name}-${shape}-${look}`);
  await expect(gridRow(page, 3)).toBeVisible();

  // The grid's first screen: a time column in the zone, named; the contact, the message, the status in words.
  const { headers, rows } = await firstScreen(page);
  const timeHeader = headers.findIndex((header) => /^Time/.test(header));
  expect(timeHeader, `a Time column among ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  expect(headers[timeHeader]).toContain('UTC');
  expect(rows.length).toBeGreaterThan(3);
  const column = (name: string) => headers.indexOf(name);
  for (const cells of rows) {
    expect(cells[timeHeader]).toMatch(/^\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}:\d{2} [AP]M$/);
    expect(cells[column('Direction')]).toMatch(/^(Inbound|Outbound)$/);
    expect(cells[column('Contact')]).toMatch(/\+\d[\d ]+$/);
    expect(cells[column('Message')]?.length).toBeGreaterThan(0);
    expect(cells[column('Status')]).toMatch(/^[A-Z][a-z]+$/);
  }
  await shot('grid');

  // Copy as text of two rows: time · direction · contact · status, then the message.
  await gridRow(page, 0).getByRole('gridcell').nth(timeHeader).click();
  await gridRow(page, 1)
    .getByRole('gridcell')
    .nth(timeHeader)
    .click({ modifiers: ['Shift'] });
  await expect(statusBar(page)).toContainText('2 rows selected');
  await page.getByRole('button', { name: 'Copy rows ▾' }).click();
  await page.getByRole('button', { name: /^Text \(for a ticket or a chat\)/ }).click();
  await expect(page.getByText('Copied 2 messages as Text')).toBeVisible();
  const copied = await clipboard.readText();
  const blocks = copied.split('\n\n');
  expect(blocks).toHaveLength(2);
  for (const block of blocks) {
    const [head = '', body = ''] = block.split('\n');
    expect(head).toMatch(
      /^\w{3} \d{1,2}, \d{4}, \d{2}:\d{2}:\d{2} [AP]M UTC · (Inbound|Outbound) · .+ \+\d[\d ]+ · [A-Z][a-z]+ · at Harbor Dental Studio$/,
    );
    expect(body.length).toBeGreaterThan(0);
  }

  // The chart after Count all: every message the API holds is placed, none without a readable time.
  const total = [...matchingMessages(demo.config, LOCATION, {})].length;
  await openActivity(page);
  await chart(page).getByRole('button', { name: 'Count all' }).click();
  await expect(page.getByTestId('activity-source')).toHaveText(`all ${total.toLocaleString('en-US')} messages`, { timeout: 90_000 });
  await expect(chart(page)).not.toContainText(/without a readable time/i);
  await chart(page).getByRole('button', { name: 'Table' }).click();
  const table = chart(page).getByRole('table');
  await expect(table).toBeVisible();
  const counted = await table
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => Number((tr.querySelectorAll('td')[0]?.textContent ?? '').replace(/\D/g, ''))));
  expect(counted.reduce((sum, count) => sum + count, 0)).toBe(total);
  const chartText = (await table.textContent()) ?? '';
  await shot('chart');
  await chart(page).getByRole('button', { name: 'Table' }).click();

  // The conversation of the newest row: every message, each with its time, oldest first.
  const number = await openConversationFromRow(page, 0);
  const truth = threadTruth(demo, LOCATION, number);
  await loadWholeThread(page, 'top');
  await expect(threadStatus(page)).toContainText(`All ${truth.length.toLocaleString('en-US')} messages loaded`);
  await scrollThread(page, 'top');
  await expect.poll(async () => (await renderedThread(page))[0]?.key).toBe(`id:${truth[0]?.id}`);
  const rendered = await renderedThread(page);
  expect(rendered.every((option) => option.time !== '')).toBe(true);
  const times = rendered.map((option) => option.time);
  expect([...times].sort()).toEqual(times);
  const thread = await threadList(page)
    .getByRole('option')
    .evaluateAll((options) => options.map((option) => option.getAttribute('aria-label') ?? option.textContent ?? ''));
  for (const name of thread) expect(name).toMatch(/\d{4}.*\d{1,2}:\d{2}/);
  // The number reads as the grid shows it: grouped.
  const subtitle = (await conversationPanel(page).locator('.conversation__subtitle').textContent()) ?? '';
  expect(subtitle).toMatch(/^\+1 \d{3} \d{3} \d{4} · with Harbor Dental Studio · times in Local \(UTC\)$/);
  await shot('conversation');
  return {
    headers: headers.map((header) => header.replace(/“.*”/, '')),
    firstScreen: rows,
    copied,
    chart: chartText,
    thread: [subtitle, ...thread],
  };
}

for (const look of LOOKS) {
  test(`the other record shape shows what ours shows: grid, Copy as text, chart, conversation (${look.name})`, async ({
    launch,
  }, testInfo) => {
    test.setTimeout(300_000);
    const seen: Partial<Record<RecordShape, Seen>> = {};
    for (const shape of SHAPES) {
      const explorer = await launch({
        colorScheme: look.colorScheme,
        viewport: look.viewport,
        columns: 'app-default',
        demoConfig: { recordShape: shape, anchorTime: ANCHOR_TIME, latencyMs: 0 },
      });
      seen[shape] = await journey(explorer, shape, look.name, testInfo);
      await explorer.close();
    }
    expect(seen.other).toEqual(seen.ours);
  });
}
