// Bandwidth's message list item, as documented at https://dev.bandwidth.com/docs/messaging/getMessage
// (example) and in its SDK's ListMessageItem: `sourceTn` / `destinationTn`, upper-case
// `messageStatus` / `messageDirection`, `errorCode` 0 on success, `receiveTime` in RFC 3339 with
// milliseconds, `carrierName`, `attachmentCount` — and no text: "Bandwidth does not store text
// message content".
import type { SmsMessage } from '../messages';
import { epochMs, hexOf, isoMillis } from './formats';

export const BANDWIDTH_DOCS = 'https://dev.bandwidth.com/docs/messaging/getMessage';

export function bandwidthRecord(message: SmsMessage): Record<string, unknown> {
  const failed = message.status === 'FAILED' || message.status === 'UNDELIVERED';
  return {
    // Documented ids are the epoch milliseconds followed by 15 letters and digits.
    messageId: `${epochMs(message.created_at)}${hexOf(message.id).slice(-15)}`,
    accountId: '12345',
    sourceTn: message.from,
    destinationTn: message.to,
    // The demo's words are all in Bandwidth's documented enum (RECEIVED, QUEUED, SENT, DELIVERED, FAILED, UNDELIVERED...).
    messageStatus: message.status,
    messageDirection: message.direction,
    messageType: 'sms',
    segmentCount: 1,
    // 4791 is a documented 4xx carrier rejection (github.com/Bandwidth/api-docs site/docs/messaging/errors.mdx).
    errorCode: failed ? 4791 : 0,
    receiveTime: isoMillis(message.created_at),
    carrierName: 'other',
    messageLength: message.body.length,
    attachmentCount: message.media_count,
    recipientCount: 1,
    campaignClass: 'T',
  };
}
