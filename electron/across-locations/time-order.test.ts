import { describe, expect, it } from 'vitest';
import { checkPageOrder, findTimeField, timeOf } from './time-order';

const minute = (n: number) => Date.UTC(2025, 10, 14, 9, n);

describe('the merge reads times through the message vocabulary', () => {
  it('finds an epoch-millisecond time under another name, and reads it', () => {
    const rows = [{ sentAt: minute(2), text: 'b' }, { sentAt: minute(1), text: 'a' }];
    expect(findTimeField(rows)).toBe('sentAt');
    expect(timeOf(rows[0]!, 'sentAt')).toBe(minute(2));
  });

  it('reads epoch seconds and RFC 3339 as the same instants', () => {
    expect(timeOf({ t: minute(3) / 1000 }, 't')).toBe(minute(3));
    expect(timeOf({ t: new Date(minute(3)).toISOString() }, 't')).toBe(minute(3));
  });

  it('takes created… before updated…, and the user\'s choice before both', () => {
    const rows = [{ updated_at: new Date(minute(9)).toISOString(), created_at: new Date(minute(1)).toISOString() }];
    expect(findTimeField(rows)).toBe('created_at');
    expect(findTimeField(rows, { time: 'updated_at' })).toBe('updated_at');
    expect(findTimeField(rows, { time: null })).toBeUndefined();
  });

  it('finds none where no field holds a time', () => {
    expect(findTimeField([{ id: 1_700_000_000, body: 'x' }])).toBeUndefined();
  });

  it('checks a page of epoch times runs newest first', () => {
    const rows = [{ sentAt: minute(2) }, { sentAt: minute(3) }];
    expect(checkPageOrder(rows, 'sentAt', undefined, 'A')).toMatchObject({ ok: false });
    expect(checkPageOrder([...rows].reverse(), 'sentAt', undefined, 'A')).toEqual({ ok: true, times: [minute(3), minute(2)] });
  });
});
