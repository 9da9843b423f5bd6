import type { SearchPage } from '../../../common/ipc/contract';
import type { PageWalk, WalkStep } from '../../../common/paging/page-walk';
import { SCREEN_NO_PROGRESS } from '../../../common/paging/no-progress';
import { createPageWalk, DEFAULT_MAX_RESTARTS } from '../../../common/paging/page-walk';

export interface SessionWalks {
  /**
   * Takes a page fetched forward in a session: what to show of it and whether to go on, by the
   * same rules as "export all" (shared/page-walk.ts). A first page starts the session's walk afresh.
   */
  accept(sessionId: string, page: SearchPage, isFirstPage: boolean): WalkStep;
}

/** The grid shows one session at a time, so only the walk of the latest session is kept. */
export function createSessionWalks(): SessionWalks {
  let current: { sessionId: string; walk: PageWalk } | null = null;
  return {
    accept(sessionId, page, isFirstPage) {
      if (isFirstPage || current?.sessionId !== sessionId) {
        current = { sessionId, walk: createPageWalk({ maxRestarts: DEFAULT_MAX_RESTARTS, kept: 'shown', noProgress: SCREEN_NO_PROGRESS }) };
      }
      return current.walk.accept(page);
    },
  };
}
