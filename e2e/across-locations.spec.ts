import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { DemoApiConfigInput } from '../demo-api/server';
import { expect, screenshot, test } from './support/explorer-test';
import { LOOKS } from './support/looks';
import {
  acrossGrid,
  acrossRows,
  acrossView,
  expectAgentColumnsInView,
  openAcross as openAcrossOf,
  readToTheEnd,
  renderedCells,
  shownTimes,
  stripItem,
} from './support/across';
import { connectionSelect } from './support/ui';

const LOCATIONS = [
  { id: 'loc-north', name: 'North Clinic' },
  { id: 'loc-south', name: 'South Clinic' },
  { id: 'loc-east', name: 'East Clinic' },
  { id: 'loc-west', name: 'West Clinic' },
];
const MESSAGES: Record<string, number> = { 'loc-north': 180, 'loc-south': 60, 'loc-east': 95, 'loc-west': 40 };
/** Screenshots also go where the reviewers look, outside the repository. */
const SHOTS_DIR = process.env.SHOTS_DIR;

function demoWorld(token: string, extra: DemoApiConfigInput = {}): DemoApiConfigInput {
  return {
    locations: Object.fromEntries(LOCATIONS.map((location) => [location.id, { name: location.name, messages: MESSAGES[location.id]! }])),
    tokens: { [token]: LOCATIONS.map((location) => location.id) },
    ...extra,
  };
}

const idOfName = (name: string) => LOCATIONS.find((location) => location.name === name)?.id ?? name;

async function keep(page: Page, testInfo: Parameters<typeof screenshot>[1], name: string): Promise<void> {
  const path = await screenshot(page, testInfo, name);
  if (SHOTS_DIR) {
    await mkdir(SHOTS_DIR, { recursive: true });
    await copyFile(path, join(SHOTS_DIR, `${name}.png`));
  }
}

const openAcross = (page: Page, label: string) => openAcrossOf(page, label, LOCATIONS.length);

for (const look of LOOKS) {
  test(`one search across locations, merged newest first (${look.name})`, async ({ launch, startApi }, testInfo) => {
    const token = `e2e-${randomUUID()}`;
    const api = await startApi(demoWorld(token));
    const { page } = await launch({
      colorScheme: look.colorScheme,
      viewport: look.viewport,
      connections: [{ label: 'Clinics', baseUrl: api.baseUrl, token, locations: LOCATIONS }],
    });
    await openAcross(page, `Clinics …${token.slice(-4)}`);
    await keep(page, testInfo, `across-before-${look.name}`);
    await page.getByRole('button', { name: 'Search all locations' }).click();

    await expect(page.getByText(/One list from 4 locations, newest first by “created_at”/)).toBeVisible();
    await expect(acrossRows(page).first()).toBeVisible();
    const times = await shownTimes(page);
    expect(times.length).toBeGreaterThan(5);
    for (let index = 1; index < times.length; index += 1) expect(times[index - 1]!).toBeGreaterThanOrEqual(times[index]!);
    for (const location of LOCATIONS) await expect(stripItem(page, location.id)).toContainText(location.name);
    // The Location column leads, and shows each name in its short form uncut (the whole name its tooltip), at either size.
    await expect(acrossGrid(page).getByRole('columnheader').first()).toHaveAttribute('data-column', 'Location name');
    const cut = await acrossRows(page)
      .locator('[data-column="Location name"]')
      .evaluateAll((cells) => cells.filter((cell) => cell.scrollWidth > cell.clientWidth).map((cell) => cell.textContent));
    expect(cut).toEqual([]);
    // Beside it, every column an agent reads is on screen, Status too, and the message keeps its room.
    await expectAgentColumnsInView(page, testInfo, look.name);
    const violations = (
      await new AxeBuilder({ page })
        .setLegacyMode(true)
        .options({ resultTypes: ['violations'] })
        .analyze()
    ).violations;
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
    await keep(page, testInfo, `across-merged-${look.name}`);

    // Every row of every location comes, each once, the strip saying "end" for each.
    await readToTheEnd(page);
    await expect(page.getByRole('status').filter({ hasText: 'end of every location' })).toContainText('375 rows from 4 of 4 locations');
    for (const location of LOCATIONS) await expect(stripItem(page, location.id)).toContainText(`${MESSAGES[location.id]} rows`);
  });
}

for (const look of LOOKS) {
  test(`a demo that disagrees: oldest first, a refused location, 429s, page tokens bound to their page size (${look.name})`, async ({
    launch,
    startApi,
  }, testInfo) => {
    const token = `e2e-${randomUUID()}`;
    const world = demoWorld(token);
    const api = await startApi({
      ...world,
      locations: { ...world.locations, 'loc-east': { name: 'East Clinic', messages: 95, order: 'oldest-first' } },
      tokens: { [token]: ['loc-north', 'loc-south', 'loc-east'] },
      faults: { rate: 0.25, kinds: ['429'], retryAfterSeconds: 1, seed: 3 },
      pageTokenBindsPageSize: true,
    });
    const { page } = await launch({
      colorScheme: look.colorScheme,
      viewport: look.viewport,
      connections: [{ label: 'Clinics', baseUrl: api.baseUrl, token, locations: LOCATIONS }],
    });
    await openAcross(page, `Clinics …${token.slice(-4)}`);
    await page.getByRole('button', { name: 'Search all locations' }).click();

    const unmerged = page.getByRole('status').filter({ hasText: 'Not merged by time' });
    await expect(unmerged).toContainText('"East Clinic" are not newest first by "created_at"', { timeout: 20_000 });
    const west = stripItem(page, 'loc-west');
    await expect(west.getByRole('alert')).toContainText('401');
    // Refused: test it again first, then the ways on, Retry (the server would refuse again) last.
    const actions = await west.getByRole('button').allTextContents();
    expect(actions.slice(0, 3)).toEqual(['Verify West Clinic', 'Open West Clinic alone', 'Leave out of this search']);
    expect(actions.at(-1)).toBe('Retry West Clinic');
    await west.getByRole('button', { name: 'Verify West Clinic' }).click();
    await expect(west).toContainText('Checked again: West Clinic is still refused');
    // The token read the others: a new one is not offered for this location's refusal.
    await expect(west.getByRole('button', { name: 'Re-enter token' })).toHaveCount(0);
    await expect(stripItem(page, 'loc-north')).not.toContainText('401');
    // The first pages' size kept when the server refuses another: no location restarted.
    await expect(page.locator('.location-strip')).not.toContainText('restart');
    // Not merged: the locations take turns, so the one out of order holds none of the others.
    const order = (await renderedCells(page, 'Location name')).map(idOfName);
    expect(new Set(order.slice(0, 6))).toEqual(new Set(['loc-north', 'loc-south', 'loc-east']));
    await keep(page, testInfo, `across-disagrees-${look.name}`);

    // Left out, the refused location is no longer asked: the search runs again over the other three.
    await west.getByRole('button', { name: 'Leave out of this search' }).click();
    await expect(page.getByRole('main', { name: /^3 of 4 locations of/ })).toBeVisible();
    await expect(stripItem(page, 'loc-west')).toHaveCount(0);
  });
}

test('by keyboard: Ctrl+K, All locations, a number, Enter', async ({ launch, startApi }) => {
  const token = `e2e-${randomUUID()}`;
  const api = await startApi(demoWorld(token));
  const { page } = await launch({ connections: [{ label: 'Clinics', baseUrl: api.baseUrl, token, locations: LOCATIONS }] });
  await connectionSelect(page).selectOption({ label: `Clinics …${token.slice(-4)}` });
  await page.keyboard.press('Control+k');
  await page.keyboard.type('clinics all');
  await page.keyboard.press('Enter');
  await expect(acrossView(page)).toBeVisible();
  // The single-location view searched its first location before the switch; only what follows counts.
  const searches = () => api.requests.filter((request) => request.path.endsWith(':search'));
  const before = searches().length;
  const phone = page.getByLabel('Phone number');
  await phone.focus();
  await page.keyboard.type('55');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Cannot read “55” as a phone number/)).toBeVisible();
  expect(searches()).toHaveLength(before);
  await phone.fill('');
  await page.getByLabel('Search text').focus();
  await page.keyboard.type('appointment');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /rows from \d of 4 locations/ })).toBeVisible();
  // Searched, the filters fold to their chips; unfolded again, the number's error is gone.
  await expect(phone).toBeHidden();
  await acrossView(page).getByRole('button', { name: 'Edit filters' }).click();
  await expect(phone).not.toHaveAttribute('aria-invalid');
  const bodies = searches()
    .slice(before)
    .map((request) => request.body as Record<string, unknown>);
  expect(bodies.length).toBeGreaterThanOrEqual(4);
  for (const body of bodies) expect(body.query).toBe('appointment');
});

test('the raw JSON body and the page size of the one form go to every location, the first pages small', async ({ launch, startApi }) => {
  const token = `e2e-${randomUUID()}`;
  const api = await startApi(demoWorld(token));
  const { page } = await launch({ connections: [{ label: 'Clinics', baseUrl: api.baseUrl, token, locations: LOCATIONS }] });
  await openAcross(page, `Clinics …${token.slice(-4)}`);
  const searches = () => api.requests.filter((request) => request.path.endsWith(':search'));
  const before = searches().length;
  const view = acrossView(page);
  await view.getByText('Advanced: page size, raw JSON body').click();
  await view.getByLabel('Page size').fill('30');
  await view.getByLabel('Raw JSON body').fill('{"direction": "OUTBOUND"}');
  await expect(view.getByText('Not applied yet: press Search')).toBeVisible();
  await view.getByRole('button', { name: 'Search all locations' }).click();
  await readToTheEnd(page);
  await expect(view.getByRole('button', { name: 'Raw JSON {"direction": "OUTBOUND"}' })).toBeVisible();
  const sent = searches().slice(before);
  for (const location of LOCATIONS) {
    const atLocation = sent.filter((request) => request.headers['location-id'] === location.id);
    expect(atLocation.length, location.id).toBeGreaterThan(0);
    for (const request of atLocation) expect((request.body as Record<string, unknown>).direction).toBe('OUTBOUND');
  }
  // Each location's first page is the small one main asks; the pages after it are of the size the form asked.
  const sizes = sent.map((request) => request.body as { page_size?: number; page_token?: string });
  expect(sizes.every((body) => body.page_size !== undefined && body.page_size <= 30)).toBe(true);
  const following = sizes.filter((body) => body.page_token !== undefined);
  expect(following.length).toBeGreaterThan(0);
  for (const body of following) expect(body.page_size).toBe(30);
});

test('export all across locations: one file with a Location column and a per-location manifest', async ({ launch, startApi }) => {
  const token = `e2e-${randomUUID()}`;
  const api = await startApi({ ...demoWorld(token), tokens: { [token]: ['loc-north', 'loc-south', 'loc-east'] } });
  const { page } = await launch({ connections: [{ label: 'Clinics', baseUrl: api.baseUrl, token, locations: LOCATIONS }] });
  await openAcross(page, `Clinics …${token.slice(-4)}`);
  await page.getByRole('button', { name: 'Search all locations' }).click();
  await expect(acrossRows(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Export…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export rows' });
  await dialog.getByRole('radio', { name: 'All results of this search' }).check();
  await dialog.getByRole('button', { name: 'Export all' }).click();
  // One location refused: the file is kept as partial, and the notice says which stopped.
  const said = page.locator('.export-end');
  await expect(said).toContainText('Export of all results of every location stopped after 335 rows', { timeout: 30_000 });
  await expect(said).toContainText('West Clinic');
  const partial = (await said.locator('code').textContent())!;
  expect(partial).toMatch(/\.partial\.csv$/);
  const manifest = JSON.parse(await readFile(`${partial}.manifest.json`, 'utf8'));
  expect(
    manifest.acrossLocations.locations.map((location: { locationId: string; rows: number }) => [location.locationId, location.rows]),
  ).toEqual([
    ['loc-north', 180],
    ['loc-south', 60],
    ['loc-east', 95],
    ['loc-west', 0],
  ]);
  // A file for a spreadsheet starts with a byte order mark (its purpose ticks it), then the Location columns.
  const text = await readFile(partial, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  expect(text.slice(1).split(/\r?\n/)[0]!.split(',').slice(0, 2)).toEqual(['Location', 'Location name']);
});
