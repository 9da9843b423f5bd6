import { matchingMessages } from '../demo-api/messages';
import { expect, screenshot, test } from './support/explorer-test';
import { LOOKS } from './support/looks';
import { columnOf, readGridToEnd } from './support/grid-reader';
import { expectRowsOfLocation, messagesGrid, searchButton, searchForm, statusBar } from './support/ui';

// Issue 17, point 9: no dead ends. The demo's data reaches the server's start, an empty result
// says what was searched and how to widen it, and Find leads on to a server search.

const WORD = 'parking';

for (const look of LOOKS) {
  test(`an empty result names the search and widens to 30 days (${look.name})`, async ({ launch }, testInfo) => {
    const { page, demo } = await launch({ colorScheme: look.colorScheme, viewport: look.viewport });
    await expectRowsOfLocation(page, 'loc-harbor-dental');
    // The demo's newest message is from just before the server started: a recent preset finds some.
    await searchForm(page).getByLabel('Created').selectOption('24h');
    await searchButton(page).click();
    await expect(statusBar(page)).toContainText(/\d+ rows? · 1 page loaded/);

    await page.getByRole('button', { name: 'Edit filters' }).click();
    await searchForm(page).getByLabel('Search text').fill(WORD);
    await searchForm(page).getByLabel('Search text').press('Enter');
    const empty = page.getByRole('status').filter({ hasText: 'No messages match' });
    await expect(empty).toContainText(`No messages match text “${WORD}”, since `);
    await screenshot(page, testInfo, `empty-result-${look.name}`);

    await empty.getByRole('button', { name: 'Widen to 30 days' }).click();
    const expected = [
      ...matchingMessages(demo.config, 'loc-harbor-dental', {
        query: WORD,
        created_after: new Date(Date.now() - 30 * 86_400_000).toISOString(),
      }),
    ];
    expect(expected.length).toBeGreaterThan(0);
    await expect(statusBar(page)).toContainText(`${expected.length} ${expected.length === 1 ? 'row' : 'rows'} · 1 page loaded`);
    // The server's text search highlights its term.
    await expect(messagesGrid(page).locator('mark').first()).toHaveText(new RegExp(WORD, 'i'));
    await screenshot(page, testInfo, `widened-${look.name}`);
  });
}

/** Find a word among Harbor Dental's 2,400 messages, by keyboard and by mouse, counting every input. */
test('find a word among 2,400 messages: Ctrl+F, the word, Enter', async ({ launch }, testInfo) => {
  const { page, demo } = await launch({ viewport: { width: 1024, height: 640 } });
  await expectRowsOfLocation(page, 'loc-harbor-dental');
  const word = 'husband';
  const expected = [...matchingMessages(demo.config, 'loc-harbor-dental', { query: word })].map((message) => message.id);
  let keystrokes = 0;
  const press = async (key: string) => {
    keystrokes++;
    await page.keyboard.press(key);
  };

  await press('Control+f');
  for (const letter of word) await press(letter);
  const findBar = page.getByRole('search', { name: 'Find in loaded rows' });
  await expect(findBar).toContainText('No matches in loaded rows — more results not loaded yet');
  await expect(findBar.getByRole('button', { name: `Search all results for “${word}”` })).toBeVisible();
  await screenshot(page, testInfo, 'find-offers-search-all');
  await press('Enter');
  const read = await readGridToEnd(page);
  expect(columnOf(read, 'id')).toEqual(expected);
  await expect(messagesGrid(page).locator('mark').first()).toHaveText(new RegExp(word, 'i'));
  await screenshot(page, testInfo, 'find-searched-all');
  testInfo.annotations.push({ type: 'keystrokes', description: String(keystrokes) });
  expect(keystrokes).toBe(1 + word.length + 1);
});

test('find a word among 2,400 messages by mouse: Find, the word, Search all results', async ({ launch }, testInfo) => {
  const { page, demo } = await launch({ viewport: { width: 1024, height: 640 } });
  await expectRowsOfLocation(page, 'loc-harbor-dental');
  const word = 'husband';
  const expected = [...matchingMessages(demo.config, 'loc-harbor-dental', { query: word })].map((message) => message.id);
  let clicks = 0;
  await page.getByRole('toolbar', { name: 'Results' }).getByRole('button', { name: 'Find' }).click();
  clicks++;
  await page.keyboard.type(word);
  await page.getByRole('button', { name: `Search all results for “${word}”` }).click();
  clicks++;
  const read = await readGridToEnd(page);
  expect(columnOf(read, 'id')).toEqual(expected);
  testInfo.annotations.push({ type: 'clicks', description: `${clicks} clicks + ${word.length} letters` });
  expect(clicks).toBe(2);
});
