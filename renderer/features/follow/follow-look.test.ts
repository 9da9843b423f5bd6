import { describe, expect, it } from 'vitest';
import { ExplorerFailure } from '../../../common/errors/failure';
import { itemIdentity } from '../../../common/paging/item-identity';
import { searchSessionId } from '../../api/queries';
import type { SearchData } from '../search-session/loaded-page';
import { MIN_LOADED_ROWS } from '../search-session/page-params';
import { RESTART_TEXT } from '../search-session/restart-notice';
import { createSearchWalk } from '../search-session/search-walk';
import { FOLLOW_HEAD_MAX_PAGES, readSessionHead } from '../search-session/session-head';
import { lookAtHead } from './follow-look';
import { loaded, messages, shownIds } from './test/follow-pages';
import { createHeadServer, HEAD_PARAMS } from './test/head-server';

/** Follow on one session of the grid: its walk state, and looks that land in its pages as use-follow.ts lands them. */
function follow(data: SearchData | undefined) {
  const walk = createSearchWalk();
  const sessionId = searchSessionId(HEAD_PARAMS);
  let current = data;
  const look = async (signal = new AbortController().signal) => {
    const result = await lookAtHead({
      current: () => current,
      readHead: (isLoaded, nothingLoaded) => readSessionHead({ params: HEAD_PARAMS, sessionId, walk }, isLoaded, nothingLoaded, signal),
      identityOf: itemIdentity,
      statusOf: () => null,
      rowBudget: 100_000,
    });
    if (result) {
      current = result.data;
      result.land();
    }
    return result;
  };
  return { walk, sessionId, look, current: () => current };
}

describe('a look of Follow, through the session', () => {
  it('reads the newest pages of the same search until they reach the loaded rows, and puts the new ones on top', async () => {
    const server = createHeadServer({ newest: 20 });
    const { look } = follow(loaded(messages(12, 8), messages(7, 3)));
    const result = await look();
    expect(server.asked.map((input) => input.pageToken)).toEqual([undefined, 'from-15']);
    for (const input of server.asked) {
      const { connectionId, locationId, body, pageSize } = input;
      expect({ connectionId, baseUrl: HEAD_PARAMS.baseUrl, locationId, body, pageSize }).toEqual(HEAD_PARAMS);
    }
    expect(server.asked[1]?.pageTokenFrom).toBe(HEAD_PARAMS.baseUrl);
    expect(result?.restarted).toBe(false);
    expect(result?.added.map((item) => item.id)).toEqual(messages(20, 13).map((item) => item.id));
    expect(shownIds(result?.data ?? loaded())).toEqual(shownIds(loaded(messages(20, 3))));
  });

  it('restarts from the newest page with the view’s notice when a token expires mid-read, each row once', async () => {
    const server = createHeadServer({ newest: 20 });
    server.expireOnce('from-15');
    const { look, walk } = follow(loaded(messages(7, 3)));
    const result = await look();
    expect(server.asked.map((input) => input.pageToken)).toEqual([undefined, 'from-15', 'from-15', 'from-10']);
    expect(walk.notices.last()?.text).toBe(RESTART_TEXT);
    expect(result?.added.map((item) => item.id)).toEqual(messages(20, 8).map((item) => item.id));
    expect(shownIds(result?.data ?? loaded())).toEqual(shownIds(loaded(messages(20, 3))));
  });

  it('fails with the server’s error, on the first page or a later one, and leaves the rows shown as they were', async () => {
    const server = createHeadServer({ newest: 20 });
    const before = loaded(messages(7, 3));
    const { look, current } = follow(before);
    const error = { kind: 'server' as const, status: 500, message: 'The server failed (HTTP 500).' };
    server.failRequest(1, error);
    await expect(look()).rejects.toEqual(new ExplorerFailure(error));
    expect(server.asked).toHaveLength(1);
    expect(current()).toBe(before);
    server.failRequest(2, error);
    await expect(look()).rejects.toEqual(new ExplorerFailure(error));
    expect(server.asked).toHaveLength(3);
    expect(current()).toBe(before);
  });

  it('fails with the walk’s reason when it stops before reaching the loaded rows (a looping server), the rows shown untouched', async () => {
    const server = createHeadServer({ newest: 20 });
    server.loopAt('from-15');
    const before = loaded(messages(3, 1));
    const { look, current } = follow(before);
    await expect(look()).rejects.toMatchObject({ error: { walkStop: 'server_loop' } });
    expect(server.asked.map((input) => input.pageToken)).toEqual([undefined, 'from-15']);
    expect(current()).toBe(before);
  });

  it('when stopped, cancels the request on its way in main and changes nothing', async () => {
    const server = createHeadServer({ newest: 20 });
    const before = loaded(messages(7, 3));
    const { look, current } = follow(before);
    server.hold();
    const stop = new AbortController();
    const looking = look(stop.signal);
    await server.asks(1);
    stop.abort();
    await expect(looking).rejects.toMatchObject({ error: { kind: 'cancelled' } });
    expect(server.cancelled).toEqual([server.asked[0]?.requestId]);
    expect(current()).toBe(before);
  });

  it('starts the view again from the head when it does not reach the loaded rows within its pages, and the session walks on from there', async () => {
    const server = createHeadServer({ newest: 5000 });
    const { look, walk, sessionId } = follow(loaded(messages(60, 11)));
    const result = await look();
    expect(server.asked).toHaveLength(FOLLOW_HEAD_MAX_PAGES);
    expect(result?.restarted).toBe(true);
    expect(result?.data.pages[0]?.number).toBe(1);
    expect(result?.data.pageParams[0]).toBeNull();
    expect(result?.data.pages.at(-1)?.nextPageToken).toBe(`from-${5000 - 5 * FOLLOW_HEAD_MAX_PAGES}`);
    expect(walk.walks.walkOf(sessionId, false).pages).toBe(FOLLOW_HEAD_MAX_PAGES);
    expect(walk.walks.placedBefore(sessionId, FOLLOW_HEAD_MAX_PAGES)).toBe(true);
  });

  it('starts again from the head once the new rows on top pass the window, so memory stays bounded', async () => {
    const server = createHeadServer({ newest: 50, pageSize: 50 });
    const { look, current } = follow(loaded(messages(50, 1)));
    let restarted = false;
    for (let round = 0; round < 30 && !restarted; round++) {
      server.arrive(45);
      const result = await look();
      if (!result) throw new Error('expected a look');
      restarted = result.restarted;
      const rows = current()?.pages.reduce((sum, loadedPage) => sum + loadedPage.items.length, 0) ?? 0;
      expect(rows).toBeLessThanOrEqual(MIN_LOADED_ROWS + 50);
    }
    expect(restarted).toBe(true);
  });

  it('hands the rows it put on top to the session, so a restart of the grid’s walk does not show them again', async () => {
    createHeadServer({ newest: 12 });
    const { look, walk, sessionId } = follow(loaded(messages(7, 3)));
    walk.walks.walkOf(sessionId, true).accept({ items: messages(7, 3), nextPageToken: 'from-2' });
    await look();
    const restarted = walk.walks.walkOf(sessionId, false).accept({ items: messages(12, 1), nextPageToken: null, restartedAfter: {} });
    expect(restarted.items.map((item) => item.id)).toEqual(['m2', 'm1']);
  });

  it('does nothing before the first page is loaded', async () => {
    const server = createHeadServer({ newest: 5 });
    const result = await follow(undefined).look();
    expect(result).toBeNull();
    expect(server.asked).toEqual([]);
  });
});
