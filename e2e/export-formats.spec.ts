// Every export format through the app, read back by independent readers and compared with the
// demo API's truth; against the demo as shipped and against one that disagrees where the contract
// is silent (oldest first, rate limits with Retry-After, short-lived page tokens).
import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { matchingMessages } from '../demo-api/messages';
import { manifestPathFor } from '../electron/export/manifest';
import { readXlsx } from '../electron/test/xlsx-reader';
import { expect, screenshot, test } from './support/explorer-test';
import { expectedIds } from './support/rows';
import { expectRowsOfLocation, locationSelect, searchButton, searchForm } from './support/ui';

const LOCATION = 'loc-maple-bakery';

function dialogOf(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Export rows' });
  return { dialog, format: dialog.getByRole('combobox', { name: 'Format' }) };
}

async function searchAllPages(page: Page, pageSize: number): Promise<void> {
  await locationSelect(page).selectOption(LOCATION);
  await expectRowsOfLocation(page, LOCATION);
  await searchForm(page).getByText('Advanced: page size, raw JSON body').click();
  await searchForm(page).getByRole('textbox', { name: 'Page size' }).fill(String(pageSize));
  await searchButton(page).click();
  await expectRowsOfLocation(page, LOCATION);
}

/** Exports every result in a format from the open dialog and returns the saved path, once it is complete. */
async function exportAll(page: Page, format: string, gzip = false): Promise<string> {
  const { dialog, format: select } = dialogOf(page);
  await dialog.getByRole('radio', { name: 'All results of this search' }).check();
  await select.selectOption(format);
  if (gzip) await dialog.getByRole('checkbox', { name: /^Compress/ }).check();
  await dialog.getByRole('button', { name: 'Export all' }).click();
  const notice = page.getByRole('status').filter({ hasText: 'Exported all results of' });
  await expect(notice).toBeVisible({ timeout: 60_000 });
  const path = (await notice.locator('code').textContent()) ?? '';
  await notice.getByRole('button', { name: 'Dismiss export all notice' }).click();
  return path;
}

async function manifestOf(path: string): Promise<Record<string, unknown>> {
  return JSON.parse(await readFile(manifestPathFor(path), 'utf8')) as Record<string, unknown>;
}

test("every format by keyboard and mouse: the files hold the server's messages, read back by independent readers", async ({ launch }) => {
  test.setTimeout(180_000);
  const { page, demo } = await launch({ viewport: { width: 1920, height: 1080 } });
  await searchAllPages(page, 100);
  const truth = expectedIds(demo.config, LOCATION);
  const records = [...matchingMessages(demo.config, LOCATION)].map(
    (message) => JSON.parse(JSON.stringify(message)) as Record<string, unknown>,
  );

  // By keyboard: Ctrl+E opens the dialog; the format is a select reached with Tab.
  await page.keyboard.press('Control+e');
  await expect(dialogOf(page).dialog).toBeVisible();
  const xlsxPath = await exportAll(page, 'xlsx');
  expect(xlsxPath.endsWith('.xlsx')).toBe(true);
  const [sheet, ...more] = readXlsx(await readFile(xlsxPath));
  expect(more).toEqual([]);
  const header = sheet!.rows[0]!;
  expect(sheet!.rows.slice(1).map((row) => row[header.indexOf('id')])).toEqual(truth);
  expect(sheet!.rows[1]![header.indexOf('created_at (UTC)')]).toEqual(new Date(String(records[0]!.created_at)));
  expect(sheet!.frozenRows).toBe(1);
  expect(await manifestOf(xlsxPath)).toMatchObject({
    fileFormat: 'xlsx',
    rows: truth.length,
    sheets: [{ name: 'Results', rows: truth.length }],
  });

  await page.getByRole('button', { name: 'Export…' }).click();
  const jsonlPath = await exportAll(page, 'jsonl', true);
  expect(jsonlPath.endsWith('.jsonl.gz')).toBe(true);
  const lines = gunzipSync(await readFile(jsonlPath))
    .toString('utf8')
    .trimEnd()
    .split('\n');
  expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual(records);
  expect(await manifestOf(jsonlPath)).toMatchObject({ fileFormat: 'jsonl', compression: 'gzip', rows: truth.length });

  await page.getByRole('button', { name: 'Export…' }).click();
  const jsonPath = await exportAll(page, 'json');
  expect(JSON.parse(await readFile(jsonPath, 'utf8'))).toEqual(records);

  await page.getByRole('button', { name: 'Export…' }).click();
  const tsvPath = await exportAll(page, 'tsv');
  const [tsvHeader, ...tsvRows] = parse(await readFile(tsvPath), { delimiter: '\t', record_delimiter: '\r\n' }) as string[][];
  expect(tsvRows.map((row) => row[tsvHeader!.indexOf('id')])).toEqual(truth);

  // Markdown for the page in view, by mouse; it is not offered for every result.
  await page.getByRole('button', { name: 'Export…' }).click();
  const { dialog, format } = dialogOf(page);
  await expect(format.getByRole('option', { name: /Markdown table/ })).toBeDisabled();
  await dialog.getByRole('radio', { name: 'One page' }).check();
  await format.selectOption('markdown');
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  const notice = page.getByRole('status').filter({ hasText: /Exported \d+ rows to/ });
  const mdPath = (await notice.locator('code').textContent()) ?? '';
  expect(mdPath.endsWith('.md')).toBe(true);
  const table = (await readFile(mdPath, 'utf8')).trimEnd().split('\n');
  expect(table[1]).toMatch(/^\| --- (\| --- )*\|$/);
  expect(table.length - 2).toBeGreaterThan(0);
});

test('against a demo that disagrees (oldest first, rate limits, short page tokens): XLSX and gzip CSV still hold every message once, in server order', async ({
  launch,
}) => {
  test.setTimeout(180_000);
  const { page, demo } = await launch({
    viewport: { width: 1024, height: 640 },
    demoConfig: { order: 'oldest-first', faults: { rate: 0.25, kinds: ['429', '503'], retryAfterSeconds: 0 }, pageTokenTtlSeconds: 30 },
  });
  await searchAllPages(page, 50);
  const truth = expectedIds(demo.config, LOCATION);

  await page.getByRole('button', { name: 'Export…' }).click();
  const xlsxPath = await exportAll(page, 'xlsx');
  const [sheet] = readXlsx(await readFile(xlsxPath));
  expect(sheet!.rows.slice(1).map((row) => row[sheet!.rows[0]!.indexOf('id')])).toEqual(truth);

  await page.getByRole('button', { name: 'Export…' }).click();
  const csvPath = await exportAll(page, 'csv', true);
  const [header, ...rows] = parse(gunzipSync(await readFile(csvPath)), { record_delimiter: '\r\n' }) as string[][];
  expect(rows.map((row) => row[header!.indexOf('id')])).toEqual(truth);
  const manifest = await manifestOf(csvPath);
  expect(manifest).toMatchObject({ fileFormat: 'csv', compression: 'gzip', rows: truth.length, complete: true });
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const viewport of [
    { width: 1024, height: 640 },
    { width: 1920, height: 1080 },
  ]) {
    test(`export format choices (${colorScheme}, ${viewport.width}×${viewport.height}) fit in the window`, async ({ launch }, testInfo) => {
      const { page } = await launch({ colorScheme, viewport });
      await expectRowsOfLocation(page, 'loc-harbor-dental');
      await page.getByRole('button', { name: 'Export…' }).click();
      const { dialog, format } = dialogOf(page);
      await format.selectOption('xlsx');
      await expect(dialog.getByRole('button', { name: 'Export all' })).toBeInViewport({ ratio: 1 });
      await screenshot(page, testInfo, `dialog-xlsx-${colorScheme}-${viewport.width}`);
      await format.selectOption('csv');
      await dialog.getByRole('checkbox', { name: /^Compress/ }).check();
      await expect(dialog.getByRole('button', { name: 'Export all' })).toBeInViewport({ ratio: 1 });
      await screenshot(page, testInfo, `dialog-csv-gzip-${colorScheme}-${viewport.width}`);
    });
  }
}

test('keyboard only: Ctrl+E, Tab to the format, arrows to Excel, Tab to Export all, Enter (9 keys)', async ({ launch }) => {
  const { page } = await launch({ viewport: { width: 1024, height: 640 } });
  await expectRowsOfLocation(page, 'loc-harbor-dental');
  await page.keyboard.press('Control+e');
  const { dialog, format } = dialogOf(page);
  await expect(dialog.getByRole('radio', { name: 'All results of this search' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(format).toBeFocused();
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowDown');
  await expect(format).toHaveValue('xlsx');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Export all' })).toBeFocused();
  await page.keyboard.press('Enter');
  const notice = page.getByRole('status').filter({ hasText: 'Exported all results of' });
  await expect(notice).toBeVisible({ timeout: 120_000 });
  expect(((await notice.locator('code').textContent()) ?? '').endsWith('.xlsx')).toBe(true);
});
