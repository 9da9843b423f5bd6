import { useState } from 'react';
import type { MouseEvent } from 'react';

export interface RowMenuState {
  x: number;
  y: number;
  /** Display index among the loaded rows. */
  index: number;
}

/**
 * Opens the row menu from a right click on a row, or from the Menu key / Shift+F10 on the grid
 * (the browser sends that contextmenu event to the grid itself: the active row is then the one
 * named by aria-activedescendant). Rows are found by their data-row-index, so the grid needs no
 * handler of its own.
 */
export function useRowMenu(rowOffset: number) {
  const [menu, setMenu] = useState<RowMenuState | null>(null);
  const onContextMenu = (event: MouseEvent<HTMLElement>) => {
    const target = event.target instanceof Element ? event.target : null;
    let row = target?.closest<HTMLElement>('[data-row-index]') ?? null;
    const fromKeyboard = !row && target?.getAttribute('role') === 'grid';
    if (fromKeyboard) {
      const active = target?.getAttribute('aria-activedescendant');
      row = active ? document.getElementById(active) : null;
    }
    if (!row?.dataset.rowIndex) return;
    event.preventDefault();
    const rect = row.getBoundingClientRect();
    const index = Number(row.dataset.rowIndex) - rowOffset;
    setMenu(fromKeyboard ? { x: rect.left + 24, y: rect.bottom, index } : { x: event.clientX, y: event.clientY, index });
  };
  return { menu, onContextMenu, close: () => setMenu(null) };
}
