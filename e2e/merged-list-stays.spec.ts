import type { Page } from '@playwright/test';
import { DEFAULT_DEMO_CONFIG } from '../demo-api/config';
import { walkSearch } from '../demo-api/test/walk-search';
import { acrossGrid, acrossRows, paste } from './support/across';
import { expect, screenshot, test } from './support/explorer-test';
import { LOOKS } from './support/looks';
import { connectionSelect, locationSelect, searchForm } from './support/ui';

// Issue 36, point 1: a merged list never moves a row the agent has read. Scrolled a third of a
// screen at a time while its screens arrive, every position keeps the row first shown there,
// and with no fault the list never says a row came after a Retry.

// Every app of a journey serves the same messages: the demo's newest at a fixed time (the hour begun).
const ANCHOR_TIME = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000).toISOString();
const DEMO_TOKEN = Object.keys(DEFAULT_DEMO_CONFIG.tokens ?? {})[0]!;
const MALFORMED = ['call back', '555-01', '12345'];

/** Shows the rows' own ids (the merged grid hides them by default), clicked until it holds. */
async function showMessageIds(page: Page): Promise<void> {
  await expect(acrossRows(page).first()).toBeVisible();
  await page.getByRole('button', { name: /^Columns/ }).click();
  const messageId = page.getByRole('group', { name: 'Columns: show, hide and reorder' }).getByRole('checkbox', { name: 'Message ID' });
  await expect(async () => {
    if (!(await messageId.isChecked())) await messageId.click();
    await expect(messageId).toBeChecked({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press('Escape');
}

/**
 * Scrolls from the top to the end a third of a screen at a time, as screens arrive, recording the
 * row id each position showed first; returns the positions whose row changed after being shown
 * and every footer text seen on the way.
 */
async function scrollAndRecord(page: Page, ended: string): Promise<{ moved: string[]; footers: Set<string>; count: number }> {
  const scroller = acrossGrid(page).locator('..');
  const footer = page.locator('.across__footer');
  const seen = new Map<number, string>();
  const moved: string[] = [];
  const footers = new Set<string>();
  let count = 0;
  await expect(async () => {
    await page.evaluate(() => new Promise(requestAnimationFrame));
    const shown = await acrossRows(page).evaluateAll((rows) =>
      rows.map((row) => [Number(row.getAttribute('data-row-index')), row.querySelector('[data-column="id"]')?.textContent ?? ''] as const),
    );
    for (const [index, id] of shown) {
      if (id === '') continue;
      const before = seen.get(index);
      if (before === undefined) seen.set(index, id);
      else if (before !== id) moved.push(`#${index}: ${before} became ${id}`);
    }
    const text = (await footer.textContent()) ?? '';
    footers.add(text);
    await scroller.evaluate((element) => element.scrollBy(0, element.clientHeight / 3));
    count = Number(text.match(/([\d,]+) rows from/)?.[1]?.replace(/,/g, '') ?? 0);
    // The end: every search ended, and every position read.
    expect(text).toContain(ended);
    expect(seen.size).toBe(count);
  }).toPass({ timeout: 240_000, intervals: [0] });
  return { moved, footers, count };
}

for (const look of LOOKS) {
  test(`a merged list read to its end keeps every row where it was first shown, at 3 locations and for a list of numbers (${look.name})`, async ({
    launch,
  }, testInfo) => {
    test.setTimeout(600_000);
    const explorer = await launch({
      colorScheme: look.colorScheme,
      viewport: look.viewport,
      demoConfig: { latencyMs: 0, anchorTime: ANCHOR_TIME },
    });
    const { page } = explorer;
    await expect(locationSelect(page)).toHaveValue('loc-harbor-dental');

    // (512) 555-0148 at all three demo locations, no fault.
    await locationSelect(page).selectOption({ label: 'All locations (3)' });
    const three = page.getByRole('main', { name: 'All 3 locations of “Demo API”' });
    await three.getByLabel('Phone number').fill('(512) 555-0148');
    await three.getByRole('button', { name: 'Search all locations' }).click();
    await showMessageIds(page);
    await acrossGrid(page)
      .locator('..')
      .evaluate((element) => element.scrollTo(0, 0));
    await screenshot(page, testInfo, `merged-three-${look.name}`);
    const across = await scrollAndRecord(page, 'end of every location');
    let expected = 0;
    for (const location of ['loc-harbor-dental', 'loc-maple-bakery', 'loc-riverside-clinic']) {
      expected += (await walkSearch(explorer.demo.baseUrl, { token: DEMO_TOKEN, location }, { phone_number: '+15125550148' })).length;
    }
    expect(across.count).toBe(expected);
    expect(across.moved).toEqual([]);
    expect([...across.footers].filter((text) => /Retry/.test(text))).toEqual([]);
    await expect(page.locator('.grid__row--late')).toHaveCount(0);

    // 27 numbers and 3 entries that are none, pasted at Harbor Dental Studio.
    const contacts = [
      ...new Set(
        (await walkSearch(explorer.demo.baseUrl, { token: DEMO_TOKEN, location: 'loc-harbor-dental' })).map(
          (message) => message.contact.phone,
        ),
      ),
    ].slice(0, 27);
    expect(contacts).toHaveLength(27);
    await locationSelect(page).selectOption('loc-harbor-dental');
    await paste(searchForm(page).getByLabel('Phone number'), [...contacts.slice(0, 10), ...MALFORMED, ...contacts.slice(10)].join('\n'));
    await searchForm(page).getByRole('button', { name: 'Search', exact: true }).click();
    const list = page.getByRole('main', { name: 'Harbor Dental Studio of “Demo API”' });
    await expect(list).toBeVisible();
    // What was pasted and not searched stays named beside the results.
    await expect(list.getByRole('note')).toHaveText(
      `3 pasted entries not read as a number, not searched: ${MALFORMED.map((entry) => `“${entry}”`).join(', ')}. Correct them in the phone field and search again.`,
    );
    await showMessageIds(page);
    await acrossGrid(page)
      .locator('..')
      .evaluate((element) => element.scrollTo(0, 0));
    await screenshot(page, testInfo, `merged-list-${look.name}`);
    const numbers = await scrollAndRecord(page, 'end of every number');
    expect(numbers.moved).toEqual([]);
    expect([...numbers.footers].filter((text) => /Retry/.test(text))).toEqual([]);
    await expect(list.getByRole('note')).toContainText('“call back”');
  });
}

test('a slow server holds the list until the user chooses Show the others now; rows after it are marked where they land (light-1024x640)', async ({
  launch,
  startApi,
}, testInfo) => {
  test.setTimeout(240_000);
  const token = `e2e-slow-${Date.now()}`;
  const locations = [
    { id: 'loc-north', name: 'North Clinic' },
    { id: 'loc-south', name: 'South Clinic' },
  ];
  // Every answer takes 8 s: far longer than the list waits before it offers to stop waiting.
  const api = await startApi({
    latencyMs: 8_000,
    locations: { 'loc-north': { name: 'North Clinic', messages: 40 }, 'loc-south': { name: 'South Clinic', messages: 40 } },
    tokens: { [token]: locations.map((location) => location.id) },
  });
  const look = LOOKS[0]!;
  const { page } = await launch({
    colorScheme: look.colorScheme,
    viewport: look.viewport,
    connections: [{ label: 'Slow', baseUrl: api.baseUrl, token, locations }],
  });
  await connectionSelect(page).selectOption({ label: `Slow …${token.slice(-4)}` });
  await locationSelect(page).selectOption({ label: 'All locations (2)' });
  await page.getByRole('button', { name: 'Search all locations' }).click();
  const showOthers = page.getByRole('button', { name: 'Show the others now' });
  await expect(showOthers).toBeVisible({ timeout: 30_000 });
  // The note names what holds the list, and why.
  await expect(page.locator('.across__waiting')).toContainText(
    'Waiting for North Clinic, South Clinic: their servers have not answered yet (a slow server).',
  );
  await screenshot(page, testInfo, 'merged-waiting-named-light-1024x640');
  await showOthers.click();
  await expect(page.getByText('not waited for').first()).toBeVisible({ timeout: 30_000 });
  await screenshot(page, testInfo, 'merged-waiting-light-1024x640');
  await expect(acrossRows(page).first()).toBeVisible({ timeout: 60_000 });
  await screenshot(page, testInfo, 'merged-set-aside-light-1024x640');
});
