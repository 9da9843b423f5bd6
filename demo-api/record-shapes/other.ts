// The demo's own "other" shape: the same messages as a server that names and writes them
// differently (camelCase, epoch-millisecond times, lower-case words, the contact nested).
import type { Direction } from '../location-model';
import type { SmsMessage } from '../messages';
import { epochMs } from './formats';

const OTHER_DIRECTIONS: Record<Direction, string> = { INBOUND: 'incoming', OUTBOUND: 'outgoing' };

export function otherRecord(message: SmsMessage): Record<string, unknown> {
  return {
    messageId: message.id,
    locationRef: message.location_id,
    sentAt: epochMs(message.created_at),
    direction: OTHER_DIRECTIONS[message.direction],
    status: message.status.toLowerCase(),
    sender: message.from,
    recipient: message.to,
    customer: { displayName: message.contact.name, phoneNumber: message.contact.phone },
    text: message.body,
    deliveredAt: message.delivered_at === null ? null : epochMs(message.delivered_at),
    attachmentCount: message.media_count,
  };
}
