import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import type { DemoApiConfigInput } from '../demo-api/server';
import { expect, screenshot, test } from './support/explorer-test';
import { LOOKS } from './support/looks';
import { renderedCells } from './support/across';
import { connectionSelect, locationSelect } from './support/ui';

// "Which of our locations did this number text", asked of a chosen set in which one location
// refuses the token (401) and one is down (500 for every attempt of the client, then back).
const LOCATIONS = [
  { id: 'loc-north', name: 'North Clinic' },
  { id: 'loc-south', name: 'South Clinic' },
  { id: 'loc-east', name: 'East Clinic' },
  { id: 'loc-west', name: 'West Clinic' },
  { id: 'loc-central', name: 'Central Clinic' },
];
const MESSAGES: Record<string, number> = { 'loc-north': 180, 'loc-south': 60, 'loc-east': 95, 'loc-west': 40, 'loc-central': 120 };
/** The demo's number of its most frequent contacts with area code 415; with the default seed it texted North 15, South 6, East 7, West 3 and Central 10 times. */
const NUMBER = '(415) 555-0111';
const FOUND = { north: 15, south: 6, east: 7 };
/** Attempts the client makes at one page before it says the location failed (api-client/retry.ts). */
const CLIENT_ATTEMPTS = 4;

/** `eastFailures`: searches of East that fail (null: every one, East stays down). */
function demoWorld(token: string, eastFailures: number | null = CLIENT_ATTEMPTS): DemoApiConfigInput {
  return {
    locations: Object.fromEntries(
      LOCATIONS.map((location) => [
        location.id,
        {
          name: location.name,
          messages: MESSAGES[location.id]!,
          ...(location.id === 'loc-east' && { failWith: 500 as const, ...(eastFailures !== null && { failTimes: eastFailures }) }),
        },
      ]),
    ),
    tokens: { [token]: LOCATIONS.filter((location) => location.id !== 'loc-west').map((location) => location.id) },
  };
}

const view = (page: Page) => page.getByRole('main', { name: /locations of/ });
const stripItem = (page: Page, id: string) => page.getByRole('list', { name: 'Progress per location' }).locator(`[data-location="${id}"]`);
const footer = (page: Page) => view(page).locator('.across__footer');
const chart = (page: Page) => page.getByRole('region', { name: 'Activity over time' });

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await screenshot(page, testInfo, name);
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, animations: 'disabled', caret: 'hide' });
}

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .include('main')
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

/** The location of each row rendered, top to bottom, by the names the Location column shows. */
async function rowLocations(page: Page): Promise<string[]> {
  return (await renderedCells(page, 'Location name')).map((name) => LOCATIONS.find((location) => location.name === name)?.id ?? name);
}

/** The merged list's times, top to bottom (the value as sent: the cell's tooltip). */
async function shownTimes(page: Page): Promise<number[]> {
  return (await renderedCells(page, 'created_at')).map((text) => Date.parse(text));
}

async function expectTheAnswerBeforeRetry(page: Page): Promise<void> {
  await expect(stripItem(page, 'loc-east').getByRole('alert')).toContainText('500', { timeout: 30_000 });
  await expect(stripItem(page, 'loc-east').getByRole('button', { name: 'Retry East Clinic' })).toBeVisible();
  await expect(stripItem(page, 'loc-west').getByRole('alert')).toContainText('401');
  // The token read the others: a new one is not the way out of this location's refusal.
  await expect(stripItem(page, 'loc-west').getByRole('button', { name: 'Leave out of this search' })).toBeVisible();
  await expect(stripItem(page, 'loc-west').getByRole('button', { name: 'Re-enter token' })).toHaveCount(0);
  await expect(stripItem(page, 'loc-north')).toContainText(`${FOUND.north} rows`);
  await expect(stripItem(page, 'loc-north')).toContainText('end');
  await expect(stripItem(page, 'loc-south')).toContainText(`${FOUND.south} rows`);
  // Never "end of every location" while two of them failed; the failed ones are named.
  await expect(footer(page)).toContainText(`${FOUND.north + FOUND.south} rows from 2 of 4 locations`);
  await expect(footer(page)).toContainText('East Clinic, West Clinic stopped with an error');
  await expect(footer(page)).not.toContainText('end of every location');
  expect(new Set(await rowLocations(page))).toEqual(new Set(['loc-north', 'loc-south']));
  await expect(stripItem(page, 'loc-central')).toHaveCount(0);
}

for (const look of LOOKS) {
  test(`a number across a chosen set with a 401 and a 500 location, by mouse (${look.name})`, async ({ launch, startApi }, testInfo) => {
    test.setTimeout(120_000);
    const token = `e2e-${randomUUID()}`;
    const api = await startApi(demoWorld(token));
    const { page, consoleLog } = await launch({
      colorScheme: look.colorScheme,
      viewport: look.viewport,
      connections: [{ label: 'Clinics', baseUrl: api.baseUrl, token, locations: LOCATIONS }],
    });
    await connectionSelect(page).selectOption({ label: `Clinics …${token.slice(-4)}` });
    let clicks = 0;
    const click = async (target: ReturnType<Page['getByRole']>) => {
      clicks += 1;
      await target.click();
    };

    // Choose the four clinics of the question: Central is not one of them.
    await locationSelect(page).selectOption({ label: 'Choose locations…' });
    clicks += 2;
    await click(page.getByRole('checkbox', { name: 'Central Clinic (loc-central)' }));
    await shoot(page, testInfo, `across-choose-${look.name}`);
    await click(page.getByRole('button', { name: 'Search these 4' }));
    await expect(view(page)).toHaveAccessibleName('4 of 5 locations of “Clinics”');
    await click(view(page).getByRole('textbox', { name: 'Phone number' }));
    await page.keyboard.type(NUMBER);
    await click(view(page).getByRole('button', { name: 'Search 4 locations' }));
    await expectTheAnswerBeforeRetry(page);
    testInfo.annotations.push({ type: 'clicks', description: `${clicks} clicks to the answer` });
    expect(clicks).toBeLessThanOrEqual(6);
    for (const body of api.requests
      .filter((request) => request.path.endsWith(':search') && request.headers['location-id'] !== 'loc-central')
      .slice(-4)) {
      expect((body.body as Record<string, unknown>).phone_number).toBe('+14155550111');
    }
    expect(api.requests.filter((request) => request.headers['location-id'] === 'loc-central')).toEqual([]);

    if (!(await chart(page).isVisible())) await click(view(page).getByRole('button', { name: 'Activity' }));
    await expect(chart(page).getByRole('radio', { name: 'Location' })).toBeChecked();
    await expect(chart(page).getByTestId('activity-source')).toHaveText(`from ${FOUND.north + FOUND.south} loaded messages`);
    expect(await violations(page)).toEqual([]);
    await shoot(page, testInfo, `across-faults-${look.name}`);

    // Retry the location that was down: its rows come, in their place by time; West still refused.
    await click(stripItem(page, 'loc-east').getByRole('button', { name: 'Retry East Clinic' }));
    await expect(stripItem(page, 'loc-east')).toContainText(`${FOUND.east} rows`);
    await expect(stripItem(page, 'loc-east')).toContainText('end');
    await expect(footer(page)).toContainText(`${FOUND.north + FOUND.south + FOUND.east} rows from 3 of 4 locations`);
    await expect(footer(page)).toContainText('West Clinic stopped with an error');
    await expect(footer(page)).not.toContainText('end of every location');
    // The rows in view (the grid renders only those) run newest first, East's among them.
    const times = await shownTimes(page);
    expect(times.length).toBeGreaterThan(5);
    for (let index = 1; index < times.length; index += 1) expect(times[index - 1]!).toBeGreaterThanOrEqual(times[index]!);
    await chart(page).getByRole('button', { name: 'Table' }).click();
    await expect(chart(page).getByRole('table')).toContainText('East Clinic');
    expect(await violations(page)).toEqual([]);
    await shoot(page, testInfo, `across-retried-table-${look.name}`);
    expect(consoleLog.filter((line) => /Content Security Policy/i.test(line))).toEqual([]);
  });
}

test('Count all and export of the chosen set say the locations down and refused left them short', async ({
  launch,
  startApi,
}, testInfo) => {
  test.setTimeout(120_000);
  const token = `e2e-${randomUUID()}`;
  const api = await startApi(demoWorld(token, null));
  const { page } = await launch({
    viewport: { width: 1920, height: 1080 },
    connections: [{ label: 'Clinics', baseUrl: api.baseUrl, token, locations: LOCATIONS }],
  });
  await connectionSelect(page).selectOption({ label: `Clinics …${token.slice(-4)}` });
  await locationSelect(page).selectOption({ label: 'Choose locations…' });
  await page.getByRole('checkbox', { name: 'Central Clinic (loc-central)' }).click();
  await page.getByRole('button', { name: 'Search these 4' }).click();
  await view(page).getByRole('textbox', { name: 'Phone number' }).fill(NUMBER);
  await view(page).getByRole('button', { name: 'Search 4 locations' }).click();
  await expectTheAnswerBeforeRetry(page);

  // East stays down, West refuses the token: neither the count nor the file may pass for all.
  await chart(page).getByRole('button', { name: 'Count all' }).click();
  await expect(chart(page).getByTestId('activity-source')).toHaveText(`from ${FOUND.north + FOUND.south} loaded messages`, {
    timeout: 30_000,
  });
  await expect(chart(page)).toContainText('Count all stopped: 2 of 4 locations stopped with an error (East Clinic, West Clinic)', {
    timeout: 30_000,
  });

  await view(page).getByRole('button', { name: 'Export…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export rows' });
  await dialog.getByRole('radio', { name: 'All results of this search' }).check();
  await dialog.getByRole('button', { name: 'Export all' }).click();
  const said = page.locator('.export-end');
  await expect(said).toContainText(`Export of all results of the 4 chosen locations stopped after ${FOUND.north + FOUND.south} rows`, {
    timeout: 60_000,
  });
  const partialPath = (await said.locator('code').textContent())!;
  expect(partialPath).toMatch(/\.partial\.csv$/);
  const manifest = JSON.parse(await readFile(`${partialPath}.manifest.json`, 'utf8'));
  expect(manifest).toMatchObject({ scope: 'chosen-locations', complete: false, acrossLocations: { searched: 4, ofConnection: 5 } });
  expect(
    manifest.acrossLocations.locations.map((location: { locationId: string; rows: number; error?: { kind: string; message: string } }) => [
      location.locationId,
      location.rows,
      location.error?.kind ?? null,
    ]),
  ).toEqual([
    ['loc-north', FOUND.north, null],
    ['loc-south', FOUND.south, null],
    ['loc-east', 0, 'server'],
    ['loc-west', 0, 'unauthorized'],
  ]);
  expect(manifest.acrossLocations.locations[2].error.message).toContain('500');
  const file = await readFile(partialPath, 'utf8');
  expect(file).not.toContain('loc-central');
  await shoot(page, testInfo, 'across-count-export-light-1920x1080');
});

test('by keyboard alone: Ctrl+K, choose the set, the number, Enter, Retry the location that was down', async ({
  launch,
  startApi,
}, testInfo) => {
  test.setTimeout(120_000);
  const token = `e2e-${randomUUID()}`;
  const api = await startApi(demoWorld(token));
  const { page } = await launch({
    colorScheme: 'dark',
    viewport: { width: 1024, height: 640 },
    connections: [{ label: 'Clinics', baseUrl: api.baseUrl, token, locations: LOCATIONS }],
  });
  await connectionSelect(page).selectOption({ label: `Clinics …${token.slice(-4)}` });
  await page.keyboard.press('Control+k');
  await page.keyboard.type('clinics choose');
  await page.keyboard.press('Enter');
  // The chooser opens with the first location focused; Central is the fifth.
  await expect(page.getByRole('checkbox', { name: 'North Clinic (loc-north)' })).toBeFocused();
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: 'Central Clinic (loc-central)' })).toBeFocused();
  await page.keyboard.press('Space');
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Search these 4' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(view(page)).toHaveAccessibleName('4 of 5 locations of “Clinics”');
  await expect(locationSelect(page)).toHaveValue('chosen locations');
  // Focus is back on the Locations button; the phone number is four fields on.
  await expect(view(page).getByRole('button', { name: 'Locations: 4 of 5' })).toBeFocused();
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('Tab');
  await expect(view(page).getByRole('textbox', { name: 'Phone number' })).toBeFocused();
  await page.keyboard.type(NUMBER);
  await page.keyboard.press('Enter');
  await expectTheAnswerBeforeRetry(page);
  await shoot(page, testInfo, 'across-keyboard-dark-1024x640');

  const retry = stripItem(page, 'loc-east').getByRole('button', { name: 'Retry East Clinic' });
  for (let step = 0; step < 30 && !(await retry.evaluate((element) => element === document.activeElement)); step += 1)
    await page.keyboard.press('Tab');
  await expect(retry).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(stripItem(page, 'loc-east')).toContainText(`${FOUND.east} rows`);
  await expect(footer(page)).toContainText(`${FOUND.north + FOUND.south + FOUND.east} rows from 3 of 4 locations`);
});
