import { describe, expect, it } from 'vitest';
import { MAX_MARKS, NO_MARKS, SEEN_AFTER_MS, seenAt, withLook } from './follow-marks';
import { message } from './test/follow-pages';

const change = (identity: string, from: string, to: string) => ({ identity, item: message(1), from, to });

describe('follow marks', () => {
  it('marks new rows and changed statuses, and reads a second change from where the user last saw it', () => {
    let marks = withLook(NO_MARKS, ['s:m2'], [change('s:m1', 'Queued', 'Sent')], 1000);
    marks = withLook(marks, [], [change('s:m1', 'Sent', 'Delivered')], 2000);
    expect([...marks.fresh.keys()]).toEqual(['s:m2']);
    expect(marks.changes.get('s:m1')?.text).toBe('Queued → Delivered');
  });

  it('clears marks once the user looks after they have been shown a while, not at once', () => {
    const marks = withLook(NO_MARKS, ['s:m2'], [change('s:m1', 'Queued', 'Sent')], 1000);
    expect(seenAt(marks, 1000 + SEEN_AFTER_MS - 1)).toBe(marks);
    const seen = seenAt(marks, 1000 + SEEN_AFTER_MS);
    expect(seen.fresh.size + seen.changes.size).toBe(0);
  });

  it('keeps at most MAX_MARKS, the newest', () => {
    const ids = Array.from({ length: MAX_MARKS + 5 }, (_, index) => `s:m${index}`);
    const marks = withLook(NO_MARKS, ids, [], 1000);
    expect(marks.fresh.size).toBe(MAX_MARKS);
    expect(marks.fresh.has('s:m0')).toBe(false);
    expect(marks.fresh.has(`s:m${MAX_MARKS + 4}`)).toBe(true);
  });
});
