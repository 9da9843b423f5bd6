import { useState } from 'react';
import type { KeyboardEvent } from 'react';

/** The column a Left/Right arrow moves to from `index`, kept among the rendered columns. */
export function nextHeaderColumn(key: string, index: number, firstRendered: number, renderedCount: number): number | null {
  const step = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0;
  if (step === 0) return null;
  const next = index + step;
  return next >= firstRendered && next < firstRendered + renderedCount ? next : null;
}

/**
 * The header row as one tab stop (a roving tabindex): Tab reaches the header of the last
 * column focused (the first in view at first), Left/Right move between headers, and that
 * column's resize handle comes next in the tab order. Tabbing through every header of a wide
 * record was dozens of stops before the rows.
 */
export function useHeaderFocus(idOf: (index: number) => string, firstRendered: number, renderedCount: number) {
  const [active, setActive] = useState(0);
  const tabbable = active >= firstRendered && active < firstRendered + renderedCount ? active : firstRendered;
  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const next = nextHeaderColumn(event.key, index, firstRendered, renderedCount);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    document.getElementById(idOf(next))?.focus();
  };
  return { tabbable, onFocus: setActive, onKeyDown };
}
