import { describe, expect, it } from 'vitest';
import { timeDisplayFor } from '../time-zone/time-display';
import { buildThread as buildWith, clockText, fullTimeText, UNKNOWN_TIME_LABEL } from './thread';
import { detectRoles } from '../../../common/records/vocabulary/role-detection';
import type { TimeDisplay } from '../time-zone/time-display';

/** The thread read through the fields detected in its own records, as the panel does. */
const buildThread = (records: Record<string, unknown>[], time: TimeDisplay) => buildWith(records, time, detectRoles(records).fields);

const utc = timeDisplayFor('utc', undefined);
const at = (id: string, created_at: string, direction = 'INBOUND') => ({ id, created_at, direction, body: id });

describe('the thread', () => {
  it('is oldest first whatever order the pages came in, ties kept in the server’s order', () => {
    const thread = buildThread(
      [
        at('c', '2025-11-14T10:00:00Z'),
        at('a', '2025-11-13T09:00:00Z'),
        at('b1', '2025-11-14T09:00:00Z'),
        at('b2', '2025-11-14T09:00:00Z'),
      ],
      utc,
    );
    expect(thread.messages.map((message) => message.body)).toEqual(['a', 'b1', 'b2', 'c']);
  });

  it('names each new day of the zone on screen at its first message', () => {
    const records = [at('late', '2025-11-14T23:30:00Z'), at('early', '2025-11-14T01:00:00Z')];
    const days = (zone: ReturnType<typeof timeDisplayFor>) =>
      buildThread(records, zone).entries.filter((entry) => entry.kind === 'message' && entry.day !== null).length;
    expect(days(utc)).toBe(1);
    // In Tokyo (UTC+9) 23:30 UTC is the next day.
    expect(days(timeDisplayFor('location', 'Asia/Tokyo'))).toBe(2);
  });

  it('lists messages of unknown time first, under their own heading, and counts them and those of unknown side', () => {
    const thread = buildThread([at('t', '2025-11-14T10:00:00Z'), { id: 'u', body: 'u' }], utc);
    expect(
      thread.entries.map((entry) => (entry.kind === 'day' ? `day ${entry.label}` : `${entry.message.body} ${entry.day ?? '-'}`)),
    ).toEqual([`day ${UNKNOWN_TIME_LABEL}`, 'u -', expect.stringMatching(/^t .*2025/)]);
    expect(thread.unknownTime).toBe(1);
    expect(thread.unknownSide).toBe(1);
    expect(clockText(thread.messages[0]!, utc)).toBe(UNKNOWN_TIME_LABEL);
  });

  it('says which roles it needs that no field holds, rather than guess them', () => {
    const records = [{ id: 'a', body: 'hi' }];
    expect(buildWith(records, utc, { text: 'body' }).missing).toEqual({ time: true, direction: true });
    expect(buildThread([at('a', '2025-11-14T10:00:00Z')], utc).missing).toEqual({ time: false, direction: false });
  });

  it('keeps two records that share an id as two messages', () => {
    const thread = buildThread([at('same', '2025-11-14T10:00:00Z'), at('same', '2025-11-14T11:00:00Z')], utc);
    expect(new Set(thread.messages.map((message) => message.key)).size).toBe(2);
  });

  it('shows the server’s own time text in the "as sent" mode', () => {
    const thread = buildThread([at('a', '2025-11-14T10:00:00Z')], timeDisplayFor('raw', undefined));
    expect(clockText(thread.messages[0]!, timeDisplayFor('raw', undefined))).toBe('2025-11-14T10:00:00Z');
  });

  it('says "(assumed UTC)" on a time written without a zone and read in the zone stated for it, as the grid does', () => {
    const records = [
      { id: 'a', sent: '2025-11-14 10:00:00', direction: 'INBOUND', body: 'hi' },
      { id: 'b', sent: '2025-11-14T11:00:00Z', direction: 'INBOUND', body: 'yo' },
    ];
    const thread = buildWith(records, utc, { time: { paths: ['sent'], zone: 'UTC' }, direction: 'direction', text: 'body' });
    const [zoneless, stated] = thread.messages;
    expect(clockText(zoneless!, utc)).toMatch(/^10:00( AM)? \(assumed UTC\)$/);
    expect(fullTimeText(zoneless!, utc)).toMatch(/\(assumed UTC\)$/);
    // A time that states its own offset assumes nothing.
    expect(clockText(stated!, utc)).toMatch(/^11:00( AM)?$/);
  });
});
