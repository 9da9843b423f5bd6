import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { DemoApiConfigInput } from '../demo-api/config';
import { readGridToEnd } from './support/grid-reader';
import { expect, screenshot, test } from './support/explorer-test';
import { expectedIds, expectEveryRowOnce } from './support/rows';
import { expectRowsOfLocation, locationSelect, statusBar } from './support/ui';

const TTL_SECONDS = 2;
/** A server that answers an expired page token with a plain 400 and no "expired" anywhere. */
const PLAIN_400: DemoApiConfigInput['expiredPageToken'] = { status: 400, body: { error: { message: 'Invalid page token' } } };

const journeys = [
  { name: 'the demo’s own expiry answer (400 PAGE_TOKEN_EXPIRED)', config: {}, quoted: 'page_token has expired' },
  { name: 'a plain 400 "Invalid page token"', config: { expiredPageToken: PLAIN_400 }, quoted: 'Invalid page token' },
];

for (const journey of journeys) {
  test(`browse: a page token rejected mid-scroll with ${journey.name} restarts from the first page, keeping the rows shown`, async ({
    launch,
  }, testInfo) => {
    const { page, demo } = await launch({ demoConfig: { pageTokenTtlSeconds: TTL_SECONDS, ...journey.config } });
    await locationSelect(page).selectOption('loc-maple-bakery');
    await expectRowsOfLocation(page, 'loc-maple-bakery');
    await expect(statusBar(page)).toContainText('More available');
    await expect(statusBar(page)).not.toContainText('Request in flight');
    const sentBefore = demo.requests.length;

    // Waiting past the token's lifetime is the point: the next page's token is now expired.
    await page.waitForTimeout(TTL_SECONDS * 1000 + 500);

    const read = await readGridToEnd(page);
    const notice = page.locator('.banner', {
      hasText: "The server's page links expired; the results were reloaded from the start — nothing is shown twice.",
    });
    await expect(notice).toBeVisible();
    // The server's own words, one click away.
    await notice.getByText('What the server said').click();
    await expect(notice).toContainText(journey.quoted);
    expect(read.grids, 'the rows shown stayed: no new grid').toBe(1);
    expectEveryRowOnce(read, expectedIds(demo.config, 'loc-maple-bakery'));
    await screenshot(page, testInfo, 'restart-notice');

    const [rejected, probe] = demo.requests.slice(sentBefore).map((request) => request.body as Record<string, unknown>);
    expect(rejected).toHaveProperty('page_token');
    expect(probe, 'the probe asks for the first page with the same parameters').not.toHaveProperty('page_token');
    expect(probe?.page_size).toBe(rejected?.page_size);
  });
}

test('export all: a page token rejected with a plain 400 mid-export restarts the walk and writes every message once', async ({
  launch,
}) => {
  const { page, demo } = await launch({ demoConfig: { pageTokenTtlSeconds: 1, slowMs: 1500, expiredPageToken: PLAIN_400 } });
  await locationSelect(page).selectOption('loc-maple-bakery');
  await expectRowsOfLocation(page, 'loc-maple-bakery');
  const read = await readGridToEnd(page);
  expect(read.footer).toBe('End of results');
  const sentBefore = demo.requests.length;
  // The export's second request is slower than its page token lives: the server rejects it.
  demo.queueFaults('slow', 'slow');

  await page.getByRole('toolbar', { name: 'Results' }).getByRole('button', { name: 'Export all results…' }).click();
  await page.getByRole('dialog', { name: 'Export rows' }).getByRole('button', { name: 'Export all' }).click();
  const done = page.getByRole('status').filter({ hasText: /Exported all results of Maple Street Bakery: 350 rows/ });
  await expect(done).toBeVisible({ timeout: 20_000 });

  const path = (await done.locator('code').textContent()) ?? '';
  const [header = [], ...records] = parse(await readFile(path), { bom: true }) as string[][];
  const ids = records.map((record) => record[header.indexOf('id')]);
  expect(ids).toEqual(expectedIds(demo.config, 'loc-maple-bakery'));
  const sent = demo.requests.slice(sentBefore).map((request) => request.body as Record<string, unknown>);
  expect(
    sent.filter((body) => !('page_token' in body)),
    'the first page, then the probe that restarted the walk',
  ).toHaveLength(2);
  const manifest = JSON.parse(await readFile(`${path}.manifest.json`, 'utf8')) as Record<string, unknown>;
  expect(manifest).toMatchObject({ complete: true, rows: 350, restarts: 1 });
});
