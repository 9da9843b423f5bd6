import { expect, type Locator, type Page } from '@playwright/test';
import { connectionSelect, locationSelect } from './ui';

// The search across locations, as the journeys reach it: by role and accessible name. Its results
// are the one grid of the app, its Location column first.

export const acrossView = (page: Page): Locator => page.getByRole('main', { name: /^All \d+ locations of/ });
export const acrossGrid = (page: Page): Locator => page.getByRole('grid', { name: 'Messages across locations' });
/** The rows rendered (the grid is virtualized), in no particular DOM order: rows are recycled by slot. */
export const acrossRows = (page: Page): Locator => acrossGrid(page).locator('[role="row"][data-row-index]');
export const locationStrip = (page: Page): Locator => page.getByRole('list', { name: 'Progress per location' });
export const stripItem = (page: Page, locationId: string): Locator => locationStrip(page).locator(`[data-location="${locationId}"]`);

/** Picks the connection, then "All locations (n)" of it. */
export async function openAcross(page: Page, connectionLabel: string, locations: number): Promise<void> {
  await connectionSelect(page).selectOption({ label: connectionLabel });
  await locationSelect(page).selectOption({ label: `All locations (${locations})` });
  await expect(acrossView(page)).toBeVisible();
}

/** One column's cells of the rows rendered, top to bottom: the tooltip (the value as sent) when there is one, else the text. */
export function renderedCells(page: Page, column: string): Promise<string[]> {
  return acrossRows(page).evaluateAll(
    (rows, name) =>
      rows
        .map((row) => ({ index: Number(row.getAttribute('data-row-index')), cell: row.querySelector(`[data-column="${CSS.escape(name)}"]`) }))
        .sort((a, b) => a.index - b.index)
        .map(({ cell }) => cell?.getAttribute('title') ?? cell?.textContent ?? ''),
    column,
  );
}

/** The time column's values of the rows in view (as sent), newest first when merged. */
export async function shownTimes(page: Page, timeColumn = 'created_at'): Promise<number[]> {
  return (await renderedCells(page, timeColumn)).map((text) => {
    const number = Number(text);
    return Number.isFinite(number) && text.trim() !== '' ? number : Date.parse(text);
  });
}

/** Scrolls the merged list until the status says every location ended. */
export async function readToTheEnd(page: Page): Promise<void> {
  for (let guard = 0; guard < 20; guard += 1) {
    if (await page.getByText('end of every location').isVisible()) return;
    await acrossGrid(page).locator('..').evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await page.waitForTimeout(150);
  }
}
