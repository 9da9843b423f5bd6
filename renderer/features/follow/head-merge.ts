// The newest results Follow just read, put together with the pages already loaded: messages not
// shown yet go on top, a message shown whose record changed is replaced where it stands, and
// nothing is shown twice (one identity per message, follow-identity.ts). The pages stay a valid
// session: the page window still applies, and pages dropped at the far end come back through the
// last page's next token when scrolled to.
import type { SearchPage } from '../../../common/ipc/contract';
import type { LoadedPage, SearchData } from '../search-session/loaded-page';

export interface StatusChange {
  identity: string;
  /** The record as it stands now. */
  item: Record<string, unknown>;
  from: string;
  to: string;
}

export interface HeadMergeRules {
  identityOf: (item: Record<string, unknown>) => string;
  /** The status as its badge says it (the message vocabulary), or null. */
  statusOf: (item: Record<string, unknown>) => string | null;
  /** Most rows kept loaded (the grid's window or row budget). */
  maxRows: number;
  /** Most pages kept loaded (maxPages), when pages can be dropped and fetched back. */
  maxPages: number | undefined;
  /** Rows one page of new messages takes before the next ones start another. */
  headPageRows: number;
}

export type HeadMerge =
  | { kind: 'merged'; data: SearchData; added: Record<string, unknown>[]; changed: StatusChange[] }
  /** The newest rows are not loaded (scrolled far, pages above dropped): nothing can go on top now. */
  | { kind: 'top-not-loaded' };

/** `head`: the newest results in server order, read until they reached a loaded row (or the end), from `source` on. */
export function mergeHead(
  data: SearchData,
  head: readonly Record<string, unknown>[],
  source: SearchPage,
  rules: HeadMergeRules,
): HeadMerge {
  const first = data.pages[0];
  if (first && (first.number !== 1 || first.rowOffset !== 0)) return { kind: 'top-not-loaded' };
  const places = new Map<string, { page: number; row: number }>();
  data.pages.forEach((page, pageIndex) => page.items.forEach((item, row) => places.set(rules.identityOf(item), { page: pageIndex, row })));

  const added: Record<string, unknown>[] = [];
  const changed: StatusChange[] = [];
  const replaced = new Map<number, Record<string, unknown>[]>();
  const addedNow = new Set<string>();
  for (const item of head) {
    const identity = rules.identityOf(item);
    const place = places.get(identity);
    if (!place) {
      // A server may repeat a row within the head (a page boundary moving): it goes on top once.
      if (!addedNow.has(identity)) added.push(item);
      addedNow.add(identity);
      continue;
    }
    const items = replaced.get(place.page) ?? [...(data.pages[place.page]?.items ?? [])];
    const before = items[place.row];
    if (!before || JSON.stringify(before) === JSON.stringify(item)) continue;
    items[place.row] = item;
    replaced.set(place.page, items);
    const from = rules.statusOf(before);
    const to = rules.statusOf(item);
    if (from !== null && to !== null && from !== to) changed.push({ identity, item, from, to });
  }
  if (added.length === 0 && replaced.size === 0) return { kind: 'merged', data, added, changed };

  let pages: LoadedPage[] = data.pages.map((page, index) => {
    const items = replaced.get(index);
    return items ? { ...page, items } : page;
  });
  let pageParams = [...data.pageParams];
  if (added.length > 0) {
    const top = pages[0];
    if (top?.followHead && top.items.length + added.length <= rules.headPageRows) {
      pages[0] = { ...top, items: [...added, ...top.items] };
    } else {
      const { listMember, receivedAt, attempts } = source;
      pages = [
        {
          items: added,
          listMember,
          receivedAt,
          attempts,
          nextPageToken: null,
          previousPageToken: null,
          number: 1,
          rowOffset: 0,
          followHead: true,
        },
        ...pages,
      ];
      pageParams = [null, ...pageParams];
    }
  }
  ({ pages, pageParams } = withinWindow(pages, pageParams, rules));
  return { kind: 'merged', data: { pages: renumbered(pages), pageParams }, added, changed };
}

/**
 * Drops pages at the far end while over the window: each can be fetched again with the next token
 * of the page before it. A page of new messages has no token leading past it, so it stays, and
 * so does the page after it.
 */
function withinWindow(pages: LoadedPage[], pageParams: (string | null)[], rules: HeadMergeRules) {
  const rowsOf = (list: LoadedPage[]) => list.reduce((sum, page) => sum + page.items.length, 0);
  let kept = pages;
  const over = (list: LoadedPage[]) => rowsOf(list) > rules.maxRows || (rules.maxPages !== undefined && list.length > rules.maxPages);
  while (over(kept) && kept.length > 1) {
    const before = kept.at(-2);
    if (!before || before.followHead || !before.nextPageToken) break;
    kept = kept.slice(0, -1);
  }
  return { pages: kept, pageParams: pageParams.slice(0, kept.length) };
}

function renumbered(pages: LoadedPage[]): LoadedPage[] {
  let rowOffset = 0;
  return pages.map((page, index) => {
    const placed = page.number === index + 1 && page.rowOffset === rowOffset ? page : { ...page, number: index + 1, rowOffset };
    rowOffset += page.items.length;
    return placed;
  });
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
