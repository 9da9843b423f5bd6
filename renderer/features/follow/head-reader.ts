import type { ExplorerError, SearchPage } from '../../../common/ipc/contract';
import { SCREEN_NO_PROGRESS } from '../../../common/paging/no-progress';
import { createPageWalk, DEFAULT_MAX_RESTARTS, FOLLOW_HEAD_MAX_PAGES } from '../../../common/paging/page-walk';
import type { PagePlace } from '../../../common/paging/page-place';

export interface HeadRead {
  /** The newest results, in server order, up to and including the page that reached a loaded row. */
  items: Record<string, unknown>[];
  /** The pages read: a session of their own, which the view can start again from. */
  pages: SearchPage[];
  /** pageParams of those pages (null for the first). */
  tokens: (string | null)[];
  /** A loaded row was among them (or nothing is loaded), so they join the loaded pages without a gap. */
  reachedLoaded: boolean;
  /** Why reading stopped before that: the page cap, a run of pages without a new row, a looping server. */
  stop?: ExplorerError;
}

/**
 * Reads the newest page of the search, and its next pages while every row on them is new, until
 * one reaches a row already loaded: by the walk's rules (no progress, loops) and its page cap.
 */
export async function readHead(
  fetchPage: (from: PagePlace | null) => Promise<SearchPage>,
  isLoaded: (item: Record<string, unknown>) => boolean,
  nothingLoaded: boolean,
): Promise<HeadRead> {
  const walk = createPageWalk({
    maxRestarts: DEFAULT_MAX_RESTARTS,
    kept: 'shown',
    noProgress: SCREEN_NO_PROGRESS,
    maxPages: FOLLOW_HEAD_MAX_PAGES,
  });
  const read: HeadRead = { items: [], pages: [], tokens: [], reachedLoaded: nothingLoaded };
  let token: string | null = null;
  for (;;) {
    const page = await fetchPage(token);
    const step = walk.accept(page);
    read.pages.push(page);
    read.tokens.push(token);
    read.items.push(...step.items);
    if (read.reachedLoaded || page.items.some(isLoaded)) return { ...read, reachedLoaded: true };
    const stop = step.stop ?? step.pause;
    if (stop) return { ...read, stop };
    // The end of the results without a loaded row: they all are new (the loaded ones are gone).
    if (step.next === null) return { ...read, reachedLoaded: true };
    token = step.next;
  }
}
