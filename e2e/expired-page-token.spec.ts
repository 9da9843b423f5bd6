import { readGridToEnd } from './support/grid-reader';
import { expect, test } from './support/explorer-test';
import { expectedIds, expectEveryRowOnce } from './support/rows';
import { expectRowsOfLocation, locationSelect, statusBar } from './support/ui';

const TTL_SECONDS = 2;

test('a page token that expires mid-scroll: notice, restart from the first page, then on to the end', async ({ launch }) => {
  const { page, demo } = await launch({ demoConfig: { pageTokenTtlSeconds: TTL_SECONDS } });
  await locationSelect(page).selectOption('loc-maple-bakery');
  await expectRowsOfLocation(page, 'loc-maple-bakery');
  await expect(statusBar(page)).toContainText('More available');
  await expect(statusBar(page)).not.toContainText('Request in flight');
  const sentBefore = demo.requests.length;

  // Waiting past the token's lifetime is the point: the next page's token is now expired.
  await page.waitForTimeout(TTL_SECONDS * 1000 + 500);

  const read = await readGridToEnd(page);
  await expect(page.getByText("The server's page token expired; results were reloaded from the first page.")).toBeVisible();
  expect(read.grids, 'the grid started again from the first page').toBeGreaterThanOrEqual(2);
  expectEveryRowOnce(read, expectedIds(demo.config, 'loc-maple-bakery'));

  const [expiredRequest, restartRequest] = demo.requests.slice(sentBefore).map((request) => request.body as Record<string, unknown>);
  expect(expiredRequest).toHaveProperty('page_token');
  expect(restartRequest, 'the restart asks for the first page').not.toHaveProperty('page_token');
});
