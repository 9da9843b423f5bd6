import { describe, expect, it } from 'vitest';
import { detectRoles } from '../../../common/records/vocabulary/role-detection';
import { DEMO_FIELDS } from '../../test/demo-fields';
import { fieldLabel } from './field-labels';

describe('field labels', () => {
  it('names the roles of the demo fields in words', () => {
    expect(
      ['created_at', 'direction', 'contact.name', 'body', 'status', 'delivered_at', 'id'].map((path) => fieldLabel(path, DEMO_FIELDS)),
    ).toEqual(['Time', 'Direction', 'Contact', 'Message', 'Status', 'Delivered', 'Message ID']);
  });

  it("names the same roles alike under another server's names", () => {
    const { fields } = detectRoles([
      { sentAt: 1_763_000_000_000, text: 'Hi', customer: { displayName: 'Bo', phoneNumber: '+447700900123' } },
    ]);
    expect(['sentAt', 'text', 'customer.displayName', 'customer.phoneNumber'].map((path) => fieldLabel(path, fields))).toEqual([
      'Time',
      'Message',
      'Contact',
      'Contact number',
    ]);
  });

  it('keeps the names of a from/to pair, each the contact on half the messages', () => {
    expect(fieldLabel('from', { contactNumber: { inbound: 'from', outbound: 'to' } })).toBe('From');
  });

  it('derives a readable label from any other path', () => {
    const label = (path: string) => fieldLabel(path, DEMO_FIELDS);
    expect(label('customer.phone')).toBe('Customer phone');
    expect(label('segment_count')).toBe('Segment count');
    expect(label('deliveredAt')).toBe('Delivered at');
    expect(label('account.owner_id')).toBe('Account owner ID');
    expect(label('__')).toBe('__');
  });
});
