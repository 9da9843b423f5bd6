import type { Locator, Page } from '@playwright/test';
import { DEFAULT_DEMO_CONFIG } from '../demo-api/config';
import { SEARCH_FILTERS } from '../common/searches/filter-fields';
import { linkUrl, searchLinkOf } from '../common/searches/search-link';
import { walkSearch } from '../demo-api/test/walk-search';
import type { Explorer, LaunchOptions } from './harness';
import { acrossGrid, acrossRows } from './support/across';
import { expect, screenshot, test } from './support/explorer-test';
import { LOOKS } from './support/looks';
import { conversationPanel, threadList } from './support/conversation';
import { leaksIn } from './support/secrets';
import { connectionSelect, gridRow, locationSelect, messagesGrid, searchForm } from './support/ui';

// Issue 29, point 1: a link to a search of several locations and to a list of numbers, copied by
// its key, opens the same search in a fresh app: the same rows, and never a token.

// The demo connection's three locations (its token is built in, so a fresh app on the same
// profile can search them), with fewer messages than the demo's own so each list is read to its end.
const LOCATIONS = [
  { id: 'loc-harbor-dental', name: 'Harbor Dental Studio', messages: 180 },
  { id: 'loc-maple-bakery', name: 'Maple Street Bakery', messages: 60 },
  { id: 'loc-riverside-clinic', name: 'Riverside Family Clinic', messages: 95 },
];
const COPY_LINK = 'ControlOrMeta+Shift+L';
// Every app of a journey serves the same messages: the demo's newest at a fixed time (the hour begun), not at each start.
const ANCHOR_TIME = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000).toISOString();
const DEMO_TOKENS = Object.keys(DEFAULT_DEMO_CONFIG.tokens ?? {});

/** The merged view, by the name it gives itself ("All 3 locations of “Demo API”", "Harbor Dental Studio of “Demo API”"). */
const mergedView = (page: Page, name: string): Locator => page.getByRole('main', { name });

/**
 * Every row id of the merged list, in its order: scrolled to the end of every location or number
 * first (screens may still place late rows), then read from the top, a half screen at a time (the
 * grid renders only the rows in view). The count is the footer's.
 */
async function everyMergedId(page: Page, ended: string): Promise<string[]> {
  const scroller = acrossGrid(page).locator('..');
  const footer = page.getByRole('status').filter({ hasText: ended });
  await expect(async () => {
    await scroller.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await expect(footer).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 40_000 });
  const count = Number((await footer.textContent())?.match(/([\d,]+) rows from/)?.[1]?.replace(/,/g, ''));
  const seen = new Map<number, string>();
  await scroller.evaluate((element) => element.scrollTo(0, 0));
  for (let guard = 0; guard < 200 && seen.size < count; guard += 1) {
    await page.evaluate(() => new Promise(requestAnimationFrame));
    const shown = await acrossRows(page).evaluateAll((rows) =>
      rows.map((row) => [Number(row.getAttribute('data-row-index')), row.querySelector('[data-column="id"]')?.textContent ?? ''] as const),
    );
    for (const [index, id] of shown) seen.set(index, id);
    await scroller.evaluate((element) => element.scrollBy(0, element.clientHeight / 2));
  }
  expect(seen.size).toBe(count);
  const ids = [...seen.entries()].sort(([a], [b]) => a - b).map(([, id]) => id);
  // Each row by its own id: a column not shown would read as the same empty id everywhere.
  expect(new Set(ids).size, 'a row id read twice or not at all').toBe(count);
  return ids;
}

/** Copies the link by its key and reads what the clipboard got: the line for the ticket, then the link. */
async function copyByKey(explorer: Explorer): Promise<{ line: string; url: string; copied: string }> {
  // Emptied first, so what is read is this key's copy, not an earlier one.
  await explorer.clipboard.writeText('');
  await explorer.page.keyboard.press(COPY_LINK);
  await expect(explorer.page.getByRole('status').filter({ hasText: 'Copied a link and the line for the ticket' })).toBeVisible();
  await expect.poll(() => explorer.clipboard.readText()).not.toBe('');
  const copied = await explorer.clipboard.readText();
  const [line = '', url = '', ...rest] = copied.split('\n');
  expect(rest).toEqual([]);
  return { line, url, copied };
}

for (const look of LOOKS) {
  test(`links to a search of 3 locations and of 5 numbers, copied by key, open the same rows in a fresh app (${look.name})`, async ({
    launch,
  }, testInfo) => {
    test.setTimeout(180_000);
    const locations = Object.fromEntries(LOCATIONS.map(({ id, name, messages }) => [id, { name, messages }]));
    const options: LaunchOptions = {
      colorScheme: look.colorScheme,
      viewport: look.viewport,
      demoConfig: { latencyMs: 0, anchorTime: ANCHOR_TIME, locations },
    };
    const first = await launch(options);
    const { page } = first;
    let clicks = 0;
    const click = async (target: Locator) => {
      clicks += 1;
      await target.click();
    };
    await expect(locationSelect(page)).toHaveValue('loc-harbor-dental');

    // All three locations, outbound messages.
    await locationSelect(page).selectOption({ label: 'All locations (3)' });
    clicks += 2;
    const three = mergedView(page, 'All 3 locations of “Demo API”');
    await expect(three).toBeVisible();
    await three.getByLabel('Direction').selectOption('OUTBOUND');
    clicks += 2;
    await click(three.getByRole('button', { name: 'Search all locations' }));
    // The rows' own ids, to compare: the merged grid hides them by default (kept for the connection, so the fresh apps show them too).
    // Once rows came (the columns are the rows' fields): a layout still loading may undo an early click, so it is clicked until it holds.
    await expect(acrossRows(page).first()).toBeVisible();
    await page.getByRole('button', { name: /^Columns/ }).click();
    const messageId = page.getByRole('group', { name: 'Columns: show, hide and reorder' }).getByRole('checkbox', { name: 'Message ID' });
    await expect(async () => {
      if (!(await messageId.isChecked())) await messageId.click();
      await expect(messageId).toBeChecked({ timeout: 500 });
    }).toPass({ timeout: 10_000 });
    await page.keyboard.press('Escape');
    const acrossIds = await everyMergedId(page, 'end of every location');
    expect(acrossIds.length).toBeGreaterThan(0);
    const acrossCopy = await copyByKey(first);
    testInfo.annotations.push({
      type: 'to a 3-location link',
      description: `${clicks} clicks to the search, 1 chord (Ctrl/Cmd+Shift+L) to copy its link`,
    });
    expect(acrossCopy.line).toMatch(
      /^Outbound · until \d{4}-\d{2}-\d{2} [\d:.]+ UTC, at 3 locations of Demo API \(all it had when the link was made\): Harbor Dental Studio, Maple Street Bakery, Riverside Family Clinic$/,
    );
    expect(acrossCopy.url).toMatch(
      /^sms-explorer:\/\/search\?v=1&connection=[^&]+&locations=loc-harbor-dental\+loc-maple-bakery\+loc-riverside-clinic&connection_name=Demo\+API&direction=OUTBOUND&created_before=/,
    );
    await screenshot(page, testInfo, `link-across-copied-${look.name}`);

    // Five numbers pasted at one location, searched one by one and merged.
    const contacts = [
      ...new Set(
        (await walkSearch(first.demo.baseUrl, { token: DEMO_TOKENS[0]!, location: 'loc-harbor-dental' })).map(
          (message) => message.contact.phone,
        ),
      ),
    ].slice(0, 5);
    expect(contacts).toHaveLength(5);
    clicks = 0;
    await locationSelect(page).selectOption('loc-harbor-dental');
    clicks += 2;
    const phone = searchForm(page).getByLabel('Phone number');
    await phone.fill(contacts.join(', '));
    await click(searchForm(page).getByRole('button', { name: 'Search', exact: true }));
    await expect(mergedView(page, 'Harbor Dental Studio of “Demo API”')).toBeVisible();
    const listIds = await everyMergedId(page, 'end of every number');
    expect(listIds.length).toBeGreaterThan(0);
    const listCopy = await copyByKey(first);
    testInfo.annotations.push({
      type: 'to a 5-number link',
      description: `${clicks} clicks and one paste to the search, 1 chord to copy its link`,
    });
    expect(listCopy.line).toMatch(/^With any of 5 numbers · until \d{4}-\d{2}-\d{2} [\d:.]+ UTC, at Harbor Dental Studio \(Demo API\)$/);
    expect(listCopy.url).toContain(`&location=loc-harbor-dental&`);
    expect(listCopy.url).toContain(`&numbers=${contacts.map(encodeURIComponent).join('+')}`);
    await screenshot(page, testInfo, `link-list-copied-${look.name}`);

    // No token in either link, on the clipboard, in what main logged or the page printed.
    expect(leaksIn([acrossCopy.copied, listCopy.copied, ...first.mainLog, ...first.consoleLog].join('\n'), DEMO_TOKENS)).toEqual([]);

    // Each opened in a fresh app on the same profile: the same search, the same rows.
    for (const [copy, view, picked, ended, ids, searches] of [
      [acrossCopy, 'All 3 locations of “Demo API”', 'all locations', 'end of every location', acrossIds, 3],
      [listCopy, 'Harbor Dental Studio of “Demo API”', 'loc-harbor-dental', 'end of every number', listIds, 5],
    ] as const) {
      const fresh = await launch({ ...options, dataDir: first.dataDir });
      await expect(connectionSelect(fresh.page)).toBeVisible();
      // The app's own first search has answered: what is counted from here is the link's.
      await expect(gridRow(fresh.page, 0)).toBeVisible();
      const requests = fresh.demo.requests.length;
      expect(await fresh.openLink(copy.url)).toMatchObject({ ok: true });
      // Several searches with the user's token: asked first, naming how many; nothing sent before the answer.
      const confirm = fresh.page.getByRole('dialog', { name: `Run ${searches} searches?` });
      await expect(confirm).toContainText(`This link runs ${searches} searches with your API token of Demo API`);
      await screenshot(fresh.page, testInfo, `link-${ended.endsWith('number') ? 'list' : 'across'}-confirm-${look.name}`);
      expect(fresh.demo.requests.length).toBe(requests);
      await confirm.getByRole('button', { name: `Run ${searches} searches` }).click();
      await expect(mergedView(fresh.page, view)).toBeVisible();
      await expect(locationSelect(fresh.page)).toHaveValue(picked);
      expect(await everyMergedId(fresh.page, ended)).toEqual(ids);
      await screenshot(fresh.page, testInfo, `link-${ended.endsWith('number') ? 'list' : 'across'}-opened-${look.name}`);
      expect(leaksIn([...fresh.mainLog, ...fresh.consoleLog, await fresh.page.content()].join('\n'), DEMO_TOKENS)).toEqual([]);
    }
  });
}

for (const look of LOOKS) {
  test(`Copy link's key in the grid and the conversation; a link naming a location this computer lacks offers the rest (${look.name})`, async ({
    launch,
  }, testInfo) => {
    const locations = Object.fromEntries(LOCATIONS.map(({ id, name, messages }) => [id, { name, messages }]));
    const explorer = await launch({
      colorScheme: look.colorScheme,
      viewport: look.viewport,
      demoConfig: { latencyMs: 0, anchorTime: ANCHOR_TIME, locations },
    });
    const { page } = explorer;
    const grid = messagesGrid(page);
    await expect(grid.locator('[role="row"][aria-rowindex="2"]')).toBeVisible();

    // The one-location grid: the search's link; its conversation, focused, the conversation's.
    await grid.focus();
    expect((await copyByKey(explorer)).url).toMatch(/^sms-explorer:\/\/search\?v=1&connection=[^&]+&location=loc-harbor-dental&/);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Alt+Shift+O');
    await expect(threadList(page)).toBeFocused();
    const conversation = await copyByKey(explorer);
    expect(conversation.line).toMatch(/^Conversation with \+\d+ at Harbor Dental Studio \(Demo API\)$/);
    expect(conversation.url).toMatch(/^sms-explorer:\/\/conversation\?v=1&.*&location=loc-harbor-dental&/);
    await page.keyboard.press('Escape');
    await expect(conversationPanel(page)).toBeHidden();

    // Three locations, one of them not on this computer: named, and the other two searched.
    const connectionId = await connectionSelect(page).inputValue();
    const ids = ['loc-maple-bakery', 'loc-elsewhere', 'loc-riverside-clinic'];
    const link = searchLinkOf(
      { connectionId, locationId: ids[0]!, connectionLabel: 'Demo API' },
      { [SEARCH_FILTERS.status.field]: 'DELIVERED' },
      new Date(ANCHOR_TIME),
      { locationIds: ids },
    ).link;
    expect(await explorer.openLink(linkUrl(link))).toMatchObject({ ok: true });
    const ask = page.getByRole('dialog', { name: 'Some locations are not on this computer' });
    await expect(ask).toContainText(
      'This link searches 3 locations of Demo API: Maple Street Bakery, loc-elsewhere, Riverside Family Clinic. This computer does not have this one: loc-elsewhere. Search the other 2, or cancel.',
    );
    await screenshot(page, testInfo, `link-missing-location-${look.name}`);
    await ask.getByRole('button', { name: 'Search the 2 this computer has' }).click();
    await page.getByRole('dialog', { name: 'Run 2 searches?' }).getByRole('button', { name: 'Run 2 searches' }).click();
    const two = mergedView(page, '2 of 3 locations of “Demo API”');
    await expect(two).toBeVisible();
    await expect(locationSelect(page).locator('option:checked')).toHaveText('Chosen locations (2 of 3)');
    await expect(two.getByRole('button', { name: 'Delivered', exact: true })).toBeVisible();
    await expect(acrossRows(page).first()).toBeVisible();

    // The merged grid: the search's link names the two; a row's conversation, focused, its own location's.
    await acrossGrid(page).focus();
    const across = await copyByKey(explorer);
    expect(across.line).toMatch(/^Delivered · until .* UTC, at 2 locations of Demo API: Maple Street Bakery, Riverside Family Clinic$/);
    expect(across.url).toContain('&locations=loc-maple-bakery+loc-riverside-clinic&');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Alt+Shift+O');
    await expect(threadList(page)).toBeFocused();
    expect((await copyByKey(explorer)).line).toMatch(
      /^Conversation with \+\d+ at (Maple Street Bakery|Riverside Family Clinic) \(Demo API\)$/,
    );
    await screenshot(page, testInfo, `link-across-conversation-${look.name}`);

    // A hostile list is refused with its line, and nothing is searched.
    const requests = explorer.demo.requests.length;
    const tooMany = linkUrl(
      searchLinkOf({ connectionId, locationId: 'loc-0' }, {}, new Date(ANCHOR_TIME), {
        locationIds: Array.from({ length: 51 }, (_, index) => `loc-${index}`),
      }).link,
    );
    expect(await explorer.openLink(tooMany)).toMatchObject({ ok: false });
    const refused = page.getByRole('alertdialog', { name: 'Link not opened' });
    await expect(refused).toContainText('This link was not opened: at most 50 locations are searched at once.');
    await refused.getByRole('button', { name: 'OK' }).click();
    expect(explorer.demo.requests.length).toBe(requests);
    expect(leaksIn([...explorer.mainLog, ...explorer.consoleLog, await page.content()].join('\n'), DEMO_TOKENS)).toEqual([]);
  });
}
