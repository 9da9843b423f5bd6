import { expect, type Locator, type Page } from '@playwright/test';
import { connectionSelect, locationSelect } from './ui';

// The search across locations, as the journeys reach it: by role and accessible name.

export const acrossView = (page: Page): Locator => page.getByRole('main', { name: /^All \d+ locations of/ });
export const acrossTable = (page: Page): Locator => page.getByRole('table', { name: 'Messages across locations' });
export const locationStrip = (page: Page): Locator => page.getByRole('list', { name: 'Progress per location' });
export const stripItem = (page: Page, locationId: string): Locator => locationStrip(page).locator(`[data-location="${locationId}"]`);

/** Picks the connection, then "All locations (n)" of it. */
export async function openAcross(page: Page, connectionLabel: string, locations: number): Promise<void> {
  await connectionSelect(page).selectOption({ label: connectionLabel });
  await locationSelect(page).selectOption({ label: `All locations (${locations})` });
  await expect(acrossView(page)).toBeVisible();
}

/** The time column's values of the rows in view, newest first when merged. */
export async function shownTimes(page: Page): Promise<number[]> {
  // Shown in the chosen zone; the value as sent is the cell's tooltip.
  const cells = acrossTable(page).locator('[role="row"][data-location] [role="cell"]:nth-child(2)');
  return (await cells.evaluateAll((elements) => elements.map((element) => element.getAttribute('title') ?? ''))).map((text) => Date.parse(text));
}

/** Scrolls the merged list until the status says every location ended. */
export async function readToTheEnd(page: Page): Promise<void> {
  for (let guard = 0; guard < 20; guard += 1) {
    if (await page.getByText('end of every location').isVisible()) return;
    await acrossTable(page).locator('..').evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await page.waitForTimeout(150);
  }
}
