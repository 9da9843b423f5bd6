// The same rows exported as CSV, TSV, Excel and JSON Lines, each read back by a reader that did
// not write it (csv-parse, a zip and XML reader, JSON.parse) and compared with what the demo API
// sent: values as sent, phones included, one manifest per file naming that file; a CSV for a
// spreadsheet carries the formula guard, which a spreadsheet shows as the value sent, and its manifest says so.
import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { matchingMessages } from '../demo-api/messages';
import { cellText, spreadsheetCellText } from '../common/records/cell-text';
import { flattenRecord } from '../common/records/flatten';
import { readXlsx } from '../electron/test/xlsx-reader';
import { spreadsheetShows } from '../common/records/test/spreadsheet-shows';
import { expect, test } from './support/explorer-test';
import { expectRowsOfLocation, locationSelect, searchButton, searchForm } from './support/ui';

const LOCATION = 'loc-maple-bakery';

/** Exports the loaded rows in a format (and, for CSV/TSV, for what) and returns the saved path. */
async function exportLoaded(page: Page, format: string, purpose?: RegExp): Promise<string> {
  await page.getByRole('button', { name: 'Export…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export rows' });
  await dialog.getByRole('radio', { name: /^All loaded rows/ }).check();
  await dialog.getByRole('combobox', { name: 'Format' }).selectOption(format);
  if (purpose) await dialog.getByRole('radiogroup', { name: 'The file is for' }).getByRole('radio', { name: purpose }).check();
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  const notice = page.getByRole('status').filter({ hasText: /Exported \d+ rows to/ });
  await expect(notice).toBeVisible();
  const path = (await notice.locator('code').textContent()) ?? '';
  await page.getByRole('button', { name: 'Dismiss export notice' }).click();
  return path;
}

async function manifestOf(path: string): Promise<Record<string, unknown>> {
  return JSON.parse(await readFile(`${path}.manifest.json`, 'utf8')) as Record<string, unknown>;
}

test('CSV, TSV, Excel and JSON Lines of the same rows hold the values the API sent, each with its own manifest', async ({ launch }) => {
  test.setTimeout(120_000);
  const { page, demo } = await launch();
  await locationSelect(page).selectOption(LOCATION);
  await expectRowsOfLocation(page, LOCATION);
  await searchForm(page).getByText('Advanced: page size, raw JSON body').click();
  await searchForm(page).getByRole('textbox', { name: 'Page size' }).fill('500');
  await searchButton(page).click();
  await expect(page.locator('.grid__loader', { hasText: 'End of results' })).toBeVisible({ timeout: 30_000 });

  // What the API sent, in its order (the grid shows the server's order).
  const sent = [...matchingMessages(demo.config, LOCATION)].map(
    (message) => JSON.parse(JSON.stringify(message)) as Record<string, unknown>,
  );
  const flat = sent.map(flattenRecord);
  const phones = (column: string) => flat.map((row) => row[column]).filter((value) => typeof value === 'string' && value.startsWith('+'));

  // CSV for a spreadsheet: the guard shows (csv-parse reads ="+1…"), and the manifest says so.
  const guardedPath = await exportLoaded(page, 'csv', /A spreadsheet/);
  const [guardedHeader, ...guardedRows] = parse(await readFile(guardedPath), { bom: true, record_delimiter: '\r\n' }) as string[][];
  expect(guardedRows).toEqual(flat.map((row) => guardedHeader!.map((column) => spreadsheetCellText(row[column]))));
  // What the spreadsheet shows is the value as sent, multi-line bodies starting with = included: no stray '.
  const multiLineGuarded = flat.filter((row) => guardedHeader!.some((column) => /^[=+@-][^]*\n/.test(cellText(row[column]))));
  expect(multiLineGuarded.length).toBeGreaterThan(0);
  expect(guardedRows.map((cells) => cells.map(spreadsheetShows))).toEqual(
    flat.map((row) => guardedHeader!.map((column) => cellText(row[column]))),
  );
  const phoneColumn = guardedHeader!.find((column) => phones(column).length > 0)!;
  expect(phoneColumn).toBeDefined();
  expect(guardedRows[0]![guardedHeader!.indexOf(phoneColumn)]).toBe(`="${String(flat[0]![phoneColumn])}"`);
  const guardedManifest = await manifestOf(guardedPath);
  expect(guardedManifest).toMatchObject({
    fileFormat: 'csv',
    writtenFor: 'a spreadsheet',
    formulaGuard: 'spreadsheet',
    file: { name: basename(guardedPath) },
  });
  expect(guardedManifest.formulaGuardRule).toMatch(/shows exactly the text/);
  expect(guardedManifest).not.toHaveProperty('apostropheCells');

  // The same CSV for another program, then TSV, Excel and JSON Lines: values exactly as sent.
  const csvPath = await exportLoaded(page, 'csv', /Another program/);
  // Named for its purpose: the two files sit side by side.
  expect(csvPath).toBe(guardedPath.replace(/-for-spreadsheet\.csv$/, '-for-programs.csv'));
  const tsvPath = await exportLoaded(page, 'tsv', /Another program/);
  const xlsxPath = await exportLoaded(page, 'xlsx');
  const jsonlPath = await exportLoaded(page, 'jsonl');

  for (const [path, delimiter] of [
    [csvPath, ','],
    [tsvPath, '\t'],
  ] as const) {
    const [header, ...rows] = parse(await readFile(path), { bom: true, delimiter, record_delimiter: '\r\n' }) as string[][];
    expect(header).toEqual(guardedHeader);
    expect(rows).toEqual(flat.map((row) => header!.map((column) => cellText(row[column]))));
    expect(rows.map((row) => row[header!.indexOf(phoneColumn)])).toEqual(flat.map((row) => cellText(row[phoneColumn])));
    expect(await manifestOf(path)).toMatchObject({ writtenFor: 'another program', formulaGuard: 'none', file: { name: basename(path) } });
  }

  const [sheet] = readXlsx(await readFile(xlsxPath));
  const header = sheet!.rows[0]!.map((name) => String(name).replace(/ \(UTC\)$/, ''));
  sheet!.rows.slice(1).forEach((cells, index) => {
    header.forEach((column, at) => {
      const value = flat[index]![column];
      const cell = cells[at] ?? null;
      if (cell instanceof Date) expect(cell.getTime()).toBe(Date.parse(String(value)));
      else if (typeof value === 'number' || typeof value === 'boolean') expect(cell).toBe(value);
      else expect(cell ?? '').toBe(cellText(value));
    });
  });
  expect(sheet!.rows.slice(1).map((cells) => cells[header.indexOf(phoneColumn)])).toEqual(flat.map((row) => row[phoneColumn] ?? null));
  expect(await manifestOf(xlsxPath)).toMatchObject({ fileFormat: 'xlsx', formulaGuard: 'none', file: { name: basename(xlsxPath) } });

  const lines = (await readFile(jsonlPath, 'utf8')).trimEnd().split('\n');
  expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual(sent);
  expect(await manifestOf(jsonlPath)).toMatchObject({ fileFormat: 'jsonl', file: { name: basename(jsonlPath) } });

  // One manifest per file, beside it, none replaced by another format's.
  const folder = await readdir(join(csvPath, '..'));
  const dataFiles = [guardedPath, csvPath, tsvPath, xlsxPath, jsonlPath].map((path) => basename(path));
  expect(folder.sort()).toEqual([...dataFiles, ...dataFiles.map((name) => `${name}.manifest.json`)].sort());
});
