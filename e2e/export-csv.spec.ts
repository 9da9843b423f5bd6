import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { neutraliseFormula } from '../common/records/cell-text';
import { manifestPathFor } from '../electron/export/manifest';
import { readGridToEnd, type GridRead } from './support/grid-reader';
import { expect, screenshot, test } from './support/explorer-test';
import { expectedIds, expectEveryRowOnce } from './support/rows';
import { expectRowsOfLocation, locationSelect, searchButton, searchForm } from './support/ui';

const HIDDEN_COLUMN = 'from';

/** What the CSV must hold for rows the grid showed: the same text, with the documented formula guard. */
const asCsv = (cells: readonly string[]) => cells.map(neutraliseFormula);
/** The time roles' columns: a file writes each as RFC 3339 UTC with its value as sent beside it (empty where the two agree, as the demo's do). */
const TIME_COLUMNS = ['created_at', 'delivered_at'];
const withAsSent = (columns: readonly string[], cells: readonly string[] = columns) =>
  columns.flatMap((column, at) =>
    TIME_COLUMNS.includes(column) ? [cells[at]!, cells === columns ? `${column} (as sent)` : ''] : [cells[at]!],
  );

async function readCsv(path: string): Promise<{ bom: boolean; header: string[]; records: string[][] }> {
  const bytes = await readFile(path);
  const bom = bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]));
  const [header = [], ...records] = parse(bytes, { bom: true }) as string[][];
  return { bom, header, records };
}

/** Exports from the open Export dialog and returns the path named in the notice. */
async function exportAndReadNotice(page: Page, rows: number): Promise<string> {
  const dialog = page.getByRole('dialog', { name: 'Export rows' });
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(dialog).toBeHidden();
  const notice = page.getByRole('status').filter({ hasText: `Exported ${rows} rows to` });
  await expect(notice).toBeVisible();
  return (await notice.locator('code').textContent()) ?? '';
}

function rowsOfRead(read: GridRead): string[][] {
  return read.rows.map((cells) => cells ?? []);
}

test('export one page and all loaded rows: the files hold exactly what the grid showed', async ({ launch }, testInfo) => {
  const explorer = await launch();
  const { page, demo, dataDir } = explorer;
  await locationSelect(page).selectOption('loc-maple-bakery');
  await expectRowsOfLocation(page, 'loc-maple-bakery');

  // A hidden column is not exported: the files have the grid's columns, in its order.
  await page.getByRole('button', { name: 'Columns' }).click();
  // The columns are ordered by the roles read in the first two pages: the second may arrive while
  // the list is open and move a checkbox under the pointer, so the uncheck is tried until it holds.
  const from = page.getByRole('group', { name: 'Columns: show, hide and reorder' }).getByRole('checkbox', { name: 'From', exact: true });
  await expect(async () => {
    await from.uncheck({ timeout: 1_000 });
  }).toPass();
  await page.getByRole('button', { name: 'Done' }).click();
  await searchForm(page).getByText('Advanced: page size, raw JSON body').click();
  await searchForm(page).getByRole('textbox', { name: 'Page size' }).fill('100');
  await searchButton(page).click();

  const read = await readGridToEnd(page);
  expectEveryRowOnce(read, expectedIds(demo.config, 'loc-maple-bakery'));
  expect(read.columns).not.toContain(HIDDEN_COLUMN);
  const shown = rowsOfRead(read);

  // Every result is loaded, so the dialog opens on all loaded rows; One page proposes the page in
  // view (the last one, after scrolling to the end).
  await page.getByRole('button', { name: 'Export…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export rows' });
  await expect(dialog.getByRole('radio', { name: `All loaded rows (${shown.length})` })).toBeChecked();
  await dialog.getByRole('radio', { name: 'One page' }).check();
  const pageSelect = dialog.getByRole('combobox', { name: 'Page to export' });
  await expect(pageSelect.getByRole('option', { selected: true })).toContainText('— in view');
  const pageSizes = (await pageSelect.getByRole('option').allTextContents()).map((text) => Number(/\((\d+) rows\)/.exec(text)?.[1]));
  expect(pageSizes.reduce((sum, rows) => sum + rows, 0)).toBe(shown.length);
  const pageNumber = 2;
  const firstRow = pageSizes.slice(0, pageNumber - 1).reduce((sum, rows) => sum + rows, 0);
  const pageRows = shown.slice(firstRow, firstRow + (pageSizes[pageNumber - 1] ?? 0));
  expect(pageRows.length).toBeGreaterThan(0);
  await pageSelect.selectOption(String(pageNumber));
  // A CSV for a spreadsheet carries the byte order mark unasked (Excel reads "Björn" right); it can be unticked.
  const bom = dialog.getByRole('checkbox', { name: 'Add a byte order mark (for Excel)' });
  await expect(bom).toBeChecked();
  await bom.uncheck();
  await screenshot(page, testInfo, 'export-dialog');
  const pagePath = await exportAndReadNotice(page, pageRows.length);

  expect(pagePath.startsWith(join(dataDir, 'exports'))).toBe(true);
  const pageCsv = await readCsv(pagePath);
  expect(pageCsv.bom).toBe(false);
  expect(pageCsv.header).toEqual(asCsv(withAsSent(read.columns)));
  expect(pageCsv.records).toEqual(pageRows.map((row) => asCsv(withAsSent(read.columns, row))));
  const pageManifest = JSON.parse(await readFile(manifestPathFor(pagePath), 'utf8')) as Record<string, unknown>;
  expect(pageManifest).toMatchObject({
    rows: pageRows.length,
    columns: withAsSent(read.columns),
    pages: [pageNumber],
    scope: 'page',
    locationId: 'loc-maple-bakery',
  });

  await page.getByRole('button', { name: 'Show in folder' }).click();
  await expect.poll(() => explorer.shownInFolder).toEqual([pagePath]);
  await page.getByRole('button', { name: 'Dismiss export notice' }).click();

  // Every loaded row, with the byte order mark the dialog ticks again for a spreadsheet.
  await page.getByRole('button', { name: 'Export…' }).click();
  await dialog.getByRole('radio', { name: `All loaded rows (${shown.length})` }).check();
  await expect(bom).toBeChecked();
  const allPath = await exportAndReadNotice(page, shown.length);
  expect(allPath).not.toBe(pagePath);
  const allCsv = await readCsv(allPath);
  expect(allCsv.bom).toBe(true);
  expect(allCsv.header).toEqual(asCsv(withAsSent(read.columns)));
  expect(allCsv.records).toEqual(shown.map((row) => asCsv(withAsSent(read.columns, row))));
  // The formula guard was exercised: the demo data has cells starting with + (phones) and = (bodies).
  expect(allCsv.records.flat().some((cell) => cell.startsWith('="+'))).toBe(true);
  const allManifest = JSON.parse(await readFile(manifestPathFor(allPath), 'utf8')) as Record<string, unknown>;
  expect(allManifest).toMatchObject({ rows: shown.length, columns: withAsSent(read.columns), scope: 'loaded', complete: true });
});
