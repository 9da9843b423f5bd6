// Sinch's SMS REST API, two record kinds as documented: a sent batch
// (https://developers.sinch.com/docs/sms/api-reference/sms/tag/Batches/: `type` `mt_text`, the
// recipients as an array `to`, `created_at` / `modified_at`, and no delivery status — that is a
// separate delivery report) and an inbound message
// (https://developers.sinch.com/docs/sms/api-reference/sms/tag/Inbounds/: `type` `mo_text`,
// `received_at`, `from` / `to` as JSON numbers without `+`: `"from": 11203494390`).
import type { SmsMessage } from '../messages';
import { digits, hexOf, isoMillis } from './formats';

export const SINCH_DOCS = 'https://developers.sinch.com/docs/sms/api-reference/sms/tag/Batches/';
export const SINCH_INBOUND_DOCS = 'https://developers.sinch.com/docs/sms/api-reference/sms/tag/Inbounds/';

export function sinchRecord(message: SmsMessage): Record<string, unknown> {
  // Documented ids are 26 upper-case letters and digits (01FC66621XXXXX119Z8PMV1QPA).
  const id = hexOf(message.id).slice(6).toUpperCase();
  if (message.direction === 'INBOUND') {
    return {
      type: 'mo_text',
      id,
      from: Number(digits(message.from)),
      to: Number(digits(message.to)),
      body: message.body,
      received_at: isoMillis(message.created_at),
    };
  }
  return {
    id,
    to: [digits(message.to)],
    from: digits(message.from),
    canceled: false,
    body: message.body,
    type: 'mt_text',
    created_at: isoMillis(message.created_at),
    modified_at: isoMillis(message.delivered_at ?? message.created_at),
    delivery_report: 'none',
  };
}
