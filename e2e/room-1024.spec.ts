import type { Locator, Page } from '@playwright/test';
import { expect, screenshot, test } from './support/explorer-test';
import { busiestContact, conversationPanel, openConversationFromRow, threadList } from './support/conversation';
import { gridRow, locationSelect, messagesGrid, openActivity, searchButton, searchForm, statusBar } from './support/ui';

const LOCATION = 'loc-harbor-dental';
const LAPTOP = { width: 1024, height: 640 };

const toolbar = (page: Page): Locator => page.getByRole('toolbar', { name: 'Results' });

/** How many of the items are wholly inside the scroller's visible box. */
async function wholeItemsIn(scroller: Locator, items: string): Promise<number> {
  return scroller.evaluate((element, selector) => {
    const box = element.getBoundingClientRect();
    return [...element.querySelectorAll(selector)].filter((item) => {
      const rect = item.getBoundingClientRect();
      return rect.height > 0 && rect.top >= box.top - 0.5 && rect.bottom <= box.bottom + 0.5;
    }).length;
  }, items);
}

const gridRowsInView = (page: Page) => wholeItemsIn(page.locator('.grid-scroll'), '[role="row"][aria-rowindex]:not([aria-rowindex="1"])');
const messagesInView = (page: Page) => wholeItemsIn(conversationPanel(page).locator('.thread-scroll'), '[role="option"]');
const height = async (locator: Locator) => (await locator.boundingBox())?.height ?? 0;

test.use({ viewport: LAPTOP });

test('at 1024×640 the toolbar keeps one line whatever is selected or sorted, and the grid keeps 8 rows under the chart', async ({
  launch,
}, testInfo) => {
  const { page } = await launch({ viewport: LAPTOP, columns: 'app-default' });
  await locationSelect(page).selectOption(LOCATION);
  await expect(gridRow(page, 0)).toBeVisible();
  const line = await height(toolbar(page));
  const gridTop = async () => (await messagesGrid(page).boundingBox())?.y ?? 0;
  const before = await gridTop();

  // Nothing of the toolbar is cut off: what does not fit is in its More menu.
  const clipped = () => toolbar(page).evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(await clipped()).toBe(false);
  await gridRow(page, 0).click();
  await gridRow(page, 2).click({ modifiers: ['Shift'] });
  await expect(statusBar(page)).toContainText('3 rows selected');
  expect(await height(toolbar(page))).toBe(line);
  expect(await gridTop()).toBe(before);

  await messagesGrid(page)
    .getByRole('columnheader', { name: /Contact/ })
    .first()
    .click();
  await expect(statusBar(page)).toContainText(/Sorted by Contact/);
  expect(await height(toolbar(page))).toBe(line);
  expect(await gridTop()).toBe(before);
  expect(await clipped()).toBe(false);
  await screenshot(page, testInfo, 'toolbar-selected-sorted-1024');

  await openActivity(page);
  await expect(searchForm(page).getByLabel('Phone number')).toBeHidden();
  const rows = await gridRowsInView(page);
  testInfo.annotations.push({ type: 'grid rows in view with the chart open', description: String(rows) });
  await screenshot(page, testInfo, 'chart-open-1024');
  expect(rows).toBeGreaterThanOrEqual(8);
});

test('at 1024×640 opening a conversation folds the filters and shows at least 6 messages', async ({ launch }, testInfo) => {
  const explorer = await launch({ viewport: LAPTOP, columns: 'app-default' });
  const { page } = explorer;
  await locationSelect(page).selectOption(LOCATION);
  await expect(gridRow(page, 0)).toBeVisible();
  // The form is open at start (nothing searched yet): the conversation must fold it.
  await expect(searchForm(page).getByLabel('Phone number')).toBeVisible();
  await openConversationFromRow(page, 0);
  await expect(searchForm(page).getByLabel('Phone number')).toBeHidden();
  await expect(threadList(page).getByRole('option').first()).toBeVisible();
  // The thread opens scrolled to its newest message: counted once that scroll has settled.
  await expect.poll(() => messagesInView(page)).toBeGreaterThanOrEqual(6);
  testInfo.annotations.push({ type: 'messages in view', description: String(await messagesInView(page)) });
  await screenshot(page, testInfo, 'conversation-1024');
  // The busiest thread too (long messages among them).
  await page.keyboard.press('Escape');
  await searchForm(page).getByRole('button', { name: 'Edit filters' }).click();
  await searchForm(page).getByLabel('Phone number').fill(busiestContact(explorer.demo, LOCATION));
  await searchButton(page).click();
  await openConversationFromRow(page, 0);
  await expect.poll(() => messagesInView(page)).toBeGreaterThanOrEqual(6);
  testInfo.annotations.push({ type: 'messages in view, busiest thread', description: String(await messagesInView(page)) });
  await screenshot(page, testInfo, 'conversation-busiest-1024');
});

test('at 1024×640 a search across locations folds its filters to their chips', async ({ launch }, testInfo) => {
  const { page } = await launch({ viewport: LAPTOP, columns: 'app-default' });
  await expect(gridRow(page, 0)).toBeVisible();
  const count = await locationSelect(page)
    .locator('option')
    .filter({ hasText: /^All locations/ })
    .textContent();
  await locationSelect(page).selectOption({ label: count ?? '' });
  const view = page.getByRole('main', { name: /^All \d+ locations of/ });
  await view.getByLabel('Search text').fill('appointment');
  await view.getByLabel('Search text').press('Enter');
  await expect(view.getByLabel('Search text')).toBeHidden();
  await expect(view.getByRole('button', { name: /appointment/ })).toBeVisible();
  await screenshot(page, testInfo, 'across-folded-1024');
});

test('at 1024×640 a conversation opened from the search across locations shows at least 6 messages', async ({ launch }, testInfo) => {
  const explorer = await launch({ viewport: LAPTOP, columns: 'app-default' });
  const { page } = explorer;
  await expect(gridRow(page, 0)).toBeVisible();
  const count = await locationSelect(page)
    .locator('option')
    .filter({ hasText: /^All locations/ })
    .textContent();
  await locationSelect(page).selectOption({ label: count ?? '' });
  const view = page.getByRole('main', { name: /^All \d+ locations of/ });
  await view.getByLabel('Phone number').fill(busiestContact(explorer.demo, LOCATION));
  await view.getByLabel('Phone number').press('Enter');
  const grid = page.getByRole('grid', { name: 'Messages across locations' });
  await grid.locator('[role="row"][aria-rowindex="2"]').click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Open conversation' }).click();
  await expect(threadList(page).getByRole('option').first()).toBeVisible();
  await expect.poll(() => messagesInView(page)).toBeGreaterThanOrEqual(6);
  testInfo.annotations.push({ type: 'messages in view, across', description: String(await messagesInView(page)) });
  await screenshot(page, testInfo, 'conversation-across-1024');
});
