import { describe, expect, it } from 'vitest';
import { roleSample } from '../message-fields/role-sample';
import { bindingInput, bindingOf } from './RoleReadingControls';

describe('what Fields writes for a role', () => {
  it('a path, an ordered list, a pair of ends, a zone and numbers without +, in the simplest form', () => {
    expect(bindingOf('created_at', undefined, false, [])).toBe('created_at');
    expect(bindingOf('sent_at, created_at ,', undefined, false, [])).toEqual(['sent_at', 'created_at']);
    expect(bindingOf('from.phone_number | to[0].phone_number', undefined, false, ['+18445550001'])).toEqual({
      inbound: ['from.phone_number'],
      outbound: ['to[0].phone_number'],
      own: ['+18445550001'],
    });
    expect(bindingOf('message-timestamp', 'UTC', false, [])).toEqual({ paths: ['message-timestamp'], zone: 'UTC' });
    expect(bindingOf('msisdn', undefined, true, [])).toEqual({ paths: ['msisdn'], withoutPlus: true });
    expect(bindingOf(' , ', undefined, false, [])).toBeNull();
    expect(bindingInput({ inbound: 'from', outbound: ['to', 'to_number'] })).toBe('from | to, to_number');
  });

  it('shows each sample as the app reads it', () => {
    const records = [{ ts: '2020-01-01 14:00:00', n: '447700900000', from: '+14155550100', to: '+14155550123' }];
    expect(roleSample('time', { time: 'ts' }, records)).toMatch(/not a time the app can read yet: it states no zone/);
    expect(roleSample('time', { time: { paths: ['ts'], zone: 'UTC' } }, records)).toBe(
      '2020-01-01 14:00:00 → 2020-01-01T14:00:00.000Z (assumed UTC)',
    );
    expect(roleSample('contactNumber', { contactNumber: { paths: ['n'], withoutPlus: true } }, records)).toBe(
      '+447700900000 (written without +)',
    );
    expect(roleSample('contactNumber', { contactNumber: { inbound: 'from', outbound: 'to' } }, records)).toMatch(
      /^Both ends .*: \+14155550100 \/ \+14155550123$/,
    );
    expect(roleSample('text', {}, records)).toBe('No message text in these records');
    // A direction by record kind: what the first record's kind says (a delivery receipt's status, or none).
    expect(roleSample('direction', { direction: { outboundWhereFilled: 'status' } }, [{ status: 'delivered' }])).toBe(
      'Outbound (by record kind)',
    );
    expect(roleSample('direction', { direction: { outboundWhereFilled: 'status' } }, [{ text: 'Hello' }])).toBe('Inbound (by record kind)');
  });
});
