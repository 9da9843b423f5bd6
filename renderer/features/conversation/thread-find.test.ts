import { describe, expect, it } from 'vitest';
import { timeDisplayFor } from '../time-zone/time-display';
import { buildThread as buildWith } from './thread';
import { threadMatches } from './thread-find';
import { detectRoles } from '../../../common/records/vocabulary/role-detection';
import type { TimeDisplay } from '../time-zone/time-display';

/** The thread read through the fields detected in its own records, as the panel does. */
const buildThread = (records: Record<string, unknown>[], time: TimeDisplay) => buildWith(records, time, detectRoles(records).fields);

const utc = timeDisplayFor('utc', undefined);

describe('find in the thread', () => {
  it('matches message text, status in words and error fields, case-insensitively, in thread order', () => {
    const { messages } = buildThread(
      [
        { id: '2', created_at: '2025-11-14T10:05:00Z', status: 'FAILED', body: 'Sorry', error_message: 'Carrier blocked' },
        { id: '1', created_at: '2025-11-14T10:00:00Z', status: 'RECEIVED', body: 'sorry, wrong number' },
      ],
      utc,
    );
    expect(threadMatches(messages, 'SORRY', utc)).toEqual([0, 1]);
    expect(threadMatches(messages, 'failed', utc)).toEqual([1]);
    expect(threadMatches(messages, 'carrier', utc)).toEqual([1]);
    expect(threadMatches(messages, '  ', utc)).toEqual([]);
  });
});
