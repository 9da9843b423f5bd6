import { describe, expect, it } from 'vitest';
import { JOB_NO_PROGRESS, SCREEN_NO_PROGRESS } from './no-progress';
import { createPageWalk, earlierPagesLost } from './page-walk';

const page = (ids: string[], nextPageToken: string | null, restartedAfter?: { status?: number; serverMessage?: string }) => ({
  items: ids.map((id) => ({ id })),
  nextPageToken,
  ...(restartedAfter && { restartedAfter }),
});

describe('createPageWalk', () => {
  it('hands out every item until a restart, then only those not handed out yet', () => {
    const walk = createPageWalk({ maxRestarts: 3, kept: 'shown', noProgress: SCREEN_NO_PROGRESS });
    expect(walk.accept(page(['a', 'b'], 't1')).items.map((item) => item.id)).toEqual(['a', 'b']);
    const restarted = walk.accept(page(['a', 'b'], 't1', { status: 400, serverMessage: 'Invalid page token' }));
    expect(restarted.items).toEqual([]);
    expect(restarted.restartNotice).toBe(
      'The server rejected the page token (HTTP 400): "Invalid page token"; results restarted from the first page — rows already shown were kept and are not repeated.',
    );
    // The restart is a new pass: a token from the earlier pass is not a loop.
    expect(walk.accept(page(['b', 'c'], 't2')).stop).toBeUndefined();
    expect(walk.restarts).toBe(1);
  });

  it('stops after maxRestarts restarts, saying how many there were', () => {
    const walk = createPageWalk({ maxRestarts: 1, kept: 'written', noProgress: SCREEN_NO_PROGRESS });
    walk.accept(page(['a'], 't1'));
    walk.accept(page(['a'], 't1', {}));
    const step = walk.accept(page(['a'], 't1', { status: 410 }));
    expect(step.stop).toMatchObject({ kind: 'page_token_expired', walkStop: 'too_many_restarts', status: 410 });
    expect(step.stop?.message).toContain('once');
    expect(step.stop?.message).toContain('rows already written are kept');
  });

  it('stops at a next token already given in this pass, keeping the page that carried it', () => {
    const walk = createPageWalk({ maxRestarts: 3, kept: 'written', noProgress: SCREEN_NO_PROGRESS });
    walk.accept(page(['a'], 'A'));
    walk.accept(page(['b'], 'B'));
    const step = walk.accept(page(['c'], 'A'));
    expect(step.items.map((item) => item.id)).toEqual(['c']);
    expect(step.stop).toMatchObject({ kind: 'server', walkStop: 'server_loop' });
  });

  it('counts empty pages, and stops at the page cap with the end still ahead', () => {
    const walk = createPageWalk({ maxRestarts: 3, kept: 'written', maxPages: 4, noProgress: SCREEN_NO_PROGRESS });
    walk.accept(page([], 't1'));
    walk.accept(page([], 't2'));
    walk.accept(page(['a'], 't3'));
    expect(walk.emptyPages).toBe(2);
    expect(walk.pages).toBe(3);
    expect(walk.accept(page([], 't4')).stop).toMatchObject({ walkStop: 'page_cap' });
    expect(
      createPageWalk({ maxRestarts: 0, kept: 'shown', maxPages: 1, noProgress: SCREEN_NO_PROGRESS }).accept(page(['a'], null)).stop,
    ).toBeUndefined();
  });

  it('does not count pages emptied by skipping known items as empty pages', () => {
    const walk = createPageWalk({ maxRestarts: 3, kept: 'shown', noProgress: SCREEN_NO_PROGRESS });
    for (let index = 0; index < 5; index++) walk.accept(page([`m${index}`], `t${index}`));
    walk.accept(page(['m0'], 't0', { status: 400 }));
    let step = walk.accept(page(['m1'], 't1'));
    for (let index = 2; index < 5; index++) step = walk.accept(page([`m${index}`], `t${index}`));
    expect(step.items).toEqual([]);
    expect(walk.emptyPages).toBe(0);
    walk.accept(page([], 'e1'));
    expect(walk.emptyPages).toBe(1);
  });

  it('pauses a screen after 10 pages in a row without a new row, whatever the tokens, and again 10 pages later', () => {
    const walk = createPageWalk({ maxRestarts: 3, kept: 'shown', noProgress: SCREEN_NO_PROGRESS });
    walk.accept(page(['a', 'b'], 'first'));
    // After a restart the server keeps sending the rows already shown, each time with a fresh token
    // (the first page it owes back: one page was read before the restart).
    walk.accept(page(['a'], 'fresh-0', { status: 400 }));
    const steps = Array.from({ length: 20 }, (_unused, index) => walk.accept(page(index % 2 ? ['a'] : [], `fresh-${index + 1}`)));
    expect(steps.findIndex((step) => step.pause !== undefined)).toBe(9);
    expect(steps[9]?.pause).toEqual({
      kind: 'server',
      walkStop: 'no_progress',
      message:
        'No new row in the last 10 pages: the server sent 5 empty pages and 5 pages of rows already shown, each with a page token for more. ' +
        'Paused here rather than ask without end: keep looking to read up to 10 more pages, or narrow the search.',
    });
    expect(steps[9]?.stop).toBeUndefined();
    expect(steps.filter((step) => step.pause).length).toBe(2);
    expect(steps[19]?.pause?.message).toContain('in the last 20 pages');
  });

  it('pauses a screen at a server replaying the same rows under fresh tokens, with no restart, handing each row out once', () => {
    const walk = createPageWalk({ maxRestarts: 3, kept: 'shown', noProgress: SCREEN_NO_PROGRESS });
    expect(walk.accept(page(['a', 'b'], 'fresh-0')).items.map((item) => item.id)).toEqual(['a', 'b']);
    const steps = Array.from({ length: 10 }, (_unused, index) => walk.accept(page(['a', 'b'], `fresh-${index + 1}`)));
    expect(steps.flatMap((step) => step.items)).toEqual([]);
    expect(steps.findIndex((step) => step.pause !== undefined)).toBe(9);
    expect(steps[9]?.pause?.message).toMatch(
      /^No new row in the last 10 pages: the server sent 10 pages of rows already shown, each with a page token for more\. Paused/,
    );
    expect(walk.restarts).toBe(0);
  });

  it('before a restart, filters only a page that starts with a row handed out, and keeps every row of the others', () => {
    const walk = createPageWalk({ maxRestarts: 3, kept: 'written', noProgress: JOB_NO_PROGRESS });
    walk.accept(page(['a', 'b'], 't1'));
    // Starts with a new row: kept whole, its twin of an earlier row too (one lookup a page).
    expect(walk.accept(page(['c', 'a'], 't2')).items.map((item) => item.id)).toEqual(['c', 'a']);
    // Starts with a row handed out: only the rows not handed out yet.
    expect(walk.accept(page(['b', 'd', 'c', 'e'], 't3')).items.map((item) => item.id)).toEqual(['d', 'e']);
    expect(walk.accept(page(['e'], 't4')).items).toEqual([]);
    expect(walk.accept(page(['f'], null)).items.map((item) => item.id)).toEqual(['f']);
  });

  it('after a restart looks up every row, also on a page that starts with a new one', () => {
    const walk = createPageWalk({ maxRestarts: 3, kept: 'shown', noProgress: SCREEN_NO_PROGRESS });
    walk.accept(page(['a', 'b'], 't1'));
    walk.accept(page(['a'], 'r1', { status: 400 }));
    expect(walk.accept(page(['c', 'b', 'd'], 'r2')).items.map((item) => item.id)).toEqual(['c', 'd']);
  });

  it("says why earlier pages cannot be read back after their token was rejected, with the server's words when it gave some", () => {
    expect(earlierPagesLost({ status: 400, serverMessage: 'Invalid page token' })).toStrictEqual({
      kind: 'page_token_expired',
      message:
        'The server rejected the page token of the earlier pages ("Invalid page token"), so they cannot be loaded again. Start again from the first page to see them.',
    });
    expect(earlierPagesLost({}).message).toBe(
      'The server rejected the page token of the earlier pages, so they cannot be loaded again. Start again from the first page to see them.',
    );
  });

  it('stops a job at a server replaying the same rows after its longer run', () => {
    const walk = createPageWalk({ maxRestarts: 3, kept: 'counted', noProgress: JOB_NO_PROGRESS });
    walk.accept(page(['a'], 'r0'));
    const steps = Array.from({ length: 200 }, (_unused, index) => walk.accept(page(['a'], `r${index + 1}`)));
    expect(steps.findIndex((step) => step.stop !== undefined)).toBe(199);
    expect(steps[199]?.stop).toMatchObject({ walkStop: 'no_progress' });
  });

  it('counts the run from the last new row, and never pauses at the end of the collection', () => {
    const walk = createPageWalk({ maxRestarts: 3, kept: 'shown', noProgress: { pages: 2, on: 'pause' } });
    expect(walk.accept(page([], 'e1')).pause).toBeUndefined();
    expect(walk.accept(page(['a'], 'e2')).pause).toBeUndefined();
    expect(walk.accept(page([], 'e3')).pause).toBeUndefined();
    expect(walk.accept(page([], 'e4')).pause?.message).toMatch(/^No new row in the last 2 pages: the server sent 2 empty pages, each/);
    expect(walk.accept(page([], 'e5')).pause).toBeUndefined();
    expect(walk.accept(page([], null)).pause).toBeUndefined();
  });

  it('stops a job after its longer run, keeping what it wrote', () => {
    const walk = createPageWalk({ maxRestarts: 3, kept: 'written', noProgress: JOB_NO_PROGRESS });
    const steps = Array.from({ length: 200 }, (_unused, index) => walk.accept(page([], `e${index}`)));
    expect(steps.slice(0, 199).some((step) => step.stop || step.pause)).toBe(false);
    expect(steps[199]?.pause).toBeUndefined();
    expect(steps[199]?.stop).toMatchObject({ kind: 'server', walkStop: 'no_progress' });
    expect(steps[199]?.stop?.message).toBe(
      'No new row in the last 200 pages: the server sent 200 empty pages, each with a page token for more. Stopped here rather than ask without end; ' +
        'the rows already written are kept. If the search really has rows further on, narrow it (for example a time range) and run it again.',
    );
  });

  it('says "1 page" in the singular', () => {
    const walk = createPageWalk({ maxRestarts: 3, kept: 'counted', noProgress: { pages: 1, on: 'pause' } });
    walk.accept(page(['a'], 't1'));
    // The page a restart brings back is owed; the one after it is not.
    expect(walk.accept(page(['a'], 't2', {})).pause).toBeUndefined();
    expect(walk.accept(page(['a'], 't3')).pause?.message).toMatch(
      /^No new row in the last 1 page: the server sent 1 page of rows already counted, each .* up to 1 more page, or narrow/,
    );
  });

  it('stops at the restart past maxRestarts, not at the last one allowed, and hands out nothing of that page', () => {
    const walk = createPageWalk({ maxRestarts: 2, kept: 'shown', noProgress: SCREEN_NO_PROGRESS });
    walk.accept(page(['a'], 't1'));
    const first = walk.accept(page(['a', 'b'], 't1', {}));
    expect(first.stop).toBeUndefined();
    expect(first.restartNotice).toBe(
      'The server rejected the page token; results restarted from the first page — rows already shown were kept and are not repeated.',
    );
    expect(walk.accept(page(['a', 'c'], 't1', {})).stop).toBeUndefined();
    const step = walk.accept(page(['a', 'd'], 't1', {}));
    expect(step.items).toEqual([]);
    expect(step.stop).toStrictEqual({
      kind: 'page_token_expired',
      walkStop: 'too_many_restarts',
      message:
        'The server rejected the page token again, after the results had already restarted from the first page 2 times. ' +
        'The app stopped here rather than loop; the rows already shown are kept. Its page tokens may expire faster than pages are read: ' +
        'try again with a larger page size, or later.',
    });
  });

  it("names the status and the server's words of the rejection that stopped it", () => {
    const walk = createPageWalk({ maxRestarts: 0, kept: 'counted', noProgress: SCREEN_NO_PROGRESS });
    walk.accept(page(['a'], 't1'));
    expect(walk.accept(page(['a'], 't1', { status: 422, serverMessage: 'Cursor gone' })).stop).toMatchObject({
      status: 422,
      serverMessage: 'Cursor gone',
      message: expect.stringMatching(
        /^The server rejected the page token \(HTTP 422\): "Cursor gone" again, after .* page 0 times\. .* rows already counted are kept/,
      ),
    });
  });

  it("hands out a first page's items as they are, twins included, with no notice", () => {
    const walk = createPageWalk({ maxRestarts: 3, kept: 'shown', noProgress: SCREEN_NO_PROGRESS });
    const step = walk.accept(page(['a', 'a'], 't1'));
    expect(step).toStrictEqual({ items: [{ id: 'a' }, { id: 'a' }], restarts: 0, next: 't1' });
  });

  it("goes on from the page's next token, paused too (Retry resumes there), and from none where it stops or ends", () => {
    const walk = createPageWalk({ maxRestarts: 3, kept: 'shown', noProgress: { pages: 2, on: 'pause' } });
    expect(walk.accept(page(['a'], 'A')).next).toBe('A');
    expect(walk.accept(page([], 'B')).next).toBe('B');
    const paused = walk.accept(page([], 'C'));
    expect(paused.pause).toBeDefined();
    expect(paused.next).toBe('C');
    expect(walk.accept(page(['b'], 'A'))).toMatchObject({ next: null, stop: { walkStop: 'server_loop' } });
    expect(createPageWalk({ maxRestarts: 3, kept: 'shown', noProgress: SCREEN_NO_PROGRESS }).accept(page(['a'], null)).next).toBeNull();
  });

  it('says exactly why it stopped at a loop and at the cap, and has no cap unless given one', () => {
    const loop = createPageWalk({ maxRestarts: 3, kept: 'written', noProgress: SCREEN_NO_PROGRESS });
    loop.accept(page(['a'], 'A'));
    expect(loop.accept(page(['b'], 'A')).stop).toStrictEqual({
      kind: 'server',
      walkStop: 'server_loop',
      message:
        'The server sent a next_page_token it had already sent in this walk (after page 2), so following it would repeat pages. ' +
        'Stopped there: the rows already written are each kept once. This is a fault of the server; report it to the service operator.',
    });
    const capped = createPageWalk({ maxRestarts: 3, kept: 'written', maxPages: 1_500, noProgress: JOB_NO_PROGRESS });
    const uncapped = createPageWalk({ maxRestarts: 3, kept: 'written', noProgress: JOB_NO_PROGRESS });
    for (let index = 0; index < 1_499; index++) {
      expect(capped.accept(page([`m${index}`], `t${index}`)).stop).toBeUndefined();
      uncapped.accept(page([`m${index}`], `t${index}`));
    }
    expect(capped.accept(page(['last'], 'more')).stop).toStrictEqual({
      kind: 'server',
      walkStop: 'page_cap',
      message:
        'Stopped after 1,500 pages, the most one export reads; the rows already written are kept. ' +
        'If the search really has more, narrow it with filters (for example a time range) and export each part.',
    });
    expect(uncapped.accept(page(['last'], 'more')).stop).toBeUndefined();
  });

  it('stops at a next token too long to keep, after handing out its page', () => {
    const walk = createPageWalk({ maxRestarts: 3, kept: 'shown', noProgress: SCREEN_NO_PROGRESS });
    const step = walk.accept({ items: [{ id: 'a' }], nextPageToken: null, refusedNextPageToken: 2_000_000 });
    expect(step.items).toEqual([{ id: 'a' }]);
    expect(step.stop).toMatchObject({ kind: 'malformed_response', walkStop: 'page_token_too_long' });
    expect(step.stop?.message).toMatch(
      /^The server sent a next_page_token of 2,000,000 characters, longer than the 10,000 .* rows already shown are kept\./,
    );
  });
});
