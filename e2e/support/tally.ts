import { copyFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { screenshot } from './explorer-test';

/** Screenshots also go where a person looks, outside the repository (optional). */
const SHOTS_DIR = process.env.SHOTS_DIR;

/** Saves a step's screenshot under the test's output (and SHOTS_DIR when set), to be looked at. */
export async function keep(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = await screenshot(page, testInfo, name);
  if (SHOTS_DIR) {
    await mkdir(SHOTS_DIR, { recursive: true });
    await copyFile(path, join(SHOTS_DIR, `${name}.png`));
  }
}

/** What has the focus, as a person would name it: its label, else its accessible name, else its text. */
export function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return '(nothing)';
    const label = element instanceof HTMLInputElement || element instanceof HTMLSelectElement ? element.labels?.[0]?.textContent : null;
    return (label ?? element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
  });
}

/** What the user does, counted: every click and every key press of the task. */
export function tally(page: Page) {
  const count = { clicks: 0, keys: 0 };
  const press = async (chord: string) => {
    count.keys += 1;
    await page.keyboard.press(chord);
  };
  return {
    count,
    said: () => `${count.clicks} clicks, ${count.keys} key presses`,
    click: async (target: Locator, options: { button?: 'right'; modifiers?: ('Control' | 'Shift')[] } = {}) => {
      count.clicks += 1;
      count.keys += options.modifiers?.length ?? 0;
      await target.click(options);
    },
    /** A click at a point of the page (a bar of the chart's canvas). */
    clickAt: async (x: number, y: number) => {
      count.clicks += 1;
      await page.mouse.click(x, y);
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
    press,
    /** Presses Tab (Shift+Tab backwards) until what has the focus is named so; fails past `most` presses. */
    tabTo: async (name: RegExp, { back = false, most = 60 } = {}) => {
      for (let pressed = 0; pressed < most; pressed += 1) {
        if (name.test(await focusedName(page))) return;
        await press(back ? 'Shift+Tab' : 'Tab');
      }
      throw new Error(`No ${name} within ${most} presses of ${back ? 'Shift+Tab' : 'Tab'}; the focus is on “${await focusedName(page)}”`);
    },
  };
}
