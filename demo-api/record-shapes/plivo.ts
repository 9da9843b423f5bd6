// Plivo's Message Detail Record, as documented at
// https://www.plivo.com/docs/sms/api/message/retrieve-a-message/ (example) and
// https://www.plivo.com/docs/messaging/api/messages/ (attributes): numbers without `+`
// (`"from_number": "17087654321"`), `message_time` with a space and an offset
// (`2021-07-13 13:04:06.799021+05:30`; the demo writes UTC, `+00:00`), `message_state`, and
// `error_code` "000 for successful delivery" (the documented failed example carries "200").
import type { MessageStatus } from '../location-model';
import type { SmsMessage } from '../messages';
import { digits, isoExtendedOffset, uuidOf } from './formats';

export const PLIVO_DOCS = 'https://www.plivo.com/docs/sms/api/message/retrieve-a-message/';

const STATES: Record<MessageStatus, string> = {
  QUEUED: 'queued',
  SENT: 'sent',
  DELIVERED: 'delivered',
  FAILED: 'failed',
  UNDELIVERED: 'undelivered',
  RECEIVED: 'received',
};

export function plivoRecord(message: SmsMessage): Record<string, unknown> {
  const uuid = uuidOf(message.id);
  const failed = message.status === 'FAILED' || message.status === 'UNDELIVERED';
  return {
    error_code: failed ? '200' : '000',
    from_number: digits(message.from),
    message_direction: message.direction === 'INBOUND' ? 'inbound' : 'outbound',
    message_state: STATES[message.status],
    message_time: isoExtendedOffset(message.created_at).replace('T', ' '),
    message_type: 'sms',
    message_uuid: uuid,
    resource_uri: `/v1/Account/{auth_id}/Message/${uuid}/`,
    to_number: digits(message.to),
    total_amount: '0.00000',
    total_rate: '0.00350',
    units: 1,
  };
}
