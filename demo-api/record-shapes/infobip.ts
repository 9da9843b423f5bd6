// Infobip's SMS logs, two record kinds as documented: sent messages
// (https://dev.infobip.com/send-sms/get-sms-messaging-logs: `sentAt` / `doneAt` in ISO 8601 with a
// basic offset, `2015-02-23T17:40:31.773+0100`, numbers without `+`, `status` and `error` objects
// whose success reads `NO_ERROR`) and received messages
// (https://dev-old.infobip.com/receive-sms/received-message-logs: `receivedAt`, `cleanText`). Neither
// has a direction field: which kind a record is tells it.
import type { MessageStatus } from '../location-model';
import type { SmsMessage } from '../messages';
import { digits, isoBasicOffset, uuidOf } from './formats';

export const INFOBIP_DOCS = 'https://dev.infobip.com/send-sms/get-sms-messaging-logs';
export const INFOBIP_INBOUND_DOCS = 'https://dev-old.infobip.com/receive-sms/received-message-logs';

type Status = { groupId: number; groupName: string; id: number; name: string; description: string };
// Groups as https://www.infobip.com/docs/developer-resources/errors-and-responses/response-codes lists
// them; the delivered and undeliverable members are those of the documented log examples.
const PENDING_ACCEPTED: Status = {
  groupId: 1,
  groupName: 'PENDING',
  id: 26,
  name: 'PENDING_ACCEPTED',
  description: 'Message accepted, pending for delivery.',
};
const PENDING_ENROUTE: Status = {
  groupId: 1,
  groupName: 'PENDING',
  id: 7,
  name: 'PENDING_ENROUTE',
  description: 'Message sent to next instance',
};
const DELIVERED: Status = {
  groupId: 3,
  groupName: 'DELIVERED',
  id: 5,
  name: 'DELIVERED_TO_HANDSET',
  description: 'Message delivered to handset',
};
const UNDELIVERABLE: Status = {
  groupId: 2,
  groupName: 'UNDELIVERABLE',
  id: 9,
  name: 'UNDELIVERABLE_NOT_DELIVERED',
  description: 'Message sent not delivered',
};
const STATUSES: Record<Exclude<MessageStatus, 'RECEIVED'>, Status> = {
  QUEUED: PENDING_ACCEPTED,
  SENT: PENDING_ENROUTE,
  DELIVERED,
  FAILED: UNDELIVERABLE,
  UNDELIVERED: UNDELIVERABLE,
};
const NO_ERROR = { groupId: 0, groupName: 'OK', id: 0, name: 'NO_ERROR', description: 'No Error', permanent: false };
const USER_ERROR = {
  groupId: 2,
  groupName: 'USER_ERRORS',
  id: 4096,
  name: 'EC_INVALID_PDU_FORMAT',
  description: 'Invalid PDU format',
  permanent: true,
};

export function infobipRecord(message: SmsMessage): Record<string, unknown> {
  if (message.status === 'RECEIVED') {
    return {
      messageId: uuidOf(message.id),
      to: digits(message.to),
      receivedAt: isoBasicOffset(message.created_at),
      from: digits(message.from),
      text: message.body,
      cleanText: message.body,
      smsCount: 1,
    };
  }
  const status = STATUSES[message.status];
  return {
    messageId: uuidOf(message.id),
    to: digits(message.to),
    from: digits(message.from),
    text: message.body,
    sentAt: isoBasicOffset(message.created_at),
    doneAt: isoBasicOffset(message.delivered_at ?? message.created_at),
    smsCount: 1,
    mccmnc: '22801',
    price: { pricePerMessage: 0.01, currency: 'EUR' },
    status,
    error: status === UNDELIVERABLE ? USER_ERROR : NO_ERROR,
  };
}
