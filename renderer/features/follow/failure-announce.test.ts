import { describe, expect, it } from 'vitest';
import { detectRoles } from '../../../common/records/vocabulary/role-detection';
import { badgedTitle, failedNumbers } from './failure-announce';
import { followIdentityOf } from './follow-identity';
import { followStatusText } from './follow-status-text';

const records = [
  { messageId: 'a1', status: 'failed', customer: { phoneNumber: '+15125550148' }, sentAt: 1_700_000_000_000, direction: 'outgoing' },
  { messageId: 'a2', status: 'delivered', customer: { phoneNumber: '+17025550101' }, sentAt: 1_700_000_001_000, direction: 'outgoing' },
  { messageId: 'a3', status: 'undelivered', customer: { phoneNumber: '+13125550111' }, sentAt: 1_700_000_002_000, direction: 'outgoing' },
];
const { fields } = detectRoles(records);

describe('reading Follow’s messages through the vocabulary', () => {
  it('finds the failed ones and their numbers, whatever the server calls the fields', () => {
    expect(failedNumbers(records, fields)).toEqual(['+15125550148', '+13125550111']);
  });

  it('tells a message by the id the vocabulary reads, so a changed status is the same message', () => {
    const identityOf = followIdentityOf(fields);
    expect(identityOf({ ...records[0], status: 'queued' })).toBe(identityOf(records[0] ?? {}));
    expect(identityOf(records[0] ?? {})).not.toBe(identityOf(records[1] ?? {}));
  });

  it('puts the count of unseen failures in front of the title', () => {
    expect(badgedTitle('SMS Explorer', 0)).toBe('SMS Explorer');
    expect(badgedTitle('SMS Explorer', 2)).toBe('(2) SMS Explorer');
  });

  it('says what Follow is doing and why it stopped', () => {
    expect(followStatusText({ state: 'following', failures: 0, error: null, waitMs: 0 }, 10_000)).toBe(
      'Following: new messages every 10 s',
    );
    expect(
      followStatusText(
        { state: 'following', failures: 1, error: { kind: 'rate_limited', status: 429, message: '' }, waitMs: 30_000 },
        10_000,
      ),
    ).toBe('Following: Rate limited (429), looking again in 30 s');
    expect(followStatusText({ state: 'paused', reason: 'scrolled' }, 10_000)).toMatch(/scroll back to the top/);
    expect(followStatusText({ state: 'stopped', reason: 'idle' }, 10_000)).toMatch(/after an hour without a look/);
  });
});
