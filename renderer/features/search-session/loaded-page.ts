import type { InfiniteData } from '@tanstack/react-query';
import type { ExplorerError, SearchPage } from '../../../common/ipc/contract';
import type { WalkStep } from '../../../common/paging/page-walk';

/**
 * A page with its place in the whole result: its 1-based number and the number of rows before
 * it. Pages dropped under maxPages keep their place, so the grid can leave room for them and the
 * scroll position never jumps when pages come and go.
 */
export interface LoadedPage extends SearchPage {
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

/** The pages of one pagination session as TanStack Query keeps them; the page param is the page token. */
export type SearchData = InfiniteData<LoadedPage, string | null>;

export function placePage(
  page: SearchPage,
  pageToken: string | null,
  direction: 'forward' | 'backward',
  loaded: SearchData | undefined,
): LoadedPage {
  const first = loaded?.pages[0];
  const last = loaded?.pages.at(-1);
  if (pageToken === null || !first || !last) return { ...page, number: 1, rowOffset: 0 };
  if (direction === 'backward') {
    return { ...page, number: first.number - 1, rowOffset: Math.max(0, first.rowOffset - page.items.length) };
  }
  return { ...page, number: last.number + 1, rowOffset: last.rowOffset + last.items.length };
}

/**
 * A page as the walk kept it: its rows not shown before, the walk's next token (none where it
 * stops), and why it stops or pauses there. The previous token goes only where the view pages
 * backward and the walk never restarted: a restarted walk's earlier tokens lead to rows already
 * shown, placed elsewhere.
 */
export function walkedPage(page: SearchPage, step: WalkStep, backward: boolean): SearchPage & Omit<LoadedPage, 'number' | 'rowOffset'> {
  const restarted = step.restarts > 0;
  return {
    ...page,
    items: step.items,
    ...((restarted || !backward) && { previousPageToken: null }),
    nextPageToken: step.next,
    ...(restarted && { afterRestart: true }),
    ...(step.stop && { walkStop: step.stop }),
    ...(step.pause && { noProgress: step.pause }),
  };
}

/** A page of rows another read put on top (Follow's new messages): no token leads to it or past it. */
export function pageOnTop(source: SearchPage, items: Record<string, unknown>[]): LoadedPage {
  const { listMember, receivedAt, attempts } = source;
  return {
    items,
    listMember,
    receivedAt,
    attempts,
    nextPageToken: null,
    previousPageToken: null,
    number: 1,
    rowOffset: 0,
    followHead: true,
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
