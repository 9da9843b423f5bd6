import { useEffect } from 'react';
import type { RefObject } from 'react';

/**
 * While a side panel is open, Escape closes it and gives the grid the focus, as its Close button
 * does: focus would otherwise be lost with the panel's focused element.
 */
export function useEscapeCloses(open: boolean, close: () => void, gridRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      gridRef.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, close, gridRef]);
}
