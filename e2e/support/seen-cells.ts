import type { Page } from '@playwright/test';

/**
 * Records the text of every grid cell the page renders from now on in the named column, however
 * briefly, so a journey can prove that no row of another session was ever shown. Returns a
 * function that reads (and clears) what was recorded so far.
 */
export async function watchColumn(page: Page, column: string): Promise<() => Promise<string[]>> {
  const key = `__seen_${column.replace(/\W/g, '_')}`;
  await page.evaluate(
    ({ column, key }) => {
      const seen = new Set<string>();
      (window as unknown as Record<string, Set<string>>)[key] = seen;
      const record = (cell: Element) => {
        const grid = cell.closest('[role="grid"]');
        const index = Number(cell.getAttribute('aria-colindex'));
        const header = grid?.querySelector(`[role="columnheader"][aria-colindex="${index}"]`);
        if (header?.getAttribute('data-column') === column) seen.add(cell.textContent ?? '');
      };
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          const target = mutation.target instanceof Element ? mutation.target : mutation.target.parentElement;
          const cell = target?.closest('[role="gridcell"]');
          if (cell) record(cell);
          for (const node of mutation.addedNodes) {
            if (node instanceof Element) node.querySelectorAll('[role="gridcell"]').forEach(record);
            if (node instanceof Element && node.matches('[role="gridcell"]')) record(node);
          }
        }
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    { column, key },
  );
  return () =>
    page.evaluate((key) => {
      const seen = (window as unknown as Record<string, Set<string>>)[key];
      const values = [...(seen ?? [])];
      seen?.clear();
      return values;
    }, key);
}
