// Vonage's SMS API records, two kinds as documented: the delivery receipt of a sent message
// (https://developer.vonage.com/en/messaging/sms/guides/delivery-receipts: `msisdn` the number it
// was sent to, `to` the sender, `status`, `err-code` "0" unless it failed, `scts` as YYMMDDHHMM, and
// no text) and the inbound message (https://developer.vonage.com/messaging/sms/guides/inbound-sms:
// `msisdn` the sender, `to` the business's number, `text`, `keyword`). Numbers are E.164 digits
// without `+`. `message-timestamp` of an inbound message is "UTC±00:00 ... in the following format:
// YYYY-MM-DD HH:MM:SS", a time with no zone in the record itself; the receipt's documented example
// (quoted from the API reference at https://developer.vonage.com/en/blog/receive-sms-delivery-receipts-with-go)
// writes `2020-01-01 12:00:00 +0000`.
import type { MessageStatus } from '../location-model';
import type { SmsMessage } from '../messages';
import { digits, hexOf, isoMillis, spacedUtc } from './formats';

export const VONAGE_DOCS = 'https://developer.vonage.com/en/messaging/sms/guides/delivery-receipts';
export const VONAGE_INBOUND_DOCS = 'https://developer.vonage.com/messaging/sms/guides/inbound-sms';

// Receipt statuses of the documented list: delivered, expired, failed, rejected, accepted, buffered, unknown.
const STATUSES: Record<Exclude<MessageStatus, 'RECEIVED'>, string> = {
  QUEUED: 'buffered',
  SENT: 'accepted',
  DELIVERED: 'delivered',
  FAILED: 'failed',
  UNDELIVERED: 'expired',
};

export function vonageRecord(message: SmsMessage): Record<string, unknown> {
  const messageId = hexOf(message.id).slice(-16).toUpperCase();
  const timestamp = spacedUtc(message.created_at);
  if (message.status === 'RECEIVED') {
    return {
      msisdn: digits(message.from),
      to: digits(message.to),
      messageId,
      text: message.body,
      type: 'text',
      // "The first word in the message body" (documented example: "Hello world" → "Hello").
      keyword: message.body.split(/\s+/)[0] ?? '',
      'api-key': 'abcd1234',
      'message-timestamp': timestamp,
    };
  }
  const failed = message.status === 'FAILED' || message.status === 'UNDELIVERED';
  return {
    msisdn: digits(message.to),
    to: digits(message.from),
    'network-code': '12345',
    messageId,
    price: '0.03330000',
    status: STATUSES[message.status],
    scts: isoMillis(message.delivered_at ?? message.created_at).replace(/^\d\d(\d\d)-(\d\d)-(\d\d)T(\d\d):(\d\d).*$/, '$1$2$3$4$5'),
    'err-code': failed ? '1' : '0',
    'api-key': 'abcd1234',
    'message-timestamp': `${timestamp} +0000`,
  };
}
