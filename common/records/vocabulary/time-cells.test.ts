import { describe, expect, it } from 'vitest';
import { withAsSentColumns, withTimeCells } from './time-cells';

describe('a file writes the time roles as times', () => {
  const fields = { time: ['sentAt', 'created'], deliveredTime: 'delivered', text: 'body' };

  it('adds the value as sent beside each time role column', () => {
    expect(withAsSentColumns(['id', 'sentAt', 'body', 'created'], fields)).toEqual([
      'id',
      'sentAt',
      'sentAt (as sent)',
      'body',
      'created',
      'created (as sent)',
    ]);
  });

  it('writes epoch ms, RFC 2822 and an offset as RFC 3339 UTC, keeping the value as sent when it differs', () => {
    expect(withTimeCells({ sentAt: 1795889027000, created: 'Sat, 28 Nov 2026 18:03:47 +0000', body: 'hi' }, fields)).toEqual({
      sentAt: '2026-11-28T18:03:47Z',
      'sentAt (as sent)': 1795889027000,
      created: '2026-11-28T18:03:47Z',
      'created (as sent)': 'Sat, 28 Nov 2026 18:03:47 +0000',
      body: 'hi',
    });
    expect(withTimeCells({ sentAt: '2026-11-28T18:03:47.123456Z' }, fields)).toEqual({ sentAt: '2026-11-28T18:03:47.123456Z' });
  });

  it('writes a time with no zone only in the zone the user stated, and leaves it as sent otherwise', () => {
    expect(withTimeCells({ sentAt: '2026-11-28 18:03:47' }, fields)).toEqual({ sentAt: '2026-11-28 18:03:47' });
    expect(withTimeCells({ sentAt: '2026-11-28 19:03:47' }, { time: { paths: ['sentAt'], zone: 'Europe/Paris' } })).toEqual({
      sentAt: '2026-11-28T18:03:47Z',
      'sentAt (as sent)': '2026-11-28 19:03:47',
    });
  });
});
