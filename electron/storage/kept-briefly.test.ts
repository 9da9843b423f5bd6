import { afterEach, describe, expect, it, vi } from 'vitest';
import { keptBriefly, TOKEN_IDLE_MS } from './kept-briefly';

afterEach(() => {
  vi.useRealTimers();
});

describe('keptBriefly', () => {
  it('answers for its key while it keeps being asked for, and forgets it once idle', () => {
    vi.useFakeTimers();
    const kept = keptBriefly<string, number>(1000);
    expect(kept.keep('a', 1)).toBe(1);
    for (let step = 0; step < 5; step++) {
      vi.advanceTimersByTime(900);
      expect(kept.get('a')).toBe(1);
    }
    vi.advanceTimersByTime(1000);
    expect(kept.get('a')).toBeUndefined();
  });

  it('holds one value: another key is not it, and keeping another replaces it', () => {
    const kept = keptBriefly<string, number>();
    kept.keep('a', 1);
    expect(kept.get('b')).toBeUndefined();
    kept.keep('b', 2);
    expect(kept.get('a')).toBeUndefined();
    expect(kept.get('b')).toBe(2);
  });

  it('waits 10 s by default, and a replaced value’s wait does not drop its successor', () => {
    vi.useFakeTimers();
    const kept = keptBriefly<string, number>();
    kept.keep('a', 1);
    vi.advanceTimersByTime(TOKEN_IDLE_MS - 100);
    kept.keep('b', 2);
    vi.advanceTimersByTime(200);
    expect(kept.get('b')).toBe(2);
    vi.advanceTimersByTime(TOKEN_IDLE_MS);
    expect(kept.get('b')).toBeUndefined();
    expect(TOKEN_IDLE_MS).toBe(10_000);
  });
});
