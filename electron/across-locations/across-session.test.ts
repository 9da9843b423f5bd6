import { describe, expect, it } from 'vitest';
import type { SearchPage } from '../../common/ipc/contract';
import { ExplorerFailure } from '../../common/errors/failure';
import { SCREEN_NO_PROGRESS } from '../../common/paging/no-progress';
import { createAcrossSession } from './across-session';
import type { SearchSource } from './location-stream';

/** The fake server's key of a source: its location, and "/number" for a listed number. */
const keyOf = (source: SearchSource) => (source.number === undefined ? source.locationId : `${source.locationId}/${source.number}`);

const at = (minute: number) => ({ id: `m${minute}`, sent_at: `2025-06-01T10:${String(minute).padStart(2, '0')}:00Z` });

/** Pages per location, each page's rows given by their minute; tokens are the next page's index. */
function fakeServer(pages: Record<string, number[][]>, failOnce: Set<string>) {
  const asked: string[] = [];
  const fetchPage = async (source: SearchSource, pageToken: string | undefined): Promise<SearchPage> => {
    const locationId = keyOf(source);
    const index = pageToken === undefined ? 0 : Number(pageToken);
    asked.push(`${locationId}#${index}`);
    if (failOnce.delete(`${locationId}#${index}`))
      throw new ExplorerFailure({ kind: 'server', message: 'Server error (500)', status: 500 });
    const all = pages[locationId]!;
    return {
      items: all[index]!.map(at),
      nextPageToken: index + 1 < all.length ? String(index + 1) : null,
      previousPageToken: null,
      listMember: 'smsMessages',
      receivedAt: '',
      attempts: 1,
    };
  };
  return { fetchPage, asked };
}

/** `failOnce`: pages ("a#1") whose first request fails with a 500. */
function session(pages: Record<string, number[][]>, failOnce: string[] = [], screenRows = 100) {
  const server = fakeServer(pages, new Set(failOnce));
  const across = createAcrossSession({
    sources: Object.keys(pages).map((key) => {
      const [locationId = '', number] = key.split('/');
      return { locationId, ...(number !== undefined && { number }) };
    }),
    fetchPage: server.fetchPage,
    describeFailure: async (_, error) => (error as ExplorerFailure).error,
    screenRows,
    maxRoundsPerScreen: 50,
    walkRules: { noProgress: SCREEN_NO_PROGRESS, kept: 'shown' },
    time: 'sent_at',
  });
  return { across, asked: server.asked };
}

describe('merging locations by time', () => {
  it('reads the next page of a location whose last row is newer than every other head before placing any of them', async () => {
    const { across } = session({
      a: [
        [59, 58],
        [57, 56],
      ],
      b: [[30, 20, 10]],
    });
    const screen = await across.nextScreen(new AbortController().signal);
    expect(screen.rows.map((row) => row.item.id)).toEqual(['m59', 'm58', 'm57', 'm56', 'm30', 'm20', 'm10']);
    expect(screen.order).toEqual({ mode: 'merged', timeField: 'sent_at' });
  });

  it("reads a location's next page only once its rows ran out", async () => {
    const { across, asked } = session({
      a: [
        [59, 58],
        [57, 56],
      ],
      b: [
        [30, 20],
        [10, 5],
      ],
    });
    const signal = new AbortController().signal;
    const screen = await across.nextScreen(signal);
    expect(screen.rows).toHaveLength(8);
    // b's second page is read only after its first page's rows were placed, below a's.
    expect(asked.indexOf('b#1')).toBeGreaterThan(asked.indexOf('a#1'));
  });

  it('gives up the merge by time, saying why, when a location goes back up in time between pages', async () => {
    const { across } = session({
      a: [
        [50, 40],
        [45, 30],
      ],
      b: [[20]],
    });
    const screen = await across.nextScreen(new AbortController().signal);
    expect(screen.order).toMatchObject({ mode: 'turns', reason: expect.stringContaining('from one page to the next') });
  });

  it('merges by the time the window reads, and says where to choose one when it reads none', async () => {
    const server = fakeServer({ a: [[50, 40]], b: [[45]] }, new Set());
    const across = createAcrossSession({
      sources: [{ locationId: 'a' }, { locationId: 'b' }],
      fetchPage: server.fetchPage,
      describeFailure: async (_, error) => (error as ExplorerFailure).error,
      screenRows: 100,
      maxRoundsPerScreen: 50,
      walkRules: { noProgress: SCREEN_NO_PROGRESS, kept: 'shown' },
    });
    const screen = await across.nextScreen(new AbortController().signal);
    expect(screen.order).toMatchObject({
      mode: 'turns',
      reason: expect.stringContaining('choose the time field in Manage connection → Fields'),
    });
    expect(screen.rows).toHaveLength(3);
  });

  it('goes on without a location that failed, says so at that location, and marks what it sends after Retry as late', async () => {
    const { across } = session(
      {
        a: [
          [59, 58],
          [57, 56],
        ],
        b: [
          [50, 40],
          [30, 20],
        ],
      },
      ['a#1'],
    );
    const signal = new AbortController().signal;
    const first = await across.nextScreen(signal);
    expect(first.rows.map((row) => row.item.id)).toEqual(['m59', 'm58', 'm50', 'm40', 'm30', 'm20']);
    expect(first.rows.some((row) => row.late)).toBe(false);
    expect(first.locations.map((location) => [location.locationId, location.ended, location.error?.status])).toEqual([
      ['a', false, 500],
      ['b', true, undefined],
    ]);
    // The screen still offers the failed location's retry, and nothing calls it the end.
    expect(first.more).toBe(false);

    expect(across.retry('a')).toBe(true);
    const second = await across.nextScreen(signal);
    // Newer than m20, already placed: never passed off as following it.
    expect(second.rows.map((row) => [row.item.id, row.late])).toEqual([
      ['m57', true],
      ['m56', true],
    ]);
    expect(second.locations[0]).toMatchObject({ locationId: 'a', ended: true, lateRows: 2 });
    expect(second.locations[0]?.error).toBeUndefined();
  });

  it("places a retried location's rows in time, not late, when none placed since is older", async () => {
    const { across } = session(
      {
        a: [
          [59, 58],
          [20, 10],
        ],
        b: [[50, 40]],
      },
      ['a#1'],
    );
    const signal = new AbortController().signal;
    await across.nextScreen(signal);
    across.retry('a');
    const second = await across.nextScreen(signal);
    expect(second.rows.map((row) => [row.item.id, row.late])).toEqual([
      ['m20', undefined],
      ['m10', undefined],
    ]);
  });
});

describe('placing rows that stay put', () => {
  it('places a location whose rows are all newer first, screen after screen, with none marked late and none placed out of order', async () => {
    // a's rows are all newer than b's (far ahead, as a hostile server may date them).
    const { across } = session(
      {
        a: [[59, 58, 57, 56, 55, 54]],
        b: [
          [20, 19, 18],
          [17, 16, 15],
        ],
      },
      [],
      4,
    );
    const signal = new AbortController().signal;
    const screens = [await across.nextScreen(signal), await across.nextScreen(signal), await across.nextScreen(signal)];
    const rows = screens.flatMap((screen) => screen.rows);
    expect(rows.map((row) => row.item.id)).toEqual(['m59', 'm58', 'm57', 'm56', 'm55', 'm54', 'm20', 'm19', 'm18', 'm17', 'm16', 'm15']);
    expect(rows.some((row) => row.late)).toBe(false);
    expect(screens.at(-1)?.locations.some((location) => location.lateRows !== undefined)).toBe(false);
  });

  it('does not read a location whose last row is older than the rows still to place', async () => {
    const { across, asked } = session({ a: [[59, 58, 57, 56]], b: [[20], [10]] }, [], 3);
    await across.nextScreen(new AbortController().signal);
    // b's next page can bring nothing newer than 20: a's rows are placed without it.
    expect(asked).toEqual(['a#0', 'b#0']);
  });

  it('lets no location that disproves the order hold the others: the rows then come in turns', async () => {
    const endlessUp = Array.from({ length: 40 }, (_, page) => [10 + page, 11 + page]);
    const { across } = session({ a: endlessUp, b: [[50, 49, 48]] }, [], 6);
    const screen = await across.nextScreen(new AbortController().signal);
    expect(screen.order).toMatchObject({ mode: 'turns' });
    expect(screen.rows.filter((row) => row.locationId === 'b').map((row) => row.item.id)).toEqual(['m50', 'm49', 'm48']);
  });

  it('stops waiting for a slow location when the user asks to see the others, and marks its newer rows where they land', async () => {
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    const server = fakeServer({ a: [[59, 10]], b: [[50, 40]] }, new Set());
    const across = createAcrossSession({
      sources: [{ locationId: 'a' }, { locationId: 'b' }],
      fetchPage: async (source, token) => {
        if (source.locationId === 'a') await slow;
        return server.fetchPage(source, token);
      },
      describeFailure: async (_, error) => (error as ExplorerFailure).error,
      screenRows: 10,
      maxRoundsPerScreen: 50,
      walkRules: { noProgress: SCREEN_NO_PROGRESS, kept: 'shown' },
      time: 'sent_at',
    });
    const signal = new AbortController().signal;
    const waiting = across.nextScreen(signal);
    // The screen waits for a's first page; the user chooses not to.
    await new Promise((resolve) => setImmediate(resolve));
    across.showOthersNow();
    const first = await waiting;
    expect(first.rows.map((row) => row.item.id)).toEqual(['m50', 'm40']);
    expect(first.locations[0]).toMatchObject({ locationId: 'a', setAside: true });
    release();
    await new Promise((resolve) => setImmediate(resolve));
    const second = await across.nextScreen(signal);
    expect(second.rows.map((row) => [row.item.id, row.late])).toEqual([
      ['m59', true],
      ['m10', undefined],
    ]);
    expect(second.locations[0]).toMatchObject({ lateRows: 1, ended: true });
  });

  it('pauses a location that sends only empty pages, so the others still fill the screen', async () => {
    const endlessEmpty = Array.from({ length: 500 }, () => [] as number[]);
    const { across, asked } = session({ a: endlessEmpty, b: [[20, 19, 18]] }, [], 3);
    const screen = await across.nextScreen(new AbortController().signal);
    expect(screen.rows.map((row) => row.item.id)).toEqual(['m20', 'm19', 'm18']);
    expect(asked.filter((page) => page.startsWith('a#'))).toHaveLength(10);
    expect(screen.locations[0]?.error).toMatchObject({ walkStop: 'no_progress' });
    // Going on reads up to ten more.
    expect(across.retry('a')).toBe(true);
    await across.nextScreen(new AbortController().signal);
    expect(asked.filter((page) => page.startsWith('a#'))).toHaveLength(20);
  });
});

describe('a location whose page token expired', () => {
  it('restarts that location alone from its first page, says so at it, and shows each of its rows once', async () => {
    const pages: Record<string, number[][]> = { a: [[59, 50], [40, 30], [20]], b: [[55, 45, 35, 25, 15]] };
    const server = fakeServer(pages, new Set());
    let expired = true;
    // As main's client answers a rejected token (searchPageResuming in api-client/all-pages.ts): the first page, marked.
    const fetchPage = async (source: SearchSource, from: string | undefined): Promise<SearchPage> => {
      if (source.locationId !== 'a' || from !== '1' || !expired) return server.fetchPage(source, from);
      expired = false;
      return { ...(await server.fetchPage(source, undefined)), restartedAfter: { status: 410, serverMessage: 'token expired' } };
    };
    const across = createAcrossSession({
      sources: [{ locationId: 'a' }, { locationId: 'b' }],
      fetchPage,
      describeFailure: async (_, error) => (error as ExplorerFailure).error,
      screenRows: 100,
      maxRoundsPerScreen: 50,
      walkRules: { noProgress: SCREEN_NO_PROGRESS, kept: 'shown' },
      time: 'sent_at',
    });
    const screen = await across.nextScreen(new AbortController().signal);
    expect(screen.rows.map((row) => row.item.id)).toEqual(['m59', 'm55', 'm50', 'm45', 'm40', 'm35', 'm30', 'm25', 'm20', 'm15']);
    const [a, b] = screen.locations;
    expect(a).toMatchObject({ restarts: 1, ended: true, rows: 5 });
    expect(a?.notice).toEqual(expect.any(String));
    expect(b).toMatchObject({ restarts: 0, ended: true });
    expect(b?.notice).toBeUndefined();
  });
});

describe('a list of numbers: one source per location and number', () => {
  it('merges the numbers of one location by time, each row and each strip entry naming its number', async () => {
    const { across } = session({ 'a/+1': [[59, 30]], 'a/+2': [[45, 10]], 'b/+1': [[50]] });
    const screen = await across.nextScreen(new AbortController().signal);
    expect(screen.rows.map((row) => [row.item.id, row.locationId, row.number])).toEqual([
      ['m59', 'a', '+1'],
      ['m50', 'b', '+1'],
      ['m45', 'a', '+2'],
      ['m30', 'a', '+1'],
      ['m10', 'a', '+2'],
    ]);
    expect(screen.locations.map((source) => [source.locationId, source.number, source.rows])).toEqual([
      ['a', '+1', 2],
      ['a', '+2', 2],
      ['b', '+1', 1],
    ]);
  });

  it('retries the one number that failed at its location, not the same number elsewhere nor another number there', async () => {
    const { across, asked } = session({ 'a/+1': [[59]], 'a/+2': [[50], [40]], 'b/+2': [[45], [30]] }, ['a/+2#1', 'b/+2#1']);
    const signal = new AbortController().signal;
    await across.nextScreen(signal);
    expect(across.retry('a', '+2')).toBe(true);
    const second = await across.nextScreen(signal);
    expect(second.rows.map((row) => [row.item.id, row.number])).toEqual([['m40', '+2']]);
    expect(asked.filter((page) => page === 'b/+2#1')).toHaveLength(1);
    expect(second.locations.find((source) => source.locationId === 'b')?.error?.status).toBe(500);
  });
});
