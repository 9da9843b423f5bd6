import { describe, expect, it } from 'vitest';
import { FOLLOW_HEAD_MAX_PAGES } from '../../../common/paging/page-walk';
import { readHead } from './head-reader';
import { messages, page } from './test/follow-pages';

const loadedIds = new Set(['m10', 'm9']);
const isLoaded = (item: Record<string, unknown>) => loadedIds.has(String(item.id));

describe('readHead', () => {
  it('stops at the first page that reaches a loaded row', async () => {
    const pages = [page(messages(14, 12), 'a'), page(messages(11, 9), 'b'), page(messages(8, 6), null)];
    const asked: (string | null)[] = [];
    const read = await readHead(
      async (token) => {
        asked.push(token);
        return pages[asked.length - 1] ?? page([], null);
      },
      isLoaded,
      false,
    );
    expect(asked).toEqual([null, 'a']);
    expect(read.reachedLoaded).toBe(true);
    expect(read.items.map((item) => item.id)).toEqual(['m14', 'm13', 'm12', 'm11', 'm10', 'm9']);
    expect(read.tokens).toEqual([null, 'a']);
  });

  it('gives up at the page cap when the new rows never reach the loaded ones', async () => {
    let asked = 0;
    const read = await readHead(
      async () => {
        asked += 1;
        return page(messages(1000 - asked * 3, 998 - asked * 3), `token-${asked}`);
      },
      isLoaded,
      false,
    );
    expect(asked).toBe(FOLLOW_HEAD_MAX_PAGES);
    expect(read.reachedLoaded).toBe(false);
    expect(read.stop?.message).toMatch(/Stopped after 10 pages/);
  });

  it('stops on a run of empty pages, within the page cap', async () => {
    let asked = 0;
    const read = await readHead(async () => page([], `empty-${++asked}`), isLoaded, false);
    expect(read.reachedLoaded).toBe(false);
    expect(asked).toBeLessThanOrEqual(FOLLOW_HEAD_MAX_PAGES);
    expect(read.stop).toBeDefined();
  });

  it('reads one page when nothing is loaded', async () => {
    let asked = 0;
    const read = await readHead(
      async () => {
        asked += 1;
        return page(messages(5, 1), 'more');
      },
      isLoaded,
      true,
    );
    expect(asked).toBe(1);
    expect(read.reachedLoaded).toBe(true);
  });
});
