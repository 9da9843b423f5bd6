import type { Locator, Page } from '@playwright/test';
import { copyFile, mkdir } from 'node:fs/promises';
import { expect, screenshot, test } from './support/explorer-test';
import { expectRowsOfLocation, messagesGrid, searchButton, searchForm } from './support/ui';

const searchBodies = (requests: { path: string; body: unknown }[]) =>
  requests.filter((request) => request.path.includes('smsMessages:search')).map((request) => request.body as Record<string, unknown>);

/** Midnight starting the day `daysBack` before today in the zone, as the page's Intl computes it. */
function midnightIn(page: Page, zone: string, daysBack: number): Promise<string> {
  return page.evaluate(
    ({ zone, daysBack }) => {
      const parts = (at: number) =>
        Object.fromEntries(
          new Intl.DateTimeFormat('en-US', {
            timeZone: zone,
            hourCycle: 'h23',
            year: 'numeric',
            month: 'numeric',
            day: 'numeric',
            hour: 'numeric',
            minute: 'numeric',
            second: 'numeric',
          })
            .formatToParts(at)
            .map((part) => [part.type, Number(part.value)]),
        );
      const today = parts(Date.now());
      const wall = Date.UTC(today.year ?? 0, (today.month ?? 1) - 1, (today.day ?? 1) - daysBack);
      // Zone offset at that wall time, found by asking the zone what wall time the UTC guess shows.
      const shown = parts(wall);
      const offset =
        Date.UTC(shown.year ?? 0, (shown.month ?? 1) - 1, shown.day ?? 1, shown.hour ?? 0, shown.minute ?? 0, shown.second ?? 0) - wall;
      return new Date(wall - offset).toISOString();
    },
    { zone, daysBack },
  );
}

/** Copies a screenshot to the folder the engineers look at, next to the test's own. */
async function keep(page: Page, testInfo: Parameters<typeof screenshot>[1], name: string) {
  await mkdir('/tmp/shots-search', { recursive: true });
  await copyFile(await screenshot(page, testInfo, name), `/tmp/shots-search/e2e-${name}.png`);
}

test('a half-typed or mistyped range is an error at its field and sends nothing; Yesterday is read in the zone the grid shows and said absolute', async ({
  launch,
}, testInfo) => {
  const { page, demo } = await launch();
  await expectRowsOfLocation(page, 'loc-harbor-dental');
  const form = searchForm(page);
  const sentBefore = searchBodies(demo.requests).length;
  await form.getByLabel('Status').selectOption('FAILED');
  await form.getByLabel('Created').selectOption('custom');
  const from = form.getByRole('textbox', { name: 'From (included)' });
  for (const [typed, message] of [
    ['2025-11-13', 'Add the time too, e.g. 2025-11-13 00:00.'],
    ['202612-11-13 09:00', 'Type a date and time as 2025-11-13 09:30.'],
    ['2612-11-13 09:00', 'The year must be between 2000 and 2100.'],
  ] as const) {
    await from.fill(typed);
    await expect(form.getByRole('alert')).toHaveText(message);
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await expect(searchButton(page)).toBeDisabled();
    await from.press('Enter');
  }
  await keep(page, testInfo, 'half-typed-range');
  expect(searchBodies(demo.requests).length).toBe(sentBefore);

  // Read in the location's zone once the grid shows it; Yesterday is that zone's calendar day.
  await page.getByRole('combobox', { name: 'Times' }).selectOption('location');
  await form.getByLabel('Created').selectOption('yesterday');
  await expect(form.getByText('In America/Los_Angeles')).toBeVisible();
  await searchButton(page).click();
  await expect.poll(() => searchBodies(demo.requests).length).toBeGreaterThan(sentBefore);
  const [body] = searchBodies(demo.requests.slice(demo.requests.length - 1));
  const after = await midnightIn(page, 'America/Los_Angeles', 1);
  const before = await midnightIn(page, 'America/Los_Angeles', 0);
  expect(body).toMatchObject({ status: 'FAILED', created_after: after, created_before: before });
  const wall = (iso: string) =>
    page.evaluate(
      (value) =>
        new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/Los_Angeles', dateStyle: 'short', timeStyle: 'short' }).format(
          new Date(value),
        ),
      iso,
    );
  await expect(
    form.getByRole('button', { name: `Yesterday: ${await wall(after)} – ${await wall(before)} America/Los_Angeles` }),
  ).toBeVisible();
  await keep(page, testInfo, 'yesterday-chip');
});

test('phone numbers as tickets write them are sent in E.164, shown before sending; a refused filter is fixed at its field, never retried', async ({
  launch,
}, testInfo) => {
  const { page, demo } = await launch();
  await expectRowsOfLocation(page, 'loc-harbor-dental');
  const form = searchForm(page);
  const phone = form.getByRole('textbox', { name: 'Phone number' });
  const sentBefore = searchBodies(demo.requests).length;
  await phone.fill('555-01');
  await expect(form.getByRole('alert')).toContainText('Cannot read “555-01” as a phone number');
  await phone.press('Enter');
  expect(searchBodies(demo.requests).length).toBe(sentBefore);

  for (const typed of ['512.555.0148', '+1 512 555 0148', '(512) 555-0148']) {
    await phone.fill(typed);
    await expect(form.getByText('Sent as +15125550148')).toBeVisible();
  }
  await keep(page, testInfo, 'phone-normalised');
  await phone.press('Enter');
  await expect.poll(() => searchBodies(demo.requests).slice(sentBefore)[0]).toEqual({ phone_number: '+15125550148', page_size: 0 });
  await expect(form.getByRole('button', { name: 'With +15125550148' })).toBeVisible();
  await expect(messagesGrid(page).getByRole('gridcell', { name: '+1 512 555 0148' }).first()).toBeVisible();

  // A number the server refuses (set here through the raw JSON): its words at the field, and Edit filters.
  await form.getByRole('button', { name: 'Edit filters' }).click();
  await phone.fill('');
  await form.getByText('Advanced: page size, raw JSON body').click();
  await form.getByRole('textbox', { name: 'Raw JSON body' }).fill('{"phone_number": "5125550148"}');
  await searchButton(page).click();
  const panel = page.getByRole('alert').filter({ hasText: 'The server refused the filter phone_number' });
  await expect(panel).toContainText('phone_number must be an E.164 number such as +14155550123.');
  await expect(panel.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await keep(page, testInfo, 'refused-filter-panel');
  await panel.getByRole('button', { name: 'Edit filters' }).click();
  const raw = form.getByRole('textbox', { name: 'Raw JSON body' });
  await expect(raw).toBeFocused();
  await expect(raw).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('alert')).toHaveText('phone_number must be an E.164 number such as +14155550123.');
  await keep(page, testInfo, 'refused-filter-at-field');
});

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1;

for (const colorScheme of ['light', 'dark'] as const) {
  for (const viewport of [
    { width: 1024, height: 640 },
    { width: 1920, height: 1080 },
  ]) {
    test(`at ${viewport.width}×${viewport.height} (${colorScheme}) the form is compact, nothing overlaps, and chips share the toolbar's line`, async ({
      launch,
    }, testInfo) => {
      const { page } = await launch({ viewport, colorScheme });
      await expectRowsOfLocation(page, 'loc-harbor-dental');
      const form = searchForm(page);
      const name = `${colorScheme}-${viewport.width}`;
      // Search sits on the fields' row; page size is folded under Advanced.
      expect(Math.abs((await box(searchButton(page))).y - (await box(form.getByLabel('Created'))).y)).toBeLessThan(4);
      await expect(form.getByRole('textbox', { name: 'Page size' })).toBeHidden();
      await expect(page.getByRole('button', { name: /^Quick switch/ })).toHaveText(/Quick switch/);
      expect((await box(page.getByRole('button', { name: /^Quick switch/ }))).height).toBeGreaterThan(0);

      // Editing, and in custom-range mode: the hint has its own place, Hide filters stays.
      await form.getByLabel('Created').selectOption('custom');
      await form.getByRole('textbox', { name: 'From (included)' }).fill('2025-11-13 09:00');
      const hint = form.getByText('Not applied yet: press Search');
      await expect(hint).toBeVisible();
      for (const control of [
        page.getByRole('button', { name: '← Back' }),
        page.getByRole('button', { name: 'Searches…' }),
        page.getByRole('button', { name: 'Hide filters' }),
      ]) {
        expect(overlaps(await box(hint), await box(control))).toBe(false);
      }
      expect(
        Math.abs((await box(searchButton(page))).y - (await box(form.getByRole('textbox', { name: 'Until (not included)' }))).y),
      ).toBeLessThan(4);
      await keep(page, testInfo, `custom-editing-${name}`);
      await page.getByRole('button', { name: 'Hide filters' }).click();
      await expect(form.getByText('Edited filters not applied')).toBeVisible();
      await form.getByRole('button', { name: 'Edit filters' }).click();
      await form.getByLabel('Created').selectOption('');
      await searchButton(page).click();

      // Folded: the chips and the toolbar share a centre line when side by side, a left edge when wrapped.
      await page.getByRole('combobox', { name: 'Times' }).selectOption('location');
      const chips = await box(form.getByText('Filters', { exact: true }));
      const find = await box(page.getByRole('toolbar', { name: 'Results' }).getByRole('button', { name: 'Find' }));
      if (Math.abs(chips.y - find.y) < 20) expect(Math.abs(chips.y + chips.height / 2 - (find.y + find.height / 2))).toBeLessThan(2);
      else expect(Math.abs((await box(page.getByRole('button', { name: '← Back' }))).x - find.x)).toBeLessThan(2);
      // The Times choice and the time headers show whole in the location's zone.
      const times = page.getByRole('combobox', { name: 'Times' });
      const fits = await times.evaluate((select: HTMLSelectElement) => {
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = getComputedStyle(select).font;
        return context.measureText(select.selectedOptions[0]?.textContent ?? '').width + 28 <= select.clientWidth;
      });
      expect(fits, 'selected Times option shown whole').toBe(true);
      await expect(messagesGrid(page).locator('[role="columnheader"][data-column="created_at"]')).toContainText('America/Los_Angeles');
      const toolbar = await page
        .getByRole('toolbar', { name: 'Results' })
        .evaluate((bar) => [...bar.querySelectorAll('button, select')].map((element) => element.getBoundingClientRect().right));
      expect(Math.max(...toolbar)).toBeLessThanOrEqual(viewport.width);
      await keep(page, testInfo, `folded-location-zone-${name}`);
    });
  }
}

test('yesterday’s failed messages at another location, by keyboard: keys counted', async ({ launch }, testInfo) => {
  const { page, demo } = await launch({ viewport: { width: 1024, height: 640 } });
  await expectRowsOfLocation(page, 'loc-harbor-dental');
  let keys = 0;
  const press = async (key: string) => {
    keys += 1;
    await page.keyboard.press(key);
  };
  const type = async (text: string) => {
    keys += text.length;
    await page.keyboard.type(text);
  };
  await press('Control+k');
  await type('maple');
  await press('Enter');
  await expectRowsOfLocation(page, 'loc-maple-bakery');
  const form = searchForm(page);
  // From wherever the switch leaves focus, Tab to Status: each press counted.
  for (let tabs = 0; tabs < 40 && !(await form.getByLabel('Status').evaluate((element) => element === document.activeElement)); tabs++)
    await press('Tab');
  await expect(form.getByLabel('Status')).toBeFocused();
  await type('f');
  await press('Tab');
  await press('Tab');
  await expect(form.getByLabel('Created')).toBeFocused();
  await type('y');
  await expect(form.getByLabel('Created')).toHaveValue('yesterday');
  const before = demo.requests.length;
  await press('Tab');
  await expect(searchButton(page)).toBeFocused();
  await press('Enter');
  await expect.poll(() => searchBodies(demo.requests.slice(before)).length).toBeGreaterThan(0);
  expect(searchBodies(demo.requests.slice(before))[0]).toMatchObject({
    status: 'FAILED',
    created_after: expect.any(String),
    created_before: expect.any(String),
  });
  await expect(form.getByRole('button', { name: /^Yesterday: \d{4}-\d\d-\d\d 00:00 – \d{4}-\d\d-\d\d 00:00 / })).toBeVisible();
  await keep(page, testInfo, 'task-yesterday-failed-maple');
  testInfo.annotations.push({ type: 'keystrokes', description: String(keys) });
  console.log(`keystrokes: ${keys}`);
});
