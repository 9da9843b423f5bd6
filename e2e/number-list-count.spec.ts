import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { walkRecords } from '../demo-api/test/walk-search';
import { paste, readToTheEnd } from './support/across';
import { expect, screenshot, test } from './support/explorer-test';
import { OTHER_SHAPE_LOOKS, SHAPE_FIELDS } from './support/shape-fields';
import { connectionSelect, locationSelect, searchForm } from './support/ui';

// A list of five numbers at one location, against a server in the other record shape: Count all
// stacks by the numbers (named as the grid writes numbers), each with as many messages as the API
// has for it; the list is then in the location's Recent searches and runs again from there.

const LOCATION = { id: 'loc-north', name: 'North Clinic' };
const fields = SHAPE_FIELDS.other;

/** +15125550148 → +1 512 555 0148: the demo's numbers are all North American. */
const grouped = (e164: string) => `+1 ${e164.slice(2, 5)} ${e164.slice(5, 8)} ${e164.slice(8)}`;
const chart = (page: Page) => page.getByRole('region', { name: 'Activity over time' });

/** Each series of the chart's table (its header) with the sum of its column over every bar. */
async function tableTotals(page: Page): Promise<Record<string, number>> {
  const table = chart(page).getByRole('table');
  const headers = await table.locator('thead th').allTextContents();
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => Number((td.textContent ?? '').replace(/\D/g, '')))));
  // Time (a row header), Total, then the series, then the row's Search button.
  const series = headers.slice(2, -1);
  return Object.fromEntries(series.map((label, index) => [label, rows.reduce((sum, cells) => sum + (cells[index + 1] ?? 0), 0)]));
}

for (const look of OTHER_SHAPE_LOOKS) {
  test(`Count all of a 5-number list stacks by number, each as many as the API has; the list is in Recent and runs again (${look.name})`, async ({
    launch,
    startApi,
  }, testInfo) => {
    test.setTimeout(150_000);
    const token = `e2e-${randomUUID()}`;
    const api = await startApi({
      recordShape: 'other',
      locations: { [LOCATION.id]: { name: LOCATION.name, messages: 900 } },
      tokens: { [token]: [LOCATION.id] },
    });
    const caller = { token, location: LOCATION.id };
    const numbers = [...new Set((await walkRecords(api.baseUrl, caller)).map(fields.contactPhone))].slice(0, 5);
    expect(numbers).toHaveLength(5);
    const perNumber: number[] = [];
    for (const number of numbers) perNumber.push((await walkRecords(api.baseUrl, caller, { phone_number: number })).length);
    const total = perNumber.reduce((sum, count) => sum + count, 0);

    const { page } = await launch({
      colorScheme: look.colorScheme,
      viewport: look.viewport,
      connections: [{ label: 'Clinics', baseUrl: api.baseUrl, token, locations: [LOCATION] }],
    });
    await connectionSelect(page).selectOption({ label: `Clinics …${token.slice(-4)}` });
    await locationSelect(page).selectOption(LOCATION.id);
    await paste(searchForm(page).getByLabel('Phone number'), numbers.join('\n'));
    await searchForm(page).getByRole('button', { name: 'Search', exact: true }).click();
    const view = page.getByRole('main', { name: `${LOCATION.name} of “Clinics”` });
    await expect(view.getByText(`One list from 5 numbers at 1 location, newest first by “${fields.time}”`)).toBeVisible();

    // Count all: stacked by number, one series per listed number, in the list's order, named as the grid writes numbers.
    const toggle = page.getByRole('toolbar', { name: 'Results from all locations' }).getByRole('button', { name: 'Activity', exact: true });
    if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
    await expect(chart(page).getByRole('radio', { name: 'Number' })).toBeChecked();
    await expect(chart(page).getByRole('radio', { name: 'Location' })).toHaveCount(0);
    await chart(page).getByRole('button', { name: 'Count all' }).click();
    await expect(page.getByTestId('activity-source')).toHaveText(`all ${total.toLocaleString('en-US')} messages`, { timeout: 60_000 });
    await expect(chart(page).locator('.activity__key')).toHaveText(numbers.map(grouped));
    // A bar's readout under the pointer names the numbers the same way.
    const plot = chart(page).locator('.u-over');
    await expect(async () => {
      const box = await plot.boundingBox();
      if (!box) throw new Error('no plot');
      for (let step = 1; step < 40; step += 1) {
        await page.mouse.move(box.x + (box.width * step) / 40, box.y + box.height - 4);
        if (/\+1 \d{3} \d{3} \d{4} \d/.test((await chart(page).locator('.activity__readout').textContent()) ?? '')) return;
      }
      throw new Error('no bar named a number');
    }).toPass({ timeout: 20_000 });
    await screenshot(page, testInfo, `number-list-count-${look.name}`);
    await chart(page).getByRole('button', { name: 'Table' }).click();
    expect(await tableTotals(page)).toEqual(Object.fromEntries(numbers.map((number, index) => [grouped(number), perNumber[index]])));
    await chart(page).getByRole('button', { name: 'Table' }).click();

    // Back at the location alone, the list is among its Recent searches; choosing it runs the list again.
    await view.getByRole('button', { name: 'Back to one search here' }).click();
    await searchForm(page).getByRole('button', { name: 'Searches…' }).click();
    const recent = page.getByRole('dialog', { name: `Searches for ${LOCATION.name}` });
    await expect(recent.getByRole('button', { name: /^With any of 5 numbers/ })).toContainText(/ · [1-9][\d,]* rows? seen$/);
    await screenshot(page, testInfo, `number-list-in-recent-${look.name}`);
    await recent.getByRole('button', { name: /^With any of 5 numbers/ }).click();
    await expect(view.getByText(`One list from 5 numbers at 1 location, newest first by “${fields.time}”`)).toBeVisible();
    const strip = page.getByRole('list', { name: 'Progress per number' });
    await readToTheEnd(page, 'end of every number');
    for (const [index, number] of numbers.entries()) {
      await expect(strip.locator(`[data-number="${number}"]`)).toContainText(
        `${grouped(number)}${perNumber[index]} row${perNumber[index] === 1 ? '' : 's'}`,
      );
    }
    // The pasted numbers back in the field, read as the list they were.
    await view.getByRole('button', { name: 'With any of 5 numbers' }).click();
    await expect(view.getByLabel('Phone number')).toHaveValue(numbers.join(', '));
    await expect(view.locator('.field--phone .field__hint')).toHaveText('5 numbers read');
    await screenshot(page, testInfo, `number-list-recent-${look.name}`);
  });
}
