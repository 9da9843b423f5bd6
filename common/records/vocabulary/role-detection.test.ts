import { describe, expect, it } from 'vitest';
import { readMessage } from './message-vocabulary';
import { MAX_SAMPLED_CELLS, MAX_VALUE_FIELDS, detectRoles } from './role-detection';

const iso = (minute: number) => new Date(Date.UTC(2025, 10, 14, 9, minute)).toISOString();
const ms = (minute: number) => Date.UTC(2025, 10, 14, 9, minute);
const seconds = (minute: number) => ms(minute) / 1000;
const times = <T>(make: (minute: number) => T) => [0, 1, 2].map(make);

describe('detectRoles over record shapes', () => {
  it('reads the demo shape (snake case, RFC 3339, nested contact)', () => {
    const records = times((minute) => ({
      id: `SM${minute}`,
      location_id: 'loc-1',
      direction: 'OUTBOUND',
      status: 'DELIVERED',
      from: '+14155550100',
      to: '+14155550123',
      contact: { name: 'Ana Diaz', phone: '+14155550123' },
      body: 'See you at 3',
      created_at: iso(minute),
      delivered_at: iso(minute + 1),
      media_count: 0,
    }));
    expect(detectRoles(records).fields).toEqual({
      id: 'id',
      location: 'location_id',
      direction: 'direction',
      status: 'status',
      contactName: 'contact.name',
      contactNumber: 'contact.phone',
      text: 'body',
      time: 'created_at',
      deliveredTime: 'delivered_at',
      media: 'media_count',
    });
  });

  it('reads the other server shape (camelCase, epoch ms, customer, lower-case words)', () => {
    const records = times((minute) => ({
      sentAt: ms(minute),
      text: 'Your table is ready',
      customer: { displayName: 'Bo Li', phoneNumber: '+447700900123' },
      direction: 'inbound',
      status: 'delivered',
    }));
    expect(detectRoles(records).fields).toEqual({
      time: 'sentAt',
      text: 'text',
      contactName: 'customer.displayName',
      contactNumber: 'customer.phoneNumber',
      direction: 'direction',
      status: 'status',
    });
  });

  it('takes created… before updated… when two date fields hold times', () => {
    const records = times((minute) => ({ updated_at: iso(minute + 5), created_at: iso(minute), body: 'hi there' }));
    expect(detectRoles(records).fields.time).toBe('created_at');
  });

  it('never takes an updated… time for the message time, even alone', () => {
    const records = times((minute) => ({ updatedAt: iso(minute), body: 'hi there' }));
    expect(detectRoles(records).fields.time).toBeUndefined();
  });

  it('takes created… before sent… whatever the order of the fields', () => {
    const records = times((minute) => ({ sent_at: iso(minute + 1), createdAt: iso(minute) }));
    expect(detectRoles(records).fields.time).toBe('createdAt');
  });

  it('reads epoch seconds as a time, by magnitude', () => {
    const records = times((minute) => ({ timestamp: seconds(minute), message: 'hello you' }));
    expect(detectRoles(records).fields.time).toBe('timestamp');
  });

  it('does not take a field of small numbers for the time, though it is named like one', () => {
    const records = times((minute) => ({ created_at: minute + 3, timestamp: iso(minute) }));
    expect(detectRoles(records).fields.time).toBe('timestamp');
  });

  it('does not take a numeric id for a time or a phone, though its values would fit', () => {
    const records = times((minute) => ({ id: 1_700_000_000 + minute, contact_id: '+14155550123', body: 'ok then' }));
    const { fields } = detectRoles(records);
    expect(fields.id).toBe('id');
    expect(fields.time).toBeUndefined();
    expect(fields.contactNumber).toBeUndefined();
  });

  it('reads the contact number from `from`/`to` by direction when no contact field exists', () => {
    const records = times((minute) => ({
      direction: minute % 2 ? 'in' : 'out',
      from: '+14155550100',
      to: '+14155550123',
      created: iso(minute),
    }));
    expect(detectRoles(records).fields.contactNumber).toEqual({ inbound: 'from', outbound: 'to' });
    expect(detectRoles(records).how.contactNumber).toBe('ends');
  });

  it('reads one side of the pair when the server sends only `from`: inbound messages have a number, outbound ones none', () => {
    const records = times((minute) => ({ direction: minute % 2 ? 'in' : 'out', from: '+14155550100', created: iso(minute) }));
    const { fields } = detectRoles(records);
    expect(fields.contactNumber).toEqual({ inbound: 'from' });
    expect(readMessage({ direction: 'in', from: '+14155550100' }, fields).contactNumber).toBe('+14155550100');
    expect(readMessage({ direction: 'out', from: '+14155550199' }, fields).contactNumber).toBeNull();
  });

  it("reads `from`/`to` without a direction as the end that is not the location's own number", () => {
    const customers = ['+14155550123', '+14155550124', '+14155550125'];
    const records = customers.map((customer, index) =>
      index % 2 ? { from: customer, to: '+14155550100' } : { from: '+14155550100', to: customer },
    );
    const { fields } = detectRoles(records);
    expect(fields.contactNumber).toEqual({ inbound: 'from', outbound: 'to', own: ['+14155550100'] });
    expect(records.map((record) => readMessage(record, fields).contactNumber)).toEqual(customers);
    expect(readMessage(records[1]!, fields).direction).toBe('inbound');
  });

  it('shows both ends when neither a direction nor a constant number says which is the customer', () => {
    const records = times(() => ({ from: '+14155550100', to: '+14155550123' }));
    const { fields } = detectRoles(records);
    expect(fields.contactNumber).toEqual({ inbound: 'from', outbound: 'to' });
    expect(readMessage(records[0]!, fields)).toMatchObject({ contactNumber: null, contactEnds: ['+14155550100', '+14155550123'] });
  });

  it('finds no time in records without one, and says so by leaving the role out', () => {
    const records = times((minute) => ({ uid: `m${minute}`, text: 'no clock here', state: 'sent' }));
    const detection = detectRoles(records);
    expect(detection.fields.time).toBeUndefined();
    expect(detection.fields.status).toBe('state');
    expect(detection.paths).toEqual(['uid', 'text', 'state']);
  });

  it('finds roles by value alone when no name says them', () => {
    const records = times((minute) => ({
      a: minute % 2 ? 'INCOMING' : 'OUTGOING',
      b: 'UNDELIVERED',
      c: ms(minute),
      d: `Running ${minute} min late, sorry`,
      e: '+33612345678',
    }));
    const detection = detectRoles(records);
    expect(detection.fields).toEqual({ direction: 'a', status: 'b', time: 'c', text: 'd', contactNumber: 'e' });
    expect(detection.how.time).toBe('value');
  });

  it('reads snake case and nested paths alike (`recipient.display_name`, `recipient.phone_number`)', () => {
    const records = times((minute) => ({
      date_created: iso(minute),
      recipient: { display_name: 'Cy', phone_number: '+1 (415) 555-0199' },
      content: 'Hi',
    }));
    expect(detectRoles(records).fields).toMatchObject({
      time: 'date_created',
      contactName: 'recipient.display_name',
      contactNumber: 'recipient.phone_number',
      text: 'content',
    });
  });

  it('takes a time field that is empty on some records, not one that holds a non-time', () => {
    const records = [
      { created_at: iso(0), at: 'soon' },
      { created_at: null, at: iso(2) },
      { created_at: iso(3), at: iso(3) },
    ];
    expect(detectRoles(records).fields.time).toBe('created_at');
  });

  it('shows a record with none of the roles as its fields: no role, every path kept', () => {
    const records = [{ foo: 1, bar: { baz: true } }];
    const detection = detectRoles(records);
    expect(detection.fields).toEqual({});
    expect(detection.paths).toEqual(['foo', 'bar.baz']);
  });

  it('does not take a contact number that is not a phone (a name in the number field)', () => {
    const records = times(() => ({ contact: { name: 'Dee', phone: 'unknown' } }));
    expect(detectRoles(records).fields.contactNumber).toBeUndefined();
    expect(detectRoles(records).fields.contactName).toBe('contact.name');
  });

  it('reads a wide record by name wherever the field is, by value only among its first fields', () => {
    const wide = (minute: number) => ({
      ...Object.fromEntries(Array.from({ length: MAX_VALUE_FIELDS }, (_, index) => [`f${index}`, index])),
      epoch: ms(minute),
      ...Object.fromEntries(Array.from({ length: 5_000 }, (_, index) => [`g${index}`, 'x'])),
      created_at: iso(minute),
    });
    const records = Array.from({ length: 50 }, (_, minute) => wide(minute));
    const { fields } = detectRoles(records);
    expect(fields.time).toBe('created_at');
    const { created_at: _named, ...unnamed } = records[0]!;
    expect(detectRoles([unnamed]).fields.time).toBeUndefined();
    expect(Object.keys(records[0]!).length * 50).toBeGreaterThan(MAX_SAMPLED_CELLS);
  });

  it('samples the first record within the same cap as the others: a record of 400,000 fields is read up to it', { timeout: 60_000 }, () => {
    const huge: Record<string, unknown> = Object.fromEntries(Array.from({ length: 400_000 }, (_, index) => [`f${index}`, 'x']));
    huge.created_at = iso(1);
    const detection = detectRoles([huge, { created_at: iso(0) }]);
    // Past the cap nothing of the first record is read, and no other record either.
    expect(detection.paths).toHaveLength(MAX_SAMPLED_CELLS);
    expect(detection.paths.at(-1)).toBe(`f${MAX_SAMPLED_CELLS - 1}`);
    expect(detection.fields.time).toBeUndefined();
  });
});

describe('a status written as an object', () => {
  it('is read from its group word, before its own name (Infobip: status.groupName "PENDING", status.name "PENDING_ACCEPTED")', () => {
    const records = ['PENDING', 'DELIVERED', 'UNDELIVERABLE'].map((group, index) => ({
      messageId: `m${index}`,
      status: { groupId: index, groupName: group, name: `${group}_X`, description: 'words' },
    }));
    expect(detectRoles(records).fields.status).toBe('status.groupName');
  });
});
