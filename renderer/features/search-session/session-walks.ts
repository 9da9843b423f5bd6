import type { PageWalk } from '../../../common/paging/page-walk';
import { SCREEN_NO_PROGRESS } from '../../../common/paging/no-progress';
import { createPageWalk, DEFAULT_MAX_RESTARTS } from '../../../common/paging/page-walk';

export interface SessionWalks {
  /**
   * The walk of a session, by the same rules as "export all" (common/paging/page-walk.ts): a new
   * one for its first page (`fresh`), or when the walk kept is another session's.
   */
  walkOf(sessionId: string, fresh: boolean): PageWalk;
  /** The walk placed a page at this number (1-based, as the grid numbers them). */
  placed(sessionId: string, pageNumber: number): void;
  /**
   * A page at this number was placed before in this session: read forward again after it was
   * dropped under maxPages, it is no new page, and its rows were counted when first read.
   */
  placedBefore(sessionId: string, pageNumber: number): boolean;
}

/** A view shows one session at a time, so only the walk of the latest session is kept. */
export function createSessionWalks(): SessionWalks {
  let current: { sessionId: string; walk: PageWalk; lastPlaced: number } | null = null;
  const ofSession = (sessionId: string) => (current?.sessionId === sessionId ? current : null);
  return {
    walkOf(sessionId, fresh) {
      if (fresh || !ofSession(sessionId)) {
        current = {
          sessionId,
          walk: createPageWalk({ maxRestarts: DEFAULT_MAX_RESTARTS, kept: 'shown', noProgress: SCREEN_NO_PROGRESS }),
          lastPlaced: 0,
        };
      }
      return (current as { walk: PageWalk }).walk;
    },
    placed(sessionId, pageNumber) {
      const session = ofSession(sessionId);
      if (session) session.lastPlaced = Math.max(session.lastPlaced, pageNumber);
    },
    placedBefore: (sessionId, pageNumber) => pageNumber <= (ofSession(sessionId)?.lastPlaced ?? 0),
  };
}
