import { describe, expect, it } from 'vitest';
import { SCREEN_NO_PROGRESS } from './no-progress';
import type { WalkPage } from './page-walk';
import { createPageWalk } from './page-walk';
import { drivePages, readPastShownRows } from './walk-driver';

const page = (ids: string[], nextPageToken: string | null, restartedAfter?: { status: number }): WalkPage => ({
  items: ids.map((id) => ({ id })),
  nextPageToken,
  ...(restartedAfter && { restartedAfter }),
});

/** A server that answers each token from a table, and the tokens it was asked for. */
function serverOf(pages: Record<string, WalkPage>) {
  const asked: string[] = [];
  return {
    asked,
    readNext: (token: string) => {
      asked.push(token);
      const next = pages[token];
      if (!next) throw new Error(`no page for ${token}`);
      return Promise.resolve(next);
    },
  };
}

describe('readPastShownRows', () => {
  it('returns a page with a new row as it is, reading nothing more', async () => {
    const walk = createPageWalk({ maxRestarts: 3, kept: 'shown', noProgress: SCREEN_NO_PROGRESS });
    const server = serverOf({});
    const first = page(['a'], 't1');
    const driven = await readPastShownRows(first, { accept: walk.accept, readNext: server.readNext, onRestart: () => {} });
    expect(driven.page).toBe(first);
    expect(driven.step.items).toEqual([{ id: 'a' }]);
    expect(server.asked).toEqual([]);
  });

  it('reads past pages of rows shown before, one at a time, to the next page with a new row, and says each restart once', async () => {
    const walk = createPageWalk({ maxRestarts: 3, kept: 'shown', noProgress: SCREEN_NO_PROGRESS });
    walk.accept(page(['a', 'b'], 't1'));
    walk.accept(page(['c'], 't2'));
    const server = serverOf({ r1: page(['c'], 'r2'), r2: page(['c', 'd'], 'r3') });
    const restarts: WalkPage[] = [];
    const restarted = page(['a', 'b'], 'r1', { status: 400 });
    const driven = await readPastShownRows(restarted, {
      accept: walk.accept,
      readNext: server.readNext,
      onRestart: (at) => restarts.push(at),
    });
    expect(server.asked).toEqual(['r1', 'r2']);
    expect(driven.page.nextPageToken).toBe('r3');
    expect(driven.step.items).toEqual([{ id: 'd' }]);
    expect(restarts).toEqual([restarted]);
  });

  it('stops at an empty page, at the end, and where the walk pauses or stops, returning that page', async () => {
    const empty = createPageWalk({ maxRestarts: 3, kept: 'shown', noProgress: SCREEN_NO_PROGRESS });
    expect(
      (await readPastShownRows(page([], 'e1'), { accept: empty.accept, readNext: serverOf({}).readNext, onRestart: () => {} })).page
        .nextPageToken,
    ).toBe('e1');

    const ended = createPageWalk({ maxRestarts: 3, kept: 'shown', noProgress: SCREEN_NO_PROGRESS });
    ended.accept(page(['a'], 't1'));
    const last = await readPastShownRows(page(['a'], null), { accept: ended.accept, readNext: serverOf({}).readNext, onRestart: () => {} });
    expect(last.step).toEqual({ items: [], restarts: 0, next: null });

    const replaying = createPageWalk({ maxRestarts: 3, kept: 'shown', noProgress: SCREEN_NO_PROGRESS });
    replaying.accept(page(['a'], 'f0'));
    const tokens = Object.fromEntries(Array.from({ length: 30 }, (_unused, index) => [`f${index + 1}`, page(['a'], `f${index + 2}`)]));
    const server = serverOf(tokens);
    const paused = await readPastShownRows(page(['a'], 'f1'), { accept: replaying.accept, readNext: server.readNext, onRestart: () => {} });
    expect(paused.step.pause?.walkStop).toBe('no_progress');
    expect(server.asked).toHaveLength(9);

    const looping = createPageWalk({ maxRestarts: 3, kept: 'shown', noProgress: SCREEN_NO_PROGRESS });
    looping.accept(page(['a'], 'same'));
    const stopped = await readPastShownRows(page(['a'], 'same'), {
      accept: looping.accept,
      readNext: serverOf({}).readNext,
      onRestart: () => {},
    });
    expect(stopped.step.stop?.walkStop).toBe('server_loop');
  });
});

describe('drivePages', () => {
  it('reads the next page while the caller says so, one at a time, from where the walk goes on', async () => {
    const walk = createPageWalk({ maxRestarts: 3, kept: 'shown', noProgress: SCREEN_NO_PROGRESS });
    const server = serverOf({ t1: page(['b'], 't2'), t2: page(['c'], 't3'), t3: page(['d'], null) });
    const seen: string[] = [];
    const driven = await drivePages(page(['a'], 't1'), { accept: walk.accept, readNext: server.readNext, onRestart: () => {} }, (read) => {
      seen.push(String(read.items[0]?.id));
      return read.items[0]?.id !== 'c';
    });
    expect(server.asked).toEqual(['t1', 't2']);
    expect(seen).toEqual(['a', 'b', 'c']);
    expect(driven.step.next).toBe('t3');
  });

  it('asks the caller nothing at the end: nothing is read past it', async () => {
    const walk = createPageWalk({ maxRestarts: 3, kept: 'shown', noProgress: SCREEN_NO_PROGRESS });
    const ended = await drivePages(page(['a'], null), { accept: walk.accept, readNext: serverOf({}).readNext, onRestart: () => {} }, () => {
      throw new Error('asked at the end');
    });
    expect(ended.step.next).toBeNull();
  });
});
