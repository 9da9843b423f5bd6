import { ExplorerFailure } from '../../../common/errors/failure';
import type { SearchPage } from '../../../common/ipc/contract';
import type { PagePlace } from '../../../common/paging/page-place';
import type { WalkStep } from '../../../common/paging/page-walk';
import { drivePages } from '../../../common/paging/walk-driver';
import type { SearchSessionParams } from '../../api/queries';
import { fetchSearchPage } from './page-params';
import { inOrder, walkMarks } from './loaded-page';
import { keptPage } from './page-params';
import type { SearchData } from './loaded-page';
import { restartNoticeOf } from './restart-notice';
import type { SearchWalk } from './search-walk';
import { createScreenWalk } from './session-walks';

/**
 * Pages of the newest results read in one look, until they reach the rows already shown: past
 * it, more arrived between two looks than can be stitched, so the view starts again from them.
 */
export const FOLLOW_HEAD_MAX_PAGES = 10;

/** A session whose newest pages are read: its one request, and the walk state its view keeps (requests, walk, restart notices). */
export interface HeadSession {
  params: SearchSessionParams;
  sessionId: string;
  walk: SearchWalk;
}

export interface SessionHead {
  /** The newest rows in server order, each once, up to and including the page that reached a loaded row. */
  items: Record<string, unknown>[];
  /** Those pages placed as a session of their own, which the view can start again from. */
  data: SearchData;
  /** A loaded row was among them (or nothing is loaded, or the results ended): they join the loaded pages without a gap. */
  reachedLoaded: boolean;
  /** The view now shows these pages instead: the session's walk goes on from the head's. */
  startHere(): void;
  /** The view now shows these rows on top of its pages: a restart of the session's walk hands none out again. */
  shown(items: readonly Record<string, unknown>[]): void;
}

/**
 * Reads the newest page of the session's search, and the next ones while none reaches a loaded
 * row, by the screen's walk rules and its one loop (walk-driver.ts): the same request, a rejected
 * token restarting from the first page with the view's notice, rows kept once. At most
 * FOLLOW_HEAD_MAX_PAGES pages: past them the head does not reach the loaded rows. A walk that
 * stops or pauses before reaching them fails the read with its reason, the rows shown untouched.
 */
export async function readSessionHead(
  session: HeadSession,
  isLoaded: (item: Record<string, unknown>) => boolean,
  nothingLoaded: boolean,
  signal: AbortSignal,
): Promise<SessionHead> {
  const { params, sessionId, walk } = session;
  const head = createScreenWalk();
  const read: { page: SearchPage; step: WalkStep; from: PagePlace | null }[] = [];
  let from: PagePlace | null = null;
  let reachedLoaded = nothingLoaded;
  const driven = await drivePages(
    await fetchSearchPage(params, null, signal, walk.activity),
    {
      accept: (page) => {
        const step = head.walk.accept(page);
        read.push({ page, step, from });
        reachedLoaded ||= page.items.some(isLoaded);
        return step;
      },
      readNext: (token) => {
        from = token;
        return fetchSearchPage(params, token, signal, walk.activity);
      },
      onRestart: (page) => walk.notices.note(restartNoticeOf(page.restartedAfter)),
    },
    () => !reachedLoaded && read.length < FOLLOW_HEAD_MAX_PAGES,
  );
  const halt = driven.step.stop ?? driven.step.pause;
  if (!reachedLoaded && halt) throw new ExplorerFailure(halt);
  // The end of the results without a loaded row: they all are new (the loaded ones are gone).
  if (driven.step.next === null) reachedLoaded = true;

  const pages = inOrder(read.map(({ page, step }) => ({ ...keptPage(page, step, true), ...walkMarks(step) })));
  return {
    items: read.flatMap(({ step }) => step.items),
    data: { pages, pageParams: read.map((entry) => entry.from) },
    reachedLoaded,
    startHere: () => walk.walks.adopt(sessionId, head, pages.length),
    shown: (items) => walk.walks.shown(sessionId, items),
  };
}
