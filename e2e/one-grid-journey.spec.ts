import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { parse } from 'csv-parse/sync';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { contactAt, modelFor } from '../demo-api/location-model';
import type { DemoApi } from '../demo-api/server';
import { acrossGrid, acrossRows } from './support/across';
import { conversationPanel, threadTruth } from './support/conversation';
import { expect, screenshot, test } from './support/explorer-test';
import { LOOKS } from './support/looks';
import { locationSelect } from './support/ui';

const HARBOR = 'loc-harbor-dental';
/** Screenshots also go where a person looks, outside the repository (optional). */
const SHOTS_DIR = process.env.SHOTS_DIR;

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

/** What the user does, counted: every click and every key press of the task. */
function tally(page: Page) {
  const count = { clicks: 0, keys: 0 };
  return {
    count,
    click: async (target: Locator, options: { button?: 'right'; modifiers?: ('Control' | 'Shift')[] } = {}) => {
      count.clicks += 1;
      count.keys += options.modifiers?.length ?? 0;
      await target.click(options);
    },
    select: async (target: Locator, label: string) => {
      // Opening the list and picking the option.
      count.clicks += 2;
      await target.selectOption({ label });
    },
    type: async (text: string) => {
      count.keys += text.length;
      await page.keyboard.type(text);
    },
    press: async (chord: string) => {
      count.keys += 1;
      await page.keyboard.press(chord);
    },
  };
}

async function keep(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = await screenshot(page, testInfo, name);
  if (SHOTS_DIR) {
    await mkdir(SHOTS_DIR, { recursive: true });
    await copyFile(path, join(SHOTS_DIR, `${name}.png`));
  }
}

for (const look of LOOKS) {
  test(`find a number across all locations, copy two of its messages into a ticket, open the conversation of one and export it (${look.name})`, async ({ launch }, testInfo) => {
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
    await expect(acrossGrid(page).locator('[role="row"][aria-rowindex="2"] [data-column="Location name"]')).toHaveText('Harbor Dental Studio');
    await expect(acrossGrid(page).getByRole('columnheader').first()).toContainText('Location');

    // 2. Two of its messages into a ticket: click one, Ctrl+click another, Alt+Shift+X.
    const rowAt = (index: number) => acrossGrid(page).locator(`[role="row"][aria-rowindex="${index + 2}"]`);
    await user.click(rowAt(0).locator('[data-column="Location name"]'));
    await user.click(rowAt(1).locator('[data-column="Location name"]'), { modifiers: ['Control'] });
    await expect(acrossGrid(page).locator('[aria-selected="true"]')).toHaveCount(2);
    await user.press('Alt+Shift+X');
    await expect(page.getByText('Copied 2 messages as Text')).toBeVisible();
    const ticket = await explorer.clipboard.readText();
    const blocks = ticket.split('\n\n');
    expect(blocks).toHaveLength(2);
    for (const [index, block] of blocks.entries()) {
      const location = await rowAt(index).locator('[data-column="Location name"]').textContent();
      const body = await rowAt(index).locator('[data-column="body"]').textContent();
      // The line says when, which way, who and where; the message follows whole.
      expect(block.split('\n')[0]).toContain(`· at ${location}`);
      expect(block.split('\n').slice(1).join('\n')).toBe(body);
    }
    // Selected and sorted, the toolbar keeps to one line: the grid does not move under the pointer.
    const toolbar = page.getByRole('toolbar', { name: 'Results from all locations' });
    expect((await toolbar.boundingBox())!.height).toBeLessThan(50);
    // A contact without a name: the number starts the cell, not after the room of an empty name.
    const indented = await acrossRows(page).locator('[data-column="contact.name"] .grid__contact').evaluateAll((cells) =>
      cells.filter((cell) => {
        const number = cell.querySelector('.grid__contact-number');
        return cell.querySelector('.grid__contact-name')?.textContent === '' && number && number.getBoundingClientRect().left > cell.getBoundingClientRect().left + 1;
      }).length,
    );
    expect(indented).toBe(0);
    await keep(page, testInfo, `one-grid-copied-${look.name}`);

    // 3. The conversation of the first message, at its location (Harbor): right click, Open conversation.
    const locationName = (await rowAt(0).locator('[data-column="Location name"]').textContent())!;
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
    const notice = page.getByRole('status').filter({ hasText: `Exported ${messages} rows to` });
    await expect(notice).toBeVisible();
    const path = (await notice.locator('code').textContent())!;
    expect(basename(path)).toBe(`conversation-${phone.slice(1)}-${locationName.replaceAll(' ', '_')}.csv`);
    const [header, ...rows] = parse(await readFile(path, 'utf8'), { record_delimiter: '\r\n' }) as string[][];
    expect(header).toEqual(['created_at', 'direction', 'contact.name', 'contact.phone', 'body', 'status']);
    expect(rows.map((row) => row[0])).toEqual(truth.map((message) => message.created_at));
    await keep(page, testInfo, `one-grid-after-${look.name}`);

    testInfo.annotations.push({ type: 'task effort', description: `${user.count.clicks} clicks, ${user.count.keys} key presses (${phone.length} of them the number)` });
    console.log(`[${look.name}] task: ${user.count.clicks} clicks, ${user.count.keys} key presses (${phone.length} of them typing the number)`);
  });
}
