import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './support/explorer-test';
import { expectRowsOfLocation, locationSelect, searchButton, searchForm } from './support/ui';

const VIEWPORTS = [
  { width: 1024, height: 640 },
  { width: 1920, height: 1080 },
];

/** The dialog's choices, and the hint the page gives for each (its accessible description). */
function choices(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Export rows' });
  const radio = (name: string | RegExp) => dialog.getByRole('radio', { name });
  return { dialog, page: radio('One page'), loaded: radio(/^All loaded rows/), all: radio('All results of this search') };
}

for (const colorScheme of ['light', 'dark'] as const) {
  for (const viewport of VIEWPORTS) {
    test(`export dialog (${colorScheme}, ${viewport.width}×${viewport.height}): opens on everything, says what each choice writes, and the progress says only what is true`, async ({
      launch,
    }, testInfo) => {
      // Latency, so the wait for the first page is long enough to be seen.
      const { page } = await launch({ colorScheme, viewport, demoConfig: { latencyMs: 700 } });
      await expectRowsOfLocation(page, 'loc-harbor-dental');

      // 2,400 messages, 50 loaded: the server has more, so the dialog opens on all results.
      await page.getByRole('button', { name: 'Export…' }).click();
      const more = choices(page);
      await expect(more.all).toBeChecked();
      await expect(more.all).toHaveAccessibleDescription(/^More than 50 rows with every field, hidden columns included\./);
      await expect(more.loaded).toHaveAccessibleDescription(
        /^50 rows, about [\d.]+ KB, the \d+ columns shown in the grid\. The server has more\.$/,
      );
      await expect(more.page).toHaveAccessibleDescription(/^50 rows, the \d+ columns shown in the grid\.$/);
      // The whole dialog is within reach without scrolling, its action button included.
      await expect(more.dialog.getByRole('button', { name: 'Export all' })).toBeInViewport({ ratio: 1 });
      await screenshot(page, testInfo, `export-dialog-more-${colorScheme}-${viewport.width}`);

      // Export all: the harness's save dialog answers at once; the first page takes 700 ms.
      await more.dialog.getByRole('button', { name: 'Export all' }).click();
      const panel = page.getByRole('region', { name: 'Export all results' });
      await expect(panel).toContainText('Waiting for the first page.');
      await expect(panel).not.toContainText('choose where to save');
      const bar = panel.getByRole('progressbar', { name: 'Export progress' });
      await expect(bar).toHaveAttribute('aria-valuetext', 'Waiting for the first page');
      await expect(bar).not.toHaveAttribute('aria-valuenow', /.*/);
      await screenshot(page, testInfo, `export-progress-waiting-${colorScheme}-${viewport.width}`);
      await expect(panel.getByText('Rows', { exact: true })).toBeVisible();
      await panel.getByRole('button', { name: 'Cancel export' }).click();
      await expect(page.getByText(/cancelled after \d+ rows/)).toBeVisible();

      // 350 messages in one page of 500: everything is loaded, so the dialog opens on the loaded rows.
      await locationSelect(page).selectOption('loc-maple-bakery');
      // Page size is folded under Advanced in the search form.
      await searchForm(page).getByText('Advanced: page size, raw JSON body').click();
      await searchForm(page).getByRole('textbox', { name: 'Page size' }).fill('500');
      await searchButton(page).click();
      await expect(page.getByText('350 rows · 1 page loaded')).toBeVisible();
      await page.keyboard.press('Control+e');
      const loaded = choices(page);
      await expect(loaded.loaded).toBeChecked();
      await expect(loaded.loaded).toHaveAccessibleDescription(
        /^350 rows, about [\d.]+ KB, the \d+ columns shown in the grid\. Every result of the search is loaded\.$/,
      );
      await expect(loaded.all).toHaveAccessibleDescription(/^350 rows with every field, hidden columns included\./);
      await screenshot(page, testInfo, `export-dialog-loaded-${colorScheme}-${viewport.width}`);
    });
  }
}
