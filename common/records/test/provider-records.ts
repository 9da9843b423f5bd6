// Message records as public SMS providers document them, for tests of the message vocabulary (and
// of the demo's provider shapes). Each shape is the provider's documented example record, field
// for field as the cited page writes it; only ids, numbers, texts and times vary between the
// records of a shape (and a second direction is added where the page shows one), so that what
// differs from record to record is what differs between real messages. Never a field the page
// does not show.

type ProviderRecord = Record<string, unknown>;

/**
 * Twilio Message resource (RFC 2822 times, `api_version` a date, `from`/`to` top level,
 * `error_code` null). https://www.twilio.com/docs/messaging/api/message-resource
 * (fields as in twilio-go's ApiV2010Message: https://github.com/twilio/twilio-go/blob/v1.7.2/rest/api/v2010/docs/ApiV2010Message.md)
 */
export const TWILIO: readonly ProviderRecord[] = [
  {
    account_sid: 'ACXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX',
    api_version: '2010-04-01',
    body: 'Hi there',
    date_created: 'Thu, 24 Aug 2023 05:01:45 +0000',
    date_sent: 'Thu, 24 Aug 2023 05:01:45 +0000',
    date_updated: 'Thu, 24 Aug 2023 05:01:46 +0000',
    direction: 'outbound-api',
    error_code: null,
    error_message: null,
    from: '+14155552345',
    messaging_service_sid: 'MGXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX',
    num_media: '0',
    num_segments: '1',
    price: null,
    price_unit: null,
    sid: 'SMXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX01',
    status: 'delivered',
    subresource_uris: {
      media: '/2010-04-01/Accounts/ACXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX/Messages/SMXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX01/Media.json',
    },
    to: '+14155559876',
    uri: '/2010-04-01/Accounts/ACXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX/Messages/SMXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX01.json',
  },
  {
    account_sid: 'ACXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX',
    api_version: '2010-04-01',
    body: 'Can I move my booking to Friday?',
    date_created: 'Thu, 24 Aug 2023 05:03:10 +0000',
    date_sent: null,
    date_updated: 'Thu, 24 Aug 2023 05:03:10 +0000',
    direction: 'inbound',
    error_code: null,
    error_message: null,
    from: '+14155550198',
    messaging_service_sid: null,
    num_media: '1',
    num_segments: '1',
    price: null,
    price_unit: null,
    sid: 'SMXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX02',
    status: 'received',
    subresource_uris: {
      media: '/2010-04-01/Accounts/ACXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX/Messages/SMXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX02/Media.json',
    },
    to: '+14155552345',
    uri: '/2010-04-01/Accounts/ACXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX/Messages/SMXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX02.json',
  },
  {
    account_sid: 'ACXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX',
    api_version: '2010-04-01',
    body: 'Your table is ready',
    date_created: 'Thu, 24 Aug 2023 05:04:00 +0000',
    date_sent: null,
    date_updated: 'Thu, 24 Aug 2023 05:04:00 +0000',
    direction: 'outbound-api',
    error_code: null,
    error_message: null,
    from: '+14155552345',
    messaging_service_sid: 'MGXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX',
    num_media: '0',
    num_segments: '1',
    price: null,
    price_unit: null,
    sid: 'SMXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX03',
    status: 'accepted',
    subresource_uris: {
      media: '/2010-04-01/Accounts/ACXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX/Messages/SMXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX03/Media.json',
    },
    to: '+14155550111',
    uri: '/2010-04-01/Accounts/ACXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX/Messages/SMXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX03.json',
  },
];

/**
 * Telnyx message (the ends nested: `from.phone_number`, `to[0].phone_number`, each with its
 * carrier; the status per recipient). Inbound: the `message.received` webhook's payload,
 * https://developers.telnyx.com/api-reference/callbacks/inbound-message ; outbound: the same
 * payload's fields as the Message Detail Record returns them,
 * https://developers.telnyx.com/docs/messaging/messages/message-detail-records/index
 */
export const TELNYX: readonly ProviderRecord[] = [
  {
    record_type: 'message',
    direction: 'inbound',
    id: '7ee4241c-f127-47e5-9c34-3aac291f8058',
    type: 'SMS',
    messaging_profile_id: '0f512bda-ae1e-4597-8e11-e5f5686b97d3',
    from: { phone_number: '+18665550001', carrier: 'T-MOBILE USA, INC.', line_type: 'Wireless' },
    to: [{ phone_number: '+18445550001', status: 'delivered', carrier: 'TELNYX LLC', line_type: 'VoIP' }],
    cc: [],
    text: 'Hello, World!',
    media: [],
    encoding: 'GSM-7',
    parts: 1,
    received_at: '2019-01-23T18:10:02.574Z',
    sent_at: null,
    completed_at: null,
    errors: [],
  },
  {
    record_type: 'message',
    direction: 'outbound',
    id: '834f3d53-8a3c-4aa0-a733-7f2d682a72df',
    type: 'SMS',
    messaging_profile_id: '0f512bda-ae1e-4597-8e11-e5f5686b97d3',
    from: { phone_number: '+18445550001', carrier: 'TELNYX LLC', line_type: 'VoIP' },
    to: [{ phone_number: '+18665550002', status: 'delivered', carrier: 'T-MOBILE USA, INC.', line_type: 'Wireless' }],
    cc: [],
    text: 'Thanks, see you soon',
    media: [],
    encoding: 'GSM-7',
    parts: 1,
    received_at: null,
    sent_at: '2019-01-23T18:11:02.574Z',
    completed_at: '2019-01-23T18:11:03.574Z',
    errors: [],
  },
  {
    record_type: 'message',
    direction: 'outbound',
    id: '834f3d53-8a3c-4aa0-a733-7f2d682a72e0',
    type: 'SMS',
    messaging_profile_id: '0f512bda-ae1e-4597-8e11-e5f5686b97d3',
    from: { phone_number: '+18445550001', carrier: 'TELNYX LLC', line_type: 'VoIP' },
    to: [{ phone_number: '+18665550003', status: 'sending_failed', carrier: 'T-MOBILE USA, INC.', line_type: 'Wireless' }],
    cc: [],
    text: 'Your code is 4242',
    media: [],
    encoding: 'GSM-7',
    parts: 1,
    received_at: null,
    sent_at: null,
    completed_at: null,
    created_at: '2019-01-23T18:12:02.574Z',
    errors: [],
  },
];

/**
 * MessageBird (Bird) message: `originator`, the recipient inside `recipients.items[0]` (a JSON
 * number, E.164 digits without `+`), the status per recipient, `createdDatetime` with an extended
 * offset. Example of the messagebird-async crate, copied from MessageBird's docs:
 * https://docs.rs/crate/messagebird-async/latest/source/examples/example.json ; the schema:
 * https://raw.githubusercontent.com/api-evangelist/messagebird/refs/heads/main/json-schema/messagebird-message-schema.json
 */
export const MESSAGEBIRD: readonly ProviderRecord[] = [
  {
    id: 'e8077d803532c0b5937c639b60216938',
    href: 'https://rest.messagebird.com/messages/e8077d803532c0b5937c639b60216938',
    direction: 'mt',
    type: 'sms',
    originator: 'YourName',
    body: 'This is a test message',
    reference: null,
    validity: null,
    gateway: null,
    typeDetails: {},
    datacoding: 'plain',
    mclass: 1,
    scheduledDatetime: null,
    createdDatetime: '2016-05-03T14:26:57+00:00',
    recipients: {
      totalCount: 1,
      totalSentCount: 1,
      totalDeliveredCount: 0,
      totalDeliveryFailedCount: 0,
      items: [{ recipient: 31612345678, status: 'sent', statusDatetime: '2016-05-03T14:26:57+00:00' }],
    },
  },
  {
    id: 'e8077d803532c0b5937c639b60216939',
    href: 'https://rest.messagebird.com/messages/e8077d803532c0b5937c639b60216939',
    direction: 'mt',
    type: 'sms',
    originator: 'YourName',
    body: 'Your parcel arrives today',
    reference: null,
    validity: null,
    gateway: null,
    typeDetails: {},
    datacoding: 'plain',
    mclass: 1,
    scheduledDatetime: null,
    createdDatetime: '2016-05-03T14:30:12+00:00',
    recipients: {
      totalCount: 1,
      totalSentCount: 1,
      totalDeliveredCount: 1,
      totalDeliveryFailedCount: 0,
      items: [{ recipient: 31612345679, status: 'delivered', statusDatetime: '2016-05-03T14:30:15+00:00' }],
    },
  },
];

/**
 * Bandwidth Messaging API list item: `sourceTn`/`destinationTn`, `messageStatus` in capitals,
 * `errorCode` 0 on a delivered message, no text at all (Bandwidth does not store it), a
 * `carrierName`, `attachmentCount`. https://dev.bandwidth.com/docs/messaging/getMessage
 */
export const BANDWIDTH: readonly ProviderRecord[] = [
  {
    messageId: '1589228074636lm4k2je7j7jklbn2',
    accountId: '12345',
    sourceTn: '+15554443333',
    destinationTn: '+15554442222',
    messageStatus: 'DELIVERED',
    messageDirection: 'OUTBOUND',
    messageType: 'sms',
    segmentCount: 1,
    errorCode: 0,
    receiveTime: '2020-04-07T14:03:07.000Z',
    carrierName: 'other',
    messageSize: 27,
    messageLength: 18,
    attachmentCount: 1,
    recipientCount: 1,
    campaignClass: 'T',
  },
  {
    messageId: '1589228074636lm4k2je7j7jklbn3',
    accountId: '12345',
    sourceTn: '+15554441111',
    destinationTn: '+15554443333',
    messageStatus: 'RECEIVED',
    messageDirection: 'INBOUND',
    messageType: 'sms',
    segmentCount: 1,
    errorCode: 0,
    receiveTime: '2020-04-07T14:05:07.000Z',
    carrierName: 'other',
    messageSize: 31,
    messageLength: 22,
    attachmentCount: 0,
    recipientCount: 1,
    campaignClass: 'T',
  },
];

/**
 * Plivo Message object (a Message Detail Record): `message_time` with a space for `T` and an
 * offset (`2014-12-05 10:57:54+04:00`), `from_number`/`to_number` as E.164 digits without `+`,
 * `error_code` `000` "for successful delivery". https://www.plivo.com/docs/messaging/api/messages/
 * (the sample output of a fetched message:
 * https://github.com/plivo/plivo-examples-ruby/blob/master/sms/get_details.rb)
 */
export const PLIVO: readonly ProviderRecord[] = [
  {
    from_number: '14155550111',
    message_direction: 'outbound',
    message_state: 'delivered',
    message_time: '2014-12-05 10:57:54+04:00',
    message_type: 'sms',
    message_uuid: '0936ec98-7c4c-11e4-9bd8-22000afa12b9',
    resource_uri: '/v1/Account/XXXXXXXXXXXX/Message/0936ec98-7c4c-11e4-9bd8-22000afa12b9/',
    to_number: '14155550122',
    total_amount: '0.02600',
    total_rate: '0.00650',
    units: 4,
    error_code: '000',
  },
  {
    from_number: '14155550133',
    message_direction: 'inbound',
    message_state: 'received',
    message_time: '2014-12-05 11:02:10+04:00',
    message_type: 'sms',
    message_uuid: '0936ec98-7c4c-11e4-9bd8-22000afa12ba',
    resource_uri: '/v1/Account/XXXXXXXXXXXX/Message/0936ec98-7c4c-11e4-9bd8-22000afa12ba/',
    to_number: '14155550111',
    total_amount: '0.00000',
    total_rate: '0.00000',
    units: 1,
    error_code: '000',
  },
];

/**
 * Vonage SMS delivery receipt: the customer in `msisdn`, digits without `+`; `to` the sender id;
 * `err-code` "0" on success; `message-timestamp` with no zone (UTC by Vonage's docs).
 * https://developer.vonage.com/messaging/sms/guides/delivery-receipts (the example query of a
 * receipt: https://github.com/jbowles/courier/blob/v1.0.1/handlers/nexmo/nexmo.go)
 */
export const VONAGE: readonly ProviderRecord[] = [
  {
    msisdn: '447700900000',
    to: 'Acme Inc',
    'network-code': '23410',
    messageId: '0C0000002EEBDA56',
    price: '0.03330000',
    status: 'delivered',
    scts: '2001011400',
    'err-code': '0',
    'message-timestamp': '2020-01-01 14:00:00',
  },
  {
    msisdn: '447700900001',
    to: 'Acme Inc',
    'network-code': '23410',
    messageId: '0C0000002EEBDA57',
    price: '0.03330000',
    status: 'delivered',
    scts: '2001011405',
    'err-code': '0',
    'message-timestamp': '2020-01-01 14:05:00',
  },
];

/**
 * Vonage inbound SMS beside its delivery receipts (two record kinds, no direction field: only the
 * receipt of a sent message has a `status`). The inbound webhook's fields and its zone-less
 * `message-timestamp`: https://developer.vonage.com/messaging/sms/guides/inbound-sms
 */
export const VONAGE_INBOUND: ProviderRecord = {
  msisdn: '447700900002',
  to: '447700900000',
  messageId: '0A0000000123ABCD1',
  text: 'Hello world',
  type: 'text',
  keyword: 'Hello',
  'message-timestamp': '2020-01-01 14:10:00',
};

/**
 * Sinch SMS: a sent batch (its recipients a list `to` of numbers without `+`, `created_at`, no
 * status: that is a separate delivery report; https://developers.sinch.com/docs/sms/api-reference/sms/tag/Batches/)
 * and an inbound message (`from`/`to` JSON numbers, `received_at`, the Inbounds list example:
 * https://developers.sinch.com/docs/sms/api-reference/sms/tag/Inbounds/).
 */
export const SINCH: readonly ProviderRecord[] = [
  {
    id: '01FC66621XXXXX119Z8PMV1QPA',
    to: ['11203494390'],
    from: '11203453453',
    canceled: false,
    body: 'Your table is ready',
    type: 'mt_text',
    created_at: '2019-08-24T14:15:22.000Z',
    modified_at: '2019-08-24T14:15:23.000Z',
    delivery_report: 'none',
  },
  {
    type: 'mo_text',
    id: '01FC66621XXXXX119Z8PMV1QPB',
    from: 11203494391,
    to: 11203453453,
    body: 'This is a test message',
    client_reference: 'string',
    operator_id: 'string',
    send_at: '2019-08-24T14:16:22Z',
    received_at: '2019-08-24T14:16:22Z',
  },
  {
    id: '01FC66621XXXXX119Z8PMV1QPC',
    to: ['11203494392'],
    from: '11203453453',
    canceled: false,
    body: 'See you at 3',
    type: 'mt_text',
    created_at: '2019-08-24T14:17:22.000Z',
    modified_at: '2019-08-24T14:17:23.000Z',
    delivery_report: 'none',
  },
];

/**
 * Infobip: a sent message's log (a `status` object whose group says its meaning, `sentAt` with a
 * basic offset; https://dev.infobip.com/send-sms/get-sms-messaging-logs) and a received message's
 * (`receivedAt`, no status; https://dev-old.infobip.com/receive-sms/received-message-logs). No
 * direction field: which end is the business's number tells it. The status groups:
 * https://www.infobip.com/docs/developer-resources/api-fundamentals/message-status-codes
 * (group 2, Undeliverable: "The message could not be delivered")
 */
export const INFOBIP: readonly ProviderRecord[] = [
  {
    bulkId: '06479ba3-5977-47f6-9346-fee0369bc76b',
    messageId: '1f21d8d7-f306-4f53-9f6e-eddfce9849ea',
    to: '41793026727',
    from: '41793026700',
    text: 'Test SMS.',
    sentAt: '2015-02-23T17:40:31.773+0100',
    doneAt: '2015-02-23T17:40:31.787+0100',
    smsCount: 1,
    mccmnc: '22801',
    price: { pricePerMessage: 0.01, currency: 'EUR' },
    status: { groupId: 3, groupName: 'DELIVERED', id: 5, name: 'DELIVERED_TO_HANDSET', description: 'Message delivered to handset' },
    error: { groupId: 0, groupName: 'OK', id: 0, name: 'NO_ERROR', description: 'No Error', permanent: false },
  },
  {
    messageId: '5908971644001839114',
    to: '41793026700',
    receivedAt: '2015-03-01T12:54:44.560+0000',
    from: '385998779111',
    text: 'HEY hello world',
    cleanText: 'hello world',
    keyword: 'HEY',
    smsCount: 1,
  },
  {
    bulkId: '06479ba3-5977-47f6-9346-fee0369bc76c',
    messageId: '1f21d8d7-f306-4f53-9f6e-eddfce9849eb',
    to: '41793026728',
    from: '41793026700',
    text: 'Your code is 4242',
    sentAt: '2015-03-01T13:00:00.000+0100',
    doneAt: '2015-03-01T13:00:09.000+0100',
    smsCount: 1,
    mccmnc: '22801',
    price: { pricePerMessage: 0.01, currency: 'EUR' },
    status: {
      groupId: 2,
      groupName: 'UNDELIVERABLE',
      id: 9,
      name: 'UNDELIVERABLE_NOT_DELIVERED',
      description: 'Message sent not delivered',
    },
    error: {
      groupId: 2,
      groupName: 'USER_ERRORS',
      id: 4096,
      name: 'EC_INVALID_PDU_FORMAT',
      description: 'Invalid PDU format',
      permanent: true,
    },
  },
  {
    bulkId: '06479ba3-5977-47f6-9346-fee0369bc76d',
    messageId: '1f21d8d7-f306-4f53-9f6e-eddfce9849ec',
    to: '41793026729',
    from: '41793026700',
    text: 'Reminder: 9am',
    sentAt: '2015-03-01T13:05:00.000+0100',
    doneAt: '2015-03-01T13:05:00.000+0100',
    smsCount: 1,
    mccmnc: '22801',
    price: { pricePerMessage: 0.01, currency: 'EUR' },
    status: { groupId: 1, groupName: 'PENDING', id: 26, name: 'PENDING_ACCEPTED', description: 'Message accepted, pending for delivery.' },
    error: { groupId: 0, groupName: 'OK', id: 0, name: 'NO_ERROR', description: 'No Error', permanent: false },
  },
];
