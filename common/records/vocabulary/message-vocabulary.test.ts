import { describe, expect, it } from 'vitest';
import { readMessage, roleOfColumn } from './message-vocabulary';
import { withChoices } from './role-fields';
import { bindingText, roleChoicesSchema } from './role-fields';

const at = Date.UTC(2025, 10, 14, 9, 0);

describe('readMessage', () => {
  const fields = {
    time: 'sentAt',
    text: 'text',
    contactName: 'customer.displayName',
    contactNumber: 'customer.phoneNumber',
    direction: 'direction',
    status: 'status',
  };
  const record = {
    sentAt: at,
    text: 'Hi',
    customer: { displayName: 'Bo', phoneNumber: '+447700900123' },
    direction: 'inbound',
    status: 'delivered',
  };

  it('reads a record as sent and the same record flattened alike', () => {
    const flat = {
      sentAt: at,
      text: 'Hi',
      'customer.displayName': 'Bo',
      'customer.phoneNumber': '+447700900123',
      direction: 'inbound',
      status: 'delivered',
    };
    const expected = {
      time: at,
      contactName: 'Bo',
      contactNumber: '+447700900123',
      text: 'Hi',
      direction: 'inbound',
      status: { kind: 'delivered', text: 'Delivered', tone: 'good' },
    };
    expect(readMessage(record, fields)).toMatchObject(expected);
    expect(readMessage(flat, fields)).toMatchObject(expected);
  });

  it('keeps a time it cannot read as sent', () => {
    const reading = readMessage({ ...record, sentAt: 'last Tuesday' }, fields);
    expect(reading.time).toBeNull();
    expect(reading.timeSent).toBe('last Tuesday');
  });

  it('reads the contact number of a from/to pair by direction', () => {
    const pair = { direction: 'direction', contactNumber: { inbound: 'from', outbound: 'to' } };
    expect(readMessage({ direction: 'IN', from: '+1555', to: '+1666' }, pair).contactNumber).toBe('+1555');
    expect(readMessage({ direction: 'OUT', from: '+1555', to: '+1666' }, pair).contactNumber).toBe('+1666');
    expect(readMessage({ direction: '?', from: '+1555', to: '+1666' }, pair).contactNumber).toBeNull();
  });

  it('reads nothing for a role without a field', () => {
    expect(readMessage(record, {})).toMatchObject({ time: null, text: null, status: null, direction: null, contactName: null });
  });

  it('names the role of a column, a pair naming both of its columns', () => {
    const pair = { contactNumber: { inbound: 'from', outbound: 'to' }, time: 'ts' };
    expect(roleOfColumn('to', pair)).toBe('contactNumber');
    expect(roleOfColumn('ts', pair)).toBe('time');
    expect(roleOfColumn('other', pair)).toBeNull();
  });
});

describe("the user's choices", () => {
  it('win over detection, and a choice of none leaves the role out', () => {
    expect(withChoices({ time: 'created_at', text: 'body' }, { time: 'updated_at', text: null })).toEqual({ time: 'updated_at' });
  });

  it('pass the schema they are kept under, and nothing else does', () => {
    const choices = { time: 'updated_at', text: null, contactNumber: { inbound: 'from', outbound: 'to' } };
    expect(roleChoicesSchema.parse(choices)).toEqual(choices);
    expect(roleChoicesSchema.safeParse({ bogus: 'x' }).success).toBe(false);
    expect(roleChoicesSchema.safeParse({ time: '' }).success).toBe(false);
  });

  it('keep a direction by record kind as its one form: never beside a list of fields or the two ends', () => {
    expect(roleChoicesSchema.parse({ direction: { outboundWhereFilled: 'status' } })).toEqual({
      direction: { outboundWhereFilled: 'status' },
    });
    expect(roleChoicesSchema.safeParse({ direction: { outboundWhereFilled: 'status', paths: ['direction'] } }).success).toBe(false);
    expect(roleChoicesSchema.safeParse({ direction: { outboundWhereFilled: 'status', inbound: 'from' } }).success).toBe(false);
    expect(roleChoicesSchema.safeParse({ direction: { outboundWhereFilled: '' } }).success).toBe(false);
    expect(bindingText({ outboundWhereFilled: 'status' })).toBe('outbound where status is filled, else inbound');
  });
});
