import type { InfiniteData } from '@tanstack/react-query';
import type { ExplorerError, SearchPage } from '../../../common/ipc/contract';
import type { PagePlace } from '../../../common/paging/page-place';
import type { WalkStep } from '../../../common/paging/page-walk';
import type { SessionPage } from './page-source';

/**
 * A page with its place in the whole result: its 1-based number and the number of rows before
 * it. Pages dropped under maxPages keep their place, so the grid can leave room for them and the
 * scroll position never jumps when pages come and go.
 */
export interface LoadedPage extends SearchPage, SessionPage {
  number: number;
  rowOffset: number;
  /** The walk stopped after this page (a looping server, too many restarts): no next page is asked for. */
  walkStop?: ExplorerError;
  /** The walk read a run of pages without a new row up to this one: no next page is asked for until the user says so. */
  noProgress?: ExplorerError;
  /** Fetched after the walk restarted: pages are no longer dropped and fetched back (see page-params). */
  afterRestart?: boolean;
  /** New messages Follow put on top (follow/head-merge.ts): no token leads to this page or past it. */
  followHead?: boolean;
}

/** The pages of one stream's session as TanStack Query keeps them; the page param is where the walk resumes. */
export type SearchData = InfiniteData<LoadedPage, PagePlace | null>;

export function placePage(
  page: SearchPage,
  place: PagePlace | null,
  direction: 'forward' | 'backward',
  loaded: SearchData | undefined,
): LoadedPage {
  const first = loaded?.pages[0];
  const last = loaded?.pages.at(-1);
  if (place === null || !first || !last) return { ...page, number: 1, rowOffset: 0 };
  if (direction === 'backward') {
    return { ...page, number: first.number - 1, rowOffset: Math.max(0, first.rowOffset - page.items.length) };
  }
  return { ...page, number: last.number + 1, rowOffset: last.rowOffset + last.items.length };
}

/** What the walk says of the page it kept: read after a restart, where it stopped, where it paused. */
export function walkMarks(step: WalkStep): Pick<LoadedPage, 'afterRestart' | 'walkStop' | 'noProgress'> {
  return {
    ...(step.restarts > 0 && { afterRestart: true }),
    ...(step.stop && { walkStop: step.stop }),
    ...(step.pause && { noProgress: step.pause }),
  };
}

/** Pages placed one after another from the top: numbered from 1, each after the rows before it. */
export function inOrder<P extends SearchPage & Partial<Pick<LoadedPage, 'number' | 'rowOffset'>>>(pages: readonly P[]): (P & LoadedPage)[] {
  let rowOffset = 0;
  return pages.map((page, index) => {
    const placed =
      page.number === index + 1 && page.rowOffset === rowOffset ? (page as P & LoadedPage) : { ...page, number: index + 1, rowOffset };
    rowOffset += page.items.length;
    return placed;
  });
}
