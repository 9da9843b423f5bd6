import { describe, expect, it } from 'vitest';
import { createScreenWalk, createSessionWalks } from './session-walks';

const page = (ids: string[], nextPageToken: string | null) => ({ items: ids.map((id) => ({ id })), nextPageToken });

describe('createSessionWalks', () => {
  it('keeps one walk per session, a new one at its first page or for another session', () => {
    const walks = createSessionWalks();
    const first = walks.walkOf('s1', true);
    first.accept(page(['a'], 't1'));
    expect(walks.walkOf('s1', false)).toBe(first);
    expect(walks.walkOf('s1', true)).not.toBe(first);
    const other = walks.walkOf('s2', false);
    expect(other.pages).toBe(0);
    expect(walks.walkOf('s1', false)).not.toBe(other);
  });

  it('knows a page number placed before in the session (read again after maxPages dropped it), and forgets at a new walk', () => {
    const walks = createSessionWalks();
    walks.walkOf('s1', true);
    expect(walks.placedBefore('s1', 1)).toBe(false);
    walks.placed('s1', 1);
    walks.placed('s1', 3);
    walks.placed('s1', 2);
    expect([1, 2, 3, 4].map((number) => walks.placedBefore('s1', number))).toEqual([true, true, true, false]);
    expect(walks.placedBefore('s2', 1)).toBe(false);
    walks.placed('s2', 5);
    expect(walks.placedBefore('s1', 1)).toBe(true);
    walks.walkOf('s1', true);
    expect(walks.placedBefore('s1', 1)).toBe(false);
  });

  it('walks on from a walk another read made (Follow’s head), numbered from its pages', () => {
    const walks = createSessionWalks();
    walks.walkOf('s1', true).accept(page(['old'], 't1'));
    const head = createScreenWalk();
    head.walk.accept(page(['new'], 'h1'));
    walks.adopt('s1', head, 4);
    expect(walks.walkOf('s1', false)).toBe(head.walk);
    expect(walks.placedBefore('s1', 4)).toBe(true);
    expect(walks.placedBefore('s1', 5)).toBe(false);
  });

  it('hands out no row another read showed once its walk restarted, and records nothing for another session', () => {
    const walks = createSessionWalks();
    walks.walkOf('s1', true).accept(page(['a'], 't1'));
    walks.shown('s1', [{ id: 'top' }]);
    walks.shown('s2', [{ id: 'b' }]);
    const restarted = walks.walkOf('s1', false).accept({ ...page(['top', 'a', 'b'], null), restartedAfter: {} });
    expect(restarted.items).toEqual([{ id: 'b' }]);
  });
});
