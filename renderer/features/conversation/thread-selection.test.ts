import { describe, expect, it } from 'vitest';
import { NO_THREAD_SELECTION, pick } from './thread-selection';

const order = ['a', 'b', 'c', 'd'];

describe('picking messages', () => {
  it('picks one, a range from the active one, or toggles one', () => {
    const one = pick(NO_THREAD_SELECTION, order, 'b', { range: false, toggle: false });
    expect([...one.keys]).toEqual(['b']);
    const range = pick(one, order, 'd', { range: true, toggle: false });
    expect([...range.keys].sort()).toEqual(['b', 'c', 'd']);
    const toggled = pick(range, order, 'c', { range: false, toggle: true });
    expect([...toggled.keys].sort()).toEqual(['b', 'd']);
    expect(toggled.active).toBe('c');
  });
});
