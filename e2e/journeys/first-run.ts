import { expect, type Page } from '@playwright/test';
import type { DemoApiConfig } from '../../demo-api/config';
import { readGridToEnd } from '../support/grid-reader';
import { expectedIds, expectEveryRowOnce } from '../support/rows';
import {
  connectionSelect,
  expectRowsOfLocation,
  localeNumber,
  locationSelect,
  messagesGrid,
  searchButton,
  searchForm,
  statusBar,
} from '../support/ui';

export interface JourneyHooks {
  /** Called at each main screen, e.g. to take a screenshot of it. */
  onScreen?: (name: string) => Promise<void>;
}

const LOCATION = 'loc-maple-bakery';
const FILTERS = { direction: 'INBOUND' } as const;

/**
 * The first journey of a new user, through the page only so that it runs both in the browser
 * harness and in the real Electron app: the app opens on the demo connection with an explanation,
 * the user picks a location, searches inbound messages and scrolls to the end; the grid must have
 * shown every matching message of the server (`config` is the demo API's) exactly once, in order.
 */
export async function firstRunJourney(page: Page, config: DemoApiConfig, hooks: JourneyHooks = {}): Promise<void> {
  await expect(connectionSelect(page).getByRole('option', { selected: true })).toHaveText(/^Demo API/);
  await expect(page.getByText('You are looking at the demo connection:')).toBeVisible();
  await expect(messagesGrid(page).getByRole('row').nth(1)).toBeVisible();
  await hooks.onScreen?.('first-run');

  await locationSelect(page).selectOption(LOCATION);
  await searchForm(page).getByRole('combobox', { name: 'Direction' }).selectOption(FILTERS.direction);
  await searchButton(page).click();
  await expectRowsOfLocation(page, LOCATION);
  await expect(messagesGrid(page).getByRole('gridcell', { name: 'OUTBOUND', exact: true })).toHaveCount(0);

  const expected = expectedIds(config, LOCATION, FILTERS);
  expect(expected.length).toBeGreaterThan(50);
  const read = await readGridToEnd(page);
  expectEveryRowOnce(read, expected);
  const status = statusBar(page);
  await expect(status).toContainText(`${await localeNumber(page, expected.length)} rows`);
  await expect(status).toContainText('End of results');
  await hooks.onScreen?.('results');
}
