import { describe, expect, it } from 'vitest';
import type { SearchPage } from '../../../common/ipc/contract';
import { itemIdentity } from '../../../common/paging/item-identity';
import { FOLLOW_HEAD_MAX_PAGES } from '../../../common/paging/page-walk';
import type { SearchData } from '../search-session/loaded-page';
import { MIN_LOADED_ROWS } from '../search-session/page-params';
import { lookAtHead } from './follow-look';
import { loaded, messages, page, shownIds } from './test/follow-pages';

/** A server whose newest results are messages `newest` down to 1, in pages of `size`. */
function server(newest: number, size: number) {
  const asked: (string | null)[] = [];
  const fetchPage = async (token: string | null): Promise<SearchPage> => {
    asked.push(token);
    const from = token === null ? newest : Number(token);
    const to = Math.max(1, from - size + 1);
    return page(messages(from, to), to > 1 ? String(to - 1) : null);
  };
  return { fetchPage, asked };
}

function look(data: SearchData, fetchPage: (token: string | null) => Promise<SearchPage>) {
  let current = data;
  return lookAtHead({
    current: () => current,
    fetchPage,
    identityOf: itemIdentity,
    statusOf: () => null,
    rowBudget: 100_000,
  }).then((result) => {
    if (result) current = result.data;
    return result;
  });
}

describe('lookAtHead', () => {
  it('reads pages of the head until they reach the loaded rows, and puts the new ones on top', async () => {
    const { fetchPage, asked } = server(130, 50);
    const result = await look(loaded(messages(60, 11)), fetchPage);
    expect(asked).toEqual([null, '80']);
    expect(result?.restarted).toBe(false);
    expect(result?.added).toHaveLength(70);
    expect(shownIds(result?.data ?? loaded())).toEqual(shownIds(loaded(messages(130, 11))));
  });

  it('starts the view again from the head when it does not reach the loaded rows within the page cap', async () => {
    const { fetchPage, asked } = server(5000, 50);
    const result = await look(loaded(messages(60, 11)), fetchPage);
    expect(asked).toHaveLength(FOLLOW_HEAD_MAX_PAGES);
    expect(result?.restarted).toBe(true);
    expect(result?.data.pages[0]?.number).toBe(1);
    expect(result?.data.pageParams[0]).toBeNull();
    expect(result?.data.pages.at(-1)?.nextPageToken).toBe(String(5000 - 50 * FOLLOW_HEAD_MAX_PAGES));
  });

  it('starts again from the head once the new rows on top pass the window, so memory stays bounded', async () => {
    let data = loaded(messages(50, 1));
    let newest = 50;
    let restarted = false;
    for (let round = 0; round < 30 && !restarted; round++) {
      newest += 45;
      const result = await look(data, server(newest, 50).fetchPage);
      if (!result) throw new Error('expected a look');
      data = result.data;
      restarted = result.restarted;
      const rows = data.pages.reduce((sum, loadedPage) => sum + loadedPage.items.length, 0);
      expect(rows).toBeLessThanOrEqual(MIN_LOADED_ROWS + 50);
    }
    expect(restarted).toBe(true);
  });

  it('does nothing before the first page is loaded', async () => {
    const result = await lookAtHead({
      current: () => undefined,
      fetchPage: server(5, 5).fetchPage,
      identityOf: itemIdentity,
      statusOf: () => null,
      rowBudget: 100,
    });
    expect(result).toBeNull();
  });
});
