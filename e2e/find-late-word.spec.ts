import { expect, screenshot, test } from './support/explorer-test';
import { cellShows, findBox, findCount, lateWord, markShown } from './support/find';
import { LOOKS } from './support/looks';
import { acrossGrid, acrossRows, acrossView } from './support/across';
import { gridRow, locationSelect, messagesGrid, searchForm } from './support/ui';

for (const look of LOOKS) {
  test(`find a word that sits late in a long message, then on the server: ${look.name}`, async ({ launch }, testInfo) => {
    const { page } = await launch({ colorScheme: look.colorScheme, viewport: look.viewport, columns: 'app-default' });
    await locationSelect(page).selectOption('loc-harbor-dental');
    await expect(gridRow(page, 0)).toBeVisible();
    let keys = 0;
    const press = async (key: string) => {
      keys += 1;
      await page.keyboard.press(key);
    };

    const WORD = await lateWord(page);
    await messagesGrid(page).focus();
    await press('Control+f');
    await page.keyboard.type(WORD);
    keys += WORD.length;
    await expect(findCount(page)).toHaveText(/^1 of \d+ in loaded rows/);
    // Back from the first match wraps to the last loaded one, which the grid scrolls to.
    await press('Shift+Enter');
    const current = messagesGrid(page).locator('.grid__cell--current');
    await expect(current).toBeInViewport();
    await expect(current.locator('mark')).toHaveText(new RegExp(WORD, 'i'));
    await expect.poll(() => markShown(current)).toBe(true);
    // Cut only where the message does not fit: whole at 1920 px, from shortly before the word at 1024 px.
    if (look.viewport.width >= 1920) {
      await expect.poll(() => cellShows(current)).toEqual(expect.objectContaining({ overflows: false }));
      const { shown, whole } = await cellShows(current);
      expect(shown).toBe(whole);
    } else {
      await expect.poll(async () => (await cellShows(current)).shown).toMatch(/^…/);
    }
    await screenshot(page, testInfo, `find-late-word-${look.name}`);

    // Enter past the last loaded match offers the server search; Enter again runs it.
    await press('Enter');
    await expect(findCount(page)).toHaveText(`Last match in the loaded rows — Enter searches all results for “${WORD}”`);
    // The offer says its whole text on one line, at 1024 px too: the field gives way first.
    const offer = page.getByRole('button', { name: `Search all results for “${WORD}”` });
    await expect
      .poll(() =>
        offer.evaluate((button) => {
          const text = button.firstElementChild;
          return text ? text.scrollWidth <= text.clientWidth && button.scrollWidth <= button.clientWidth : false;
        }),
      )
      .toBe(true);
    await press('Enter');
    await expect(searchForm(page)).toContainText(WORD);
    await expect(findBox(page)).toBeHidden();
    const cells = messagesGrid(page).locator('[role="gridcell"][data-column="body"]');
    await expect(cells.first()).toBeVisible();
    // Every row the server matched shows the passage that matched, the word in view.
    // Read in one pass in the page: cell by cell, rows recycled by the grid while later pages arrive
    // could be read half before and half after.
    await expect
      .poll(() =>
        cells.evaluateAll((elements) => {
          const shown = elements.map((element) => {
            const mark = element.querySelector('mark');
            if (!mark) return false;
            const box = element.getBoundingClientRect();
            const word = mark.getBoundingClientRect();
            return word.width > 0 && word.left >= box.left && word.right <= box.right;
          });
          return shown.length > 0 && shown.every(Boolean);
        }),
      )
      .toBe(true);
    await screenshot(page, testInfo, `server-search-passages-${look.name}`);
    testInfo.annotations.push({
      type: 'keystrokes',
      description: `${keys} (Ctrl+F, ${WORD.length} letters, Shift+Enter, Enter, Enter); 0 clicks`,
    });
  });
}

for (const look of LOOKS) {
  test(`find in the search across locations shows the matched word beside the Location column: ${look.name}`, async ({
    launch,
  }, testInfo) => {
    const { page, demo } = await launch({ colorScheme: look.colorScheme, viewport: look.viewport, columns: 'app-default' });
    await locationSelect(page).selectOption({ label: `All locations (${Object.keys(demo.config.locations).length})` });
    await acrossView(page).getByRole('button', { name: 'Search all locations' }).click();
    await expect(acrossRows(page).first()).toBeVisible({ timeout: 30_000 });
    // The first screen settled: rows a location still sends could land above the match stepped to.
    await expect(acrossView(page).getByText(/reading…/)).toHaveCount(0);
    await acrossGrid(page).focus();
    await page.keyboard.press('Control+f');
    // A word late in the demo's reminders ("… Reply C to confirm or R to reschedule.").
    await page.keyboard.type('reschedule');
    await expect(findCount(page)).toHaveText(/^1 of \d+ in loaded rows/);
    await page.keyboard.press('Enter');
    const current = acrossGrid(page).locator('.grid__cell--current');
    await expect(current).toBeInViewport();
    await expect.poll(() => markShown(current)).toBe(true);
    if (look.viewport.width >= 1920) await expect.poll(async () => (await cellShows(current)).overflows).toBe(false);
    await screenshot(page, testInfo, `find-across-${look.name}`);
  });
}
