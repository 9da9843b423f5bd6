import { describe, expect, it } from 'vitest';
import { itemIdentity } from '../../../common/paging/item-identity';
import type { HeadMergeRules } from './head-merge';
import { headRows } from '../search-session/head-pages';
import { mergeHead } from './head-merge';
import { loaded, message, messages, page, shownIds } from './test/follow-pages';

const rules: HeadMergeRules = {
  identityOf: itemIdentity,
  statusOf: (item) => (typeof item.status === 'string' ? item.status : null),
  maxRows: 1000,
  maxPages: undefined,
  headPageRows: 50,
};

function merged(...args: Parameters<typeof mergeHead>) {
  const result = mergeHead(...args);
  if (result.kind !== 'merged') throw new Error(`expected a merge, got ${result.kind}`);
  return result;
}

describe('mergeHead', () => {
  it('puts new messages on top in server order and keeps the loaded ones below, each once', () => {
    const data = loaded(messages(10, 6), messages(5, 1));
    const head = messages(13, 8);
    const result = merged(data, head, page(head), rules);
    expect(shownIds(result.data)).toEqual(['m13', 'm12', 'm11', 'm10', 'm9', 'm8', 'm7', 'm6', 'm5', 'm4', 'm3', 'm2', 'm1']);
    expect(result.added.map((item) => item.id)).toEqual(['m13', 'm12', 'm11']);
    expect(result.data.pages.map((loadedPage) => [loadedPage.number, loadedPage.rowOffset])).toEqual([
      [1, 0],
      [2, 3],
      [3, 8],
    ]);
    expect(result.data.pageParams).toEqual([null, null, 't1']);
  });

  it('replaces a message whose status changed where it stands and says what changed', () => {
    const data = loaded([message(3, 'QUEUED'), message(2, 'SENT'), message(1)]);
    const head = [message(3, 'DELIVERED'), message(2, 'SENT'), message(1)];
    const result = merged(data, head, page(head), rules);
    expect(shownIds(result.data)).toEqual(['m3', 'm2', 'm1']);
    expect(result.data.pages[0]?.items[0]).toMatchObject({ id: 'm3', status: 'DELIVERED' });
    expect(result.changed).toEqual([{ identity: 's:m3', item: message(3, 'DELIVERED'), from: 'QUEUED', to: 'DELIVERED' }]);
    expect(result.added).toEqual([]);
  });

  it('returns the same data when nothing is new or changed', () => {
    const data = loaded(messages(5, 1));
    expect(merged(data, messages(5, 3), page([]), rules).data).toBe(data);
  });

  it('adds a message repeated within the head once', () => {
    const data = loaded(messages(5, 1));
    const head = [message(7), message(6), message(6), message(5)];
    expect(shownIds(merged(data, head, page(head), rules).data).slice(0, 3)).toEqual(['m7', 'm6', 'm5']);
  });

  it('fills the page of new messages on top up to a page, then starts another', () => {
    let data = loaded(messages(10, 1));
    for (let n = 11; n <= 16; n++) data = merged(data, [message(n)], page([]), { ...rules, headPageRows: 3 }).data;
    expect(data.pages.map((loadedPage) => loadedPage.items.length)).toEqual([3, 3, 10]);
    expect(headRows(data)).toBe(6);
    expect(shownIds(data).slice(0, 7)).toEqual(['m16', 'm15', 'm14', 'm13', 'm12', 'm11', 'm10']);
  });

  it('stays within the window by dropping far pages that the last next token fetches back', () => {
    const data = loaded(messages(40, 31), messages(30, 21), messages(20, 11), messages(10, 1));
    const head = messages(45, 40);
    const result = merged(data, head, page(head), { ...rules, maxRows: 30 });
    expect(shownIds(result.data)).toEqual(shownIds(loaded(messages(45, 21))));
    expect(result.data.pages.at(-1)?.nextPageToken).toBe('t2');
    expect(result.data.pageParams).toEqual([null, null, 't1']);
    const byPages = merged(data, head, page(head), { ...rules, maxPages: 2 });
    expect(byPages.data.pages).toHaveLength(2);
  });

  it('adds nothing on top while the newest rows are not loaded (pages above dropped)', () => {
    const data = loaded(messages(10, 6));
    const dropped = { ...data, pages: data.pages.map((loadedPage) => ({ ...loadedPage, number: 3, rowOffset: 100 })) };
    expect(mergeHead(dropped, messages(12, 10), page([]), rules)).toEqual({ kind: 'top-not-loaded' });
  });

  it('takes the first results into an empty view', () => {
    const data = loaded([]);
    const head = messages(3, 1);
    expect(shownIds(merged(data, head, page(head), rules).data)).toEqual(['m3', 'm2', 'm1']);
  });
});
