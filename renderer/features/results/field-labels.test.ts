import { describe, expect, it } from 'vitest';
import { codeInWords, fieldLabel, statusTone } from './field-labels';

describe('field labels', () => {
  it('names the documented fields in words', () => {
    expect(['created_at', 'direction', 'contact.name', 'body', 'status', 'delivered_at', 'id'].map(fieldLabel)).toEqual([
      'Time',
      'Direction',
      'Contact',
      'Message',
      'Status',
      'Delivered',
      'Message ID',
    ]);
  });

  it('derives a readable label from any other path', () => {
    expect(fieldLabel('customer.phone')).toBe('Customer phone');
    expect(fieldLabel('segment_count')).toBe('Segment count');
    expect(fieldLabel('deliveredAt')).toBe('Delivered at');
    expect(fieldLabel('account.owner_id')).toBe('Account owner ID');
    expect(fieldLabel('__')).toBe('__');
  });

  it('shows codes in words and leaves other text alone', () => {
    expect(codeInWords('UNDELIVERED')).toBe('Undelivered');
    expect(codeInWords('PARTIALLY_SENT')).toBe('Partially sent');
    expect(codeInWords('Already words')).toBe('Already words');
  });

  it('makes failed and undelivered stand out', () => {
    expect(['FAILED', 'UNDELIVERED', 'DELIVERED', 'RECEIVED', 'QUEUED', 'SENT', 'ODD', 42].map(statusTone)).toEqual([
      'bad',
      'bad',
      'good',
      'good',
      'pending',
      'pending',
      'neutral',
      'neutral',
    ]);
  });
});
