// MessageBird's (Bird's) SMS message object, as in the documented list example
// (https://docs.rs/crate/messagebird-async/latest/source/examples/example.json, the API's JSON at
// https://developers.messagebird.com/api/sms-messaging/#the-message-object): `direction` `mt`
// (sent) / `mo` (received), the sender as `originator`, the other end and the status inside
// `recipients.items[0]` with the number as a JSON number without `+` (`"recipient": 31612345678`),
// times in RFC 3339 with `+00:00`.
import type { MessageStatus } from '../location-model';
import type { SmsMessage } from '../messages';
import { digits, hexOf, isoExtendedOffset } from './formats';

export const MESSAGEBIRD_DOCS = 'https://developers.messagebird.com/api/sms-messaging/#the-message-object';

// The recipient statuses of the documented enum: scheduled, sent, buffered, delivered, expired, delivery_failed.
const STATUSES: Record<MessageStatus, string> = {
  QUEUED: 'buffered',
  SENT: 'sent',
  DELIVERED: 'delivered',
  FAILED: 'delivery_failed',
  UNDELIVERED: 'expired',
  RECEIVED: 'delivered',
};

export function messagebirdRecord(message: SmsMessage): Record<string, unknown> {
  const id = hexOf(message.id);
  const delivered = message.status === 'DELIVERED' || message.status === 'RECEIVED';
  const failed = message.status === 'FAILED' || message.status === 'UNDELIVERED';
  return {
    id,
    href: `https://rest.messagebird.com/messages/${id}`,
    direction: message.direction === 'INBOUND' ? 'mo' : 'mt',
    type: 'sms',
    originator: digits(message.from),
    body: message.body,
    reference: null,
    validity: null,
    gateway: null,
    typeDetails: {},
    datacoding: 'plain',
    mclass: 1,
    scheduledDatetime: null,
    createdDatetime: isoExtendedOffset(message.created_at),
    recipients: {
      totalCount: 1,
      totalSentCount: message.status === 'QUEUED' ? 0 : 1,
      totalDeliveredCount: delivered ? 1 : 0,
      totalDeliveryFailedCount: failed ? 1 : 0,
      items: [
        {
          recipient: Number(digits(message.to)),
          status: STATUSES[message.status],
          statusDatetime: isoExtendedOffset(message.delivered_at ?? message.created_at),
        },
      ],
    },
  };
}
