// Telnyx's message object, as documented in the outbound message example at
// https://apispec.telnyx.com/send-a-group-mms-message-17988818e0 and the inbound message webhook at
// https://developers.telnyx.com/api-reference/callbacks/inbound-message: the sender nested as
// `from { phone_number, carrier, line_type }`, the recipients as `to [{ phone_number, status, ... }]`
// (the status lives in the array), RFC 3339 times with milliseconds, `sent_at` / `completed_at`
// null until they happen and on inbound messages ("Not used for inbound messages").
import type { MessageStatus } from '../location-model';
import type { SmsMessage } from '../messages';
import { hexOf, isoMillis, uuidOf } from './formats';

export const TELNYX_DOCS = 'https://apispec.telnyx.com/send-a-group-mms-message-17988818e0';

// Outbound words of the documented enum; an inbound message's recipient reads "delivered" in the webhook example.
const STATUSES: Record<MessageStatus, string> = {
  QUEUED: 'queued',
  SENT: 'sent',
  DELIVERED: 'delivered',
  FAILED: 'sending_failed',
  UNDELIVERED: 'delivery_failed',
  RECEIVED: 'delivered',
};
// The carriers and line types of the documented examples: the business on Telnyx, the customer on a mobile network.
const BUSINESS_END = { carrier: 'TELNYX LLC', line_type: 'VoIP' };
const CUSTOMER_END = { carrier: 'T-MOBILE USA, INC.', line_type: 'Wireless' };

export function telnyxRecord(message: SmsMessage): Record<string, unknown> {
  const inbound = message.direction === 'INBOUND';
  const sent = !inbound && message.status !== 'QUEUED';
  const finished = !inbound && ['DELIVERED', 'FAILED', 'UNDELIVERED'].includes(message.status);
  return {
    record_type: 'message',
    direction: inbound ? 'inbound' : 'outbound',
    id: uuidOf(message.id),
    type: 'SMS',
    messaging_profile_id: uuidOf(`SM${hexOf(message.id).slice(0, 8).repeat(4)}`),
    from: { phone_number: message.from, ...(inbound ? CUSTOMER_END : BUSINESS_END) },
    to: [{ phone_number: message.to, status: STATUSES[message.status], ...(inbound ? BUSINESS_END : CUSTOMER_END) }],
    cc: [],
    text: message.body,
    media: [],
    encoding: 'GSM-7',
    parts: 1,
    tags: [],
    cost: null,
    received_at: isoMillis(message.created_at),
    sent_at: sent ? isoMillis(message.created_at) : null,
    completed_at: finished ? isoMillis(message.delivered_at ?? message.created_at) : null,
    valid_until: null,
    errors: [],
  };
}
