import { expect, type Locator, type Page } from '@playwright/test';

// Locators shared by the journeys, by role and accessible name only.

export const messagesGrid = (page: Page): Locator => page.getByRole('grid', { name: 'Messages' });
export const statusBar = (page: Page): Locator => page.getByRole('contentinfo', { name: 'Status bar' });
export const searchForm = (page: Page): Locator => page.getByRole('search', { name: 'Search messages' });
export const locationSelect = (page: Page): Locator => page.getByRole('combobox', { name: 'Location', exact: true });
export const connectionSelect = (page: Page): Locator => page.getByRole('combobox', { name: 'Connection', exact: true });
export const searchButton = (page: Page): Locator => searchForm(page).getByRole('button', { name: 'Search', exact: true });

/** The grid row at an absolute index (0 = first result); rendered only while in view. */
export const gridRow = (page: Page, index: number): Locator => messagesGrid(page).locator(`[role="row"][aria-rowindex="${index + 2}"]`);

/** The grid cells of one column (by its header name) among the rows rendered. */
async function renderedColumn(page: Page, column: string): Promise<string[]> {
  const grid = messagesGrid(page);
  // The header's text also names the time zone of time columns; the column's name is an attribute.
  const headers = await grid.getByRole('columnheader').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-column') ?? ''));
  const index = headers.indexOf(column);
  if (index < 0) throw new Error(`No column ${column} in ${headers.join(', ')}`);
  return grid.locator(`[role="row"] > [role="gridcell"][aria-colindex="${index + 1}"]`).allTextContents();
}

/** Waits until the grid shows rows and every rendered row belongs to the location (`column`: where the server's records say it). */
export async function expectRowsOfLocation(page: Page, locationId: string, column = 'location_id'): Promise<void> {
  await expect(async () => {
    const ids = await renderedColumn(page, column);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids)).toEqual(new Set([locationId]));
  }).toPass({ timeout: 10_000 });
}

/** Scrolls the grid to its last loaded row with the keyboard, which asks for the next page. */
export async function pressEndInGrid(page: Page): Promise<void> {
  const grid = messagesGrid(page);
  await grid.focus();
  await grid.press('End');
}

/** A number as the page formats it ("2,400" in English). */
export function localeNumber(page: Page, value: number): Promise<string> {
  return page.evaluate((n) => n.toLocaleString(), value);
}

/** Unfolds the activity chart when it starts folded (on short windows) from the results toolbar. */
export async function openActivity(page: Page): Promise<void> {
  const toggle = page.getByRole('toolbar', { name: 'Results' }).getByRole('button', { name: 'Activity', exact: true });
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  await expect(page.getByRole('region', { name: 'Activity over time' })).toBeVisible();
}
