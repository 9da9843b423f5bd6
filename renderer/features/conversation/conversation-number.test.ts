import { describe, expect, it } from 'vitest';
import { conversationNumber } from './conversation-number';

describe('the number of a conversation', () => {
  it("is the contact's phone when the record has one", () => {
    expect(conversationNumber({ direction: 'OUTBOUND', from: '+15550000000', to: '+14155550123', contact: { phone: '+14155550199' } })).toBe('+14155550199');
  });

  it('is the other party by direction otherwise', () => {
    expect(conversationNumber({ direction: 'INBOUND', from: '+14155550123', to: '+15550000000' })).toBe('+14155550123');
    expect(conversationNumber({ direction: 'OUTBOUND', from: '+15550000000', to: '+14155550123' })).toBe('+14155550123');
  });

  it('is not guessed from fields that hold no E.164 number', () => {
    expect(conversationNumber({ direction: 'INBOUND', from: 'ACME', contact: { phone: '' } })).toBeNull();
    expect(conversationNumber({ from: '+14155550123' })).toBeNull();
  });
});
