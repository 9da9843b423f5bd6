import type { Locator, Page } from '@playwright/test';
import { messagesGrid } from './ui';

// Find in the loaded rows, as the journeys read it: the word to look for and whether it is seen.

/** Messages this long fit whole in the Message cell of a 1920 px window, not of a 1024 px one. */
const FITS_AT_1920 = 130;

/**
 * A word that sits late in a long message among the rows on screen (past what its Message cell
 * shows at 1024 px, while the whole message fits at 1920 px): read from the cells' full text,
 * which their tooltip holds. The word is found nowhere earlier in the message.
 */
export async function lateWord(page: Page): Promise<string> {
  const texts = await messagesGrid(page)
    .locator('[role="gridcell"][data-column="body"]')
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('title') ?? ''));
  for (const text of texts.filter((candidate) => candidate.length <= FITS_AT_1920)) {
    for (const match of text.matchAll(/[A-Za-z]{6,}/g)) {
      if ((match.index ?? 0) > 60 && text.toLowerCase().indexOf(match[0].toLowerCase()) === match.index) return match[0];
    }
  }
  throw new Error(`No long message among: ${texts.join(' | ')}`);
}

/** What the cell shows, its whole text (the tooltip), and whether the text runs past the cell's edge. */
export function cellShows(cell: Locator): Promise<{ shown: string; whole: string; overflows: boolean }> {
  return cell.evaluate((element) => ({
    shown: element.textContent ?? '',
    whole: element.getAttribute('title') ?? element.textContent ?? '',
    overflows: element.scrollWidth > element.clientWidth,
  }));
}

/** The mark is drawn inside its cell's box: the word is on screen, not behind the ellipsis. */
export async function markShown(cell: Locator): Promise<boolean> {
  return cell.evaluate((element) => {
    const mark = element.querySelector('mark');
    if (!mark) return false;
    // Within the cell's content box: its ellipsis starts at the padding, where the text is cut.
    const box = element.getBoundingClientRect();
    const cellStyle = getComputedStyle(element);
    const word = mark.getBoundingClientRect();
    return (
      word.width > 0 &&
      word.left >= box.left + parseFloat(cellStyle.paddingLeft) - 1 &&
      word.right <= box.right - parseFloat(cellStyle.paddingRight) + 1
    );
  });
}

export const findBox = (page: Page) => page.getByRole('searchbox', { name: 'Find' });
export const findCount = (page: Page) => page.locator('#find-in-rows-count');
