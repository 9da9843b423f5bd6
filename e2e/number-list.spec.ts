import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { walkRecords, walkSearch } from '../demo-api/test/walk-search';
import { expect, screenshot, test } from './support/explorer-test';
import { LOOKS } from './support/looks';
import { acrossGrid, acrossRows, expectAgentColumnsInView, paste, readToTheEnd, shownTimes } from './support/across';
import type { LocatedShape } from './support/shape-fields';
import { OTHER_SHAPE_LOOKS, SHAPE_FIELDS } from './support/shape-fields';
import { connectionSelect, locationSelect, searchForm } from './support/ui';

// A list of numbers pasted in the phone filter: read by the field's own rule, one search per
// number, merged by time into the one grid. Counts are checked against the demo API itself.

const LOCATIONS = [
  { id: 'loc-north', name: 'North Clinic' },
  { id: 'loc-south', name: 'South Clinic' },
];
const MALFORMED = ['call back', '555-01', '12345'];
/** +15125550148 → +1 512 555 0148, as the grid and the strip write it. */
const grouped = (e164: string) => `+1 ${e164.slice(2, 5)} ${e164.slice(5, 8)} ${e164.slice(8)}`;

/** A number in one of the ways a spreadsheet holds them, by its place in the list. */
function written(e164: string, index: number): string {
  const [area, exchange, line] = [e164.slice(2, 5), e164.slice(5, 8), e164.slice(8)];
  return [`(${area}) ${exchange}-${line}`, `${area}.${exchange}.${line}`, `+1 ${area} ${exchange} ${line}`, e164][index % 4]!;
}

/** A column copied from a spreadsheet: a heading, Windows line breaks, three cells that are no number. */
function column(numbers: readonly string[]): string {
  const cells = numbers.map(written);
  cells.splice(4, 0, MALFORMED[0]!);
  cells.splice(15, 0, MALFORMED[1]!);
  cells.splice(25, 0, MALFORMED[2]!);
  return ['Phone', ...cells].join('\r\n') + '\r\n';
}

/** Every look against the demo's own record shape; the other shape (other names, epoch-ms times, the contact nested) at both sizes, one dark. */
const RUNS = [
  ...LOOKS.map((look) => ({ look, shape: 'ours' as LocatedShape })),
  ...OTHER_SHAPE_LOOKS.map((look) => ({ look, shape: 'other' as LocatedShape })),
];

for (const { look, shape } of RUNS) {
  const shapeName = shape === 'ours' ? '' : ', the other record shape';
  const fields = SHAPE_FIELDS[shape];
  test(`a pasted list of 30 numbers, 3 not numbers: 27 searched, merged by time, each as many rows as the API has (${look.name}${shapeName})`, async ({
    launch,
    startApi,
  }, testInfo) => {
    test.setTimeout(120_000);
    const token = `e2e-${randomUUID()}`;
    const api = await startApi({
      recordShape: shape,
      locations: { 'loc-north': { name: 'North Clinic', messages: 900 }, 'loc-south': { name: 'South Clinic', messages: 100 } },
      tokens: { [token]: LOCATIONS.map((location) => location.id) },
    });
    const caller = { token, location: 'loc-north' };
    // The API's own answers, read in the shape it writes: what the app's counts are checked against.
    const contacts = [...new Set((await walkRecords(api.baseUrl, caller)).map(fields.contactPhone))].slice(0, 27);
    expect(contacts).toHaveLength(27);
    const totals = new Map<string, string[]>();
    for (const number of contacts)
      totals.set(
        number,
        (await walkRecords(api.baseUrl, caller, { phone_number: number })).map((record) => String(record[fields.id])),
      );
    const total = [...totals.values()].reduce((sum, ids) => sum + ids.length, 0);

    const explorer = await launch({
      colorScheme: look.colorScheme,
      viewport: look.viewport,
      connections: [{ label: 'Clinics', baseUrl: api.baseUrl, token, locations: LOCATIONS }],
    });
    const { page } = explorer;
    await connectionSelect(page).selectOption({ label: `Clinics …${token.slice(-4)}` });
    await locationSelect(page).selectOption('loc-north');
    const phone = searchForm(page).getByLabel('Phone number');
    await paste(phone, column(contacts));
    const note = searchForm(page).locator('.field--phone .field__hint');
    await expect(note).toHaveText(
      `27 numbers read · 3 not read, not searched: ${MALFORMED.map((entry) => `“${entry}”`).join(', ')} · heading “Phone” skipped`,
    );
    await screenshot(page, testInfo, `number-list-form-${look.name}-${shape}`);
    await searchForm(page).getByRole('button', { name: 'Search', exact: true }).click();

    const view = page.getByRole('main', { name: 'North Clinic of “Clinics”' });
    await expect(view).toBeVisible();
    await expect(view.getByText(`One list from 27 numbers at 1 location, newest first by “${fields.time}”`)).toBeVisible();
    await expect(acrossRows(page).first()).toBeVisible();
    // One location: no Location column saying its name on every row; the number searched whole,
    // and every column an agent reads on screen beside it.
    await expect(acrossGrid(page).getByRole('columnheader').first()).toHaveAttribute('data-column', 'Number searched');
    await expect(acrossGrid(page).locator('[role="columnheader"][data-column="Location name"]')).toHaveCount(0);
    const cut = await acrossRows(page)
      .locator('[data-column="Number searched"]')
      .evaluateAll((cells) => cells.filter((cell) => cell.scrollWidth > cell.clientWidth).map((cell) => cell.textContent));
    expect(cut).toEqual([]);
    await expectAgentColumnsInView(page, testInfo, look.name);
    // A copy still says where the message was, as the grid did before it left the column out.
    await acrossRows(page).first().locator('[data-column="Number searched"]').click();
    await page.keyboard.press('Control+c');
    await expect(page.getByText('Copied 1 row as TSV')).toBeVisible();
    const [heading = '', first = ''] = (await explorer.clipboard.readText()).split('\r\n');
    expect([heading.split('\t')[0], first.split('\t')[0]]).toEqual(['Location name', 'North Clinic']);
    await screenshot(page, testInfo, `number-list-merged-${look.name}-${shape}`);
    // Newest first across the numbers, as merged.
    const times = await shownTimes(page, fields.time);
    expect(times.length).toBeGreaterThan(5);
    for (let index = 1; index < times.length; index += 1) expect(times[index - 1]!).toBeGreaterThanOrEqual(times[index]!);

    await readToTheEnd(page, 'end of every number');
    // 27 searches take one line of the strip until asked for all; each then names its number as the grid writes it.
    const strip = page.getByRole('list', { name: 'Progress per number' });
    await expect(page.getByText(`27 searches: ${total.toLocaleString('en-US')} rows · 27 ended`)).toBeVisible();
    await page.getByRole('button', { name: 'Show all 27' }).click();
    await expect(strip.locator('li')).toHaveCount(27);
    for (const [number, ids] of totals) {
      await expect(strip.locator(`[data-number="${number}"]`)).toContainText(
        `${grouped(number)}${ids.length} row${ids.length === 1 ? '' : 's'}`,
      );
    }
    await expect(page.getByText(`${total.toLocaleString('en-US')} rows from`)).toBeVisible();

    // Every result of the list into one file: a row per message, the number searched beside it.
    await page.getByRole('button', { name: 'Export…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export rows' });
    await dialog.getByRole('radio', { name: 'All results of this search' }).check();
    await dialog.getByRole('button', { name: 'Export all' }).click();
    const said = page.locator('.export-end');
    await expect(said).toContainText(`${total.toLocaleString('en-US')} rows`, { timeout: 30_000 });
    const path = (await said.locator('code').first().textContent())!;
    const [header = [], ...records] = parse(await readFile(path), { bom: true }) as string[][];
    expect(header.slice(0, 3)).toEqual(['Location', 'Location name', 'Number searched']);
    expect(records).toHaveLength(total);
    const idColumn = header.indexOf(fields.id);
    for (const [number, ids] of totals) {
      // A spreadsheet's CSV writes "+…" as ="+…" (the formula guard).
      expect(
        records
          .filter((record) => record[2]?.replace(/^="(.*)"$/, '$1') === number)
          .map((record) => record[idColumn])
          .sort(),
        number,
      ).toEqual([...ids].sort());
    }
  });
}

test('a list at every location: each number searched at each, bounded, the bound said above it', async ({ launch, startApi }, testInfo) => {
  test.setTimeout(120_000);
  const token = `e2e-${randomUUID()}`;
  const places = Array.from({ length: 19 }, (_, index) => ({ id: `loc-${index + 1}`, name: `Branch ${index + 1}` }));
  const api = await startApi({
    locations: Object.fromEntries(places.map((place) => [place.id, { name: place.name, messages: place.id === 'loc-1' ? 900 : 40 }])),
    tokens: { [token]: places.map((place) => place.id) },
  });
  const numbers = [...new Set((await walkSearch(api.baseUrl, { token, location: 'loc-1' })).map((message) => message.contact.phone))];
  expect(numbers.length).toBeGreaterThanOrEqual(27);
  const { page } = await launch({ connections: [{ label: 'Branches', baseUrl: api.baseUrl, token, locations: places }] });
  await connectionSelect(page).selectOption({ label: `Branches …${token.slice(-4)}` });
  await locationSelect(page).selectOption({ label: `All locations (${places.length})` });
  const view = page.getByRole('main', { name: `All ${places.length} locations of “Branches”` });
  const phone = view.getByLabel('Phone number');
  const searched = () => api.requests.filter((request) => request.path.endsWith(':search')).length;

  // 27 numbers × 19 locations is over the bound: said at the field as pasted, and Search sends nothing.
  await paste(phone, numbers.slice(0, 27).join('\n'));
  await expect(view.getByRole('alert')).toHaveText(
    '27 numbers at 19 locations would be 513 searches; at most 500 run at once. Choose fewer locations or split the list (26 numbers at a time here).',
  );
  const before = searched();
  const sentBefore = api.requests.length;
  // The one form's rule: Search is disabled while a field is marked, Enter sends nothing either.
  await expect(view.getByRole('button', { name: 'Search all locations' })).toBeDisabled();
  await phone.press('Enter');
  await expect(view.getByRole('alert')).toBeVisible();
  expect(searched()).toBe(before);
  await screenshot(page, testInfo, 'number-list-bound');

  // Two numbers: every number at every location, named in the strip with its location.
  await phone.fill(numbers.slice(0, 2).join(', '));
  await view.getByRole('button', { name: 'Search all locations' }).click();
  await expect(view.getByText(`One list from 2 numbers at ${places.length} locations, newest first by “created_at”`)).toBeVisible();
  const strip = page.getByRole('list', { name: 'Progress per number' });
  await page.getByRole('button', { name: `Show all ${2 * places.length}` }).click();
  await expect(strip.locator('li')).toHaveCount(2 * places.length);
  await expect(strip.locator(`[data-location="loc-7"][data-number="${numbers[1]}"]`)).toContainText(`${grouped(numbers[1]!)} at Branch 7`);
  // Its chart stacks by number first (the list's question), by location one choice away.
  const chartToggle = page
    .getByRole('toolbar', { name: 'Results from all locations' })
    .getByRole('button', { name: 'Activity', exact: true });
  if ((await chartToggle.getAttribute('aria-pressed')) !== 'true') await chartToggle.click();
  const stacking = page.getByRole('region', { name: 'Activity over time' }).getByRole('group', { name: 'Stack bars by' });
  await expect(stacking).toHaveText('Stack bars byNumberLocationStatusDirection');
  await expect(stacking.getByRole('radio', { name: 'Number' })).toBeChecked();
  await chartToggle.click();
  // Location and Number searched lead; every column an agent reads stays on screen, at either size and theme.
  await expect(acrossRows(page).first()).toBeVisible();
  for (const look of LOOKS) {
    await page.setViewportSize(look.viewport);
    await page.emulateMedia({ colorScheme: look.colorScheme });
    await expectAgentColumnsInView(page, testInfo, `list across locations, ${look.name}`);
    await screenshot(page, testInfo, `number-list-across-${look.name}`);
  }
  const bodies = api.requests
    .slice(sentBefore)
    .filter((request) => request.path.endsWith(':search'))
    .map((request) => request.body as Record<string, unknown>);
  expect(new Set(bodies.map((body) => body.phone_number))).toEqual(new Set(numbers.slice(0, 2)));
});
