import { describe, expect, it } from 'vitest';
import { timeDisplayFor } from '../time-zone/time-display';
import { buildThread as buildWith } from './thread';
import { threadText } from './thread-text';
import { detectRoles } from '../../../common/records/vocabulary/role-detection';
import type { TimeDisplay } from '../time-zone/time-display';

/** The thread read through the fields detected in its own records, as the panel does. */
const buildThread = (records: Record<string, unknown>[], time: TimeDisplay) => buildWith(records, time, detectRoles(records).fields);

const utc = timeDisplayFor('utc', undefined);

describe('a thread as text for a ticket', () => {
  it('names the number, the location and the zone, then each message with who, when, status, attachments and errors', () => {
    const { messages } = buildThread(
      [
        {
          id: '2',
          created_at: '2025-11-14T10:05:00Z',
          direction: 'OUTBOUND',
          status: 'FAILED',
          body: 'Sorry',
          media_count: 1,
          error_code: '30007',
        },
        { id: '1', created_at: '2025-11-14T10:00:00Z', direction: 'INBOUND', status: 'RECEIVED', body: 'Hello' },
        { id: '3', body: 'no time, no direction' },
      ],
      utc,
    );
    const text = threadText(messages, { phoneNumber: '+14155550123', locationName: 'Harbor Dental', time: utc });
    const blocks = text.split('\n\n');
    expect(blocks[0]).toBe('Conversation between +14155550123 and Harbor Dental (3 messages; times in UTC)');
    expect(blocks[1]).toBe('Time unknown · Direction unknown\nno time, no direction');
    expect(blocks[2]).toMatch(/^.*2025.* UTC · Customer · Received\nHello$/);
    expect(blocks[3]).toMatch(
      / UTC · Harbor Dental · Failed\nSorry\n\[1 attachment \(type and size not given\)\]\nError error_code: 30007$/,
    );
  });
});
