import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { connectionSelect, locationSelect } from './ui';

// The search across locations, as the journeys reach it: by role and accessible name. Its results
// are the one grid of the app, its Location column first.

export const acrossView = (page: Page): Locator => page.getByRole('main', { name: /^All \d+ locations of/ });
export const acrossGrid = (page: Page): Locator => page.getByRole('grid', { name: 'Messages across locations' });
/** The rows rendered (the grid is virtualized), in no particular DOM order: rows are recycled by slot. */
export const acrossRows = (page: Page): Locator => acrossGrid(page).locator('[role="row"][data-row-index]');
export const locationStrip = (page: Page): Locator => page.getByRole('list', { name: 'Progress per location' });
export const stripItem = (page: Page, locationId: string): Locator => locationStrip(page).locator(`[data-location="${locationId}"]`);

/** Picks the connection, then "All locations (n)" of it. */
export async function openAcross(page: Page, connectionLabel: string, locations: number): Promise<void> {
  await connectionSelect(page).selectOption({ label: connectionLabel });
  await locationSelect(page).selectOption({ label: `All locations (${locations})` });
  await expect(acrossView(page)).toBeVisible();
}

/** One column's cells of the rows rendered, top to bottom: the tooltip (the value as sent) when there is one, else the text. */
export function renderedCells(page: Page, column: string): Promise<string[]> {
  return acrossRows(page).evaluateAll(
    (rows, name) =>
      rows
        .map((row) => ({
          index: Number(row.getAttribute('data-row-index')),
          cell: row.querySelector(`[data-column="${CSS.escape(name)}"]`),
        }))
        .sort((a, b) => a.index - b.index)
        .map(({ cell }) => cell?.getAttribute('title') ?? cell?.textContent ?? ''),
    column,
  );
}

/** The time column's values of the rows in view (as sent), newest first when merged. */
export async function shownTimes(page: Page, timeColumn = 'created_at'): Promise<number[]> {
  return (await renderedCells(page, timeColumn)).map((text) => {
    const number = Number(text);
    return Number.isFinite(number) && text.trim() !== '' ? number : Date.parse(text);
  });
}

/**
 * Scrolls the merged list until the status says every stream ended (every location, or every number
 * of a list), for as long as that takes: each page is a request, slower on a loaded machine.
 */
export async function readToTheEnd(
  page: Page,
  ended: 'end of every location' | 'end of every number' = 'end of every location',
): Promise<void> {
  await expect(async () => {
    await acrossGrid(page)
      .locator('..')
      .evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await expect(page.getByText(ended)).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 30_000 });
}

/** The columns an agent reads a row by, by their header's words: each must be on screen. */
export const AGENT_HEADERS = ['Time', 'Direction', 'Contact', 'Message', 'Status'] as const;
/** The least the Message column keeps beside the lead columns. */
export const MESSAGE_FLOOR_PX = 200;

/** Each header's width and how far its right edge is past the grid's visible width (≤ 0: on screen). */
export function headerWidths(page: Page): Promise<{ header: string; width: number; past: number }[]> {
  return acrossGrid(page)
    .locator('..')
    .evaluate((scroller) => {
      const box = scroller.getBoundingClientRect();
      const visibleRight = box.left + scroller.clientLeft + scroller.clientWidth;
      return [...scroller.querySelectorAll('[role="columnheader"]')].map((header) => {
        const rect = header.getBoundingClientRect();
        const text = header.querySelector('.grid__header-text')?.textContent ?? '';
        return { header: text, width: Math.round(rect.width), past: Math.round(rect.right - visibleRight) };
      });
    });
}

/** Every agent column wholly within the grid's visible width and the message at its floor, settled; the widths said in the report. */
export async function expectAgentColumnsInView(page: Page, testInfo: TestInfo, label: string): Promise<void> {
  await expect
    .poll(async () => {
      const widths = await headerWidths(page);
      return AGENT_HEADERS.map((name) => {
        const column = widths.find((entry) => entry.header === name);
        if (!column) return `${name}: missing`;
        if (column.past > 0) return `${name}: ${column.past} px off screen`;
        return name === 'Message' && column.width < MESSAGE_FLOOR_PX ? `Message: ${column.width} px` : `${name}: ok`;
      });
    })
    .toEqual(AGENT_HEADERS.map((name) => `${name}: ok`));
  const widths = await headerWidths(page);
  testInfo.annotations.push({
    type: `column widths, ${label}`,
    description: widths.map((entry) => `${entry.header} ${entry.width}`).join(', '),
  });
}

/** Pastes as the system does: a paste event carrying the text (the phone field keeps one line). */
export async function paste(field: Locator, text: string): Promise<void> {
  await field.focus();
  await field.evaluate((input, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}
