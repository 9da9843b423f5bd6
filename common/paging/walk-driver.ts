// The one loop that drives a screen's walk from the page a token leads to toward rows to show:
// the grid and the conversation (renderer/features/search-session/use-search-pages.ts) take each
// page through it, and Follow's read of the newest pages (search-session/session-head.ts). Browser-safe: no Node imports.
import type { PagePlace } from './page-place';
import type { WalkPage, WalkStep } from './page-walk';

export interface DrivenPage<P extends WalkPage> {
  /** The last page read: the one whose place the rows take and whose next token the walk goes on from. */
  page: P;
  /** What the walk keeps of it, and whether (and why) it stops or pauses there. */
  step: WalkStep;
}

export interface WalkDriving<P extends WalkPage> {
  /** The walk's rules for the next page (page-walk.ts). */
  accept: (page: P) => WalkStep;
  /** One request for the page a next token leads to. */
  readNext: (place: PagePlace) => Promise<P>;
  /** A page restarted the walk (its token was rejected): say so, once per restart. */
  onRestart: (page: P) => void;
}

/**
 * The one loop over a screen's pages: takes `first` through the walk and reads the page its next
 * token leads to while `goOn` says so, one request at a time, until the end or where the walk
 * stops or pauses (its no-progress rule, no-progress.ts, bounds every run).
 */
export async function drivePages<P extends WalkPage>(
  first: P,
  driving: WalkDriving<P>,
  goOn: (page: P, step: WalkStep) => boolean,
): Promise<DrivenPage<P>> {
  let page = first;
  for (;;) {
    const step = driving.accept(page);
    if (step.restartNotice !== undefined) driving.onRestart(page);
    const { next } = step;
    if (step.pause || next === null || !goOn(page, step)) return { page, step };
    page = await driving.readNext(next);
  }
}

/**
 * Takes `first` through the walk and, while the walk keeps none of a page's rows because every
 * one was shown before (after a restart, or a server sending back what it sent), reads the page
 * after it, never showing such a page, which would only push real ones out. The run ends at a
 * page with a new row, an empty page (normal before the end), the end, or where the walk stops
 * or pauses.
 */
export function readPastShownRows<P extends WalkPage>(first: P, driving: WalkDriving<P>): Promise<DrivenPage<P>> {
  return drivePages(first, driving, (page, step) => step.items.length === 0 && page.items.length > 0);
}
