import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect, screenshot, test } from './support/explorer-test';
import { LOOKS } from './support/looks';
import { expectRowsOfLocation, openActivity, statusBar } from './support/ui';

const chart = (page: Page) => page.getByRole('region', { name: 'Activity over time' });
const source = (page: Page) => page.getByTestId('activity-source');

/** Every axe violation inside the chart, whatever its impact (legacy mode: see accessibility.spec.ts). */
async function chartViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .include('.activity')
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')}`),
  );
}

/** Screenshots go to the test's output, and to SHOTS_DIR when set (to look at them outside the report). */
async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = await screenshot(page, testInfo, name);
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, animations: 'disabled', caret: 'hide' });
  void path;
}

for (const look of LOOKS) {
  test(`activity chart looks right: ${look.name}`, async ({ launch }, testInfo) => {
    // Count all walks 2,400 messages, and axe runs twice: slow on a loaded machine.
    test.setTimeout(180_000);
    const { page, consoleLog } = await launch({ colorScheme: look.colorScheme, viewport: look.viewport });
    await expectRowsOfLocation(page, 'loc-harbor-dental');
    await openActivity(page);
    await expect(source(page)).toHaveText(/^from 50 loaded messages/);
    await shoot(page, testInfo, `chart-loaded-${look.name}`);
    expect(await chartViolations(page)).toEqual([]);
    await chart(page).getByRole('button', { name: 'Count all' }).click();
    await expect(source(page)).toHaveText('all 2,400 messages', { timeout: 60_000 });
    await chart(page).getByRole('button', { name: 'Table' }).click();
    await shoot(page, testInfo, `chart-counted-table-${look.name}`);
    expect(await chartViolations(page)).toEqual([]);
    await chart(page).getByRole('button', { name: 'Table' }).click();
    await chart(page).getByRole('radio', { name: 'Direction' }).check();
    await expect(chart(page)).toContainText('Inbound');
    await shoot(page, testInfo, `chart-counted-direction-${look.name}`);
    // The page is served with the app's Content-Security-Policy: the chart's canvas and styles must not break it.
    expect(consoleLog.filter((line) => /Content Security Policy/i.test(line))).toEqual([]);
  });
}

const lastBody = (requests: { body: unknown }[]) => requests.at(-1)?.body as Record<string, unknown> | undefined;

test('support task by mouse: count all, drag across the busiest bars to search that time, then Back', async ({ launch }, testInfo) => {
  test.setTimeout(180_000);
  const { page, demo } = await launch({ viewport: { width: 1920, height: 1080 } });
  await expectRowsOfLocation(page, 'loc-harbor-dental');
  await openActivity(page);
  await chart(page).getByRole('button', { name: 'Count all' }).click();
  await expect(source(page)).toHaveText('all 2,400 messages', { timeout: 60_000 });
  await expect(chart(page)).toContainText('bars of 1 week');
  const plot = chart(page).locator('.u-over');
  const box = await plot.boundingBox();
  if (!box) throw new Error('no plot');
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height / 2);
  await expect(chart(page).locator('.activity__readout')).toContainText(/messages?/);
  // Drag across about a tenth of the chart: its bars become the search's time range.
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.55, box.y + box.height / 2, { steps: 5 });
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect.poll(() => lastBody(demo.requests)?.created_after).toBeTruthy();
  const body = lastBody(demo.requests) ?? {};
  const span = Date.parse(String(body.created_before)) - Date.parse(String(body.created_after));
  expect(span).toBeGreaterThan(20 * 86_400_000);
  expect(span).toBeLessThan(90 * 86_400_000);
  await expect(source(page)).toHaveText(/^from \d+ loaded messages/);
  await shoot(page, testInfo, 'chart-after-drag-light-1920x1080');

  const filters = page.locator('.workspace-bar');
  await expect(filters).toContainText(/\d{4}-\d{2}-\d{2} 00:00 – \d{4}-\d{2}-\d{2} 00:00/);

  // Back: the search before, its loaded rows and its chart.
  await page.keyboard.press('Alt+ArrowLeft');
  await expect(filters).not.toContainText(' – ');
  await expect(source(page)).toHaveText(/^from 50 loaded messages/);
  await expect(statusBar(page)).toContainText('rows');
});

test('support task by keyboard: the table’s “Search this time” sets the range to one bar', async ({ launch }) => {
  test.setTimeout(180_000);
  const { page, demo } = await launch();
  await expectRowsOfLocation(page, 'loc-harbor-dental');
  await openActivity(page);
  await chart(page).getByRole('button', { name: 'Count all' }).focus();
  await page.keyboard.press('Enter');
  await expect(source(page)).toHaveText('all 2,400 messages', { timeout: 60_000 });
  await chart(page).getByRole('button', { name: 'Table' }).focus();
  await page.keyboard.press('Enter');
  const table = chart(page).getByRole('table');
  // 2,400 messages over about 600 days: bars of at least 6 px at this width are weeks.
  await expect(table).toContainText('Messages per week');
  await table
    .getByRole('button', { name: /^Search / })
    .first()
    .focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => lastBody(demo.requests)?.created_after).toBeTruthy();
  const body = lastBody(demo.requests) ?? {};
  const hours = (Date.parse(String(body.created_before)) - Date.parse(String(body.created_after))) / 3_600_000;
  expect([167, 168, 169]).toContain(hours);
  await expect(page.locator('.workspace-bar')).toContainText(/\d{4}-\d{2}-\d{2} 00:00 – \d{4}-\d{2}-\d{2} 00:00/);
});

test('against a server that disagrees: oldest first, 429s, a location that answers 401', async ({ launch, startApi }, testInfo) => {
  test.setTimeout(180_000);
  const token = 'e2e-count-token-0123456789';
  const api = await startApi({
    order: 'oldest-first',
    faults: { rate: 0.25, kinds: ['429'], retryAfterSeconds: 1 },
    tokens: { [token]: ['loc-open'] },
    locations: { 'loc-open': { name: 'Open Office', messages: 900 }, 'loc-closed': { name: 'Closed Office', messages: 50 } },
  });
  const { page } = await launch({
    connections: [
      {
        label: 'Disagreeing',
        baseUrl: api.baseUrl,
        token,
        locations: [
          { id: 'loc-open', name: 'Open Office' },
          { id: 'loc-closed', name: 'Closed Office' },
        ],
      },
    ],
  });
  await page.getByRole('combobox', { name: 'Connection', exact: true }).selectOption({ label: `Disagreeing …${token.slice(-4)}` });
  await expectRowsOfLocation(page, 'loc-open');
  await chart(page).getByRole('button', { name: 'Count all' }).click();
  await expect(source(page)).toHaveText('all 900 messages', { timeout: 60_000 });
  await shoot(page, testInfo, 'chart-oldest-first-429-light-1024x640');

  await page.getByRole('combobox', { name: 'Location', exact: true }).selectOption('loc-closed');
  await expect(page.getByRole('alert').filter({ hasText: 'refused (401)' })).toBeVisible();
  await expect(chart(page)).toBeHidden();
});
