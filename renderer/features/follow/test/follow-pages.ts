// Pages and messages for Follow's tests: generated, in server order (newest first).
import type { SearchPage } from '../../../../common/ipc/contract';
import type { LoadedPage, SearchData } from '../../search-session/loaded-page';

export interface TestMessage extends Record<string, unknown> {
  id: string;
  status: string;
  created_at: string;
}

export function message(n: number, status = 'DELIVERED'): TestMessage {
  return { id: `m${n}`, status, created_at: new Date(Date.UTC(2025, 0, 1) + n * 60_000).toISOString() };
}

/** Messages newest first: from `newest` down to `oldest`. */
export function messages(newest: number, oldest: number): TestMessage[] {
  const list: TestMessage[] = [];
  for (let n = newest; n >= oldest; n--) list.push(message(n));
  return list;
}

export function page(
  items: Record<string, unknown>[],
  nextPageToken: string | null = 'next',
  previousPageToken: string | null = null,
): SearchPage {
  return { items, nextPageToken, previousPageToken, listMember: 'smsMessages', receivedAt: '2025-01-01T00:00:00Z', attempts: 1 };
}

/** Loaded pages of one session, placed as the grid places them. */
export function loaded(...pages: Record<string, unknown>[][]): SearchData {
  let rowOffset = 0;
  const placed: LoadedPage[] = pages.map((items, index) => {
    const loadedPage = { ...page(items, `t${index + 1}`), number: index + 1, rowOffset };
    rowOffset += items.length;
    return loadedPage;
  });
  return { pages: placed, pageParams: placed.map((_, index) => (index === 0 ? null : `t${index}`)) };
}

export function shownIds(data: SearchData): string[] {
  return data.pages.flatMap((loadedPage) => loadedPage.items.map((item) => String(item.id)));
}
