import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './support/explorer-test';
import { LOOKS } from './support/looks';
import { expectRowsOfLocation, messagesGrid, openActivity, searchForm } from './support/ui';

// Issue 17, point 10: everything within reach of the keyboard, and focus always somewhere visible.

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element
      ? `${element.getAttribute('role') ?? element.tagName.toLowerCase()}:${element.getAttribute('aria-label') ?? element.textContent?.trim() ?? ''}`
      : '';
  });

test('the row menu gives focus back to the row; Enter in a filter dropdown runs the search', async ({ launch }) => {
  const { page, demo } = await launch();
  await expectRowsOfLocation(page, 'loc-harbor-dental');
  const grid = messagesGrid(page);
  await grid.focus();
  await page.keyboard.press('ArrowDown');
  const active = await grid.getAttribute('aria-activedescendant');
  await page.keyboard.press('Shift+F10');
  await expect(page.getByRole('menu', { name: 'Message actions' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(grid).toBeFocused();
  expect(await grid.getAttribute('aria-activedescendant')).toBe(active);

  const sent = demo.requests.length;
  const direction = searchForm(page).getByLabel('Direction');
  await direction.focus();
  await direction.selectOption('INBOUND');
  await page.keyboard.press('Enter');
  await expect
    .poll(() => demo.requests.slice(sent).map((request) => (request.body as Record<string, unknown>).direction))
    .toContain('INBOUND');
  // The form folds into chips: focus goes to the results, not to the page, and the arrows move through the rows.
  await expect(grid).toBeFocused();
  await expect(grid.locator('[data-row-index="0"]')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  expect(await grid.getAttribute('aria-activedescendant')).toBeTruthy();
});

for (const look of LOOKS) {
  test(`the header row is one tab stop with arrows inside, the resize handle shows its focus; the shortcuts fit (${look.name})`, async ({
    launch,
  }, testInfo) => {
    const { page } = await launch({ colorScheme: look.colorScheme, viewport: look.viewport });
    await expectRowsOfLocation(page, 'loc-harbor-dental');
    const headers = messagesGrid(page).getByRole('columnheader').locator('button');
    await expect(headers.and(page.locator('[tabindex="0"]'))).toHaveCount(1);
    // From the last control above the grid (the activity chart's): the grid (its rows), then the header row, once.
    await openActivity(page);
    await page.getByRole('region', { name: 'Activity over time' }).getByRole('button', { name: 'Count all' }).focus();
    await page.keyboard.press('Tab');
    await expect(messagesGrid(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(headers.first()).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(headers.nth(1)).toBeFocused();
    await page.keyboard.press('Tab');
    const handle = page.getByRole('separator', { name: /^Resize column / }).and(page.locator(':focus'));
    await expect(handle).toHaveCount(1);
    expect(await handle.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe('none');
    await screenshot(page, testInfo, `resize-focus-${look.name}`);
    // Then out of the grid: no other header or handle on the way.
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toMatch(/^button:Times: /);

    await page.keyboard.press('?');
    const panel = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(panel).toBeVisible();
    // Every shortcut within reach: the panel inside the window with its title and Close in sight;
    // each entry, scrolled to in the list if the window is short, inside the list's box, no key text spilling out.
    const outside = await panel.evaluate(async (dialog, size) => {
      const inWindow = (box: DOMRect) => box.top >= 0 && box.bottom <= size.height && box.left >= 0 && box.right <= size.width;
      const fixed = [dialog, dialog.querySelector('h2'), dialog.querySelector('.shortcuts__close')].filter(
        (element) => !inWindow(element!.getBoundingClientRect()),
      );
      const list = dialog.querySelector('.shortcuts__scroll')!;
      const spilled: string[] = [];
      for (const element of dialog.querySelectorAll('.shortcuts__item, .shortcuts__item kbd')) {
        element.scrollIntoView({ block: 'nearest' });
        await new Promise(requestAnimationFrame);
        const box = element.getBoundingClientRect();
        const frame = list.getBoundingClientRect();
        const cell = element.tagName === 'KBD' ? element.parentElement!.getBoundingClientRect() : frame;
        const inside =
          box.left >= cell.left - 1 && box.right <= cell.right + 1 && box.top >= frame.top - 1 && box.bottom <= frame.bottom + 1;
        if (!inside) spilled.push(element.textContent ?? '');
      }
      list.scrollTop = 0;
      return [...fixed.map((element) => element!.outerHTML.slice(0, 40)), ...spilled];
    }, look.viewport);
    expect(outside, 'shortcuts out of reach or spilling').toEqual([]);
    await expect(panel.getByText('Copy link: the search')).toBeVisible();
    await screenshot(page, testInfo, `shortcuts-${look.name}`);
    await panel.getByRole('region', { name: 'Every shortcut' }).evaluate((list) => list.scrollTo({ top: list.scrollHeight }));
    await screenshot(page, testInfo, `shortcuts-end-${look.name}`);
  });
}
