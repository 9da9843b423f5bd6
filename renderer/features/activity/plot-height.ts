import { useSyncExternalStore } from 'react';

/** A window this short (1024×640 laptops) gives the rows the height the chart would take. */
const SHORT_WINDOW = '(max-height: 760px)';
const TALL_PLOT = 110;
const SHORT_PLOT = 76;

function subscribe(onChange: () => void): () => void {
  // jsdom has no matchMedia: there the window reads as tall.
  const query = window.matchMedia?.(SHORT_WINDOW);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** The bars' height in pixels: lower on a short window, where the grid under them must keep 8 rows. */
export function usePlotHeight(): number {
  return useSyncExternalStore(subscribe, () => (window.matchMedia?.(SHORT_WINDOW).matches ? SHORT_PLOT : TALL_PLOT));
}
