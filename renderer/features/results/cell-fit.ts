import { useLayoutEffect, useMemo, useState } from 'react';
import type { RefObject } from 'react';
import { useElementWidth } from '../../ui/layout/use-element-width';

/** A character of the grid's text on average until measured (and where nothing is laid out, as in jsdom). */
export const DEFAULT_CHAR_PX = 7.5;
/** A cell's padding (10 px a side) and the few pixels its text never reaches. */
export const CELL_PADDING_PX = 24;
/** Share of the average-width characters counted on: a run of capitals or digits is wider than the average. */
const SAFE_SHARE = 0.9;
/** Text like a message's, so its average width is a message's. */
const SAMPLE = 'Hi Ava, your appointment on Tuesday at 3:45 PM is confirmed. Reply C to confirm or R to reschedule.';

/** The characters of the grid's text a cell this wide shows before its ellipsis, counted with a margin. */
export function charsThatFit(widthPx: number, charPx: number): number {
  return Math.max(0, Math.floor(((widthPx - CELL_PADDING_PX) / charPx) * SAFE_SHARE));
}

/** The average width of a character of message text in this font; null where text cannot be measured. */
function measuredCharWidth(font: string): number | null {
  if (typeof OffscreenCanvas === 'undefined') return null;
  const context = new OffscreenCanvas(1, 1).getContext('2d');
  if (!context) return null;
  context.font = font;
  const width = context.measureText(SAMPLE).width / SAMPLE.length;
  return width > 0 ? width : null;
}

/**
 * How many characters each rendered column shows, from the layout's widths and the view's width
 * (the message column takes what the others leave): no layout is read while rendering. The font is
 * read once, when the grid is first laid out, and its characters measured on a canvas.
 */
export function useCellFit(
  scrollRef: RefObject<HTMLElement | null>,
  columns: readonly string[],
  widthOf: (column: string) => number,
  totalWidth: number,
  textColumn: string | undefined,
): readonly number[] {
  const viewWidth = useElementWidth(scrollRef, 0);
  const [charPx, setCharPx] = useState(DEFAULT_CHAR_PX);
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const style = getComputedStyle(element);
    const measured = measuredCharWidth(`${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`);
    if (measured) setCharPx(measured);
  }, [scrollRef]);
  const spare = Math.max(0, viewWidth - totalWidth);
  return useMemo(
    () => columns.map((column) => charsThatFit(widthOf(column) + (column === textColumn ? spare : 0), charPx)),
    [columns, widthOf, textColumn, spare, charPx],
  );
}
