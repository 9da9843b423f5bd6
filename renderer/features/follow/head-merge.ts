// The newest results Follow just read, put together with the rows already shown: messages not
// shown yet go on top, a message shown whose record changed is replaced where it stands, and
// nothing is shown twice (one identity per message, follow-identity.ts). Where the rows go among
// the session's pages is the session's own rule (search-session/head-pages.ts).
import type { SearchPage } from '../../../common/ipc/contract';
import type { HeadPlacing } from '../search-session/head-pages';
import { withRowsOnTop } from '../search-session/head-pages';
import type { SearchData } from '../search-session/loaded-page';

export interface StatusChange {
  identity: string;
  /** The record as it stands now. */
  item: Record<string, unknown>;
  from: string;
  to: string;
}

export interface HeadMergeRules extends HeadPlacing {
  identityOf: (item: Record<string, unknown>) => string;
  /** The status as its badge says it (the message vocabulary), or null. */
  statusOf: (item: Record<string, unknown>) => string | null;
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
  return { kind: 'merged', data: withRowsOnTop(data, replaced, added, source, rules), added, changed };
}
