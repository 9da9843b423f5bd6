import { randomUUID } from 'node:crypto';
import type { RecordShape } from '../demo-api/record-shape-names';
import { expect, screenshot, test } from './support/explorer-test';
import { LOOKS } from './support/looks';
import { openAcross, readToTheEnd, renderedCells, shownTimes, stripItem } from './support/across';

// A server whose maximum page size (40) is under what the app picks for the first pages of two
// locations (a screen of 50 each): each location falls back to the server's default, no row lost
// or repeated, and the connection remembers the size refused.
const LOCATIONS = [
  { id: 'loc-harbor', name: 'Harbor Dental' },
  { id: 'loc-maple', name: 'Maple Bakery' },
];
const MESSAGES: Record<string, number> = { 'loc-harbor': 130, 'loc-maple': 70 };
const MAX_PAGE_SIZE = 40;

/** The journey on each record shape the demo serves: the client must not rely on the demo's names. */
const SHAPES: { shape: RecordShape; timeField: string }[] = [
  { shape: 'ours', timeField: 'created_at' },
  { shape: 'other', timeField: 'sentAt' },
];

for (const { shape, timeField } of SHAPES) {
  for (const look of LOOKS) {
    test(`search across locations on a server of maximum page size ${MAX_PAGE_SIZE}, ${shape} records (${look.name})`, async ({
      launch,
      startApi,
    }, testInfo) => {
      const token = `e2e-${randomUUID()}`;
      const api = await startApi({
        locations: Object.fromEntries(
          LOCATIONS.map((location) => [location.id, { name: location.name, messages: MESSAGES[location.id]! }]),
        ),
        tokens: { [token]: LOCATIONS.map((location) => location.id) },
        maxPageSize: MAX_PAGE_SIZE,
        recordShape: shape,
      });
      const { page } = await launch({
        colorScheme: look.colorScheme,
        viewport: look.viewport,
        connections: [{ label: 'Shops', baseUrl: api.baseUrl, token, locations: LOCATIONS }],
      });
      const label = `Shops …${token.slice(-4)}`;
      await openAcross(page, label, LOCATIONS.length);
      const searches = () =>
        api.requests.filter((request) => request.path.endsWith(':search')).map((request) => request.body as { page_size?: number });
      const before = searches().length;
      await page.getByRole('button', { name: 'Search all locations' }).click();

      await expect(page.getByText(`One list from 2 locations, newest first by “${timeField}”`)).toBeVisible();
      const times = await shownTimes(page, timeField);
      expect(times.length).toBeGreaterThan(5);
      for (let index = 1; index < times.length; index += 1) expect(times[index - 1]!).toBeGreaterThanOrEqual(times[index]!);
      const shown = (await renderedCells(page, 'Location name')).map(
        (name) => LOCATIONS.find((location) => location.name === name)?.id ?? name,
      );
      for (const location of LOCATIONS) expect(shown).toContain(location.id);
      await screenshot(page, testInfo, `page-size-limit-${shape}-${look.name}`);

      await readToTheEnd(page);
      await expect(page.getByRole('status').filter({ hasText: 'end of every location' })).toContainText('200 rows from 2 of 2 locations');
      for (const location of LOCATIONS) {
        await expect(stripItem(page, location.id)).toContainText(`${MESSAGES[location.id]} rows`);
        await expect(stripItem(page, location.id).getByRole('alert')).toHaveCount(0);
      }
      await expect(page.locator('.location-strip')).not.toContainText('restart');
      // One refusal per location at most (the size asked before anything was known); then the default.
      const asked = searches()
        .slice(before)
        .map((body) => body.page_size ?? 0);
      expect(asked.filter((size) => size > MAX_PAGE_SIZE).length).toBeLessThanOrEqual(LOCATIONS.length);
      expect(asked.filter((size) => size > 0 && size <= MAX_PAGE_SIZE)).toEqual([]);

      // The connection remembers, and says so where the user manages it.
      await page.getByRole('button', { name: 'Manage connection' }).click();
      const dialog = page.getByRole('dialog');
      const learned = dialog.getByText('Largest page the server accepted: none yet / refused: 50', { exact: false });
      await learned.scrollIntoViewIfNeeded();
      await expect(learned).toBeVisible();
      await screenshot(page, testInfo, `page-size-limit-learned-${shape}-${look.name}`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      // The next search asks nothing above what the server took.
      const again = searches().length;
      await page.getByRole('button', { name: 'Search all locations' }).click();
      await expect(page.getByText(`One list from 2 locations, newest first by “${timeField}”`)).toBeVisible();
      expect(
        searches()
          .slice(again)
          .every((body) => (body.page_size ?? 0) <= MAX_PAGE_SIZE),
      ).toBe(true);
    });
  }
}
