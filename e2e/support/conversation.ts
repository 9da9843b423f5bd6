import { expect, type Locator, type Page } from '@playwright/test';
import { contactAt, modelFor } from '../../demo-api/location-model';
import { matchingMessages } from '../../demo-api/messages';
import type { DemoApi } from '../../demo-api/server';
import { messagesGrid } from './ui';

export const conversationPanel = (page: Page): Locator => page.getByRole('complementary', { name: /^Conversation with / });
export const threadList = (page: Page): Locator => conversationPanel(page).getByRole('listbox');
export const threadStatus = (page: Page): Locator => conversationPanel(page).getByRole('status').first();

/** Opens the conversation of a grid row from its row menu; resolves with the number it is about. */
export async function openConversationFromRow(page: Page, rowIndex: number): Promise<string> {
  const row = messagesGrid(page).locator(`[role="row"][aria-rowindex="${rowIndex + 2}"]`);
  await row.click({ button: 'right' });
  const item = page.getByRole('menuitem', { name: 'Open conversation' });
  const follow = await page.getByRole('menuitem', { name: /Messages with this number/ }).textContent();
  const number = /\((\+\d+)\)/.exec(follow ?? '')?.[1];
  if (!number) throw new Error(`No number in the row menu: ${follow}`);
  await item.click();
  await expect(threadList(page).getByRole('option').first()).toBeVisible();
  return number;
}

/** The demo's busiest contact of a location (its contacts are drawn with a bias toward the first). */
export function busiestContact(demo: DemoApi, locationId: string): string {
  return contactAt(modelFor(demo.config, locationId), 0).phone;
}

/** Every message of the number at the location, by the demo's own ground truth (ids, oldest first). */
export function threadTruth(demo: DemoApi, locationId: string, phoneNumber: string): { id: string; created_at: string }[] {
  return [...matchingMessages(demo.config, locationId, { phone_number: phoneNumber })]
    .map(({ id, created_at }) => ({ id, created_at }))
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
}

/** The rendered options of the thread, top to bottom: their key and time. */
export async function renderedThread(page: Page): Promise<{ key: string; time: string; top: number }[]> {
  return threadList(page)
    .locator('[role="option"]')
    .evaluateAll((options) =>
      options
        .map((option) => ({
          key: option.getAttribute('data-key') ?? '',
          time: option.getAttribute('data-time') ?? '',
          top: option.getBoundingClientRect().top,
        }))
        .sort((a, b) => a.top - b.top),
    );
}

/** Scrolls the thread's list to one end, as a user dragging the scrollbar would. */
export async function scrollThread(page: Page, to: 'top' | 'bottom'): Promise<void> {
  await conversationPanel(page)
    .locator('.thread-scroll')
    .evaluate((element, end) => {
      element.scrollTop = end === 'top' ? 0 : element.scrollHeight;
    }, to);
}

/** Keeps scrolling toward the unloaded end until the thread says everything is loaded. */
export async function loadWholeThread(page: Page, toward: 'top' | 'bottom'): Promise<void> {
  await expect(async () => {
    await scrollThread(page, toward);
    await expect(threadStatus(page)).toContainText(/All [\d,]+ messages loaded/, { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
}
