import type { FingerprintSet } from '../../../common/paging/fingerprint-set';
import { createFingerprintSet } from '../../../common/paging/fingerprint-set';
import { itemIdentity } from '../../../common/paging/item-identity';
import type { PageWalk } from '../../../common/paging/page-walk';
import { SCREEN_NO_PROGRESS } from '../../../common/paging/no-progress';
import { createPageWalk, DEFAULT_MAX_RESTARTS } from '../../../common/paging/page-walk';

/** A walk by a screen's rules, with the fingerprints of the rows it handed out (kept to add rows shown by another read). */
export interface ScreenWalk {
  walk: PageWalk;
  seen: FingerprintSet;
}

/**
 * The rules every screen's walk follows, the same as "export all" (common/paging/page-walk.ts)
 * but pausing on a run without a new row: the grid, a conversation and Follow's read of the newest pages.
 */
export function createScreenWalk(): ScreenWalk {
  const seen = createFingerprintSet();
  return { seen, walk: createPageWalk({ maxRestarts: DEFAULT_MAX_RESTARTS, kept: 'shown', noProgress: SCREEN_NO_PROGRESS, seen }) };
}

export interface SessionWalks {
  /** The walk of a session: a new one for its first page (`fresh`), or when the walk kept is another session's. */
  walkOf(sessionId: string, fresh: boolean): PageWalk;
  /** The walk placed a page at this number (1-based, as the grid numbers them). */
  placed(sessionId: string, pageNumber: number): void;
  /**
   * A page at this number was placed before in this session: read forward again after it was
   * dropped under maxPages, it is no new page, and its rows were counted when first read.
   */
  placedBefore(sessionId: string, pageNumber: number): boolean;
  /** The view starts again from the `pages` another walk read (Follow's newest pages): the session walks on from there. */
  adopt(sessionId: string, screenWalk: ScreenWalk, pages: number): void;
  /** Rows another read put on the session's pages (Follow's new rows on top): a restart of its walk hands none out again. */
  shown(sessionId: string, items: readonly Record<string, unknown>[]): void;
}

/** A view shows one session at a time, so only the walk of the latest session is kept. */
export function createSessionWalks(): SessionWalks {
  let current: (ScreenWalk & { sessionId: string; lastPlaced: number }) | null = null;
  const ofSession = (sessionId: string) => (current?.sessionId === sessionId ? current : null);
  return {
    walkOf(sessionId, fresh) {
      const kept = fresh ? null : ofSession(sessionId);
      if (kept) return kept.walk;
      current = { sessionId, ...createScreenWalk(), lastPlaced: 0 };
      return current.walk;
    },
    placed(sessionId, pageNumber) {
      const session = ofSession(sessionId);
      if (session) session.lastPlaced = Math.max(session.lastPlaced, pageNumber);
    },
    placedBefore: (sessionId, pageNumber) => pageNumber <= (ofSession(sessionId)?.lastPlaced ?? 0),
    adopt(sessionId, screenWalk, pages) {
      current = { sessionId, ...screenWalk, lastPlaced: pages };
    },
    shown(sessionId, items) {
      const session = ofSession(sessionId);
      if (!session) return;
      for (const item of items) session.seen.record(itemIdentity(item));
    },
  };
}
