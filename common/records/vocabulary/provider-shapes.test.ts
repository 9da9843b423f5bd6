import { describe, expect, it } from 'vitest';
import { BANDWIDTH, INFOBIP, MESSAGEBIRD, PLIVO, SINCH, TELNYX, TWILIO, VONAGE, VONAGE_INBOUND } from '../test/provider-records';
import { flattenRecord } from '../flatten';
import { readMessage } from './message-vocabulary';
import { detectRoles } from './role-detection';
import { withOwnNumbers } from './role-ends';
import { withChoices } from './role-fields';

// The documented records of public SMS providers, read as a support agent needs them: the time,
// the customer's number (never the business's, never a version date), the text or none, the
// direction and the status as the provider means it.

const readAll = (records: readonly Record<string, unknown>[], choices = {}) => {
  const fields = withChoices(detectRoles(records).fields, choices);
  return records.map((record) => readMessage(record, fields));
};

describe('provider records', () => {
  it('Twilio: RFC 2822 times, the customer by direction, the version date never a number, `accepted` as written', () => {
    const read = readAll(TWILIO);
    expect(read.map((message) => new Date(message.time!).toISOString())).toEqual([
      '2023-08-24T05:01:45.000Z',
      '2023-08-24T05:03:10.000Z',
      '2023-08-24T05:04:00.000Z',
    ]);
    expect(read.map((message) => message.contactNumber)).toEqual(['+14155559876', '+14155550198', '+14155550111']);
    expect(read.map((message) => message.direction)).toEqual(['outbound', 'inbound', 'outbound']);
    expect(read[2]!.status).toEqual({ kind: null, text: 'Accepted', tone: 'neutral' });
    expect(read[0]!.text).toBe('Hi there');
  });

  it('Telnyx: nested ends, the status of the recipient, a time list over received/sent/created, the carrier never the text', () => {
    const { fields } = detectRoles(TELNYX);
    expect(fields.contactNumber).toEqual({ inbound: 'from.phone_number', outbound: 'to[0].phone_number' });
    expect(fields.status).toBe('to[0].status');
    expect(fields.time).toEqual(['created_at', 'sent_at', 'received_at']);
    const read = readAll(TELNYX);
    expect(read.map((message) => message.contactNumber)).toEqual(['+18665550001', '+18665550002', '+18665550003']);
    expect(read.map((message) => message.time)).toEqual([
      Date.parse('2019-01-23T18:10:02.574Z'),
      Date.parse('2019-01-23T18:11:02.574Z'),
      Date.parse('2019-01-23T18:12:02.574Z'),
    ]);
    expect(read.map((message) => message.text)).toEqual(['Hello, World!', 'Thanks, see you soon', 'Your code is 4242']);
    expect(read[2]!.status?.text).toBe('Sending Failed');
  });

  it("Telnyx without its text: no message text, never the carrier's name, even when every record names another carrier", () => {
    const records = TELNYX.map(({ text: _text, ...rest }) => rest);
    expect(detectRoles(records).fields.text).toBeUndefined();
    expect(readAll(records).map((message) => message.text)).toEqual([null, null, null]);
    const carriers = ['T-MOBILE USA, INC.', 'AT&T MOBILITY', 'VERIZON WIRELESS'];
    const varied = records.map((record, index) => ({ ...record, to: [{ ...(record.to as object[])[0], carrier: carriers[index] }] }));
    expect(detectRoles(varied).fields.text).toBeUndefined();
  });

  it("reads a flattened row (the grid's, whose arrays are JSON text) as the record sent", () => {
    const fields = detectRoles(TELNYX).fields;
    // Media stays the cell's JSON text on a flattened row: the thread reads it from the record.
    const withoutMedia = (record: Record<string, unknown>) => ({ ...readMessage(record, fields), media: null });
    expect(TELNYX.map((record) => withoutMedia(flattenRecord(record)))).toEqual(TELNYX.map((record) => withoutMedia(record)));
  });

  it('MessageBird: the recipient inside recipients.items, a number without +, said so; the alphanumeric originator is not the customer', () => {
    const read = readAll(MESSAGEBIRD);
    expect(read.map((message) => [message.contactNumber, message.contactNumberWithoutPlus])).toEqual([
      ['+31612345678', true],
      ['+31612345679', true],
    ]);
    expect(read.map((message) => message.status?.text)).toEqual(['Sent', 'Delivered']);
    expect(read[0]!.time).toBe(Date.parse('2016-05-03T14:26:57Z'));
  });

  it('Bandwidth: sourceTn/destinationTn by direction, no text field is no text (not the carrier), attachments found', () => {
    const { fields } = detectRoles(BANDWIDTH);
    expect(fields.text).toBeUndefined();
    expect(fields.media).toBe('attachmentCount');
    const read = readAll(BANDWIDTH);
    expect(read.map((message) => message.contactNumber)).toEqual(['+15554442222', '+15554441111']);
    expect(read.map((message) => message.text)).toEqual([null, null]);
    expect(read.map((message) => message.status?.text)).toEqual(['Delivered', 'Received']);
  });

  it('Plivo: a space for T with an offset, numbers without +, the customer by direction', () => {
    const read = readAll(PLIVO);
    expect(read[0]!.time).toBe(Date.parse('2014-12-05T06:57:54Z'));
    expect(read.map((message) => [message.contactNumber, message.contactNumberWithoutPlus])).toEqual([
      ['+14155550122', true],
      ['+14155550133', true],
    ]);
  });

  it('Vonage: a time with no zone is not read until the user states one, then read in it and said so', () => {
    const unstated = readAll(VONAGE);
    expect(unstated[0]).toMatchObject({
      time: null,
      timeProblem: 'no-zone',
      contactNumber: '+447700900000',
      contactNumberWithoutPlus: true,
      text: null,
    });
    const stated = readAll(VONAGE, { time: { paths: ['message-timestamp'], zone: 'UTC' } });
    expect(stated[0]).toMatchObject({ time: Date.UTC(2020, 0, 1, 14), timeAssumedZone: 'UTC', timeProblem: null });
    const inLocation =
      readAll(VONAGE).length &&
      VONAGE.map((record) =>
        readMessage(
          record,
          withChoices(
            detectRoles(VONAGE).fields,
            { time: { paths: ['message-timestamp'], zone: 'location' } },
            { locationZone: 'Europe/London' },
          ),
        ),
      );
    expect(inLocation && inLocation[0]).toMatchObject({ time: Date.UTC(2020, 0, 1, 14), timeAssumedZone: 'Europe/London' });
  });

  it('Vonage receipts beside inbound messages: the customer in msisdn, the direction by record kind (only a sent message has a status)', () => {
    const records = [...VONAGE, VONAGE_INBOUND];
    const { fields, how } = detectRoles(records);
    expect(fields.direction).toEqual({ outboundWhereFilled: 'status' });
    expect(how.direction).toBe('kind');
    const read = readAll(records, { time: { paths: ['message-timestamp'], zone: 'UTC' } });
    expect(read.map((message) => message.direction)).toEqual(['outbound', 'outbound', 'inbound']);
    expect(read.map((message) => message.contactNumber)).toEqual(['+447700900000', '+447700900001', '+447700900002']);
    expect(read.map((message) => message.text)).toEqual([null, null, 'Hello world']);
    expect(read[2]!.time).toBe(Date.UTC(2020, 0, 1, 14, 10));
  });

  it('reads no direction by kind when the status is on every record, written as null, or says received', () => {
    const kindOf = (records: readonly Record<string, unknown>[]) => detectRoles(records).fields.direction;
    expect(kindOf(VONAGE)).toBeUndefined();
    expect(kindOf([...VONAGE, VONAGE_INBOUND, { ...VONAGE_INBOUND, status: null }])).toBeUndefined();
    expect(kindOf([{ ...VONAGE[0]!, status: 'received' }, VONAGE[1]!, VONAGE_INBOUND])).toBeUndefined();
    // A status field that only some records carry does not say the kind where the ends already say the direction.
    expect(kindOf(INFOBIP)).toBeUndefined();
  });

  it('a record written with the status as null is of no known direction by kind', () => {
    const fields = { ...detectRoles([...VONAGE, VONAGE_INBOUND]).fields };
    expect(readMessage({ ...VONAGE[0]!, status: null }, fields).direction).toBeNull();
  });

  it("Sinch: the batch's recipients a list (to[0]) and the inbound recipient one number (to), the business's number the same on every record", () => {
    const { fields } = detectRoles(SINCH);
    expect(fields.contactNumber).toEqual({ inbound: 'from', outbound: ['to[0]', 'to'], own: ['+11203453453'], withoutPlus: true });
    expect(fields.time).toEqual(['created_at', 'received_at']);
    const read = readAll(SINCH);
    expect(read.map((message) => message.direction)).toEqual(['outbound', 'inbound', 'outbound']);
    expect(read.map((message) => message.contactNumber)).toEqual(['+11203494390', '+11203494391', '+11203494392']);
    expect(read.map((message) => message.status)).toEqual([null, null, null]);
    // The grid's flattened rows (the list as JSON text) read the same.
    expect(SINCH.map((record) => readMessage(flattenRecord(record), withChoices(fields, {})).contactNumber)).toEqual(
      read.map((message) => message.contactNumber),
    );
  });

  it("Infobip: the direction by which end is the business's, the status group as its badge (UNDELIVERABLE is undelivered, PENDING as written)", () => {
    const { fields } = detectRoles(INFOBIP);
    expect(fields.status).toBe('status.groupName');
    expect(fields.time).toEqual(['sentAt', 'receivedAt']);
    const read = readAll(INFOBIP);
    expect(read.map((message) => message.direction)).toEqual(['outbound', 'inbound', 'outbound', 'outbound']);
    expect(read.map((message) => message.contactNumber)).toEqual(['+41793026727', '+385998779111', '+41793026728', '+41793026729']);
    expect(read.map((message) => message.status?.text ?? null)).toEqual(['Delivered', null, 'Undelivered', 'Pending']);
    expect(read.map((message) => message.status?.tone ?? null)).toEqual(['good', null, 'bad', 'neutral']);
    expect(read[0]!.time).toBe(Date.parse('2015-02-23T16:40:31.773Z'));
  });
});

describe('a pair written by hand in Fields', () => {
  it("gets the location's own number from the records, so the customer is found without a direction field", () => {
    const typed = { inbound: 'from', outbound: ['to[0]', 'to'], withoutPlus: true };
    const binding = withOwnNumbers(typed, SINCH);
    expect(binding).toEqual({ ...typed, own: ['+11203453453'] });
    expect(SINCH.map((record) => readMessage(record, { contactNumber: binding }).contactNumber)).toEqual([
      '+11203494390',
      '+11203494391',
      '+11203494392',
    ]);
    // Named own numbers, or one end alone, are kept as written.
    expect(withOwnNumbers({ ...typed, own: ['+11203494390'] }, SINCH)).toEqual({ ...typed, own: ['+11203494390'] });
    expect(withOwnNumbers({ inbound: 'from' }, SINCH)).toEqual({ inbound: 'from' });
  });
});
