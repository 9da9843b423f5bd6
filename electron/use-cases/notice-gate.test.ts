import { describe, expect, it } from 'vitest';
import { createNoticeGate, NOTICE_INTERVAL_MS } from './notice-gate';

describe('createNoticeGate', () => {
  it('lets one notice a minute through per place, and counts the held failures in the next one', () => {
    let now = 1_000;
    const gate = createNoticeGate(() => now);
    expect(gate.take('a', 2)).toBe(2);
    expect(gate.take('a', 3)).toBeNull();
    expect(gate.take('b', 1)).toBe(1);
    now += NOTICE_INTERVAL_MS - 1;
    expect(gate.take('a', 4)).toBeNull();
    now += 1;
    expect(gate.take('a', 1)).toBe(8);
    expect(gate.take('a', 1)).toBeNull();
    now += NOTICE_INTERVAL_MS;
    expect(gate.take('a', 5)).toBe(6);
  });

  it('holds 1,000 asks in a burst to one notice', () => {
    const gate = createNoticeGate(() => 0);
    const shown = Array.from({ length: 1000 }, () => gate.take('a', 1)).filter((count) => count !== null);
    expect(shown).toEqual([1]);
  });
});
