import type { SearchPage } from '../../../common/ipc/contract';
import type { PagePlace } from '../../../common/paging/page-place';
import type { LoadedPage, SearchData } from '../search-session/loaded-page';
import { MIN_LOADED_ROWS, maxPagesFor } from '../search-session/page-params';
import type { HeadMergeRules, StatusChange } from './head-merge';
import { headRows, mergeHead } from './head-merge';
import { readHead } from './head-reader';

export interface LookInput {
  /** The loaded pages now (read again after the head came, the user may have loaded more meanwhile). */
  current: () => SearchData | undefined;
  fetchPage: (from: PagePlace | null) => Promise<SearchPage>;
  identityOf: (item: Record<string, unknown>) => string;
  statusOf: (item: Record<string, unknown>) => string | null;
  /** The row budget in force (row-budget.ts). */
  rowBudget: number;
}

export interface LookResult {
  data: SearchData;
  added: Record<string, unknown>[];
  changed: StatusChange[];
  /** The view started again from the newest rows (too many new ones to stitch to the loaded pages). */
  restarted: boolean;
}

/**
 * One look: the newest results, merged into the loaded pages. Null when there is nothing to do
 * (no pages yet, or the newest rows are not loaded). Past the page cap without reaching a loaded
 * row, or once the new rows on top pass the window, the view starts again from the head just read
 * (a session of its own: older rows come back through its next token).
 */
export async function lookAtHead(input: LookInput): Promise<LookResult | null> {
  const before = input.current();
  if (!before) return null;
  const loadedIds = new Set(before.pages.flatMap((page) => page.items.map(input.identityOf)));
  const head = await readHead(input.fetchPage, (item) => loadedIds.has(input.identityOf(item)), loadedIds.size === 0);
  const data = input.current();
  const first = head.pages[0];
  if (!data || !first) return null;
  const rules: HeadMergeRules = {
    identityOf: input.identityOf,
    statusOf: input.statusOf,
    maxRows: input.rowBudget,
    maxPages: maxPagesFor(data.pages),
    headPageRows: Math.max(1, data.pages.find((page) => !page.followHead)?.items.length ?? first.items.length),
  };
  const merged = head.reachedLoaded ? mergeHead(data, head.items, first, rules) : null;
  if (merged?.kind === 'top-not-loaded') return null;
  if (merged && headRows(merged.data) <= MIN_LOADED_ROWS)
    return { data: merged.data, added: merged.added, changed: merged.changed, restarted: false };
  const pages: LoadedPage[] = [];
  let rowOffset = 0;
  head.pages.forEach((page, index) => {
    pages.push({ ...page, number: index + 1, rowOffset });
    rowOffset += page.items.length;
  });
  const known = new Set(data.pages.flatMap((page) => page.items.map(input.identityOf)));
  return {
    data: { pages, pageParams: head.tokens },
    added: head.items.filter((item) => !known.has(input.identityOf(item))),
    changed: [],
    restarted: true,
  };
}
