import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { parse } from 'csv-parse/sync';
import type { Locator, Page } from '@playwright/test';
import { contactAt, modelFor } from '../demo-api/location-model';
import type { DemoApi } from '../demo-api/server';
import { acrossGrid, acrossRows, headerWidths } from './support/across';
import { defaultWidth } from '../renderer/features/results/column-width';
import { conversationPanel, threadTruth } from './support/conversation';
import { expect, test } from './support/explorer-test';
import { LOOKS } from './support/looks';
import { focusedName, keep, tally } from './support/tally';
import { locationSelect } from './support/ui';

const HARBOR = 'loc-harbor-dental';

/** A Harbor contact whose thread there fits a first page: the whole conversation is on screen to export. */
function numberWithShortThread(demo: DemoApi): string {
  const model = modelFor(demo.config, HARBOR);
  for (let index = 0; index < 200; index += 1) {
    const phone = contactAt(model, index).phone;
    const messages = threadTruth(demo, HARBOR, phone).length;
    if (messages >= 4 && messages <= 40) return phone;
  }
  throw new Error('The demo has no contact with a short thread at Harbor Dental Studio.');
}

/** The conversation's export, read back: its file is named after the number and the location, its rows oldest first. */
async function expectConversationFile(page: Page, phone: string, locationName: string, truth: { created_at: string }[]): Promise<void> {
  const notice = page.getByRole('status').filter({ hasText: `Exported ${truth.length} rows to` });
  await expect(notice).toBeVisible();
  const path = (await notice.locator('code').textContent())!;
  expect(basename(path)).toBe(`conversation-${phone.slice(1)}-${locationName.replaceAll(' ', '_')}-for-spreadsheet.csv`);
  const [header, ...rows] = parse(await readFile(path, 'utf8'), { bom: true, record_delimiter: '\r\n' }) as string[][];
  expect(header).toEqual(['created_at', 'created_at (as sent)', 'direction', 'contact.name', 'contact.phone', 'body', 'status']);
  expect(rows.map((row) => row[0])).toEqual(truth.map((message) => message.created_at));
}

/** The ticket holds each selected row whole: its time, direction, status and location on the first line, its message after. */
async function expectTicket(ticket: string, rows: Locator[]): Promise<void> {
  const blocks = ticket.split('\n\n');
  expect(blocks).toHaveLength(rows.length);
  for (const [index, row] of rows.entries()) {
    const cell = (column: string) => row.locator(`[data-column="${column}"]`);
    const [line = '', ...message] = (blocks[index] ?? '').split('\n');
    for (const column of ['created_at', 'direction', 'status']) expect(line).toContain((await cell(column).textContent())!.trim());
    expect(line).toContain(`· at ${await cell('Location name').textContent()}`);
    expect(message.join('\n')).toBe((await cell('body').getAttribute('title')) ?? (await cell('body').textContent()));
  }
}

for (const look of LOOKS) {
  test(`find a number across all locations, copy two of its messages into a ticket, open the conversation of one and export it (${look.name})`, async ({
    launch,
  }, testInfo) => {
    const explorer = await launch({ colorScheme: look.colorScheme, viewport: look.viewport, columns: 'app-default' });
    const { page, demo } = explorer;
    const phone = numberWithShortThread(demo);
    const user = tally(page);

    // 1. All locations, the number, Enter.
    await user.select(locationSelect(page), `All locations (${Object.keys(demo.config.locations).length})`);
    const view = page.getByRole('main', { name: /^All \d+ locations of/ });
    await keep(page, testInfo, `one-grid-before-${look.name}`);
    await user.click(view.getByRole('textbox', { name: 'Phone number' }));
    await user.type(phone);
    await user.press('Enter');
    await expect(acrossRows(page).first()).toBeVisible({ timeout: 30_000 });
    // Its rows at Harbor first: sort the loaded rows by Location (one click on the header).
    await user.click(acrossGrid(page).getByRole('button', { name: /^Location/ }));
    await expect(acrossGrid(page).locator('[role="row"][aria-rowindex="2"] [data-column="Location name"]')).toHaveAttribute(
      'title',
      'Harbor Dental Studio',
    );
    await expect(acrossGrid(page).getByRole('columnheader').first()).toContainText('Location');

    // 2. Two of its messages into a ticket: click one, Ctrl+click another, Alt+Shift+X.
    const rowAt = (index: number) => acrossGrid(page).locator(`[role="row"][aria-rowindex="${index + 2}"]`);
    await user.click(rowAt(0).locator('[data-column="Location name"]'));
    await user.click(rowAt(1).locator('[data-column="Location name"]'), { modifiers: ['Control'] });
    await expect(acrossGrid(page).locator('[aria-selected="true"]')).toHaveCount(2);
    await user.press('Alt+Shift+X');
    await expect(page.getByText('Copied 2 messages as Text')).toBeVisible();
    await expectTicket(await explorer.clipboard.readText(), [rowAt(0), rowAt(1)]);
    // Selected and sorted, the toolbar keeps to one line: the grid does not move under the pointer.
    const toolbar = page.getByRole('toolbar', { name: 'Results from all locations' });
    expect((await toolbar.boundingBox())!.height).toBeLessThan(50);
    // A contact without a name: the number starts the cell, not after the room of an empty name.
    const indented = await acrossRows(page)
      .locator('[data-column="contact.name"] .grid__contact')
      .evaluateAll(
        (cells) =>
          cells.filter((cell) => {
            const number = cell.querySelector('.grid__contact-number');
            return (
              cell.querySelector('.grid__contact-name')?.textContent === '' &&
              number &&
              number.getBoundingClientRect().left > cell.getBoundingClientRect().left + 1
            );
          }).length,
      );
    expect(indented).toBe(0);
    await keep(page, testInfo, `one-grid-copied-${look.name}`);

    // 3. The conversation of the first message, at its location (Harbor): right click, Open conversation.
    // The cell shows the name short ("Harbor"), whole in its tooltip.
    const locationName = (await rowAt(0).locator('[data-column="Location name"]').getAttribute('title'))!;
    const [locationId] = Object.entries(demo.config.locations).find(([, location]) => location.name === locationName)!;
    const truth = threadTruth(demo, locationId, phone);
    const messages = truth.length;
    await user.click(rowAt(0).locator('[data-column="body"]'), { button: 'right' });
    await user.click(page.getByRole('menuitem', { name: 'Open conversation' }));
    await expect(conversationPanel(page)).toContainText(`with ${locationName}`);
    await expect(conversationPanel(page).getByRole('status').first()).toContainText(`All ${messages} messages loaded`, { timeout: 20_000 });

    // 4. Export it: Export…, Export; the file is read back.
    await user.click(conversationPanel(page).getByRole('button', { name: 'Export…' }));
    const dialog = page.getByRole('dialog', { name: 'Export conversation' });
    await expect(dialog).toContainText(`The conversation's ${messages} messages, oldest first`);
    await keep(page, testInfo, `one-grid-export-dialog-${look.name}`);
    await user.click(dialog.getByRole('button', { name: 'Export', exact: true }));
    await expectConversationFile(page, phone, locationName, truth);
    await keep(page, testInfo, `one-grid-after-${look.name}`);

    testInfo.annotations.push({ type: 'task effort, mouse', description: `${user.said()} (${phone.length} of them the number)` });
    console.log(`[${look.name}] task a by mouse: ${user.said()} (${phone.length} of them typing the number)`);
  });

  test(`the same task by keyboard only: Ctrl+K to every location, the number, two rows into a ticket, their conversation exported (${look.name})`, async ({
    launch,
  }, testInfo) => {
    test.setTimeout(120_000);
    const explorer = await launch({ colorScheme: look.colorScheme, viewport: look.viewport, columns: 'app-default' });
    const { page, demo } = explorer;
    const phone = numberWithShortThread(demo);
    const user = tally(page);
    await expect(page.getByRole('grid', { name: 'Messages' })).toBeVisible();

    // 1. Ctrl+K, "all", Enter: the view opens with its first filter focused; Tab to the number, type it, Enter.
    await user.press('Control+k');
    await user.type('all');
    await user.press('Enter');
    const view = page.getByRole('main', { name: /^All \d+ locations of/ });
    await expect.poll(() => focusedName(page)).toBe('Search text');
    await user.tabTo(/^Phone number/);
    await user.type(phone);
    await keep(page, testInfo, `kbd-a1-number-${look.name}`);
    await user.press('Enter');
    // The filters fold away with the field: the rows have the focus once they arrive.
    await expect(acrossRows(page).first()).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => focusedName(page)).toBe('Messages across locations');
    await expect(view.getByText(/reading…/)).toHaveCount(0);

    // 2. Down selects the first row, Shift+Down the next; Alt+Shift+X copies them for the ticket.
    await user.press('ArrowDown');
    await user.press('Shift+ArrowDown');
    await expect(acrossGrid(page).locator('[aria-selected="true"]')).toHaveCount(2);
    await user.press('Alt+Shift+X');
    await expect(page.getByText('Copied 2 messages as Text')).toBeVisible();
    const rowAt = (index: number) => acrossGrid(page).locator(`[role="row"][aria-rowindex="${index + 2}"]`);
    await expectTicket(await explorer.clipboard.readText(), [rowAt(0), rowAt(1)]);
    // On a wide window the Contact column keeps the one-location grid's width beside the Location
    // column (the contact's name was cut to a letter or two, as on a 1024 px window).
    if (look.viewport.width >= 1920) {
      await expect
        .poll(async () => (await headerWidths(page)).find((header) => header.header === 'Contact')?.width)
        .toBe(defaultWidth('contact.name', { contactName: 'contact.name' }));
    }
    await keep(page, testInfo, `kbd-a2-copied-${look.name}`);

    // 3. Alt+Shift+O: the conversation of the row in focus (the second), at its location.
    const locationName = (await rowAt(1).locator('[data-column="Location name"]').getAttribute('title'))!;
    const [locationId] = Object.entries(demo.config.locations).find(([, location]) => location.name === locationName)!;
    const truth = threadTruth(demo, locationId, phone);
    await user.press('Alt+Shift+O');
    await expect(conversationPanel(page)).toContainText(`with ${locationName}`);
    await expect(conversationPanel(page).getByRole('status').first()).toContainText(/messages loaded/);
    const whole = (await conversationPanel(page).getByRole('status').first().textContent())!.includes(
      `All ${truth.length} messages loaded`,
    );
    await keep(page, testInfo, `kbd-a3-conversation-${look.name}`);

    // 4. Ctrl+E in the conversation exports the conversation (not the rows behind it); Tab to Export, Enter.
    await user.press('Control+e');
    const dialog = page.getByRole('dialog', { name: 'Export conversation' });
    // Every message loaded: one choice; more on the server: the whole conversation, or those loaded so far.
    await expect(dialog).toContainText(/The conversation's \d+ messages( loaded so far)?, oldest first/);
    await keep(page, testInfo, `kbd-a4-export-dialog-${look.name}`);
    await user.tabTo(/^Export( all)?$/);
    await user.press('Enter');
    if (whole) {
      await expectConversationFile(page, phone, locationName, truth);
    } else {
      // A thread longer than its first page: every page is exported, named after the conversation, oldest first like the thread.
      const notice = page.getByRole('status').filter({
        hasText: new RegExp(`^Exported all results of the conversation with [+\\d ]+ at ${locationName}: ${truth.length} rows`),
      });
      await expect(notice).toBeVisible({ timeout: 30_000 });
      const [header, ...rows] = parse(await readFile((await notice.locator('code').textContent())!, 'utf8'), {
        bom: true,
        record_delimiter: '\r\n',
      }) as string[][];
      expect(header).toEqual(['created_at', 'created_at (as sent)', 'direction', 'contact.name', 'contact.phone', 'body', 'status']);
      expect(rows.map((row) => row[0])).toEqual(truth.map((message) => message.created_at));
    }
    await keep(page, testInfo, `kbd-a5-exported-${look.name}`);

    testInfo.annotations.push({
      type: 'task effort, keyboard',
      description: `${user.said()} (${phone.length} of them the number), 0 clicks`,
    });
    console.log(`[${look.name}] task a by keyboard: ${user.said()} (${phone.length} of them typing the number)`);
  });
}
