import { describe, expect, it } from 'vitest';
import { isSuccessCode } from './status-words';
import { readDirection } from './direction-words';
import { readStatus, statusKind } from './status-words';
import { inTitleCase } from './title-case';

describe('direction words', () => {
  it.each([
    ['inbound', 'inbound'],
    ['INBOUND', 'inbound'],
    ['Incoming', 'inbound'],
    ['in', 'inbound'],
    ['MO', 'inbound'],
    ['received', 'inbound'],
    ['outbound', 'outbound'],
    ['OUTBOUND_API', 'outbound'],
    ['outbound-reply', 'outbound'],
    ['outgoing', 'outbound'],
    ['out', 'outbound'],
    ['MT', 'outbound'],
    ['sent', 'outbound'],
  ])('reads %s as %s', (word, direction) => {
    expect(readDirection(word)).toBe(direction);
  });

  it.each([['sideways'], [''], [1], [null], ['internal']])('says nothing of %j', (value) => {
    expect(readDirection(value)).toBeNull();
  });
});

describe('status words', () => {
  it.each([
    ['delivered', 'delivered', 'Delivered', 'good'],
    ['DELIVERED', 'delivered', 'Delivered', 'good'],
    ['sent', 'sent', 'Sent', 'pending'],
    ['QUEUED', 'queued', 'Queued', 'pending'],
    ['accepted', null, 'Accepted', 'neutral'],
    ['PENDING', null, 'Pending', 'neutral'],
    // Vonage: no status from the carrier within 48 hours, so whether it arrived is not known.
    ['expired', null, 'Expired', 'neutral'],
    // Infobip's group 2: "The message could not be delivered".
    ['UNDELIVERABLE', 'undelivered', 'Undelivered', 'bad'],
    ['sending', 'queued', 'Queued', 'pending'],
    ['failed', 'failed', 'Failed', 'bad'],
    ['Rejected', 'failed', 'Failed', 'bad'],
    ['undelivered', 'undelivered', 'Undelivered', 'bad'],
    ['NOT_DELIVERED', 'undelivered', 'Undelivered', 'bad'],
    ['received', 'received', 'Received', 'good'],
    ['READ', 'read', 'Read', 'good'],
    ['seen', 'read', 'Read', 'good'],
  ])('reads %s as a %s badge "%s" (%s)', (word, kind, text, tone) => {
    expect(readStatus(word)).toEqual({ kind, text, tone });
  });

  it('shows a word it does not know as sent, in title case, with a neutral badge', () => {
    expect(readStatus('PARTIALLY_SENT')).toEqual({ kind: null, text: 'Partially Sent', tone: 'neutral' });
    expect(readStatus('on hold')).toEqual({ kind: null, text: 'On Hold', tone: 'neutral' });
    expect(statusKind('partially_sent')).toBeNull();
  });

  it('has no status for nothing or a non-word', () => {
    expect(readStatus('')).toBeNull();
    expect(readStatus(null)).toBeNull();
    expect(readStatus(3)).toBeNull();
  });
});

describe('title case', () => {
  it('splits codes, kebab and camel case into capitalised words', () => {
    expect(inTitleCase('PARTIALLY_SENT')).toBe('Partially Sent');
    expect(inTitleCase('carrier-filtered')).toBe('Carrier Filtered');
    expect(inTitleCase('waitingForCarrier')).toBe('Waiting For Carrier');
  });
});

describe('success codes in error fields', () => {
  it.each(['000', '0', 0, 'NO_ERROR', 'OK'])('%j is no error', (value) => {
    expect(isSuccessCode(value)).toBe(true);
  });
  it.each(['30003', 1, 'EC_UNKNOWN_SUBSCRIBER', '', null])('%j is not a success code', (value) => {
    expect(isSuccessCode(value)).toBe(false);
  });
});
