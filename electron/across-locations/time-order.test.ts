import { describe, expect, it } from 'vitest';
import { checkPageOrder, timeOf } from './time-order';

const minute = (n: number) => Date.UTC(2025, 10, 14, 9, n);

describe('the merge reads times through the message vocabulary', () => {
  it('reads an epoch-millisecond time under another name', () => {
    expect(timeOf({ sentAt: minute(2), text: 'b' }, 'sentAt')).toBe(minute(2));
  });

  it('reads epoch seconds and RFC 3339 as the same instants', () => {
    expect(timeOf({ t: minute(3) / 1000 }, 't')).toBe(minute(3));
    expect(timeOf({ t: new Date(minute(3)).toISOString() }, 't')).toBe(minute(3));
  });

  it('reads a list of fields (first non-empty wins) and a time with no zone in the zone stated for it', () => {
    expect(timeOf({ sent_at: null, created_at: new Date(minute(4)).toISOString() }, ['sent_at', 'created_at'])).toBe(minute(4));
    expect(timeOf({ at: '2025-11-14 09:05:00' }, { paths: ['at'], zone: 'UTC' })).toBe(minute(5));
    expect(timeOf({ at: '2025-11-14 09:05:00' }, 'at')).toBeUndefined();
  });

  it('checks a page of epoch times runs newest first', () => {
    const rows = [{ sentAt: minute(2) }, { sentAt: minute(3) }];
    expect(checkPageOrder(rows, 'sentAt', 'sentAt', undefined, 'A')).toMatchObject({ ok: false });
    expect(checkPageOrder([...rows].reverse(), 'sentAt', 'sentAt', undefined, 'A')).toEqual({ ok: true, times: [minute(3), minute(2)] });
  });
});
