import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

/** Nothing has the focus: what had it was removed (a closed dialog, a field folded away). */
function focusLost(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}

/**
 * Keeps a keyboard user's place in the search across locations, without ever taking the focus
 * from where it is: opened from the quick switcher (whose dialog leaves nothing focused), the
 * first filter has it; searched with Enter in a filter (which folds away with the form), the grid
 * has it once its rows arrive. Returns what the view calls as it searches.
 */
export function useAcrossFocus(view: RefObject<HTMLElement | null>): { searched: () => void } {
  const gridNext = useRef(false);
  useEffect(() => {
    if (focusLost()) view.current?.querySelector<HTMLElement>('form input, form select')?.focus();
  }, [view]);
  useEffect(() => {
    if (!gridNext.current) return;
    const grid = view.current?.querySelector<HTMLElement>('[role="grid"]');
    if (!grid) return;
    gridNext.current = false;
    if (focusLost()) grid.focus();
  });
  return {
    searched: () => {
      gridNext.current = Boolean(view.current?.querySelector('form')?.contains(document.activeElement));
    },
  };
}
