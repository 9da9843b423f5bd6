import { describe, expect, it } from 'vitest';
import { createPageWalk } from './page-walk';

const page = (ids: string[], nextPageToken: string | null, restartedAfter?: { status?: number; serverMessage?: string }) => ({
  items: ids.map((id) => ({ id })),
  nextPageToken,
  ...(restartedAfter && { restartedAfter }),
});

describe('createPageWalk', () => {
  it('hands out every item until a restart, then only those not handed out yet', () => {
    const walk = createPageWalk({ maxRestarts: 3, kept: 'shown' });
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
    const walk = createPageWalk({ maxRestarts: 1, kept: 'written' });
    walk.accept(page(['a'], 't1'));
    walk.accept(page(['a'], 't1', {}));
    const step = walk.accept(page(['a'], 't1', { status: 410 }));
    expect(step.stop).toMatchObject({ kind: 'page_token_expired', walkStop: 'too_many_restarts', status: 410 });
    expect(step.stop?.message).toContain('once');
    expect(step.stop?.message).toContain('rows already written are kept');
  });

  it('stops at a next token already given in this pass, keeping the page that carried it', () => {
    const walk = createPageWalk({ maxRestarts: 3, kept: 'written' });
    walk.accept(page(['a'], 'A'));
    walk.accept(page(['b'], 'B'));
    const step = walk.accept(page(['c'], 'A'));
    expect(step.items.map((item) => item.id)).toEqual(['c']);
    expect(step.stop).toMatchObject({ kind: 'server', walkStop: 'server_loop' });
  });

  it('counts empty pages and runs of them, and stops at the page cap with the end still ahead', () => {
    const walk = createPageWalk({ maxRestarts: 3, kept: 'written', maxPages: 4 });
    walk.accept(page([], 't1'));
    walk.accept(page([], 't2'));
    expect(walk.emptyRun).toBe(2);
    walk.accept(page(['a'], 't3'));
    expect(walk.emptyRun).toBe(0);
    expect(walk.emptyPages).toBe(2);
    expect(walk.accept(page([], 't4')).stop).toMatchObject({ walkStop: 'page_cap' });
    expect(createPageWalk({ maxRestarts: 0, kept: 'shown', maxPages: 1 }).accept(page(['a'], null)).stop).toBeUndefined();
  });

  it('does not count pages emptied by skipping known items as empty pages', () => {
    const walk = createPageWalk({ maxRestarts: 3, kept: 'shown' });
    for (let index = 0; index < 12; index++) walk.accept(page([`m${index}`], `t${index}`));
    walk.accept(page(['m0'], 't0', { status: 400 }));
    let step = walk.accept(page(['m1'], 't1'));
    for (let index = 2; index < 12; index++) step = walk.accept(page([`m${index}`], `t${index}`));
    expect(step.items).toEqual([]);
    expect(step.emptyRun).toBe(0);
    expect(walk.emptyPages).toBe(0);
    expect(walk.accept(page([], 'e1')).emptyRun).toBe(1);
  });
});
