import type { Locator, Page } from '@playwright/test';

// The grid of a search across locations: the one grid of the app, its Location column first.

export const acrossGrid = (page: Page): Locator => page.getByRole('grid', { name: 'Messages across locations' });
/** The rows rendered (the grid is virtualized), in no particular DOM order: rows are recycled by slot. */
export const acrossRows = (page: Page): Locator => acrossGrid(page).locator('[role="row"][data-row-index]');

/** One column's cells of the rows rendered, top to bottom: the tooltip (the value as sent) when there is one, else the text. */
export function renderedCells(page: Page, column: string): Promise<string[]> {
  return acrossRows(page).evaluateAll(
    (rows, name) =>
      rows
        .map((row) => ({ index: Number(row.getAttribute('data-row-index')), cell: row.querySelector(`[data-column="${CSS.escape(name)}"]`) }))
        .sort((a, b) => a.index - b.index)
        .map(({ cell }) => cell?.getAttribute('title') ?? cell?.textContent ?? ''),
    column,
  );
}
