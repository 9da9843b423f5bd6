import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

/** Nothing has the focus: what had it was removed (a closed dialog, a field folded away). */
function focusLost(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}

/**
 * Keeps a keyboard user's place in a view of search and results, without ever taking the focus
 * from where it is: opened or switched to another place from the quick switcher (whose dialog
 * leaves nothing focused), the first filter has it; searched with Enter in a filter that folds
 * away with the form, the grid has it once its rows arrive. A view that stays while its place
 * changes (one location's) passes `arrivals`, how many times the quick switcher chose a place:
 * each one lands the focus, the app's start (0) does not. Returns what the view calls as it searches.
 */
export function useKeyboardPlace(view: RefObject<HTMLElement | null>, arrivals?: number): { searched: () => void } {
  const gridNext = useRef(false);
  useEffect(() => {
    if (arrivals !== 0 && focusLost()) view.current?.querySelector<HTMLElement>('form input, form select')?.focus();
  }, [view, arrivals]);
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
