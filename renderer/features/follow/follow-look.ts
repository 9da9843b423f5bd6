import type { SearchData } from '../search-session/loaded-page';
import { headRows } from '../search-session/head-pages';
import { MIN_LOADED_ROWS, maxPagesFor } from '../search-session/page-params';
import type { SessionHead } from '../search-session/session-head';
import type { HeadMergeRules, StatusChange } from './head-merge';
import { mergeHead } from './head-merge';

export interface LookInput {
  /** The loaded pages now (read again after the head came, the user may have loaded more meanwhile). */
  current: () => SearchData | undefined;
  /** The newest pages of the same session (search-session/session-head.ts), read until one holds a loaded row. */
  readHead: (isLoaded: (item: Record<string, unknown>) => boolean, nothingLoaded: boolean) => Promise<SessionHead>;
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
  /** Tells the session its view now shows `data`, so its walk goes on from there. */
  land: () => void;
}

/**
 * One look: the newest results, merged into the loaded pages. Null when there is nothing to do
 * (no pages yet, or the newest rows are not loaded). When the head read does not reach a loaded
 * row, or once the new rows on top pass the window, the view starts again from the head just
 * read (a session of its own: older rows come back through its next token).
 */
export async function lookAtHead(input: LookInput): Promise<LookResult | null> {
  const before = input.current();
  if (!before) return null;
  const loadedIds = new Set(before.pages.flatMap((page) => page.items.map(input.identityOf)));
  const head = await input.readHead((item) => loadedIds.has(input.identityOf(item)), loadedIds.size === 0);
  const data = input.current();
  const first = head.data.pages[0];
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
  if (merged && headRows(merged.data) <= MIN_LOADED_ROWS) {
    const { added, changed } = merged;
    return { data: merged.data, added, changed, restarted: false, land: () => head.shown(added) };
  }
  const known = new Set(data.pages.flatMap((page) => page.items.map(input.identityOf)));
  return {
    data: head.data,
    added: head.items.filter((item) => !known.has(input.identityOf(item))),
    changed: [],
    restarted: true,
    land: head.startHere,
  };
}
