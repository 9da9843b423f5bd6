// Twilio's Message resource, as documented at
// https://www.twilio.com/docs/messaging/api/message-resource (properties, status values) with its
// fetch example (https://twilio.demo.bump-doc.com/doc/api/operation/operation-fetchmessage, from
// Twilio's OpenAPI): snake_case, RFC 2822 times with `+0000`, E.164 numbers with `+`, lower-case
// statuses, `direction` `inbound` / `outbound-api`, `error_code` null unless the message failed, and
// `api_version` `2010-04-01` (a date that is not a time nor a phone).
import type { MessageStatus } from '../location-model';
import type { SmsMessage } from '../messages';
import { hexOf, rfc2822 } from './formats';

export const TWILIO_DOCS = 'https://www.twilio.com/docs/messaging/api/message-resource';

const STATUSES: Record<MessageStatus, string> = {
  QUEUED: 'queued',
  SENT: 'sent',
  DELIVERED: 'delivered',
  FAILED: 'failed',
  UNDELIVERED: 'undelivered',
  RECEIVED: 'received',
};
const FAILED = new Set<MessageStatus>(['FAILED', 'UNDELIVERED']);

export function twilioRecord(message: SmsMessage): Record<string, unknown> {
  const failed = FAILED.has(message.status);
  // One account per location: the location's 8 hex digits of the id, four times.
  const accountSid = `AC${hexOf(message.id).slice(0, 8).repeat(4)}`;
  const uri = `/2010-04-01/Accounts/${accountSid}/Messages/${message.id}`;
  return {
    account_sid: accountSid,
    api_version: '2010-04-01',
    body: message.body,
    date_created: rfc2822(message.created_at),
    // Null until Twilio sends it: a queued message has no date_sent.
    date_sent: message.status === 'QUEUED' ? null : rfc2822(message.created_at),
    date_updated: rfc2822(message.delivered_at ?? message.created_at),
    direction: message.direction === 'INBOUND' ? 'inbound' : 'outbound-api',
    // The documented example's failure: 30007, "Carrier violation".
    error_code: failed ? 30007 : null,
    error_message: failed ? 'Carrier violation' : null,
    from: message.from,
    messaging_service_sid: null,
    num_media: String(message.media_count),
    num_segments: '1',
    // Documented as populated after sending and "may not be immediately available".
    price: null,
    price_unit: 'USD',
    sid: message.id,
    status: STATUSES[message.status],
    subresource_uris: { media: `${uri}/Media.json`, feedback: `${uri}/Feedback.json` },
    to: message.to,
    uri: `${uri}.json`,
  };
}
