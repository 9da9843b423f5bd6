// Rows put on top of a session's loaded pages by another read (Follow's newest rows): the pages
// stay a valid session, the page window still applies, and pages dropped at the far end come
// back through the page before them when scrolled to (page-params.ts).
import type { SearchPage } from '../../../common/ipc/contract';
import type { PagePlace } from '../../../common/paging/page-place';
import { inOrder } from './loaded-page';
import { pageOnTop } from './page-params';
import type { LoadedPage, SearchData } from './loaded-page';
import { nextPageParam } from './page-params';

export interface HeadPlacing {
  /** Most rows kept loaded (the grid's window or row budget). */
  maxRows: number;
  /** Most pages kept loaded (maxPages), when pages can be dropped and fetched back. */
  maxPages: number | undefined;
  /** Rows one page of new rows takes before the next ones start another. */
  headPageRows: number;
}

/**
 * `data` with the rows of some pages replaced where they stand (`replaced`, by page index) and
 * `added` on top, on a page of their own that no token leads to (from `source`, the newest page
 * read), or on the one such page already on top while it has room.
 */
export function withRowsOnTop(
  data: SearchData,
  replaced: ReadonlyMap<number, Record<string, unknown>[]>,
  added: Record<string, unknown>[],
  source: SearchPage,
  placing: HeadPlacing,
): SearchData {
  if (added.length === 0 && replaced.size === 0) return data;
  let pages: LoadedPage[] = data.pages.map((page, index) => {
    const items = replaced.get(index);
    return items ? { ...page, items } : page;
  });
  let pageParams = [...data.pageParams];
  if (added.length > 0) {
    const top = pages[0];
    if (top?.followHead && top.items.length + added.length <= placing.headPageRows) {
      pages[0] = { ...top, items: [...added, ...top.items] };
    } else {
      pages = [pageOnTop(source, added), ...pages];
      pageParams = [null, ...pageParams];
    }
  }
  ({ pages, pageParams } = withinWindow(pages, pageParams, placing));
  return { pages: inOrder(pages), pageParams };
}

/**
 * Drops pages at the far end while over the window: each can be fetched again from the page
 * before it. Nothing leads past a page of new rows, so it stays, and so does the page after it.
 */
function withinWindow(pages: LoadedPage[], pageParams: (PagePlace | null)[], placing: HeadPlacing) {
  const rowsOf = (list: LoadedPage[]) => list.reduce((sum, page) => sum + page.items.length, 0);
  let kept = pages;
  const over = (list: LoadedPage[]) => rowsOf(list) > placing.maxRows || (placing.maxPages !== undefined && list.length > placing.maxPages);
  while (over(kept) && kept.length > 1) {
    const before = kept.at(-2);
    if (!before || before.followHead || nextPageParam(before) === undefined) break;
    kept = kept.slice(0, -1);
  }
  return { pages: kept, pageParams: pageParams.slice(0, kept.length) };
}

/** Rows of new messages loaded on top: past the window, Follow starts the view again from the newest. */
export function headRows(data: SearchData): number {
  let rows = 0;
  for (const page of data.pages) {
    if (!page.followHead) break;
    rows += page.items.length;
  }
  return rows;
}
