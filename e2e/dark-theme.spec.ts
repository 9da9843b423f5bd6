import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './support/explorer-test';
import { expectRowsOfLocation, messagesGrid } from './support/ui';

/** Relative luminance (0 black … 1 white) of an element's computed background colour. */
function backgroundLuminance(page: Page, role: 'body' | 'grid'): Promise<number> {
  return page.evaluate((role) => {
    const element = role === 'body' ? document.body : document.querySelector('[role="grid"][aria-label="Messages"]')?.parentElement;
    let node: Element | null | undefined = element;
    let color = 'rgba(0, 0, 0, 0)';
    // A transparent element shows its parent's background.
    while (node && /rgba\(.*, 0\)|transparent/.test(color)) {
      color = getComputedStyle(node).backgroundColor;
      node = node.parentElement;
    }
    const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number).map((channel) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  }, role);
}

async function expectDark(page: Page): Promise<void> {
  await expect.poll(() => backgroundLuminance(page, 'body')).toBeLessThan(0.05);
  expect(await backgroundLuminance(page, 'grid')).toBeLessThan(0.05);
  // Text stays readable: light on dark.
  const text = await page.evaluate(() => getComputedStyle(document.body).color);
  expect(
    (text.match(/\d+/g) ?? [])
      .slice(0, 3)
      .map(Number)
      .every((channel) => channel > 150),
  ).toBe(true);
}

test('dark theme chosen in the Theme menu', async ({ launch }, testInfo) => {
  const { page } = await launch({ colorScheme: 'light' });
  await expectRowsOfLocation(page, 'loc-harbor-dental');
  expect(await backgroundLuminance(page, 'body')).toBeGreaterThan(0.7);
  await page.getByRole('combobox', { name: 'Theme' }).selectOption({ label: 'Dark theme' });
  await expectDark(page);
  await screenshot(page, testInfo, 'dark-theme');
  // The choice outlives a reload.
  await page.reload();
  await expectRowsOfLocation(page, 'loc-harbor-dental');
  await expectDark(page);
});

test('dark theme followed from the OS', async ({ launch }) => {
  const { page } = await launch({ colorScheme: 'dark' });
  await expectRowsOfLocation(page, 'loc-harbor-dental');
  await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveValue('system');
  await expectDark(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => backgroundLuminance(page, 'body')).toBeGreaterThan(0.7);
  await expect(messagesGrid(page)).toBeVisible();
});
