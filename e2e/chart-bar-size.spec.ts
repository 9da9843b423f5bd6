import type { Page } from '@playwright/test';
import { matchingMessages, type SearchFilters, type SmsMessage } from '../demo-api/messages';
import type { DemoApi } from '../demo-api/server';
import { paste } from './support/across';
import { expect, test } from './support/explorer-test';
import { LOOKS } from './support/looks';
import { keep } from './support/tally';
import { expectRowsOfLocation, openActivity, searchButton, searchForm, statusBar } from './support/ui';

// Issue 36: "per day last week" at any window. Outbound, Last 7 days, all counted, with bars of a
// day chosen: day bars at 1920 as at 1024, a Table whose 7 rows are the days and whose totals are
// the API's; a bar picked by what its readout shows (a screenful of messages) searches exactly it.

const HARBOR = 'loc-harbor-dental';
/**
 * A bar of at most this many messages loads whole without a scroll: its rows fit the grid at
 * 1024×640, so the grid asks for the next page until the end (the demo's pages may be short).
 */
const SCREENFUL = 8;
const chart = (page: Page) => page.getByRole('region', { name: 'Activity over time' });
const source = (page: Page) => page.getByTestId('activity-source');

/** The body the app last searched with: the filters as sent, the page token left out. */
function lastSearch(demo: DemoApi): SearchFilters {
  const { page_token: _token, page_size: _size, ...body } = (demo.requests.at(-1)?.body ?? {}) as Record<string, unknown>;
  return body as SearchFilters;
}

/** The API's messages per day as the chart labels days, in the zone the chart says it shows. */
async function perDay(page: Page, messages: readonly SmsMessage[]): Promise<Record<string, number>> {
  const legend = (await chart(page).locator('.activity__zone').textContent()) ?? '';
  const zone = /Times in (?:Local \(([^)]+)\)|([\w/+-]+))/.exec(legend);
  const times = messages.map((message) => Date.parse(message.created_at));
  return page.evaluate(
    ({ times, zone }) => {
      const day = new Intl.DateTimeFormat(undefined, { timeZone: zone, weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' });
      const counts: Record<string, number> = {};
      for (const time of times) counts[day.format(time)] = (counts[day.format(time)] ?? 0) + 1;
      return counts;
    },
    { times, zone: zone?.[1] ?? zone?.[2] ?? 'UTC' },
  );
}

/** The table's bar rows as label → total (day totals and the footer left out). */
async function tableBars(page: Page): Promise<Record<string, number>> {
  const rows = chart(page).locator('.activity-table tbody tr:not(.activity-table__day)');
  const pairs = await rows.evaluateAll((trs) =>
    trs.map(
      (tr) => [tr.querySelector('th')?.textContent ?? '', Number((tr.querySelector('td')?.textContent ?? '').replace(/\D/g, ''))] as const,
    ),
  );
  return Object.fromEntries(pairs);
}

for (const look of LOOKS) {
  test(`Outbound, Last 7 days, all counted, bars of a day: a row per day summing to the API’s count, a bar searches exactly its day (${look.name})`, async ({
    launch,
  }, testInfo) => {
    test.setTimeout(180_000);
    const { page, demo } = await launch({ colorScheme: look.colorScheme, viewport: look.viewport });
    await expectRowsOfLocation(page, HARBOR);
    await searchForm(page).getByLabel('Direction').selectOption('OUTBOUND');
    await searchForm(page).getByLabel('Created').selectOption('7d');
    await searchButton(page).click();
    await expect.poll(() => lastSearch(demo).direction).toBe('OUTBOUND');
    const body = lastSearch(demo);
    expect(body.created_after).toBeTruthy();
    await openActivity(page);
    await expect(source(page)).toHaveText(/^(from [\d,]+ loaded messages|all [\d,]+ messages)/);

    // Count all by its shortcut, where it is offered (every row may be loaded already: then the chart counts them all).
    if ((await source(page).textContent())?.startsWith('from ')) await page.keyboard.press('Alt+Shift+N');
    await expect(source(page)).toHaveText(/^all [\d,]+ messages/, { timeout: 60_000 });
    await expect(chart(page).getByRole('button', { name: /Count all/ })).toHaveCount(0);
    const messages = [...matchingMessages(demo.config, HARBOR, body)];
    const counted = Number(((await source(page).textContent()) ?? '').replace(/^all ([\d,]+).*$/, '$1').replaceAll(',', ''));
    expect(counted).toBe(messages.length);

    // Bars of a day, at every width.
    await chart(page).getByLabel('Bars').selectOption('day');
    await expect(chart(page).locator('.activity__zone')).toContainText('bars of 1 day');
    await keep(page, testInfo, `chart-days-${look.name}`);
    await chart(page).getByRole('button', { name: 'Table' }).click();
    await expect(chart(page).getByRole('table')).toContainText('Messages per day');
    const expected = await perDay(page, messages);
    const bars = await tableBars(page);
    // "Last 7 days" is 7 calendar days, today included: 7 rows, a day without messages as 0.
    expect(Object.keys(bars)).toHaveLength(7);
    expect(bars).toEqual({ ...Object.fromEntries(Object.keys(bars).map((day) => [day, 0])), ...expected });
    expect(Object.values(bars).reduce((sum, count) => sum + count, 0)).toBe(messages.length);
    await expect(chart(page).locator('.activity-table tfoot td').first()).toHaveText(messages.length.toLocaleString('en-US'));
    await keep(page, testInfo, `chart-days-table-${look.name}`);
    // The table open leaves the grid rows to read.
    await expect(page.getByRole('grid', { name: 'Messages' }).locator('[data-row-index="0"]')).toBeVisible();
    await chart(page).getByRole('button', { name: 'Table' }).click();

    // A bar whose readout says it holds a screenful at most: clicked, the grid holds exactly it.
    const plot = chart(page).locator('.u-over');
    const box = (await plot.boundingBox())!;
    const readout = chart(page).locator('.activity__readout');
    let picked: { x: number; label: string; count: number } | null = null;
    for (let step = 1; step < 60 && !picked; step += 1) {
      const x = box.x + (box.width * step) / 60;
      await page.mouse.move(x, box.y + box.height - 2);
      const text = (await readout.textContent()) ?? '';
      const match = / · ([\d,]+) messages?/.exec(text);
      const count = Number((match?.[1] ?? '0').replaceAll(',', ''));
      if (count > 0 && count <= SCREENFUL) picked = { x, label: text.split(' · ')[0] ?? '', count };
    }
    if (!picked) throw new Error(`no day bar holds 1 to ${SCREENFUL} messages`);
    expect(Object.values(expected)).toContain(picked.count);
    await page.mouse.move(picked.x, box.y + box.height - 2);
    await expect(readout).toContainText(picked.label);
    // On a short window the readout takes the legend's line: the zone's words are not under it.
    await expect(chart(page).locator('.activity__zone')).toBeVisible({ visible: look.viewport.height > 760 });
    await keep(page, testInfo, `chart-day-aimed-${look.name}`);
    await page.mouse.click(picked.x, box.y + box.height - 2);
    await expect(statusBar(page)).toContainText('End of results', { timeout: 20_000 });
    await expect(statusBar(page)).toContainText(new RegExp(`^${picked.count.toLocaleString('en-US')} rows? ·`));
    const narrowed = lastSearch(demo);
    expect([...matchingMessages(demo.config, HARBOR, narrowed)]).toHaveLength(picked.count);
    // Within the search it was picked from: never before its start.
    expect(Date.parse(String(narrowed.created_after))).toBeGreaterThanOrEqual(Date.parse(String(body.created_after)));
    // Every row loaded: the chart counts them all, and offers no Count all.
    await expect(source(page)).toHaveText(
      `all ${picked.count === 1 ? '1 message' : `${picked.count.toLocaleString('en-US')} messages`} (every row is loaded)`,
    );
    await expect(chart(page).getByRole('button', { name: /Count all/ })).toHaveCount(0);
    await expect(chart(page).getByLabel('Bars')).toHaveValue('day');
    await keep(page, testInfo, `chart-day-picked-${look.name}`);
  });

  test(`a list of 12 numbers: the chart tells ten series apart and says what “(other)” holds (${look.name})`, async ({
    launch,
  }, testInfo) => {
    test.setTimeout(180_000);
    const { page, demo } = await launch({ colorScheme: look.colorScheme, viewport: look.viewport });
    await expectRowsOfLocation(page, HARBOR);
    const numbers = [
      ...new Set([...matchingMessages(demo.config, HARBOR, {})].slice(0, 400).map((message) => message.contact.phone)),
    ].slice(0, 12);
    expect(numbers).toHaveLength(12);
    await paste(searchForm(page).getByLabel('Phone number'), numbers.join('\n'));
    await searchButton(page).click();
    const toggle = page.getByRole('toolbar', { name: 'Results from all locations' }).getByRole('button', { name: 'Activity', exact: true });
    await expect(toggle).toBeVisible({ timeout: 30_000 });
    if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
    await expect(chart(page).getByRole('radio', { name: 'Number' })).toBeChecked();
    const keys = chart(page).locator('.activity__key');
    await expect(keys).toHaveCount(10);
    await expect(keys.last()).toHaveText('(3 other numbers)');
    const swatches = await chart(page)
      .locator('.activity__swatch')
      .evaluateAll((spans) => spans.map((span) => getComputedStyle(span).backgroundColor));
    expect(new Set(swatches).size).toBe(10);
    await keep(page, testInfo, `chart-number-list-${look.name}`);
    // The Table in the chart's place leaves the list's grid rows to read (issue 36: it showed none at 1024×640).
    await chart(page).getByRole('button', { name: 'Table' }).click();
    await expect(chart(page).getByRole('table')).toBeVisible();
    const firstRow = page.getByRole('grid', { name: /Messages/ }).locator('[data-row-index="0"]');
    await expect(firstRow).toBeInViewport();
    await keep(page, testInfo, `chart-number-list-table-${look.name}`);
  });
}
