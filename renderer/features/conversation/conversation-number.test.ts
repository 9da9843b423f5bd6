import { describe, expect, it } from 'vitest';
import { detectRoles } from '../../../common/records/vocabulary/role-detection';
import { conversationNumber } from './conversation-number';

/** The number as read through the fields detected in the record itself. */
const numberOf = (record: Record<string, unknown>) => conversationNumber(record, detectRoles([record]).fields);

describe('the number of a conversation', () => {
  it("is the contact's phone when the record has one", () => {
    expect(numberOf({ direction: 'OUTBOUND', from: '+15550000000', to: '+14155550123', contact: { phone: '+14155550199' } })).toBe(
      '+14155550199',
    );
    expect(numberOf({ customer: { phoneNumber: '+447700900123' }, text: 'hi' })).toBe('+447700900123');
  });

  it('is the other party by direction otherwise', () => {
    expect(numberOf({ direction: 'INBOUND', from: '+14155550123', to: '+15550000000' })).toBe('+14155550123');
    expect(numberOf({ direction: 'outbound', from: '+15550000000', to: '+14155550123' })).toBe('+14155550123');
  });

  it('is not guessed from fields that hold no E.164 number', () => {
    expect(numberOf({ direction: 'INBOUND', from: 'ACME', contact: { phone: '' } })).toBeNull();
    expect(numberOf({ from: '+14155550123' })).toBeNull();
    expect(conversationNumber({ contact: { phone: '4155550123' } }, { contactNumber: 'contact.phone' })).toBeNull();
  });
});
