// The contract shows no record fields: a real service may name and write them differently from
// the demo's own shape. `recordShape` serves the same generated messages in another contract-valid
// shape, so the client is tested against a server that does not share its guesses.
import type { Direction } from './location-model';
import type { SmsMessage } from './messages';
import type { RecordShape } from './record-shape-names';
import { parseRfc3339 } from './rfc3339';

const OTHER_DIRECTIONS: Record<Direction, string> = { INBOUND: 'incoming', OUTBOUND: 'outgoing' };

/** One generated message as a server of that shape sends it. Request fields (filters) are the same for every shape. */
export function shapeRecord(shape: RecordShape, message: SmsMessage): Record<string, unknown> {
  if (shape === 'ours') return { ...message };
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

/** Generated times are always valid RFC 3339, so this never falls back. */
function epochMs(rfc3339: string): number {
  const parsed = parseRfc3339(rfc3339);
  if (parsed === null) throw new Error(`Not an RFC 3339 time: ${rfc3339}`);
  return parsed;
}
