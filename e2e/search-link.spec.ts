import type { Page } from '@playwright/test';
import { DEFAULT_DEMO_CONFIG } from '../demo-api/config';
import { SEARCH_FILTERS } from '../common/searches/filter-fields';
import { conversationLinkOf, linkUrl, MAX_LINK_CHARS, searchLinkOf } from '../common/searches/search-link';
import type { Explorer, LaunchOptions } from './harness';
import { busiestContact, conversationPanel } from './support/conversation';
import { expect, screenshot, test } from './support/explorer-test';
import { columnOf, readGridToEnd } from './support/grid-reader';
import { LOOKS } from './support/looks';
import { leaksIn } from './support/secrets';
import { connectionSelect, locationSelect, messagesGrid, searchButton, searchForm } from './support/ui';

const LOCATION = 'loc-harbor-dental';
// Both apps of a journey serve the same messages: the demo's newest message at a fixed time (the hour begun), not at each start.
const ANCHOR_TIME = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000).toISOString();
const DEMO_TOKENS = Object.keys(DEFAULT_DEMO_CONFIG.tokens ?? {});

const linkButton = (page: Page) => page.getByRole('toolbar', { name: 'Results' }).getByRole('button', { name: 'Copy link', exact: true });

async function copyLink(page: Page, narrow: boolean): Promise<void> {
  if (narrow) {
    await page.getByRole('toolbar', { name: 'Results' }).getByRole('button', { name: 'More ▾' }).click();
    await page
      .getByRole('group', { name: 'More actions' })
      .getByRole('button', { name: /^Copy link/ })
      .click();
  } else {
    await linkButton(page).click();
  }
  await expect(page.getByRole('status').filter({ hasText: 'Copied a link and the line for the ticket' })).toBeVisible();
}

/** The selected connection's id: the connection picker's value. */
function demoConnectionId(page: Page): Promise<string> {
  return connectionSelect(page).inputValue();
}

/** The ids of every row of the shown search, read to its end. */
async function everyId(page: Page): Promise<(string | null)[]> {
  const read = await readGridToEnd(page);
  expect(read.footer).toBe('End of results');
  return columnOf(read, 'id');
}

for (const look of LOOKS) {
  const options: LaunchOptions = {
    viewport: look.viewport,
    colorScheme: look.colorScheme,
    demoConfig: { latencyMs: 0, anchorTime: ANCHOR_TIME },
  };
  const narrow = look.viewport.width < 1280;

  test(`a copied link opened in a fresh app shows the same rows, and holds no token (${look.name})`, async ({ launch }, testInfo) => {
    const first = await launch(options);
    const { page } = first;
    await locationSelect(page).selectOption(LOCATION);
    const form = searchForm(page);
    await form.getByLabel('Status').selectOption('FAILED');
    await form.getByLabel('Created').selectOption('30d');
    await searchButton(page).click();
    await expect(page.getByText(/\d+ rows? · \d+ pages? loaded/)).toBeVisible();
    const ids = await everyId(page);
    expect(ids.length).toBeGreaterThan(0);

    await copyLink(page, narrow);
    await screenshot(page, testInfo, `link-copied-${look.name}`);
    const copied = await first.clipboard.readText();
    const [line = '', url = '', ...rest] = copied.split('\n');
    expect(rest).toEqual([]);
    expect(line).toMatch(/^Failed · \d{4}-\d{2}-\d{2} [\d:.]+ – \d{4}-\d{2}-\d{2} [\d:.]+ UTC, at Harbor Dental Studio \(Demo API\)$/);
    expect(url).toMatch(/^sms-explorer:\/\/search\?v=1&connection=[^&]+&location=loc-harbor-dental&/);
    // No token in the link, the clipboard, what main logged or what the page printed.
    expect(leaksIn([copied, ...first.mainLog, ...first.consoleLog].join('\n'), DEMO_TOKENS)).toEqual([]);

    // Another window on the same profile: the link selects the place, fills the form and runs the search.
    const second = await launch({ ...options, dataDir: first.dataDir });
    await expect(messagesGrid(second.page).locator('[role="row"][aria-rowindex="2"]')).toBeVisible();
    expect(await second.openLink(url)).toMatchObject({ ok: true });
    await expect(locationSelect(second.page)).toHaveValue(LOCATION);
    await expect(second.page.getByRole('button', { name: 'Failed', exact: true })).toBeVisible();
    await expect.poll(() => everyId(second.page), { timeout: 20_000 }).toEqual(ids);
    await screenshot(second.page, testInfo, `link-opened-${look.name}`);
    expect(leaksIn([...second.mainLog, ...second.consoleLog].join('\n'), DEMO_TOKENS)).toEqual([]);
  });

  test(`a link to an unknown place asks where, a conversation link opens it, a hostile link is refused (${look.name})`, async ({
    launch,
  }, testInfo) => {
    const explorer: Explorer = await launch(options);
    const { page } = explorer;
    await expect(messagesGrid(page).locator('[role="row"][aria-rowindex="2"]')).toBeVisible();

    const elsewhere = {
      connectionId: 'conn-on-another-computer',
      locationId: 'loc-elsewhere',
      connectionLabel: 'Other office',
      locationName: 'Elsewhere Clinic',
    };
    const { link } = searchLinkOf(elsewhere, { [SEARCH_FILTERS.status.field]: 'DELIVERED' }, new Date(ANCHOR_TIME));
    await explorer.openLink(linkUrl(link));
    const where = page.getByRole('dialog', { name: 'Open this link where?' });
    await expect(where).toContainText(
      'This link is for “Elsewhere Clinic” (loc-elsewhere) of “Other office”, which this computer does not have. Names in quotes are the link’s own words',
    );
    await screenshot(page, testInfo, `link-unknown-place-${look.name}`);
    await where.getByLabel('Open at').selectOption({ label: 'Harbor Dental Studio (loc-harbor-dental)' });
    await where.getByRole('button', { name: 'Open here' }).click();
    await expect(where).toBeHidden();
    await expect(locationSelect(page)).toHaveValue(LOCATION);
    await expect(page.getByRole('button', { name: 'Delivered', exact: true })).toBeVisible();

    // Copied on another computer: its own id for the connection, the same server. Opened directly at this computer's connection.
    const theirs = { connectionId: 'their-random-id', locationId: LOCATION, baseUrl: 'Built-in demo API' };
    await explorer.openLink(linkUrl(searchLinkOf(theirs, { [SEARCH_FILTERS.status.field]: 'FAILED' }, new Date(ANCHOR_TIME)).link));
    await expect(page.getByRole('button', { name: 'Failed', exact: true })).toBeVisible();
    await expect(where).toBeHidden();
    // A name with a direction override is refused, not shown.
    const spoofed = linkUrl(searchLinkOf({ ...elsewhere, locationName: 'x' }, {}, new Date(ANCHOR_TIME)).link).replace(
      'location_name=x',
      `location_name=${encodeURIComponent('Your clinic‮')}`,
    );
    expect(await explorer.openLink(spoofed)).toMatchObject({ ok: false });
    const spoofRefused = page.getByRole('alertdialog', { name: 'Link not opened' });
    await expect(spoofRefused).toContainText('a name in it holds control or direction-changing characters');
    await spoofRefused.getByRole('button', { name: 'OK' }).click();

    const number = busiestContact(explorer.demo, LOCATION);
    await explorer.openLink(linkUrl(conversationLinkOf({ connectionId: await demoConnectionId(page), locationId: LOCATION }, number)));
    await expect(conversationPanel(page)).toBeVisible();
    await expect(conversationPanel(page).getByRole('option').first()).toBeVisible();
    await screenshot(page, testInfo, `link-conversation-${look.name}`);

    for (const [hostile, reason] of [
      ['javascript:alert(document.cookie)', 'it is not an SMS Explorer link'],
      [`sms-explorer://search?v=1&query=${'x'.repeat(MAX_LINK_CHARS)}`, 'longer than 8 KB'],
      ['sms-explorer://evil.example.com/?v=1', 'points somewhere SMS Explorer does not know'],
      [`sms-explorer://search?v=1&connection=c&location=l&token=${DEMO_TOKENS[0] ?? 'x'}`, 'looks like an API token'],
    ] as const) {
      await explorer.openLink(hostile);
      const refused = page.getByRole('alertdialog', { name: 'Link not opened' });
      await expect(refused).toContainText(reason);
      if (reason.includes('token')) await screenshot(page, testInfo, `link-refused-${look.name}`);
      await refused.getByRole('button', { name: 'OK' }).click();
      await expect(refused).toBeHidden();
    }

    // Links turned off beside the theme: a link that still comes runs nothing, and one line says where to turn them on.
    const setting = page.getByRole('checkbox', { name: 'Open sms-explorer:// links' });
    await setting.uncheck();
    await expect(setting).not.toBeChecked();
    await expect(setting).toBeEnabled();
    const requests = explorer.demo.requests.length;
    const sentLink = linkUrl(
      searchLinkOf(
        { connectionId: await demoConnectionId(page), locationId: LOCATION },
        { [SEARCH_FILTERS.status.field]: 'SENT' },
        new Date(ANCHOR_TIME),
      ).link,
    );
    expect(await explorer.openLink(sentLink)).toMatchObject({ ok: false });
    const refused = page.getByRole('alertdialog', { name: 'Link not opened' });
    await expect(refused).toContainText(
      'links are turned off on this computer. To open links, tick “Open sms-explorer:// links” in the top bar',
    );
    await screenshot(page, testInfo, `link-turned-off-${look.name}`);
    expect(explorer.demo.requests.length).toBe(requests);
    await expect(page.getByRole('button', { name: 'Sent', exact: true })).toBeHidden();
    await refused.getByRole('button', { name: 'OK' }).click();
    // On again: the same link opens.
    await setting.check();
    await expect(setting).toBeEnabled();
    expect(await explorer.openLink(sentLink)).toMatchObject({ ok: true });
    await expect(page.getByRole('button', { name: 'Sent', exact: true })).toBeVisible();
    expect(leaksIn([...explorer.mainLog, ...explorer.consoleLog, await page.content()].join('\n'), DEMO_TOKENS)).toEqual([]);
  });
}
