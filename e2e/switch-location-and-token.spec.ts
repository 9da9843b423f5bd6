import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { DEMO_CONNECTION } from '../demo-api/demo-connection';
import { expect, screenshot, test } from './support/explorer-test';
import { watchColumn } from './support/seen-cells';
import { connectionSelect, expectRowsOfLocation, locationSelect, messagesGrid } from './support/ui';

const NORTH = { id: 'loc-north-pier', name: 'North Pier Cafe' };
const SOUTH = { id: 'loc-south-dock', name: 'South Dock Florist' };

async function quickSwitch(page: Page, typed: string): Promise<void> {
  await page.keyboard.press('Control+k');
  const switcher = page.getByRole('dialog', { name: 'Switch connection and location' });
  await switcher.getByRole('combobox', { name: 'Find a connection or location' }).fill(typed);
  await expect(switcher.getByRole('listbox', { name: 'Connections and locations' }).getByRole('option')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(switcher).toBeHidden();
}

test('switching location and token starts a new session: no row of the previous one is ever shown', async ({
  launch,
  startApi,
}, testInfo) => {
  const token = `e2e-${randomUUID()}`;
  // Another server with another token; a little latency so the switch has a visible loading state.
  const other = await startApi({
    latencyMs: 300,
    tokens: { [token]: [NORTH.id, SOUTH.id] },
    locations: { [NORTH.id]: { name: NORTH.name, messages: 120 }, [SOUTH.id]: { name: SOUTH.name, messages: 80 } },
  });
  const { page, demo } = await launch({ connections: [{ label: 'Second API', baseUrl: other.baseUrl, token, locations: [NORTH, SOUTH] }] });
  await expectRowsOfLocation(page, 'loc-harbor-dental');
  const shownLocations = await watchColumn(page, 'location_id');

  // Another location of the same connection.
  await locationSelect(page).selectOption('loc-maple-bakery');
  await expectRowsOfLocation(page, 'loc-maple-bakery');
  expect(await shownLocations()).toEqual(['loc-maple-bakery']);
  expect(demo.requests.at(-1)?.headers['location-id']).toBe('loc-maple-bakery');
  expect(demo.requests.at(-1)?.body).not.toHaveProperty('page_token');

  // Another connection: another server, another token.
  const demoRequests = demo.requests.length;
  await connectionSelect(page).selectOption({ label: `Second API …${token.slice(-4)}` });
  await expect(page.getByText(`Loading the first page of ${NORTH.name}…`)).toBeVisible();
  // The grid stays (it is not built again for each search) but holds no row until the new place's first page comes.
  await expect(messagesGrid(page).getByRole('row')).toHaveCount(1);
  await expectRowsOfLocation(page, NORTH.id);
  expect(await shownLocations()).toEqual([NORTH.id]);
  expect(demo.requests).toHaveLength(demoRequests);
  const sent = other.requests.at(-1);
  expect(sent?.headers.authorization).toBe(`Bearer …${token.slice(-4)}`);
  expect(sent?.headers['location-id']).toBe(NORTH.id);
  expect(sent?.body).not.toHaveProperty('page_token');

  // The detail panel agrees with the grid.
  await messagesGrid(page).getByRole('row').nth(1).dblclick();
  await expect(page.getByRole('complementary', { name: 'Message details' })).toContainText(NORTH.id);
  await page.keyboard.press('Escape');

  // The quick switcher: the other location of this connection...
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Find a connection or location' }).fill('south');
  await screenshot(page, testInfo, 'quick-switcher');
  await page.keyboard.press('Escape');
  // What the detail panel and the switcher re-drew of this location's rows is not the question:
  // from here on, only what the switch to the other location shows.
  await shownLocations();
  await quickSwitch(page, 'south');
  await expectRowsOfLocation(page, SOUTH.id);
  expect(await shownLocations()).toEqual([SOUTH.id]);
  await expect(locationSelect(page)).toHaveValue(SOUTH.id);
  expect(other.requests.at(-1)?.headers['location-id']).toBe(SOUTH.id);

  // ...and back to the demo connection: a fresh session from its first page, with the demo token.
  await quickSwitch(page, 'maple');
  await expectRowsOfLocation(page, 'loc-maple-bakery');
  expect(await shownLocations()).toEqual(['loc-maple-bakery']);
  await expect(connectionSelect(page).getByRole('option', { selected: true })).toHaveText(/^Demo API/);
  const back = demo.requests.at(-1);
  expect(back?.body).not.toHaveProperty('page_token');
  expect(back?.headers.authorization).toBe(`Bearer …${DEMO_CONNECTION.token.slice(-4)}`);
});
