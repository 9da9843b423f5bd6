import { readFile } from 'node:fs/promises';
import type { Page, TestInfo } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import type { SmsMessage } from '../../demo-api/messages';
import { matchingMessages } from '../../demo-api/messages';
import type { RecordShape } from '../../demo-api/record-shape-names';
import { shapeRecord } from '../../demo-api/record-shapes';
import type { DemoApi } from '../../demo-api/server';
import { SHAPE_READERS } from '../../demo-api/test/shape-readers';
import { loadWholeThread, renderedThread, threadList, threadStatus, threadTruth } from './conversation';
import { expect, screenshot } from './explorer-test';
import { gridRow, messagesGrid, openActivity } from './ui';

// Issue 34's "Done means", checked on whatever record shape the demo serves and however the
// connection reads it (detected, or corrected in Fields): the grid's first screen shows the
// messages' times (to the minute), customer numbers, texts (or "no message text"), directions and
// statuses as the demo holds them; the row menu opens the customer's conversation, every message
// timed and in order; Count all places every message; the exported file's times are the grid's.
// Every assertion is soft, so a run lists everything a reading gets wrong, not only the first.

interface ScreenRow {
  index: number;
  cells: Record<string, string>;
}

/** The header of each column, and the cells (by header) of the rows fully in view on the grid's first screen. */
async function firstScreen(page: Page): Promise<{ headers: { name: string; column: string }[]; rows: ScreenRow[] }> {
  const grid = messagesGrid(page);
  const headers = await grid
    .getByRole('columnheader')
    .evaluateAll((cells) =>
      cells.map((cell) => ({ name: (cell.textContent ?? '').trim(), column: cell.getAttribute('data-column') ?? '' })),
    );
  const inView = () =>
    grid.locator('[role="row"]').evaluateAll(
      (rowElements, names) => {
        const view = document.querySelector('.grid-scroll')?.getBoundingClientRect();
        return rowElements
          .filter((row) => Number(row.getAttribute('aria-rowindex')) >= 2)
          .filter(
            (row) => view !== undefined && row.getBoundingClientRect().bottom <= view.bottom && row.getBoundingClientRect().top >= view.top,
          )
          .map((row) => ({
            index: Number(row.getAttribute('aria-rowindex')) - 2,
            cells: Object.fromEntries(
              [...row.querySelectorAll('[role="gridcell"]')].map((cell, at) => [names[at] ?? String(at), (cell.textContent ?? '').trim()]),
            ),
          }))
          .sort((a, b) => a.index - b.index);
      },
      headers.map((header) => header.name),
    );
  // Read until two readings agree: the screen has settled.
  let rows: ScreenRow[] = [];
  await expect
    .poll(async () => {
      const before = JSON.stringify(rows);
      rows = await inView();
      return rows.length > 3 && JSON.stringify(rows) === before;
    })
    .toBe(true);
  return { headers, rows };
}

/** `Nov 20, 2026, 3:29:12 PM` → `Nov 20, 2026, 3:29 PM`: the minute a time cell shows. */
const minuteOf = (text: string): string => text.replace(/^(\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2})(:\d{2})?( [AP]M).*$/, '$1$3');
/** The same minute formatted as the grid formats a UTC time. */
const utcMinute = (iso: string): string =>
  minuteOf(
    new Date(iso).toLocaleString('en-US', {
      timeZone: 'UTC',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }),
  );
const digitsOf = (text: string): string => text.replace(/\D/g, '');
/** A status word as a badge may show it: case, underscores and hyphens aside. */
const wordOf = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[_\s-]+/g, ' ')
    .trim();

/**
 * Provider words whose meaning is certain, as the badge names it (the journey expects every other
 * word as written): Infobip's status group 2, UNDELIVERABLE, is "The message could not be
 * delivered" (https://www.infobip.com/docs/developer-resources/api-fundamentals/message-status-codes).
 */
const CERTAIN_WORDS: Readonly<Record<string, string>> = { undeliverable: 'undelivered' };
const badgeOf = (status: string | null): string => {
  const word = wordOf(status ?? '');
  return CERTAIN_WORDS[word] ?? word;
};

/**
 * Checks the grid, the row menu's conversation, Count all and a one-page CSV export against the
 * demo's messages of the location, as the shape's records say them. `name` names the screenshots.
 */
export async function expectShownAsSent(
  page: Page,
  demo: DemoApi,
  shape: RecordShape,
  location: string,
  testInfo: TestInfo,
  name: string,
): Promise<void> {
  const truth: SmsMessage[] = [...matchingMessages(demo.config, location, {})];
  const reader = SHAPE_READERS[shape];
  const sent = (message: SmsMessage) => reader.read(shapeRecord(shape, message));
  await expect(gridRow(page, 3)).toBeVisible();

  // 1. The grid's first screen.
  const { headers, rows } = await firstScreen(page);
  const names = headers.map((header) => header.name);
  const timeHeader = names.find((name) => /^Time/.test(name));
  expect.soft(timeHeader, `[grid] a Time column among: ${names.join(' | ')}`).toBeDefined();
  expect.soft(timeHeader ?? '', '[grid] the Time column says its zone').toContain('UTC');
  // The contact column is "Contact" (name and number) or, where records name no one, "Contact number".
  const contactHeader = names.find((name) => /^Contact/.test(name));
  expect.soft(contactHeader, `[grid] a Contact column among: ${names.join(' | ')}`).toBeDefined();
  // A Status column where the records carry a status (a Sinch batch has none: its delivery report is another record).
  const carriesStatus = rows.some(({ index }) => sent(truth[index]!).status !== null);
  for (const name of ['Direction', 'Message', ...(carriesStatus ? ['Status'] : [])])
    expect.soft(names, `[grid] a ${name} column`).toContain(name);
  for (const { index, cells } of rows) {
    const message = truth[index]!;
    const reading = sent(message);
    const at = `[grid] row ${index + 1}`;
    expect.soft(minuteOf(cells[timeHeader ?? ''] ?? ''), `${at} time`).toBe(utcMinute(message.created_at));
    const contact = cells[contactHeader ?? ''] ?? '';
    expect
      .soft(digitsOf(/\+[\d ]+$/.exec(contact)?.[0] ?? ''), `${at} customer number (cell: ${contact})`)
      .toBe(digitsOf(message.contact.phone));
    if (reading.text === null) expect.soft(cells.Message ?? '', `${at} text: the record has none`).toMatch(/^no message text$/i);
    else expect.soft(cells.Message, `${at} text`).toBe(reading.text);
    expect.soft(cells.Direction, `${at} direction`).toBe(message.direction === 'INBOUND' ? 'Inbound' : 'Outbound');
    expect.soft(wordOf(cells.Status ?? ''), `${at} status (sent as ${JSON.stringify(reading.status)})`).toBe(badgeOf(reading.status));
  }
  await screenshot(page, testInfo, `grid-${name}`);

  // 2. The row menu of the newest row offers the customer's conversation: every message, timed, in order.
  const newest = truth[0]!;
  await gridRow(page, 0).click({ button: 'right' });
  const menuNumber = /\((\+\d+)\)/.exec(
    (await page
      .getByRole('menuitem', { name: /Messages with this number/ })
      .textContent()
      .catch(() => '')) ?? '',
  )?.[1];
  expect.soft(menuNumber, '[row menu] offers the customer of the newest row').toBe(newest.contact.phone);
  const open = page.getByRole('menuitem', { name: 'Open conversation' });
  await expect.soft(open, '[row menu] offers the conversation').toBeVisible();
  if (menuNumber === newest.contact.phone && (await open.isVisible())) {
    await open.click();
    const thread = threadTruth(demo, location, newest.contact.phone);
    await loadWholeThread(page, 'top');
    await expect
      .soft(threadStatus(page), '[conversation] every message loaded')
      .toContainText(`All ${thread.length.toLocaleString('en-US')} messages loaded`);
    // Read once the list has settled: while a scroll runs the virtualizer keeps the places it had
    // (it re-renders when scrolling stops), so on a loaded machine a page that just landed above
    // can read below for a moment. A thread out of order for good still fails the check below.
    await expect
      .poll(
        async () => {
          const times = (await renderedThread(page)).map((option) => option.time);
          return times.join() === [...times].sort().join();
        },
        { timeout: 10_000 },
      )
      .toBe(true)
      .catch(() => undefined);
    const rendered = await renderedThread(page);
    expect
      .soft(
        rendered.every((option) => option.time !== ''),
        '[conversation] every message timed',
      )
      .toBe(true);
    const times = rendered.map((option) => option.time);
    expect.soft([...times].sort(), '[conversation] oldest first').toEqual(times);
    expect.soft(await threadList(page).getByText('Time unknown').count(), '[conversation] no "Time unknown"').toBe(0);
    // The thread reads the connection's one detection (own number included), so each message sits on its side.
    expect.soft(await threadList(page).getByText('Direction unknown').count(), '[conversation] no "Direction unknown"').toBe(0);
    await screenshot(page, testInfo, `conversation-${name}`);
    await page.keyboard.press('Escape');
  } else {
    await page.keyboard.press('Escape');
  }

  // 3. Count all places every message the location holds.
  await openActivity(page);
  const chart = page.getByRole('region', { name: 'Activity over time' });
  await chart.getByRole('button', { name: 'Count all' }).click();
  await expect
    .soft(page.getByTestId('activity-source'), '[Count all] counts every message')
    .toHaveText(`all ${truth.length.toLocaleString('en-US')} messages`, { timeout: 90_000 });
  await expect.soft(chart, '[Count all] places every message').not.toContainText(/without a readable time/i);
  await screenshot(page, testInfo, `chart-${name}`);

  // 4. The exported CSV's times are the grid's: the same instants, written as RFC 3339 UTC.
  const timeColumn = headers.find((header) => header.name === timeHeader)?.column;
  await page.getByRole('button', { name: 'Export…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export rows' });
  // The first page, the rows the grid showed (CSV is the dialog's format unless chosen otherwise).
  await dialog.getByRole('radio', { name: 'One page' }).check();
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  const notice = page.getByRole('status').filter({ hasText: /^Exported \d+ rows to/ });
  await expect(notice).toBeVisible();
  const path = (await notice.locator('code').textContent()) ?? '';
  const [header = [], ...records] = parse(await readFile(path), { bom: true }) as string[][];
  const at = timeColumn === undefined ? -1 : header.indexOf(timeColumn);
  expect.soft(at, `[export] the grid's time column ${JSON.stringify(timeColumn)} among ${header.join(' | ')}`).toBeGreaterThanOrEqual(0);
  if (at >= 0) {
    records.forEach((record, index) => {
      const cell = record[at] ?? '';
      expect.soft(cell, `[export] row ${index + 1} time as RFC 3339 UTC`).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
      expect.soft(Date.parse(cell), `[export] row ${index + 1} time is the grid's (${cell})`).toBe(Date.parse(truth[index]!.created_at));
    });
  }
}
